package game

import "xiangqi/rules"

// playPicked turns a pointer event on the board into a move and hands it to
// play: the redraw, the landing animation, the deselection and the move's
// sound (a capture's own), as on every screen where a move is tried against
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
	captured := pos.At(m.To()) != rules.Empty
	if err := play(m); err != nil {
		b.deselect()
		return false
	}
	if animate && c.settings.Animation {
		after := pos
		after.MakeMove(m)
		b.startAnim(m, after.At(m.To()))
	}
	b.deselect()
	if captured {
		c.playSound(soundCapture)
	} else {
		c.playSound(soundMove)
	}
	c.dirty = true
	return true
}
