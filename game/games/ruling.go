package games

import (
	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// A record that a repetition ruling ended explains it as the play screen
// does (issue 53): the sentence under the board and the arrows on it at
// the last move, the cycle marked in the move list.

// Ruling explains how the record's game ended when a repetition ruling
// ended it (as the rules judge its moves again).
func (r *Record) Ruling() (session.Explanation, bool) {
	mo := &r.ruling
	lang, n := r.env.Lang(), r.notation()
	if !mo.valid || mo.lang != lang || mo.notation != n {
		mo.e, mo.ok = session.ExplainGame(r.game, lang, n)
		mo.valid, mo.lang, mo.notation = true, lang, n
	}
	return mo.e, mo.ok
}

// rulingMemo keeps the explanation between frames: it replays the game.
type rulingMemo struct {
	valid    bool
	lang     i18n.Lang
	notation rules.Notation
	e        session.Explanation
	ok       bool
}

// RulingText is the ruling's sentence while the board shows the move that
// ended the game, "" otherwise and once closed (CloseRuling) there.
func (r *Record) RulingText() string {
	if e, ok := r.Ruling(); ok && r.review.Ply() == e.To && r.review.Ply() != r.rulingClosedAt {
		return e.Text
	}
	return ""
}

// CloseRuling closes the ruling's sentence, which covers the board, to
// see the board under it; it comes back when the board shows another
// move and then this one again.
func (r *Record) CloseRuling() ui.Outcome {
	if r.RulingText() == "" {
		return ui.Outcome{}
	}
	r.rulingClosedAt = r.review.Ply()
	return ui.Redraw()
}

// RulingArrows are the ruling's chaser-to-victim arrows while the board
// shows the move that ended the game.
func (r *Record) RulingArrows() []session.Arrow {
	if e, ok := r.Ruling(); ok && r.review.Ply() == e.To {
		return e.Arrows
	}
	return nil
}

// cycle is the plies of the ruling's cycle, marked in the move list.
func (r *Record) cycle() [2]int {
	if e, ok := r.Ruling(); ok {
		return [2]int{e.From, e.To}
	}
	return [2]int{}
}
