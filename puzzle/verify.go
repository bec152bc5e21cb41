package puzzle

import (
	"fmt"

	"xiangqi/rules"
)

// Verify proves a puzzle's claims with the solver: the side to move mates
// in exactly MateIn moves (a mate that long exists, none shorter), every
// attacker move of the solution keeps the shortest mate, and every defender
// move of it is a longest resistance (no reply holds out longer), down to
// mate. Load has already checked that the line is legal and ends the game.
// Puzzles with MateIn 0 have no mate claim to prove and are refused.
func Verify(s *Solver, p *Puzzle) error {
	if p.MateIn < 1 {
		return fmt.Errorf("puzzle %s: no mate length to verify", p.ID)
	}
	n, ok, err := s.MateIn(p.Start, p.MateIn)
	if err != nil {
		return fmt.Errorf("puzzle %s: %w", p.ID, err)
	}
	if !ok {
		return fmt.Errorf("puzzle %s: no forced mate in %d", p.ID, p.MateIn)
	}
	if n != p.MateIn {
		return fmt.Errorf("puzzle %s: mate in %d exists, shorter than the stated %d", p.ID, n, p.MateIn)
	}
	if len(p.Solution) != 2*p.MateIn-1 {
		return fmt.Errorf("puzzle %s: solution has %d moves, want %d", p.ID, len(p.Solution), 2*p.MateIn-1)
	}
	pos := p.Start
	for i, m := range p.Solution {
		if !pos.IsLegal(m) {
			return fmt.Errorf("puzzle %s: move %d %s is illegal", p.ID, i+1, m)
		}
		left := p.MateIn - i/2 // the attacker's moves left, counting this one if it is his
		pos.MakeMove(m)
		if i%2 == 0 {
			// The attacker's move must leave the defender mated in left-1.
			k, ok, err := s.MatedIn(pos, left-1)
			if err != nil {
				return fmt.Errorf("puzzle %s: move %d: %w", p.ID, i+1, err)
			}
			if !ok || k != left-1 {
				return fmt.Errorf("puzzle %s: move %d %s does not keep the mate in %d (defender mated in %d, %v)", p.ID, i+1, m, left, k, ok)
			}
			continue
		}
		// Every reply loses within left-1 (proved above); this one must
		// lose no sooner, so that none holds out longer.
		k, ok, err := s.MateIn(pos, left-1)
		if err != nil {
			return fmt.Errorf("puzzle %s: move %d: %w", p.ID, i+1, err)
		}
		if !ok || k != left-1 {
			return fmt.Errorf("puzzle %s: defence %d %s is not the longest: mate follows in %d, not %d", p.ID, i+1, m, k, left-1)
		}
	}
	if pos.HasLegalMove() {
		return fmt.Errorf("puzzle %s: solution does not end in mate", p.ID)
	}
	return nil
}

// KeyMoves returns the first moves that mate within the puzzle's length.
// A well-made puzzle has exactly one.
func KeyMoves(s *Solver, p *Puzzle) ([]rules.Move, error) {
	var l rules.MoveList
	p.Start.GenerateMoves(&l)
	var keys []rules.Move
	for _, m := range l.Slice() {
		after := p.Start
		after.MakeMove(m)
		_, ok, err := s.MatedIn(after, p.MateIn-1)
		if err != nil {
			return nil, err
		}
		if ok {
			keys = append(keys, m)
		}
	}
	return keys, nil
}

// VerifyKeys proves that the solution's attacker moves are the only ones
// that keep the mate: at the first move (every built-in puzzle) or, with
// everyStep, at each of the attacker's moves down to the mate (the rule for
// the puzzles found in real games, Source). It is Verify's companion and
// assumes the mate length proved.
func VerifyKeys(s *Solver, p *Puzzle, everyStep bool) error {
	if p.MateIn < 1 {
		return fmt.Errorf("puzzle %s: no mate length to verify", p.ID)
	}
	pos := p.Start
	for i := 0; i < len(p.Solution); i += 2 {
		left := p.MateIn - i/2
		var l rules.MoveList
		pos.GenerateMoves(&l)
		var keys []rules.Move
		for _, m := range l.Slice() {
			after := pos
			after.MakeMove(m)
			ok, err := s.MatedWithin(after, left-1)
			if err != nil {
				return fmt.Errorf("puzzle %s: move %d: %w", p.ID, i+1, err)
			}
			if ok {
				keys = append(keys, m)
			}
		}
		if len(keys) != 1 || keys[0] != p.Solution[i] {
			return fmt.Errorf("puzzle %s: move %d: the moves that mate in %d are %v, want only %s", p.ID, i+1, left, keys, p.Solution[i])
		}
		if !everyStep {
			return nil
		}
		pos.MakeMove(p.Solution[i])
		if i+1 < len(p.Solution) {
			pos.MakeMove(p.Solution[i+1])
		}
	}
	return nil
}
