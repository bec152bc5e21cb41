package games

import (
	"xiangqi/game/session"
	"xiangqi/game/ui"
)

// A record that a repetition ruling ended explains it as the play screen
// does (issue 53): the sentence under the board and the arrows on it at
// the last move, the cycle marked in the move list.

// Ruling explains how the record's game ended when a repetition ruling
// ended it (as the rules judge its moves again).
func (r *Record) Ruling() (session.Explanation, bool) {
	return r.ruling.Explain(r.game, r.env.Lang(), r.notation())
}

// RulingText is the ruling's sentence while the board shows the move that
// ended the game, "" otherwise and once closed there (CloseRuling).
func (r *Record) RulingText() string {
	return r.ruling.Text(r.game, r.env.Lang(), r.notation(), r.review.Ply())
}

// CloseRuling closes the ruling's sentence, which covers the board, to
// see the board under it; it comes back when the board shows another
// move and then this one again.
func (r *Record) CloseRuling() ui.Outcome {
	if !r.ruling.Close(r.game, r.env.Lang(), r.notation(), r.review.Ply()) {
		return ui.Outcome{}
	}
	return ui.Redraw()
}

// RulingArrows are the ruling's chaser-to-victim arrows while the board
// shows the move that ended the game.
func (r *Record) RulingArrows() []session.Arrow {
	return r.ruling.Arrows(r.game, r.env.Lang(), r.notation(), r.review.Ply())
}

// cycle is the plies of the ruling's cycle, marked in the move list.
func (r *Record) cycle() [2]int {
	if e, ok := r.Ruling(); ok {
		return [2]int{e.From, e.To}
	}
	return [2]int{}
}
