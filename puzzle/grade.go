package puzzle

import (
	"fmt"
	"math"

	"xiangqi/rules"
)

// NumGrades is the number of difficulty grades: 1 (easiest) to NumGrades.
const NumGrades = 5

// GradeHashMiB is the table of the solver that Measure counts nodes with;
// it is fixed so that the count, and so the grade, is reproducible.
const GradeHashMiB = 16

// Measures are what a puzzle's grade is computed from (see Difficulty).
type Measures struct {
	Moves    int     // the player's moves in the solution: the mate length, or a won ending's line
	Defences float64 // the mean number of legal replies at the defender's turns of the solution (0 for a mate in 1)
	Nodes    uint64  // the solver's nodes to prove the mate length from an empty table (0 for a won ending)
}

// Difficulty is the points a puzzle scores:
//
//	3·Moves + min(Defences, 12)/3 + log10(max(Nodes, 1))
//
// Each move to find is worth 3 points; the defender's choices add up to
// 4 (a line against few replies is easier to see through); the solver's
// work to prove the mate adds its order of magnitude (a mate in 1 some 1.5,
// a hard mate in 7 some 6).
func Difficulty(m Measures) float64 {
	return 3*float64(m.Moves) + math.Min(m.Defences, 12)/3 + math.Log10(math.Max(float64(m.Nodes), 1))
}

// GradeFor is the grade for the points: ⌈points/6⌉, within 1–NumGrades.
func GradeFor(points float64) int {
	return min(NumGrades, max(1, int(math.Ceil(points/6))))
}

// Measure measures a puzzle for its grade, from scratch: a fresh solver
// of GradeHashMiB proves the mate length (MateIn) and counts its nodes.
func Measure(p *Puzzle) (Measures, error) {
	return measure(NewSolver(GradeHashMiB), p)
}

// measure is Measure with a solver whose table is empty.
func measure(s *Solver, p *Puzzle) (Measures, error) {
	m := Measures{Moves: (len(p.Solution) + 1) / 2}
	pos := p.Start
	replies := 0
	for i, mv := range p.Solution {
		pos.MakeMove(mv)
		if i%2 == 0 && i+1 < len(p.Solution) {
			replies += legalCount(&pos)
		}
	}
	if m.Moves > 1 {
		m.Defences = float64(replies) / float64(m.Moves-1)
	}
	if p.MateIn > 0 {
		n, ok, err := s.MateIn(p.Start, p.MateIn)
		if err != nil {
			return m, fmt.Errorf("puzzle %s: %w", p.ID, err)
		}
		if !ok || n != p.MateIn {
			return m, fmt.Errorf("puzzle %s: no mate in %d", p.ID, p.MateIn)
		}
		m.Nodes = s.Nodes()
	}
	return m, nil
}

func legalCount(pos *rules.Position) int {
	var l rules.MoveList
	pos.GenerateMoves(&l)
	return l.N
}
