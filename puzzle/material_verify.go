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

// The harvest's proof searches to MaterialDepth; a stronger engine (the
// issue 52 tester's Fairy-Stockfish, two seconds a position) found that in
// 12 of 40 material puzzles the key was not clearly best: another move as
// good, better or mating, often in a position already won by far before
// the key. RejudgeMaterial searches again, MaterialRejudgeDepth plies
// deep, and cmd/xiangqi-puzzlegen -rejudge keeps only the puzzles it
// passes.

// MaterialRejudgeDepth is the re-judging searches' depth: twice the
// harvest's MaterialDepth (the alternatives' horizon grows from 5 plies
// after the move to 11). A search of some of the root's moves (the key
// alone, the others together) makes it cheap: three searches a puzzle
// where the harvest's proof makes one for each legal move, about a second
// a puzzle. On a sample of 80 puzzles depth 9 (three plies more, the
// least the issue asked) dropped 41, depth 12 those and 8 more (3 keys
// that turn out to mate, 2 that no longer win 300, 3 alternatives that
// catch up) and kept none that depth 9 dropped.
const MaterialRejudgeDepth = 2 * MaterialDepth

// MaterialWon is the score, in the engine's centipawns, from which the
// side to move counts as already won without the key: the best other
// move keeps at least a chariot's worth (the engine values a chariot at
// some 600). There every sound move wins and a strong engine sees many
// as good as the key (the tester's 9 to 17 pawns), so the puzzle would
// call a winning move wrong.
const MaterialWon = 600

// RootSearcher is a DepthSearcher that can also search only some of a
// position's moves (UCI's searchmoves): Analysis is the best of moves,
// each searched to depth plies from an empty table.
type RootSearcher interface {
	DepthSearcher
	SearchMoves(pos rules.Position, depth int, moves []rules.Move) Analysis
}

// Rejudged is RejudgeMaterial's verdict: Kept, or why the puzzle is
// dropped.
type Rejudged uint8

const (
	Kept Rejudged = iota
	// DropMate: the key or another first move mates (a mate puzzle's).
	DropMate
	// DropNoWin: the key no longer scores MaterialScore.
	DropNoWin
	// DropWon: the best other first move scores MaterialWon or more.
	DropWon
	// DropNotBest: another first move scores within MaterialUnique of
	// the key, or better.
	DropNotBest
	// DropNotHeld: the line's end no longer scores MaterialScore for the
	// attacker (the material is won back).
	DropNotHeld
	NumRejudged
)

func (r Rejudged) String() string {
	return [...]string{"kept", "a move mates", "the key no longer wins", "already won without the key",
		"another move as good", "the material is won back"}[r]
}

// RejudgeMaterial searches a material puzzle again to depth plies (each
// search from an empty table, so that the verdict depends on the puzzle
// and depth alone): the key alone, every other first move together, and
// the line's end. It returns Kept, or the first reason to drop it in the
// order of Rejudged's values, with the scores that decided it.
func RejudgeMaterial(s RootSearcher, p *Puzzle, depth int) (Rejudged, string) {
	key := p.Solution[0]
	k := s.SearchMoves(p.Start, depth, []rules.Move{key})
	var l rules.MoveList
	p.Start.GenerateMoves(&l)
	others := make([]rules.Move, 0, l.N)
	for _, m := range l.Slice() {
		if m != key {
			others = append(others, m)
		}
	}
	o := Analysis{Mate: -1} // no other move: none is as good
	if len(others) > 0 {
		o = s.SearchMoves(p.Start, depth, others)
	}
	scores := fmt.Sprintf("key %s %d (mate %d), best other %s %d (mate %d)", key, k.Score, k.Mate, o.Move, o.Score, o.Mate)
	switch {
	case k.Mate > 0 || o.Mate > 0:
		return DropMate, scores
	case k.Mate < 0 || k.Score < MaterialScore:
		return DropNoWin, scores
	case o.Mate == 0 && o.Score >= MaterialWon:
		return DropWon, scores
	case o.Mate == 0 && o.Score > k.Score-MaterialUnique:
		return DropNotBest, scores
	}
	end := p.Start
	for _, m := range p.Solution {
		end.MakeMove(m)
	}
	c, _ := s.SearchDepth(end, depth)
	scores += fmt.Sprintf(", the line's end %d for the attacker (mate %d)", -c.Score, -c.Mate)
	if c.Mate > 0 || c.Mate == 0 && -c.Score < MaterialScore {
		return DropNotHeld, scores
	}
	return Kept, scores
}
