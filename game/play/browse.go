package play

import (
	"xiangqi/game/session"
	"xiangqi/game/ui"
)

// Browse shows the board after ply moves (clamped to the game); the
// computer waits meanwhile, and a person's clock runs on.
func (m *Model) Browse(ply int) ui.Outcome {
	if m.review == nil {
		mt := m.Match()
		m.review = session.NewReview(mt.Game())
		if !mt.Over() {
			mt.Pause()
			if clk := mt.Clock(); clk != nil && mt.HumanToMove() {
				// Looking back is a person's thinking time: their clock
				// runs on (the computer's stops with it).
				clk.Start()
			}
		}
		m.review.SetPly(ply)
		return ui.Redraw()
	}
	if m.review.SetPly(ply) {
		return ui.Redraw()
	}
	return ui.Outcome{}
}

// Step browses d moves on from the board shown (back when d < 0); on the
// live board only back.
func (m *Model) Step(d int) ui.Outcome {
	if m.review == nil {
		if d >= 0 {
			return ui.Outcome{}
		}
		return m.Browse(len(m.Match().Game().Moves()) + d)
	}
	return m.Browse(m.review.Ply() + d)
}

// Keys steps through the moves with Home (the start), End (the last
// move) and the arrows (step).
func (m *Model) Keys(home, end bool, step int) ui.Outcome {
	switch {
	case home:
		return m.Browse(0)
	case end:
		return m.Browse(len(m.Match().Game().Moves()))
	case step != 0:
		return m.Step(step)
	}
	return ui.Outcome{}
}

// live goes back from browsing to the game.
func (m *Model) live() ui.Outcome {
	if m.review == nil {
		return ui.Outcome{}
	}
	m.review = nil
	if mt := m.Match(); !mt.Over() {
		mt.Resume()
	}
	return ui.Redraw()
}
