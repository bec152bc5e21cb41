package game

import (
	"bytes"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/record"
	"xiangqi/rules"
)

// playScreen is the game in progress (ctx.match): the board, the move
// list, two lines of status, the button row, the game-over banner, and
// browsing: the board of an earlier move, chosen in the move list or with
// the arrows (the computer waits meanwhile).
type playScreen struct {
	board  boardWidget
	review *session.Review // nil on the live board
	press  buttonPress
	moves  moveList
	texts  movesCache
	// threats are the opponent's threats of the position shown
	// (play_threats.go).
	threats threatCache
	note    stateNote[playState] // the outcome of a copy, in the game as it stood
	// levelNote says that the adaptive level moved when this game ended.
	levelNote string
	// bannerClosed: the player closed the game-over banner to look at
	// the final position.
	bannerClosed bool

	// What the status shows, to notice when it changes.
	shownProgress session.Progress
	shownThinking bool

	// turned holds the status drawn for the player across the table (face
	// to face), kept between frames at the band's size.
	turned *ebiten.Image

	// The clocks as last drawn, and the second of the last low-time
	// warning (play_clock.go).
	shownClocks [2]string
	warnedAt    int
	clockTurned *ebiten.Image
}

// playState tells apart the states of the game a note is said in: which
// game, how many moves, the position they led to, and how it stands (a
// resignation changes only that).
type playState struct {
	match  *session.Match
	ply    int
	key    uint64
	status rules.Status
}

func (p *playScreen) state(c *ctx) playState {
	m := c.game.Match()
	pos := m.Position()
	return playState{match: m, ply: len(m.Game().Moves()), key: pos.Key(), status: m.Status()}
}

func newPlayScreen(c *ctx) *playScreen {
	return &playScreen{board: newBoardWidget(c.game.Flipped()), moves: moveList{followed: -1}}
}

// poll applies the computer's move when it is ready and notices what the
// status line must show.
func (p *playScreen) poll(c *ctx) {
	m := c.game.Match()
	if m == nil {
		return
	}
	ev := m.Poll()
	if ev.Moved {
		// A move the coach held is already drawn where it lands.
		p.afterMove(c, ev.Move, ev.Captured, !ev.Person)
	}
	if ev.Warned {
		p.warn(c)
	}
	if ev.TimeUp {
		p.afterTimeUp(c)
	}
	p.pollClock(c, m)
	if ev.Hint {
		c.dirty = true
	}
	// The depth is on the status line only with the engine's figures
	// shown: otherwise a finished iteration changes nothing on screen,
	// and redrawing for it cost a browser with software WebGL 80–190 ms
	// a frame (the touch suite's Master move, TestFramesDuringMasterMove).
	pr, _ := m.Progress()
	th := m.Thinking() || m.HintPending() || m.Judging()
	if th != p.shownThinking || (c.settings.EngineInfo && pr.Depth != p.shownProgress.Depth) {
		p.shownThinking, p.shownProgress = th, pr
		c.dirty = true
	}
}

func (p *playScreen) animate() bool { return p.board.animate() }

// afterMove animates, sounds and saves a move just played by either side.
func (p *playScreen) afterMove(c *ctx, mv rules.Move, captured, animate bool) {
	p.bannerClosed = false
	pos := c.game.Match().Position()
	if animate && c.settings.Animation {
		p.board.startAnim(mv, pos.At(mv.To()))
	}
	p.board.deselect()
	switch {
	case c.game.Match().Over():
		c.playSound(soundEnd)
		c.archive()
		p.levelNote = c.countGame()
	case pos.InCheck():
		c.playSound(soundCheck)
	case captured:
		c.playSound(soundCapture)
	default:
		c.playSound(soundMove)
	}
	c.dirty = true
	c.save()
}

func (p *playScreen) pointer(c *ctx, ps pointerState) {
	if p.press.pointer(c, ps, p.buttons(c)) {
		return
	}
	if ps.wheel != 0 && p.review != nil {
		// The wheel steps through the moves (up: back) while browsing.
		step := -1
		if ps.wheel < 0 {
			step = 1
		}
		p.browse(c, p.review.Ply()+step)
		return
	}
	if l := c.playLayout(); l.List.H > 0 && !p.statusTurned(c, l) {
		if ply, tapped, used := p.moves.pointer(c, ps, l.List, p.shown(c)); used {
			if tapped {
				p.browse(c, ply)
			}
			return
		}
	}
	if ps.ev == pointerPress && p.bannerShown(c) {
		// A tap beside the banner's buttons closes it, to see the final
		// position.
		p.bannerClosed = true
		c.dirty = true
		return
	}
	m := c.game.Match()
	canMove := p.review == nil && m.HumanToMove()
	mv, animate, redraw := p.board.pickMove(c.playLayout(), ps, m.Position(), canMove)
	if redraw {
		c.dirty = true
	}
	if mv == rules.NoMove {
		return
	}
	// A dragged piece is already where it lands, so only a tapped move
	// is animated.
	pos := m.Position()
	captured := pos.At(mv.To()) != rules.Empty
	held, err := m.Try(mv, c.coached())
	if err != nil {
		p.board.deselect()
		return
	}
	if held {
		// The coach judges it first: drawn where it lands meanwhile.
		p.board.deselect()
		if animate && c.settings.Animation {
			after := pos
			after.MakeMove(mv)
			p.board.startAnim(mv, after.At(mv.To()))
		}
		c.dirty = true
		return
	}
	p.afterMove(c, mv, captured, animate)
}

