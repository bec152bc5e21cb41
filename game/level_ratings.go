package game

import "xiangqi/game/session"

// shownRating is the rating the level picker shows under level l's name:
// the one ctx.fixedRatings fixes, else the engine's (levelRating).
func (c *ctx) shownRating(l session.Level) int {
	if l >= 0 && int(l) < len(c.fixedRatings) {
		return c.fixedRatings[l]
	}
	return levelRating(l)
}
