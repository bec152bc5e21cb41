package analysis

import (
	"math"
	"slices"

	"xiangqi/rules"
)

// Report is the analysis of one game: an Eval for every position, the
// start and after each move, and a judgement for every move. It fills in
// as the positions are searched (Set); a Report read from a record is
// complete at once.
type Report struct {
	Start rules.Position
	Moves []rules.Move
	Evals []Eval      // len(Moves)+1: Evals[i] is the position after i moves
	Marks []Judgement // len(Moves): Marks[i] judges Moves[i]
}

// NewReport is an empty report on the game of start and moves.
func NewReport(start rules.Position, moves []rules.Move) *Report {
	r := &Report{
		Start: start,
		Moves: slices.Clone(moves),
		Evals: make([]Eval, len(moves)+1),
		Marks: make([]Judgement, len(moves)),
	}
	for i := range r.Evals {
		r.Evals[i].Mate = MateNone
	}
	return r
}

// Upto is the report on the first n moves alone (n at most len(Moves)):
// the analysis of a record that goes on after the referee ended the game,
// kept in the record (Kept reads all its moves), cut where the game ended.
func (r *Report) Upto(n int) *Report {
	return &Report{
		Start: r.Start,
		Moves: r.Moves[:n:n],
		Evals: r.Evals[: n+1 : n+1],
		Marks: r.Marks[:n:n],
	}
}

// Mover is the side that played move i.
func (r *Report) Mover(i int) rules.Color {
	c := r.Start.SideToMove()
	if i%2 == 1 {
		c = c.Other()
	}
	return c
}

// Set records the Eval of the position after ply moves and judges the
// moves into and out of it when their other position is known.
func (r *Report) Set(ply int, e Eval) {
	r.Evals[ply] = e
	for _, i := range [2]int{ply - 1, ply} {
		if i >= 0 && i < len(r.Moves) {
			r.Marks[i] = Judge(r.Evals[i], r.Evals[i+1], r.Moves[i], r.Mover(i))
		}
	}
}

// Done is how many positions have their Eval.
func (r *Report) Done() int {
	n := 0
	for _, e := range r.Evals {
		if e.Done {
			n++
		}
	}
	return n
}

// Complete reports whether every position has its Eval.
func (r *Report) Complete() bool { return r.Done() == len(r.Evals) }

// Better is the line the engine preferred to move i, the better move
// first, when move i was a mistake or a blunder; nil otherwise.
func (r *Report) Better(i int) []rules.Move {
	if i < 0 || i >= len(r.Moves) || r.Marks[i] < Mistake {
		return nil
	}
	return r.Evals[i].PV
}

// Refutation is the line that punishes move i, the opponent's best reply
// first, when move i was a mistake or a blunder; nil otherwise.
func (r *Report) Refutation(i int) []rules.Move {
	if i < 0 || i >= len(r.Moves) || r.Marks[i] < Mistake {
		return nil
	}
	return r.Evals[i+1].PV
}

// Summary counts c's judged moves, and gives c's accuracy (see
// GameAccuracy), from the drops the scores show even where the judgement
// is Best (so that a record's scores alone give it back).
func (r *Report) Summary(c rules.Color) Summary {
	var s Summary
	for i, j := range r.Marks {
		if j == Unjudged || r.Mover(i) != c {
			continue
		}
		s.Moves++
		switch j {
		case Inaccuracy:
			s.Inaccuracies++
		case Mistake:
			s.Mistakes++
		case Blunder:
			s.Blunders++
		}
	}
	s.Accuracy = r.GameAccuracy(c)
	return s
}

// GameAccuracy is c's accuracy over the game, 0 to 100 (0 with no move
// judged). A plain mean of the moves' accuracies (MoveAccuracy) hides a
// lost game: after one blunder into a lost position every move loses
// little more of the expected result, whatever material goes, and the
// mean of 40 moves with one blunder is above 95. So, as Lichess does, it
// is the mean of two means of the move accuracies, each of which a bad
// move weighs on more:
//
//   - weighted by the volatility around each move: the standard deviation
//     of Red's chance (in percent) over the window of positions that ends
//     after the move, clamped to 0.5–12, the window a tenth of the game's
//     moves (2 to 8 positions), so that the moves where the game turned
//     count most;
//   - harmonic, over the accuracies floored at 1 (so that one move that
//     loses everything does not make it 0): a single move at 30 among 40
//     at 99 brings it to 94, a move that loses everything (floored at 1)
//     to 29.
func (r *Report) GameAccuracy(c rules.Color) float64 {
	chances := make([]float64, len(r.Evals))
	for i, e := range r.Evals {
		chances[i] = 100 * e.RedChance()
	}
	w := min(max(len(r.Moves)/10, 2), 8)
	var n, weighted, weights, inverse float64
	for i, j := range r.Marks {
		if j == Unjudged || r.Mover(i) != c {
			continue
		}
		a := MoveAccuracy(Drop(r.Evals[i], r.Evals[i+1], c))
		// The window of w positions ending after move i (the first
		// ones share the game's first window).
		end := max(i+2, min(w, len(chances)))
		v := min(max(stddev(chances[max(end-w, 0):end], r.Evals[max(end-w, 0):end]), 0.5), 12)
		n++
		weighted += a * v
		weights += v
		inverse += 1 / max(a, 1)
	}
	if n == 0 {
		return 0
	}
	return (weighted/weights + n/inverse) / 2
}

// stddev is the standard deviation of the xs whose Eval is done.
func stddev(xs []float64, evals []Eval) float64 {
	var n, sum float64
	for i, x := range xs {
		if evals[i].Done {
			n++
			sum += x
		}
	}
	if n == 0 {
		return 0
	}
	mean, sq := sum/n, 0.0
	for i, x := range xs {
		if evals[i].Done {
			sq += (x - mean) * (x - mean)
		}
	}
	return math.Sqrt(sq / n)
}

// Clone is a copy that shares nothing that Set changes, for handing a
// snapshot to another goroutine.
func (r *Report) Clone() *Report {
	c := *r
	c.Evals = slices.Clone(r.Evals)
	c.Marks = slices.Clone(r.Marks)
	return &c
}