// back goes back to the live board, else asks before leaving a game in
// progress.
func (p *playScreen) back(c *ctx) bool {
	if p.review != nil {
		p.live(c)
		return true
	}
	if p.bannerShown(c) {
		p.bannerClosed = true
		c.dirty = true
		return true
	}
	if m := c.game.Match(); !m.Over() && len(m.Game().Moves()) > 0 {
		c.confirm(i18n.MsgConfirmLeave, func() { p.leave(c) })
		return true
	}
	p.pause(c)
	return false
}

// pause stops the computer and saves: the game is left for the start
// screen, which can continue it.
func (p *playScreen) pause(c *ctx) {
	c.game.Match().Pause()
	c.save()
	c.archive()
	p.board.deselect()
}

// leave goes back to the start screen.
func (p *playScreen) leave(c *ctx) {
	p.pause(c)
	c.pop()
}

// resume restarts the computer, unless the player is browsing.
func (p *playScreen) resume(c *ctx) {
	if p.review == nil {
		c.game.Match().Resume()
	}
}

// bannerShown reports whether the game-over banner covers the board.
func (p *playScreen) bannerShown(c *ctx) bool {
	return c.game.Match().Over() && p.review == nil && !p.bannerClosed
}

func bannerRect(c *ctx) rect {
	l := c.playLayout()
	w := math.Min(l.Board.W-24*c.dp, 380*c.dp)
	h := 190 * c.dp
	return rect{X: l.Board.X + (l.Board.W-w)/2, Y: l.Board.Y + (l.Board.H-h)/2, W: w, H: h}
}

func (p *playScreen) buttons(c *ctx) []button {
	l := c.playLayout()
	m := c.game.Match()
	var bs []button
	if p.bannerShown(c) {
		r := bannerRect(c)
		dp := c.dp
		row := rowRects(rect{X: r.X + 12*dp, Y: r.Y + r.H - (buttonDP+14)*dp, W: r.W - 24*dp, H: buttonDP * dp}, 3, 6*dp)
		bs = c.paint.buttonRow([]button{
			{r: row[0], label: c.text(i18n.MsgNewGame), primary: true, act: func() { c.push(newNewGameScreen(c, nil)) }},
			{r: row[1], label: c.text(i18n.MsgReview), act: func() { p.startReview(c) }},
			{r: row[2], label: c.text(i18n.MsgAnalyse), disabled: len(m.Game().Moves()) == 0, act: func() { p.analyse(c, len(m.Game().Moves())) }},
		})
	}
	if p.review != nil {
		return append(bs, p.browseButtons(c, l.ButtonRects(6))...)
	}
	rs := l.ButtonRects(5)
	row := []button{
		{r: rs[0], label: c.text(i18n.MsgUndo), disabled: !m.CanUndo(), act: func() { p.undo(c) }},
		{r: rs[1], label: c.text(i18n.MsgHint), disabled: !m.HumanToMove() || m.HintPending(), act: func() {
			if m.RequestHint() {
				c.dirty = true
			}
		}},
	}
	row = append(row,
		button{r: rs[2], label: c.text(i18n.MsgNewGame), act: func() { p.newGamePressed(c) }},
		button{r: rs[3], label: c.text(i18n.MsgFlip), act: func() {
			c.game.Flip()
			p.board.flipped = c.game.Flipped()
			c.dirty = true
			c.save()
		}},
		button{r: rs[4], label: c.text(i18n.MsgMenu), act: func() { p.openMenu(c) }},
	)
	return append(bs, c.paint.buttonRow(row)...)
}

func (p *playScreen) undo(c *ctx) {
	if c.game.Match().Undo() {
		p.bannerClosed = false
		p.levelNote = ""
		p.board.deselect()
		p.board.anim = rules.NoMove
		c.dirty = true
		c.save()
	}
}

func (p *playScreen) newGamePressed(c *ctx) {
	if m := c.game.Match(); !m.Over() && len(m.Game().Moves()) > 0 {
		c.confirm(i18n.MsgConfirmNewGame, func() { c.push(newNewGameScreen(c, nil)) })
		return
	}
	c.push(newNewGameScreen(c, nil))
}

