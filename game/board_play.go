package game

import (
	"xiangqi/game/ui"
	"xiangqi/rules"
)

// playPicked turns a pointer event on the board into a move and hands it to
// play: the redraw, the landing animation, the deselection and the move's
// sound (a check's or a capture's own), as on every screen where a move is tried against
// a judge (the puzzles, the review of mistakes, the rushes). It reports
// whether play took the move.
func (b *boardWidget) playPicked(c *ctx, ps pointerState, pos rules.Position, canMove bool, play func(rules.Move) error) bool {
	m, animate, redraw := b.pickMove(c.playLayout(), ps, pos, canMove)
	if redraw {
		c.dirty = true
	}
	if m == rules.NoMove {
		return false
	}
	if err := play(m); err != nil {
		b.deselect()
		return false
	}
	after := pos
	after.MakeMove(m)
	if animate && c.settings.Animation {
		b.startAnim(m, after.At(m.To()))
	}
	b.deselect()
	// A check has its own sound here too: most puzzles are won by one.
	// The end of a puzzle is the judge's to sound (it may come later).
	c.apply(ui.Moved(pos, m))
	return true
}
