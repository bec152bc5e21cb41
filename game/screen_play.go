package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/play"
	"xiangqi/game/ui"
	"xiangqi/rules"
)

// playScreen is the view of the game in progress (play.Model): the
// board with its selection, drags and animations, the move list, two
// lines of status, the button row, the game-over banner and the clocks.
// What they show and what a tap does is the model's.
type playScreen struct {
	m     *play.Model
	board boardWidget
	press buttonPress
	moves moveList
	// at is the game's state the board's selection was made in: it goes
	// when the game moves on (a reply, an undo, a resignation).
	at playAt

	// turned holds the status drawn for the player across the table (face
	// to face), kept between frames at the band's size; clockTurned the
	// top clock (play_clock.go).
	turned      *ebiten.Image
	clockTurned *ebiten.Image
}

// playAt tells apart the states of the game a selection is made in.
type playAt struct {
	ply  int
	over bool
}

func newPlayScreen(c *ctx) *playScreen {
	m := play.New(c.env(), play.Services{Game: c.game, Clipboard: c.cfg.Clipboard,
		Notice: func() string { return c.notice }, WriteProblem: c.writeProblem})
	p := &playScreen{m: m, board: newBoardWidget(c.game.Flipped()), moves: moveList{followed: -1}}
	if c.game.Match() != nil {
		p.at = p.state()
	}
	return p
}

func (p *playScreen) state() playAt {
	mt := p.m.Match()
	return playAt{ply: len(mt.Game().Moves()), over: mt.Over()}
}

// poll applies the computer's move when it is ready and notices what the
// status line must show.
func (p *playScreen) poll(c *ctx) {
	if c.game.Match() == nil {
		return
	}
	// A screen over the board (the menu, a question, New game) pauses the
	// game and its clocks; the coach's warning does not: answering it is
	// the person's move.
	_, coach := c.top().(*coachDialog)
	p.m.Cover(c.top() != screen(p) && !coach)
	ev, o := p.m.Poll()
	if ev.Moved != rules.NoMove && ev.Animate && c.settings.Animation {
		pos := p.m.Match().Position()
		p.board.startAnim(ev.Moved, pos.At(ev.Moved.To()))
	}
	p.follow()
	c.apply(o)
	if ev.Warned {
		c.push(&coachDialog{m: p.m.Coach(), play: p})
	}
}

// follow drops the board's selection once the game has moved on, and a
// move's animation once it is taken back.
func (p *playScreen) follow() {
	if at := p.state(); at != p.at {
		if at.ply < p.at.ply {
			p.board.anim = rules.NoMove
		}
		p.at = at
		p.board.deselect()
	}
}

func (p *playScreen) animate() bool { return p.board.animate() }

func (p *playScreen) pointer(c *ctx, ps pointerState) {
	if p.press.pointer(c, ps, p.buttons(c)) {
		return
	}
	if ps.wheel != 0 && p.m.Review() != nil {
		// The wheel steps through the moves (up: back) while browsing.
		step := -1
		if ps.wheel < 0 {
			step = 1
		}
		c.apply(p.m.Step(step))
		return
	}
	if l := c.playLayout(); l.List.H > 0 && !p.statusTurned(c, l) {
		if ply, tapped, used := p.moves.pointer(c, ps, l.List, p.shown()); used {
			if tapped {
				p.board.deselect()
				c.apply(p.m.Browse(ply))
			}
			return
		}
	}
	if ps.ev == pointerPress && p.m.BannerShown() {
		// A tap beside the banner's buttons closes it, to see the final
		// position.
		c.apply(p.m.Tap(play.BannerClose))
		return
	}
	pos := p.m.Match().Position()
	mv, animate, redraw := p.board.pickMove(c.playLayout(), ps, pos, p.m.CanMove())
	if redraw {
		c.dirty = true // the selection, a drag: the board's own
	}
	if mv == rules.NoMove {
		return
	}
	tried, o := p.m.Try(mv)
	p.board.deselect()
	// A dragged piece is already where it lands, so only a tapped move
	// is animated; a move the coach holds is drawn where it lands
	// meanwhile.
	if tried != play.Refused && animate && c.settings.Animation {
		after := pos
		after.MakeMove(mv)
		p.board.startAnim(mv, after.At(mv.To()))
	}
	p.at = p.state()
	c.apply(o)
}

// back goes back to the live board, closes the banner, else asks before
// leaving a game in progress.
func (p *playScreen) back(c *ctx) bool {
	handled, o := p.m.Back()
	p.board.deselect()
	c.apply(o)
	return handled
}

