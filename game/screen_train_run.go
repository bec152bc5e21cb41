package game

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/geom"
	"xiangqi/game/training"
	"xiangqi/game/ui"
	"xiangqi/rules"
)

// trainBoard is a training view's board: the shared board widget (its
// selection, drag and animation) kept in step with the model's board.
type trainBoard struct {
	w     boardWidget
	shown int // the model's count of boards put up that w shows
}

// sync forgets the selection when the model put up a new board, and
// turns the board as the model has it.
func (b *trainBoard) sync(flipped bool, board int) {
	if board != b.shown {
		b.w, b.shown = newBoardWidget(flipped), board
	}
	b.w.flipped = flipped
}

// glide glides in the opponent's move the model just played on pos.
func (b *trainBoard) glide(pos rules.Position, m rules.Move) {
	if m != rules.NoMove {
		b.w.startAnim(m, pos.At(m.To()))
	}
}

// pick turns a pointer event on the board into a move handed to the model
// (move, from one point to another): the selection and a tapped move's
// landing are the view's, the rest the model's Outcome.
func (b *trainBoard) pick(c *ctx, ps pointerState, pos rules.Position, canMove bool, move func(from, to rules.Square) ui.Outcome) bool {
	m, animate, redraw := b.w.pickMove(c.playLayout(), ps, pos, canMove)
	if redraw {
		c.dirty = true
	}
	if m == rules.NoMove {
		return false
	}
	o := move(m.From(), m.To())
	if !o.Changed {
		b.w.deselect()
		return false
	}
	if animate && c.settings.Animation {
		after := pos
		after.MakeMove(m)
		b.w.startAnim(m, after.At(m.To()))
	}
	b.w.deselect()
	c.apply(o)
	return true
}

// reviewScreen is the view of the review of the player's mistakes
// (training.Review).
type reviewScreen struct {
	m     *training.Review
	board trainBoard
	press buttonPress
}

// openReview opens the review of the cards due today.
func openReview(c *ctx) *reviewScreen {
	s := newReviewScreen(training.NewReview(c.env(), c.trainServices()))
	c.push(s)
	return s
}

func newReviewScreen(m *training.Review) *reviewScreen {
	s := &reviewScreen{m: m}
	s.syncBoard()
	return s
}

func (s *reviewScreen) syncBoard() {
	_, flipped, _, _, board := s.m.Board()
	s.board.sync(flipped, board)
}

func (s *reviewScreen) close(*ctx)     { s.m.Close() }
func (s *reviewScreen) pause(*ctx)     { s.m.Close() }
func (s *reviewScreen) back(*ctx) bool { s.m.Close(); return false }
func (s *reviewScreen) animate() bool  { return s.board.w.animate() }

func (s *reviewScreen) resume(c *ctx) { s.act(c, s.m.Resume()) }

// act carries out the model's answer and brings the board in step.
func (s *reviewScreen) act(c *ctx, o ui.Outcome) {
	c.apply(o)
	s.syncBoard()
	if g := s.m.Glide(); g != rules.NoMove {
		pos, _, _, _, _ := s.m.Board()
		s.board.glide(pos, g)
	}
}

func (s *reviewScreen) poll(c *ctx) { s.act(c, s.m.Poll()) }

func (s *reviewScreen) pointer(c *ctx, ps pointerState) {
	if s.press.pointer(c, ps, s.buttons(c)) || s.m.Empty() {
		return
	}
	pos, _, _, _, _ := s.m.Board()
	if s.board.pick(c, ps, pos, s.m.CanMove(), s.m.Move) {
		s.act(c, s.m.Poll()) // the verdict of a try judged at once
	}
}

func (s *reviewScreen) buttons(c *ctx) []button {
	rs := geom.Puzzle(c.w, c.h, c.dp).Keys
	keys := s.m.Keys()
	if len(keys) == 1 {
		rs = rs[len(rs)-1:]
	}
	bs := make([]button, len(keys))
	for i, k := range keys {
		t := k.Target
		bs[i] = button{r: rs[i], label: k.Label, primary: k.Primary, disabled: k.Disabled, act: func() { s.act(c, s.m.Tap(t)) }}
	}
	if len(bs) == 1 {
		return bs
	}
	return c.paint.buttonRow(bs)
}

