package analysis

import (
	"math"

	"xiangqi/rules"
)

// Judgement is the verdict on one move, from what it cost the player who
// made it (see Judge).
type Judgement uint8

const (
	Unjudged   Judgement = iota // not analysed yet
	Best                        // lost nothing (see BestDrop), or the only legal move
	Good                        // lost less than an inaccuracy
	Inaccuracy                  // ?!
	Mistake                     // ?
	Blunder                     // ??
)

// The judgement scale: how much of the mover's expected score (0 to 1,
// see Eval.Chance) a move may give away before it is an inaccuracy, a
// mistake or a blunder. From an even position they are about half a
// soldier's worth more than a soldier (50 cp), a third of a horse (100 cp)
// and two thirds of a horse (190 cp); a chariot left to be taken is a
// blunder in any position that was not already lost, and nothing a player
// does in a lost position (or to win a won one a little slower) is more
// than an inaccuracy, because the chance measures what the game's result
// can still become. They follow the thresholds chess sites use on the same
// curve, widened a little because the searches behind them are short.
const (
	InaccuracyDrop = 0.07
	MistakeDrop    = 0.14
	BlunderDrop    = 0.25
)

// Mark is the judgement's sign in a move list: "?!", "?", "??", or "".
func (j Judgement) Mark() string {
	switch j {
	case Inaccuracy:
		return "?!"
	case Mistake:
		return "?"
	case Blunder:
		return "??"
	}
	return ""
}

// NAG is the judgement's Numeric Annotation Glyph in PGN ($6 ?!, $2 ?,
// $4 ??), 0 for the judgements that get none.
func (j Judgement) NAG() int {
	switch j {
	case Inaccuracy:
		return 6
	case Mistake:
		return 2
	case Blunder:
		return 4
	}
	return 0
}

// judgementOfNAG reads a NAG back: the three above, and ! !! !? as Good.
func judgementOfNAG(nag int) Judgement {
	switch nag {
	case 6:
		return Inaccuracy
	case 2:
		return Mistake
	case 4:
		return Blunder
	}
	return Good
}

// Drop is how much of the mover's expected score the move from before to
// after gave away, 0 to 1 (never negative: a move that found more than the
// search of the position before saw lost nothing).
func Drop(before, after Eval, mover rules.Color) float64 {
	return max(0, before.Chance(mover)-after.Chance(mover))
}

// BestDrop is the most a move may drop and still be Best: nothing a
// player could notice.
const BestDrop = 0.01

// Judge judges the move played from the position of before to that of
// after, mover having played it. An only move is Best; otherwise the drop
// decides, from Best (below BestDrop) to Blunder, except that the engine's
// own move is never judged worse than Good: a deeper look after a move
// may see more than the search before it did, and that is not the
// player's error (Run searches such a position again, so that in its
// reports the drop of the engine's own move stays below an inaccuracy). The rule needs only the two scores, the position and
// the engine's move, so that a record's NAGs and scores give the same
// judgements back (FromRecord).
func Judge(before, after Eval, played rules.Move, mover rules.Color) Judgement {
	if !before.Done || !after.Done {
		return Unjudged
	}
	if before.Only {
		return Best
	}
	d := Drop(before, after, mover)
	j := Good
	switch {
	case d < BestDrop:
		j = Best
	case d >= BlunderDrop:
		j = Blunder
	case d >= MistakeDrop:
		j = Mistake
	case d >= InaccuracyDrop:
		j = Inaccuracy
	}
	if j > Good && played == before.Best && played != rules.NoMove {
		j = Good
	}
	return j
}

// MoveAccuracy is one move's accuracy, 0 to 100, from its drop: the curve
// chess sites use, 103.1668·e^(−4.354·drop) − 3.1668, clamped, which gives
// 100 for a move that loses nothing, about 71 for an inaccuracy's
// threshold, 49 for a mistake's and 31 for a blunder's.
func MoveAccuracy(drop float64) float64 {
	return min(100, max(0, 103.1668*math.Exp(-4.354*drop)-3.1668))
}

// Summary counts one side's judgements in a game.
type Summary struct {
	Moves        int     // the side's moves judged
	Inaccuracies int     // ?!
	Mistakes     int     // ?
	Blunders     int     // ??
	Accuracy     float64 // Report.GameAccuracy: 0 to 100; 0 with no move judged
}
