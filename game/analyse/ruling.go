package analyse

import (
	"xiangqi/game/session"
	"xiangqi/game/ui"
)

// A game that a repetition ruling ended is explained here as on the play
// and record screens (issue 53): at its last move, the sentence over the
// board until a tap closes it, and the chaser-to-victim arrows
// (session.RulingPanel).

// Ruling explains how the game ended when a repetition ruling ended it.
func (m *Model) Ruling() (session.Explanation, bool) {
	return m.ruling.Explain(m.an.Game(), m.env.Lang(), m.notation())
}

// RulingText is the ruling's sentence while the board shows the move that
// ended the game, "" otherwise and once closed there (CloseRuling).
func (m *Model) RulingText() string {
	return m.ruling.Text(m.an.Game(), m.env.Lang(), m.notation(), m.review.Ply())
}

// CloseRuling closes the sentence, which covers the board; it comes back
// when the board shows another move and then this one again.
func (m *Model) CloseRuling() ui.Outcome {
	if !m.ruling.Close(m.an.Game(), m.env.Lang(), m.notation(), m.review.Ply()) {
		return ui.Outcome{}
	}
	return ui.Redraw()
}

// RulingArrows are the ruling's chaser-to-victim arrows while the board
// shows the move that ended the game.
func (m *Model) RulingArrows() []session.Arrow {
	return m.ruling.Arrows(m.an.Game(), m.env.Lang(), m.notation(), m.review.Ply())
}
