package session

import (
	"context"

	"xiangqi/ai"

	"xiangqi/rules"
)

// MaxLines is the most lines the analysis board asks the engine for.
const MaxLines = ai.MaxMultiPV

// Line is one of the engine's best moves from a position with what its
// search found (ai.Line: the score in the side to move's view, the mate
// distance, the principal variation from Move, and whether the score is
// only a lower bound).
type Line = ai.Line

// LinesSearch is an analysis board's search: a position with the game
// before it (as Search holds it, for the repetition rulings) and the
// number of lines wanted, 1 to MaxLines.
type LinesSearch struct {
	Pos     rules.Position
	History []uint64
	Checks  []bool
	Moves   []rules.Move
	Lines   int
	// Depth bounds the search; 0 searches until cancelled (or until the
	// engine has nothing deeper to find).
	Depth int
}

// LinesFound is one completed iteration of a LinesSearch: its depth, the
// nodes searched so far and the lines, best first, with distinct first
// moves.
type LinesFound struct {
	Depth int
	Nodes uint64
	Lines []Line
}

// Analyst searches a position for its best lines. Analyse runs on its
// own goroutine, calls found (on that goroutine) after every completed
// iteration, and returns soon after ctx is cancelled.
type Analyst interface {
	Analyse(ctx context.Context, s LinesSearch, found func(LinesFound))
}
