package game

// The play screen's browsing (play.Model.Browse): the arrow keys, and the
// buttons that step through a game, shared with the analysis.

// keys steps through the moves with the arrow keys, Home and End.
func (p *playScreen) keys(c *ctx, ps pointerState) bool {
	c.apply(p.m.Keys(ps.home, ps.end, ps.step))
	return false
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
