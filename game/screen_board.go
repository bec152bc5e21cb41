package game

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/board"
	"xiangqi/game/engine"
	"xiangqi/game/geom"
	"xiangqi/game/ui"
	"xiangqi/rules"
)

// boardScreen is the view of the analysis board (issue 51; the model
// board.Board): the board with the engine's lines as arrows, a status
// line, the lines as text (a tap plays the line's first move) and two
// rows of buttons. The model searches off the frame loop; the view polls
// it, pauses it with the app and closes it with the screen.
type boardScreen struct {
	m     *board.Board
	board boardWidget
	press buttonPress
}

// openBoard opens the analysis board on the last position of g, board
// turned as flipped. Its engine has the platform's table (Config.HashMiB,
// which a phone sets modest) and threads.
func openBoard(c *ctx, g *rules.Game, flipped bool) *boardScreen {
	threads := c.cfg.threads()
	if c.boardDepth > 0 {
		threads = 1 // one thread searches the same tree every run
	}
	m := board.New(c.env(), engine.NewAnalyst(c.cfg.HashMiB, threads), g, flipped, c.boardDepth)
	s := &boardScreen{m: m, board: newBoardWidget(flipped)}
	c.push(s)
	return s
}

func (s *boardScreen) layout(c *ctx) geom.BoardLayout { return geom.AnalysisBoard(c.w, c.h, c.dp) }

// lineButtons is where the lines' buttons begin among the buttons: after
// the two rows of the model's.
func (s *boardScreen) lineButtons() int { return len(s.m.NavButtons()) + len(s.m.ActionButtons()) }

// buttons are the model's two rows, then one per line shown (their
// labels empty: drawLines draws them).
func (s *boardScreen) buttons(c *ctx) []button {
	l := s.layout(c)
	row := func(bs []ui.Button, rs []rect) []button {
		out := make([]button, len(bs))
		for i, b := range bs {
			out[i] = modelButton(b, rs[i], func(o ui.Outcome) { s.apply(c, o) })
		}
		return c.paint.buttonRow(out)
	}
	navBs, actBs := s.m.NavButtons(), s.m.ActionButtons()
	bs := append(row(navBs, geom.StepsRow(l.Nav, 4, len(navBs)-4, 6*c.dp, c.dp)), row(actBs, rowRects(l.Actions, len(actBs), 6*c.dp))...)
	h := geom.BoardLineDP * c.dp
	for i := range s.m.Rows() {
		r := rect{X: l.Lines.X, Y: l.Lines.Y + float64(i)*h, W: l.Lines.W, H: h - 2*c.dp}
		if r.Y+r.H > l.Lines.Y+l.Lines.H+1 {
			break
		}
		bs = append(bs, button{r: r, act: func() { s.follow(c, false, func() ui.Outcome { return s.m.Follow(i) }) }})
	}
	return bs
}

// apply carries out the model's answer to a button: a board changed is
// shown without a selection or a move under way, turned as the model
// says.
func (s *boardScreen) apply(c *ctx, o ui.Outcome) {
	if o.Changed {
		s.board.deselect()
		s.board.anim = rules.NoMove
		s.board.flipped = s.m.Flipped()
	}
	c.apply(o)
}

// follow plays a move from a line or on the board through the model:
// played, it is animated unless the piece was dragged there.
func (s *boardScreen) follow(c *ctx, dragged bool, play func() ui.Outcome) {
	n := len(s.m.Game().Moves())
	o := play()
	if ms := s.m.Game().Moves(); len(ms) > n {
		mv := ms[len(ms)-1]
		if !dragged && c.settings.Animation {
			after := s.m.Position()
			s.board.startAnim(mv, after.At(mv.To()))
		}
		s.board.deselect()
	}
	c.apply(o)
}

