package puzzle

import (
	"fmt"

	"xiangqi/rules"
)

// The proof of a material puzzle is a search's, not the solver's: the
// package does not import the engine, so the caller lends it as a
// DepthSearcher (cmd/xiangqi-puzzlegen and the tests lend ai's).

// MaterialDepth is the verification search's depth, in plies: deep enough
// to see a two- or three-move combination and the recapture after it, and
// at some 0.1–0.3 s a position on one core, affordable for the 40-odd
// searches of one puzzle's proof (measured on the harvest).
const MaterialDepth = 6

// MaterialScore is the least score, in the engine's centipawns, that
// counts as decisive: three soldiers.
const MaterialScore = 300

// DepthSearcher searches pos (the game starting afresh there) to depth
// plies from an empty table, so that the answer depends on pos and depth
// alone; pv is the main line.
type DepthSearcher interface {
	SearchDepth(pos rules.Position, depth int) (a Analysis, pv []rules.Move)
}

// VerifyMaterial proves a material puzzle's claims with the searcher,
// the same searches that found it:
//
//   - the start, searched to MaterialDepth, scores at least MaterialScore
//     for the side to move, with no mate either way, and its main line
//     begins with the puzzle's line;
//   - every other first move, the position after it searched to
//     MaterialDepth-1 (the same horizon), mates nowhere and scores at
//     least MaterialUnique worse;
//   - the position at the line's end, searched to MaterialDepth, still
//     scores MaterialScore for the attacker, no mate either way.
//
// Load has already checked that the line is legal and wins MaterialGain.
func VerifyMaterial(s DepthSearcher, p *Puzzle) error {
	if !p.Material {
		return fmt.Errorf("puzzle %s: %w", p.ID, ErrNotMaterial)
	}
	a, pv := s.SearchDepth(p.Start, MaterialDepth)
	if a.Mate != 0 || a.Score < MaterialScore {
		return fmt.Errorf("puzzle %s: the start scores %d (mate %d), want %d", p.ID, a.Score, a.Mate, MaterialScore)
	}
	if len(pv) < len(p.Solution) {
		return fmt.Errorf("puzzle %s: the search's line %v is shorter than the puzzle's", p.ID, pv)
	}
	for i, m := range p.Solution {
		if pv[i] != m {
			return fmt.Errorf("puzzle %s: the search's line %v is not the puzzle's %v", p.ID, pv, p.Solution)
		}
	}
	var l rules.MoveList
	p.Start.GenerateMoves(&l)
	for _, m := range l.Slice() {
		if m == p.Solution[0] {
			continue
		}
		after := p.Start
		after.MakeMove(m)
		if !after.HasLegalMove() {
			return fmt.Errorf("puzzle %s: %s mates", p.ID, m)
		}
		b, _ := s.SearchDepth(after, MaterialDepth-1)
		if b.Mate < 0 || -b.Score > a.Score-MaterialUnique {
			return fmt.Errorf("puzzle %s: %s scores %d (mate %d), within %d of the key's %d", p.ID, m, -b.Score, -b.Mate, MaterialUnique, a.Score)
		}
	}
	end := p.Start
	for _, m := range p.Solution {
		end.MakeMove(m)
	}
	c, _ := s.SearchDepth(end, MaterialDepth)
	if c.Mate != 0 || -c.Score < MaterialScore {
		return fmt.Errorf("puzzle %s: the line's end scores %d for the attacker (mate %d), want %d", p.ID, -c.Score, -c.Mate, MaterialScore)
	}
	return nil
}
