package analyse

import (
	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// A game that a repetition ruling ended is explained here as on the play
// and record screens (issue 53): at its last move, the sentence over the
// board until a tap closes it, and the chaser-to-victim arrows.

// rulingMemo keeps the explanation between frames: it replays the game.
type rulingMemo struct {
	valid    bool
	lang     i18n.Lang
	notation rules.Notation
	e        session.Explanation
	ok       bool
	closedAt int // the ply at which the sentence was closed; -1 when it is not
}

// Ruling explains how the game ended when a repetition ruling ended it.
func (m *Model) Ruling() (session.Explanation, bool) {
	mo := &m.ruling
	lang, n := m.env.Lang(), m.notation()
	if !mo.valid || mo.lang != lang || mo.notation != n {
		mo.e, mo.ok = session.ExplainGame(m.an.Game(), lang, n)
		mo.valid, mo.lang, mo.notation = true, lang, n
	}
	return mo.e, mo.ok
}

// RulingText is the ruling's sentence while the board shows the move that
// ended the game, "" otherwise and once closed there (CloseRuling).
func (m *Model) RulingText() string {
	if e, ok := m.Ruling(); ok && m.review.Ply() == e.To && m.review.Ply() != m.ruling.closedAt {
		return e.Text
	}
	return ""
}

// CloseRuling closes the sentence, which covers the board; it comes back
// when the board shows another move and then this one again.
func (m *Model) CloseRuling() ui.Outcome {
	if m.RulingText() == "" {
		return ui.Outcome{}
	}
	m.ruling.closedAt = m.review.Ply()
	return ui.Redraw()
}

// RulingArrows are the ruling's chaser-to-victim arrows while the board
// shows the move that ended the game.
func (m *Model) RulingArrows() []session.Arrow {
	if e, ok := m.Ruling(); ok && m.review.Ply() == e.To {
		return e.Arrows
	}
	return nil
}
