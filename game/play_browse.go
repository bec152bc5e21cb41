package game

import (
	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// The play screen's move list and browsing: the board of an earlier move,
// chosen in the list, with the arrows or the buttons; the computer waits
// meanwhile.

// movesCache keeps the game's moves in notation between redraws: they are
// written again only when the moves or the notation change.
type movesCache struct {
	texts    []string
	n        int
	last     rules.Move
	notation rules.Notation
}

func (mc *movesCache) get(g *rules.Game, n rules.Notation) []string {
	ms := g.Moves()
	last := rules.NoMove
	if len(ms) > 0 {
		last = ms[len(ms)-1]
	}
	if mc.texts == nil || mc.n != len(ms) || mc.last != last || mc.notation != n {
		mc.texts = session.MoveTexts(g, n, mc.texts)
		if mc.texts == nil {
			mc.texts = []string{}
		}
		mc.n, mc.last, mc.notation = len(ms), last, n
	}
	return mc.texts
}

// shown is what the move list shows.
func (p *playScreen) shown(c *ctx) movesShown {
	rg := c.game.Match().Game()
	start := rg.Start()
	ms := movesShown{
		texts:      p.texts.get(rg, c.settings.MoveNotation(c.lang.Code())),
		blackFirst: start.SideToMove() == rules.Black,
		firstMove:  start.MoveNumber(),
		ply:        len(rg.Moves()),
		checks:     rg.Checks(),
	}
	if p.review != nil {
		ms.ply = p.review.Ply()
	}
	return ms
}

// browse shows the board after ply moves; the computer waits meanwhile.
func (p *playScreen) browse(c *ctx, ply int) {
	if p.review == nil {
		p.review = session.NewReview(c.game.Match().Game())
		p.board.deselect()
		if m := c.game.Match(); !m.Over() {
			m.Pause()
			if clk := m.Clock(); clk != nil && m.HumanToMove() {
				// Looking back is a person's thinking time: their clock
				// runs on (the computer's stops with it).
				clk.Start()
			}
		}
	}
	p.review.SetPly(ply)
	c.dirty = true
}

// live goes back from browsing to the game.
func (p *playScreen) live(c *ctx) {
	if p.review == nil {
		return
	}
	p.review = nil
	if !c.game.Match().Over() {
		c.game.Match().Resume()
	}
	c.dirty = true
}

// keys steps through the moves with the arrow keys, Home and End.
func (p *playScreen) keys(c *ctx, ps pointerState) bool {
	n := len(c.game.Match().Game().Moves())
	cur := n
	if p.review != nil {
		cur = p.review.Ply()
	}
	switch {
	case ps.home:
		p.browse(c, 0)
	case ps.end:
		p.browse(c, n)
	case ps.step != 0 && (p.review != nil || ps.step < 0):
		p.browse(c, cur+ps.step)
	}
	return false
}

// browseButtons step through the moves: to the start, back, forward, to
// the last move; analyse the game from the board shown; back to the live
// game.
func (p *playScreen) browseButtons(c *ctx, rs []rect) []button {
	rv := p.review
	return c.paint.buttonRow(append(stepButtons(rs, rv.Ply(), rv.Len(), func(ply int) { reviewTo(c, rv, ply) }),
		button{r: rs[4], label: c.text(i18n.MsgAnalyse), disabled: rv.Len() == 0, act: func() { p.analyse(c, rv.Ply()) }},
		button{r: rs[5], label: c.text(i18n.MsgBackToGame), primary: true, act: func() { p.live(c) }},
	))
}

// stepButtons are the four buttons in rs[:4] that step through a game of
// n moves shown after ply: to the start, back, forward, to the end; goTo
// shows the board after the ply asked for.
func stepButtons(rs []rect, ply, n int, goTo func(int)) []button {
	return []button{
		{r: rs[0], label: "|◀", disabled: ply == 0, act: func() { goTo(0) }},
		{r: rs[1], label: "◀", disabled: ply == 0, act: func() { goTo(ply - 1) }},
		{r: rs[2], label: "▶", disabled: ply >= n, act: func() { goTo(ply + 1) }},
		{r: rs[3], label: "▶|", disabled: ply >= n, act: func() { goTo(n) }},
	}
}

// reviewTo shows the board of rv after ply moves.
func reviewTo(c *ctx, rv *session.Review, ply int) {
	if rv.SetPly(ply) {
		c.dirty = true
	}
}