// openMenu is the in-game menu: resume, resign, Settings, the start screen.
func (p *playScreen) openMenu(c *ctx) {
	cs := []choice{{label: c.text(i18n.MsgResume)}}
	// Resign stays, greyed, once the game is over: the choices under it
	// keep their places.
	cs = append(cs, choice{label: c.text(i18n.MsgResign), disabled: c.game.Match().Over(), act: func() {
		c.confirm(i18n.MsgConfirmResign, func() {
			c.game.Match().Resign()
			p.board.deselect()
			c.playSound(soundEnd)
			p.levelNote = c.countGame() // a resignation is a loss
			c.save()
			c.archive()
		})
	}})
	cs = append(cs,
		choice{label: c.text(i18n.MsgCopyFEN), act: func() {
			pos := c.game.Match().Position()
			p.note.say(copyText(c, pos.FEN()), p.state(c))
		}},
		choice{label: c.text(i18n.MsgCopyPGN), act: func() {
			var b bytes.Buffer
			if err := record.Write(&b, session.MatchRecord(c.game.Match(), c.game.Started()), c.settings.MoveNotation(c.lang.Code())); err != nil {
				p.note.say(err.Error(), p.state(c))
				return
			}
			p.note.say(copyText(c, b.String()), p.state(c))
		}},
		p.threatsChoice(c),
		p.explorerChoice(c),
		choice{label: c.text(i18n.MsgSettings), act: func() { c.push(newSettingsScreen(c)) }},
		choice{label: c.text(i18n.MsgMainMenu), act: func() { p.leave(c) }},
	)
	c.push(&dialog{text: c.text(i18n.MsgMenu), choices: cs})
}

// explorerChoice opens the opening explorer on the board: on the
// player's turn, in a game without a clock (a clock's time runs while the
// player looks, and a timed game is played from memory); between two
// players at any time without a clock.
func (p *playScreen) explorerChoice(c *ctx) choice {
	m := c.game.Match()
	ok := m.Clock() == nil && (m.HumanToMove() || !m.VsComputer()) && !m.Over()
	return choice{label: c.text(i18n.MsgExplorerMenu), disabled: !ok, act: func() {
		openExplorer(c, m.Game(), p.board.flipped)
	}}
}

func (p *playScreen) startReview(c *ctx) { p.browse(c, len(c.game.Match().Game().Moves())) }

// analyse opens the analysis of the game in progress at the board after
// ply moves; the game is written to the library first, and the analysis
// the library's record already has is taken over.
func (p *playScreen) analyse(c *ctx, ply int) {
	c.archive()
	openAnalysis(c, c.game.ID(), c.game.Record(), ply, p.board.flipped, nil)
}

func (p *playScreen) draw(c *ctx, dst *ebiten.Image) {
	l := c.playLayout()
	m := c.game.Match()
	var v boardView
	if rv := p.review; rv != nil {
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
		v.threats = p.threatsShown(c, m)
		if mv, ok := m.Held(); ok {
			// The move the coach holds, on the board as if played.
			v.pos.MakeMove(mv)
			v.last = mv
			if w, ok := m.Warning(); ok {
				v.threat = w.Threat
			}
		}
	}
	v.faceToFace = c.settings.FacesTopSide(m.VsComputer())
	drawBoardView(c, dst, l, v)
	first, second := p.statusLines(c)
	// A clock game gives the clocks a part of the list's and the status's
	// room (play_clock.go); without a clock nothing moves.
	textL := l
	if m.Clock() != nil {
		textL = p.drawClocks(c, dst, l, m, v.faceToFace)
	}
	switch {
	case p.statusTurned(c, l):
		p.drawTurnedStatus(c, dst, textL.List, first, second)
	case l.List.H > 0:
		p.moves.draw(c, dst, textL.List, p.shown(c))
	}
	if m.Clock() != nil && !l.Landscape {
		// Portrait: the clock beside the first line only; the second,
		// the longer, keeps the whole width.
		drawStatus(c, dst, textL, first, "", 22, 15, colTextDim)
		drawStatus(c, dst, l, "", second, 22, 15, colTextDim)
	} else {
		drawStatus(c, dst, textL, first, second, 22, 15, colTextDim)
	}
	if p.bannerShown(c) {
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
	r := bannerRect(c)
	pt.fillRoundRect(dst, r.Inset(-3*dp), 18*dp, colSelected)
	pt.fillRoundRect(dst, r, 16*dp, colPanel)
	head := outcomeText(c, c.game.Match().Outcome())
	pt.drawLine(dst, head, pt.fitFace(head, 32*dp, r.W-24*dp), r.X+r.W/2, r.Y+40*dp, alignCenter, colText)
	// The head says who won; the line under it only why.
	reason := capitalize(c.text(reasonMsg(c.game.Match().Status().Reason)))
	if st := c.game.Match().Status(); st.Reason == rules.Timeout && st.Result == rules.Draw {
		reason = capitalize(c.text(i18n.MsgReasonTimeoutDraw))
	}
	reasonY := 86 * dp
	if note := p.bannerNote(c); note != "" {
		// The adaptive level moved, the coach helped: a line under the
		// reason.
		reasonY = 78 * dp
		pt.drawLine(dst, note, pt.fitFace(note, 15*dp, r.W-24*dp), r.X+r.W/2, r.Y+106*dp, alignCenter, colGood)
	}
	pt.drawLine(dst, reason, pt.fitFace(reason, 18*dp, r.W-24*dp), r.X+r.W/2, r.Y+reasonY, alignCenter, colTextDim)
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