// pause stops the computer and saves (the app goes to the background).
func (p *playScreen) pause(c *ctx) {
	c.apply(p.m.Pause())
	p.board.deselect()
}

// resume restarts the computer, unless the player is browsing.
func (p *playScreen) resume(*ctx) { p.m.Resume() }

func bannerRect(c *ctx) rect { return bannerRectFor(c, "", false) }

// bannerRectFor is the banner's box, taller by the room of explain (the
// ruling's sentence, issue 53) wrapped to its width, and of the note
// above it when noted.
func bannerRectFor(c *ctx, explain string, noted bool) rect {
	l := c.playLayout()
	w := math.Min(l.Board.W-24*c.dp, 380*c.dp)
	h := 190 * c.dp
	if explain != "" {
		h += bannerExplainH(c, explain, w)
		if noted {
			h += bannerNoteDP * c.dp
		}
	}
	return rect{X: l.Board.X + (l.Board.W-w)/2, Y: l.Board.Y + (l.Board.H-h)/2, W: w, H: h}
}

func (p *playScreen) buttons(c *ctx) []button {
	l := c.playLayout()
	var bs []button
	if banner := p.m.BannerButtons(); banner != nil {
		_, _, note := p.m.Banner()
		r := bannerRectFor(c, p.m.BannerExplanation(), note != "")
		dp := c.dp
		row := rowRects(rect{X: r.X + 12*dp, Y: r.Y + r.H - (buttonDP+14)*dp, W: r.W - 24*dp, H: buttonDP * dp}, 3, 6*dp)
		bs = c.paint.buttonRow(p.modelButtons(c, banner, row))
	}
	row := p.m.RowButtons()
	return append(bs, c.paint.buttonRow(p.modelButtons(c, row, l.ButtonRects(len(row))))...)
}

// modelButtons lays the model's buttons mbs out in rs, one each.
func (p *playScreen) modelButtons(c *ctx, mbs []ui.Button, rs []rect) []button {
	bs := make([]button, len(mbs))
	for i, b := range mbs {
		bs[i] = modelButton(b, rs[i], func(o ui.Outcome) {
			p.follow()
			p.board.flipped = p.m.Flipped()
			c.apply(o)
		})
	}
	return bs
}

// statusLines are the two lines under the board (play.Model.Status).
func (p *playScreen) statusLines(*ctx) (string, string) { return p.m.Status(p.board.refused) }

// shown is what the move list shows.
func (p *playScreen) shown() movesShown {
	ms := p.m.Moves()
	return movesShown{texts: ms.Texts, blackFirst: ms.BlackFirst, firstMove: ms.FirstMove, ply: ms.Ply, checks: ms.Checks, cycle: ms.Cycle}
}

func (p *playScreen) draw(c *ctx, dst *ebiten.Image) {
	l := c.playLayout()
	m := p.m.Match()
	p.board.flipped = p.m.Flipped()
	var v boardView
	if rv := p.m.Review(); rv != nil {
		v = boardView{pos: rv.Position(), flipped: p.board.flipped, last: rules.NoMove, hint: rules.NoMove}
		if mv, ok := rv.LastMove(); ok {
			v.last = mv
		}
	} else {
		v = p.board.view(m.Position())
		if ms := m.Game().Moves(); len(ms) > 0 {
			v.last = ms[len(ms)-1]
		}
		v.hint = m.Hint()
		if ideas := m.Ideas(); len(ideas) > 1 {
			// The computer's other ideas (issue 51): the hint stays the
			// best, in its own ink; the others as the analysis board's
			// second and third lines.
			v.lines, v.firstRank = ideas[1:], 1
		}
		v.threats = p.m.Threats()
		if mv, ok := m.Held(); ok {
			// The move the coach holds, on the board as if played.
			v.pos.MakeMove(mv)
			v.last = mv
			if w, ok := m.Warning(); ok {
				v.threat = w.Threat
			}
		}
	}
	for _, a := range p.m.RulingArrows() {
		v.chases = append(v.chases, rules.NewMove(a.From, a.To))
	}
	v.faceToFace = c.settings.FacesTopSide(m.VsComputer())
	drawBoardView(c, dst, l, v)
	first, second := p.statusLines(c)
	// A clock game gives the clocks a part of the list's and the status's
	// room (play_clock.go); without a clock nothing moves.
	textL := l
	if m.Clock() != nil {
		textL = p.drawClocks(c, dst, l, v.faceToFace)
	}
	switch {
	case p.statusTurned(c, l):
		p.drawTurnedStatus(c, dst, textL.List, first, second)
	case l.List.H > 0:
		p.moves.draw(c, dst, textL.List, p.shown())
	}
	if m.Clock() != nil && !l.Landscape {
		// Portrait: the clock beside the first line only; the second,
		// the longer, keeps the whole width.
		drawStatus(c, dst, textL, first, "", 22, 15, colTextDim)
		drawStatus(c, dst, l, "", second, 22, 15, colTextDim)
	} else {
		drawStatus(c, dst, textL, first, second, 22, 15, colTextDim)
	}
	if p.m.BannerShown() {
		p.drawBanner(c, dst)
	}
	c.paint.drawButtons(dst, p.buttons(c), &p.press)
}

