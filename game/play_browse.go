package game

// The play screen's browsing (play.Model.Browse): the arrow keys, and the
// buttons that step through a game, shared with the analysis.

// keys steps through the moves with the arrow keys, Home and End.
func (p *playScreen) keys(c *ctx, ps pointerState) bool {
	c.apply(p.m.Keys(ps.home, ps.end, ps.step))
	return false
}