func (s *boardScreen) pointer(c *ctx, ps pointerState) {
	if s.press.pointer(c, ps, s.buttons(c)) {
		return
	}
	l := s.layout(c)
	pos := s.m.Position()
	mv, animate, redraw := s.board.pickMove(l.Layout, ps, pos, !s.m.Game().Status().Over())
	if redraw {
		c.dirty = true
	}
	if mv != rules.NoMove {
		s.follow(c, !animate, func() ui.Outcome { return s.m.Move(mv.From(), mv.To()) })
	}
}

// keys: the arrows, Home and End step through the moves played on the
// board, as the row of steps does.
func (s *boardScreen) keys(c *ctx, ps pointerState) bool {
	nav := s.m.NavButtons()
	switch {
	case ps.home:
		s.apply(c, nav[0].Tap())
	case ps.step < 0:
		s.apply(c, nav[1].Tap())
	case ps.step > 0:
		s.apply(c, nav[2].Tap())
	case ps.end:
		s.apply(c, nav[3].Tap())
	}
	return false
}

func (s *boardScreen) poll(c *ctx) { c.apply(s.m.Poll()) }

func (s *boardScreen) animate() bool { return s.board.animate() }

func (s *boardScreen) pause(*ctx)  { s.m.Pause() }
func (s *boardScreen) resume(*ctx) { s.m.Resume() }
func (s *boardScreen) close(*ctx)  { s.m.Close() }

// lineInk is the arrow and the swatch of the line of rank i: one blue,
// the best the most opaque, so that the best line stands out and the
// others read as the lesser ideas they are.
func lineInk(i int) color.RGBA {
	alphas := [...]uint8{0xe0, 0xa0, 0x78, 0x58, 0x44}
	return color.RGBA{0x1e, 0x5c, 0xc8, alphas[min(i, len(alphas)-1)]}
}

func (s *boardScreen) draw(c *ctx, dst *ebiten.Image) {
	l := s.layout(c)
	p := c.paint
	dp := c.dp
	m := s.m
	s.board.flipped = m.Flipped()
	v := s.board.view(m.Position())
	v.last = m.LastMove()
	v.lines = m.Arrows()
	drawBoardView(c, dst, l.Layout, v)
	bs := s.buttons(c)
	n := s.lineButtons()
	for i, b := range bs[:n] {
		p.drawButton(dst, b, s.press.pressed(i))
	}
	status, tone := m.Status()
	text, px := p.fitLine(status, 14*dp, minLabelDP*dp, l.Status.W)
	p.drawLine(dst, text, p.fonts.UI(px), l.Status.X, l.Status.Y+l.Status.H/2, alignLeft, toneInk(tone))
	s.drawLines(c, dst, l, bs[n:], n)
}

// drawLines draws the engine's lines under the board: the line's swatch
// in its arrow's ink, its score (Red's view) and its moves, cut with "…"
// where they do not fit.
func (s *boardScreen) drawLines(c *ctx, dst *ebiten.Image, l geom.BoardLayout, bs []button, first int) {
	p := c.paint
	dp := c.dp
	rows := s.m.Rows()
	scoreFace := p.fonts.UI(15 * dp)
	scoreW := p.width("+00.00", scoreFace) + 8*dp
	for i, b := range bs {
		r := rows[i]
		bg := colButton
		if s.press.pressed(first + i) {
			bg = colButtonDown
		}
		p.fillRoundRect(dst, b.r, 6*dp, bg)
		mid := b.r.Y + b.r.H/2
		sw := rect{X: b.r.X + 5*dp, Y: mid - 6*dp, W: 12 * dp, H: 12 * dp}
		p.fillRoundRect(dst, sw, 3*dp, lineInk(i))
		ink := colText
		switch {
		case r.Lower:
			ink = colTextDim
		case r.Good:
			ink = colGood
		case r.Bad:
			ink = colProblem
		}
		x := sw.X + sw.W + 6*dp
		p.drawLine(dst, r.Score, scoreFace, x, mid, alignLeft, ink)
		x += scoreW
		room := b.r.X + b.r.W - 6*dp - x
		text, px := p.fitLine(r.Text, 15*dp, 12*dp, room)
		p.drawLine(dst, text, p.fonts.UI(px), x, mid, alignLeft, colText)
	}
}