func (s *reviewScreen) draw(c *ctx, dst *ebiten.Image) {
	pl := geom.Puzzle(c.w, c.h, c.dp)
	if s.m.Empty() {
		drawEmptyTraining(c, dst, s.m.EmptyText())
		c.paint.drawButtons(dst, s.buttons(c), &s.press)
		return
	}
	s.syncBoard()
	pos, _, last, hint, _ := s.m.Board()
	v := s.board.w.view(pos)
	v.hint, v.last = hint, last
	// The move played, in the coach's warning colour: the one to beat.
	v.threat = s.m.Mistake()
	drawBoardView(c, dst, pl.Layout, v)
	first, second, tone := s.m.Status()
	drawTrainStatus(c, dst, pl, s.m.Title(), first, second, "", toneInk(tone))
	c.paint.drawButtons(dst, s.buttons(c), &s.press)
}

// drawEmptyTraining writes a paragraph where the board would be.
func drawEmptyTraining(c *ctx, dst *ebiten.Image, msg string) {
	dp := c.dp
	col := c.column()
	r := rect{X: col.X, Y: float64(c.h) * 0.3, W: col.W, H: 120 * dp}
	drawParagraph(c, dst, msg, r, 18, 12, colText, alignCenter)
}

// drawTrainStatus writes a training screen's lines: under the board in
// portrait (the first line, then the second), in the panel in landscape
// (title, place, the first line, the second and extra).
func drawTrainStatus(c *ctx, dst *ebiten.Image, pl geom.PuzzleLayout, title, first, second, extra string, ink color.RGBA) {
	if !pl.Landscape {
		drawStatus(c, dst, pl.Layout, first, second, 18, 17, ink)
		return
	}
	dp := c.dp
	p := c.paint
	k := pl.Scale
	line := func(r rect, t string, px float64, col color.RGBA) {
		p.drawLine(dst, t, p.fitFace(t, px*k*dp, r.W), r.X, r.Y+r.H/2, alignLeft, col)
	}
	line(pl.Title, title, 22, colText)
	line(pl.Place, extra, 16, colTextDim)
	drawParagraph(c, dst, first, pl.Goal, 17*k, 12, colText, alignLeft)
	drawParagraph(c, dst, second, pl.State, 17*k, 12, ink, alignLeft)
}

// rushScreen is the view of a rush or the streak mode (training.Rush).
type rushScreen struct {
	m     *training.Rush
	board trainBoard
	press buttonPress
}

func newRushScreen(m *training.Rush) *rushScreen {
	s := &rushScreen{m: m}
	s.syncBoard()
	return s
}

func (s *rushScreen) syncBoard() {
	_, flipped, _, board, _ := s.m.Board()
	s.board.sync(flipped, board)
}

// act carries out the model's answer and brings the board in step.
func (s *rushScreen) act(c *ctx, o ui.Outcome) {
	c.apply(o)
	s.syncBoard()
	if g := s.m.Glide(); g != rules.NoMove {
		pos, _, _, _, _ := s.m.Board()
		s.board.glide(pos, g)
	}
}

func (s *rushScreen) close(c *ctx) { s.act(c, s.m.Close()) }

// back asks before it ends a rush that runs (training.Rush.Back), else
// leaves it: it ends, its score kept.
func (s *rushScreen) back(c *ctx) bool {
	handled, o := s.m.Back()
	s.act(c, o)
	return handled
}

func (s *rushScreen) pause(*ctx)    { s.m.Pause() }
func (s *rushScreen) resume(*ctx)   { s.m.Resume() }
func (s *rushScreen) animate() bool { return s.board.w.animate() }
func (s *rushScreen) poll(c *ctx)   { s.act(c, s.m.Poll()) }

