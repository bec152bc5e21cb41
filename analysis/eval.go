package analysis

import (
	"math"

	"xiangqi/ai"
	"xiangqi/rules"
)

// Eval is what the analysis found in one position of a game. Scores are
// from Red's view, whoever is to move, so that a graph of them reads the
// same way from the first move to the last.
type Eval struct {
	Done  bool // searched (or decided by the rules); the rest is valid only then
	Score int  // centipawns of the engine's evaluation (a soldier about 30 to 60, a chariot 600), Red's view
	// Mate is the distance to a forced mate in moves, Red's view: n > 0 Red
	// mates in n, n < 0 Black mates in -n. MateNone when no mate was found.
	// A finished game is 0 with Won naming the winner.
	Mate  int
	Won   rules.Color  // with Mate == 0: the side that has won (the game is over on the board)
	Best  rules.Move   // the engine's move here; NoMove in a finished game
	PV    []rules.Move // the engine's line from here, Best first
	Depth int          // the last completed iteration; 0 for a finished game or one read from a record
	Over  bool         // the game is over here (checkmate, no legal move, a ruling)
	Only  bool         // the side to move had exactly one legal move
}

// MateNone is Eval.Mate when no mate was found.
const MateNone = math.MinInt32

// IsMate reports whether e is a forced mate or a finished game won by one side.
func (e Eval) IsMate() bool { return e.Mate != MateNone }

// RedChance is Red's expected score in this position, 0 to 1: a won game
// or a forced mate is 1 or 0, a drawn finish 0.5, and a score in
// centipawns is mapped by the logistic curve of the Elo scale,
//
//	1 / (1 + 10^(-cp/ChanceScale)),
//
// so that an extra horse (about 275) is worth a 0.83 chance and an extra
// chariot (about 600) 0.97. The scale is an assumption chosen so that the
// engine's material values read as players rate them; it has not been
// fitted to game results.
func (e Eval) RedChance() float64 {
	switch {
	case e.Mate == 0 && e.Over:
		if e.Won == rules.Red {
			return 1
		}
		return 0
	case e.Over && e.Mate == MateNone:
		return 0.5
	case e.Mate > 0:
		return 1
	case e.Mate < 0 && e.Mate != MateNone:
		return 0
	}
	return chance(e.Score)
}

// ChanceScale is the centipawns by which Red's odds grow tenfold (see
// Eval.RedChance).
const ChanceScale = 400

func chance(cp int) float64 { return 1 / (1 + math.Pow(10, -float64(cp)/ChanceScale)) }

// Chance is the expected score of c in this position (see RedChance).
func (e Eval) Chance(c rules.Color) float64 {
	if c == rules.Red {
		return e.RedChance()
	}
	return 1 - e.RedChance()
}

// fromResult converts a search result, scored for the side to move, into
// an Eval from Red's view.
func fromResult(r ai.Result, side rules.Color) Eval {
	e := Eval{Done: true, Score: r.Score, Mate: MateNone, Best: r.Move, PV: r.PV, Depth: r.Depth}
	if r.Mate != 0 {
		e.Mate = r.Mate
	}
	if side == rules.Black {
		e.Score = -e.Score
		if e.IsMate() {
			e.Mate = -e.Mate
		}
	}
	if len(e.PV) == 0 && e.Best != rules.NoMove {
		e.PV = []rules.Move{e.Best}
	}
	return e
}

// finished is the Eval of a position where the game is over: won by the
// winner of st, or drawn.
func finished(st rules.Status) Eval {
	e := Eval{Done: true, Over: true, Mate: MateNone, Best: rules.NoMove}
	switch st.Result {
	case rules.RedWins:
		e.Mate, e.Won, e.Score = 0, rules.Red, ai.MateScore
	case rules.BlackWins:
		e.Mate, e.Won, e.Score = 0, rules.Black, -ai.MateScore
	}
	return e
}