// drawStatus writes a board screen's two status lines: centred under the
// board in portrait, left-aligned beside it in landscape.
func drawStatus(c *ctx, dst *ebiten.Image, l layout, first, second string, firstPx, secondPx float64, secondInk color.RGBA) {
	dp := c.dp
	p := c.paint
	st := l.Status
	if l.Landscape {
		p.drawLine(dst, first, p.fitFace(first, firstPx*dp, st.W), st.X, st.Y+20*dp, alignLeft, colText)
		p.drawLine(dst, second, p.fitFace(second, secondPx*dp, st.W), st.X, st.Y+52*dp, alignLeft, secondInk)
	} else {
		p.drawLine(dst, first, p.fitFace(first, firstPx*dp, st.W), st.X+st.W/2, st.Y+18*dp, alignCenter, colText)
		p.drawLine(dst, second, p.fitFace(second, secondPx*dp, st.W), st.X+st.W/2, st.Y+46*dp, alignCenter, secondInk)
	}
}

func (p *playScreen) drawBanner(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	pt := c.paint
	explain := p.m.BannerExplanation()
	head, reason, note := p.m.Banner()
	r := bannerRectFor(c, explain, note != "")
	pt.fillRoundRect(dst, r.Inset(-3*dp), 18*dp, colSelected)
	pt.fillRoundRect(dst, r, 16*dp, colPanel)
	pt.drawLine(dst, head, pt.fitFace(head, 32*dp, r.W-24*dp), r.X+r.W/2, r.Y+40*dp, alignCenter, colText)
	reasonY := 86 * dp
	if note != "" {
		// The adaptive level moved, the coach helped: a line under the
		// reason.
		reasonY = 78 * dp
		pt.drawLine(dst, note, pt.fitFace(note, 15*dp, r.W-24*dp), r.X+r.W/2, r.Y+106*dp, alignCenter, colGood)
	}
	pt.drawLine(dst, reason, pt.fitFace(reason, 18*dp, r.W-24*dp), r.X+r.W/2, r.Y+reasonY, alignCenter, colTextDim)
	if explain != "" {
		drawBannerExplain(c, dst, explain, r, note != "")
	}
}

// statusTurned reports whether the band above the board shows the status
// turned to the player across the table instead of the move list: a game
// of two players face to face, in portrait.
func (p *playScreen) statusTurned(c *ctx, l layout) bool {
	return !l.Landscape && l.List.H > 0 && c.game.Match() != nil && c.settings.FacesTopSide(c.game.Match().VsComputer())
}

// drawTurnedStatus draws the two status lines in r upside down, for the
// player sitting at the top of the board.
func (p *playScreen) drawTurnedStatus(c *ctx, dst *ebiten.Image, r rect, first, second string) {
	w, h := int(math.Ceil(r.W)), int(math.Ceil(r.H))
	if p.turned == nil || p.turned.Bounds().Dx() != w || p.turned.Bounds().Dy() != h {
		if p.turned != nil {
			p.turned.Deallocate()
		}
		p.turned = ebiten.NewImage(w, h)
	}
	img := p.turned
	img.Clear()
	dp := c.dp
	pt := c.paint
	lines := []string{first, second}
	if second == "" {
		lines = lines[:1]
	}
	y := r.H/2 - float64(len(lines)-1)*13*dp
	for i, s := range lines {
		px, ink := 20.0, colText
		if i == 1 {
			px, ink = 15, colTextDim
		}
		pt.drawLine(img, s, pt.fitFace(s, px*dp, r.W-12*dp), r.W/2, y+float64(i)*26*dp, alignCenter, ink)
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-r.W/2, -r.H/2)
	op.GeoM.Rotate(math.Pi)
	op.GeoM.Translate(r.X+r.W/2, r.Y+r.H/2)
	dst.DrawImage(img, op)
}