func (s *rushScreen) pointer(c *ctx, ps pointerState) {
	if s.press.pointer(c, ps, s.buttons(c)) || !s.m.Playing() {
		return
	}
	pos, _, _, _, _ := s.m.Board()
	s.board.pick(c, ps, pos, s.m.CanMove(), s.m.Move)
}

// resultRect is the result's panel over the board.
func resultRect(c *ctx) rect {
	r := bannerRect(c)
	r.H = 230 * c.dp
	l := c.playLayout()
	r.Y = l.Board.Y + (l.Board.H-r.H)/2
	return r
}

func (s *rushScreen) buttons(c *ctx) []button {
	keys := s.m.Keys()
	var rs []rect
	if s.m.Over() {
		r := resultRect(c)
		dp := c.dp
		w := (r.W - 36*dp) / 2
		y := r.Y + r.H - (buttonDP+14)*dp
		rs = []rect{{X: r.X + 12*dp, Y: y, W: w, H: buttonDP * dp}, {X: r.X + 24*dp + w, Y: y, W: w, H: buttonDP * dp}}
	} else {
		rs = trainKeys(c, len(keys))
	}
	bs := make([]button, len(keys))
	for i, k := range keys {
		t := k.Target
		bs[i] = button{r: rs[i], label: k.Label, primary: k.Primary, disabled: k.Disabled, act: func() { s.act(c, s.m.Tap(t)) }}
	}
	return c.paint.buttonRow(bs)
}

// trainKeys are n buttons where the puzzle screen has its five: a row under
// the board, the first n of the panel's in landscape.
func trainKeys(c *ctx, n int) []geom.Rect {
	pl := geom.Puzzle(c.w, c.h, c.dp)
	if pl.Landscape {
		return pl.Keys[:n]
	}
	return pl.Layout.ButtonRects(n)
}

func (s *rushScreen) draw(c *ctx, dst *ebiten.Image) {
	pl := geom.Puzzle(c.w, c.h, c.dp)
	s.syncBoard()
	if pos, _, last, _, ok := s.m.Board(); ok {
		v := s.board.w.view(pos)
		v.last = last
		drawBoardView(c, dst, pl.Layout, v)
	}
	if st, ok := s.m.Status(); ok {
		ink := toneInk(st.Tone)
		if pl.Landscape {
			drawTrainStatus(c, dst, pl, st.Mode, st.Clock+" · "+st.Score, st.Second, st.Ratings, ink)
		} else {
			drawStatus(c, dst, pl.Layout, st.Mode+" · "+st.Clock+" · "+st.Score, st.Second, 18, 17, ink)
		}
	}
	if s.m.Over() {
		s.drawResult(c, dst)
	}
	c.paint.drawButtons(dst, s.buttons(c), &s.press)
}

// drawResult is the result over the board: the mode, the score, the best
// (or "New best!"), and the player's rating.
func (s *rushScreen) drawResult(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	pt := c.paint
	r := resultRect(c)
	pt.fillRoundRect(dst, r.Inset(-3*dp), 18*dp, colSelected)
	pt.fillRoundRect(dst, r, 16*dp, colPanel)
	res := s.m.Result()
	cx := r.X + r.W/2
	pt.drawLine(dst, res.Mode, pt.fitFace(res.Mode, 20*dp, r.W-24*dp), cx, r.Y+28*dp, alignCenter, colTextDim)
	pt.drawLine(dst, res.Score, pt.fitFace(res.Score, 32*dp, r.W-24*dp), cx, r.Y+66*dp, alignCenter, colText)
	ink := colTextDim
	if res.NewBest {
		ink = colStar
	}
	pt.drawLine(dst, res.Best, pt.fitFace(res.Best, 18*dp, r.W-24*dp), cx, r.Y+102*dp, alignCenter, ink)
	pt.drawLine(dst, res.Rating, pt.fitFace(res.Rating, 16*dp, r.W-24*dp), cx, r.Y+134*dp, alignCenter, colTextDim)
}
