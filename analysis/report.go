package analysis

import (
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

// Summary counts c's judged moves. The accuracy is the mean of
// MoveAccuracy over them, from the drop the two scores show even where
// the judgement is Best (so that a record's scores alone give it back).
func (r *Report) Summary(c rules.Color) Summary {
	var s Summary
	sum := 0.0
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
		sum += MoveAccuracy(Drop(r.Evals[i], r.Evals[i+1], c))
	}
	if s.Moves > 0 {
		s.Accuracy = sum / float64(s.Moves)
	}
	return s
}

// Clone is a copy that shares nothing that Set changes, for handing a
// snapshot to another goroutine.
func (r *Report) Clone() *Report {
	c := *r
	c.Evals = slices.Clone(r.Evals)
	c.Marks = slices.Clone(r.Marks)
	return &c
}
