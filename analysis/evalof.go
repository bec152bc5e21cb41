package analysis

import (
	"xiangqi/ai"
	"xiangqi/rules"
)

// EvalOf is the Eval of a search result r of a position where side was to
// move, for judging a move outside a game's analysis (the coach, package
// coach) on the same scale.
func EvalOf(r ai.Result, side rules.Color) Eval { return fromResult(r, side) }

// FinishedEval is the Eval of a position where the game is over with
// status st.
func FinishedEval(st rules.Status) Eval { return finished(st) }
