package main

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"xiangqi/puzzle"
	"xiangqi/rules"
)

// generated is one accepted puzzle.
type generated struct {
	id       string
	pos      rules.Position
	fen      string
	mateIn   int
	solution string
}

type generator struct {
	rng    *rand.Rand
	place  placer
	solver *puzzle.Solver
	budget uint64
	seen   map[uint64]bool
	log    func(format string, args ...any)
}

func newGenerator(seed, budget uint64) *generator {
	rng := newRand(seed)
	return &generator{
		rng:    rng,
		place:  placer{rng: rng},
		solver: puzzle.NewSolver(64),
		budget: budget,
		seen:   map[uint64]bool{},
		log:    func(string, ...any) {},
	}
}

// run draws candidates until every quota is met, and returns the puzzles
// sorted by mate length, numbered within each length.
func (g *generator) run(want map[int]int, maxTries int) ([]generated, error) {
	maxN := 0
	need := 0
	for n, c := range want {
		maxN = max(maxN, n)
		need += c
	}
	have := map[int][]generated{}
	for try := 0; try < maxTries && need > 0; try++ {
		p, ok, err := g.candidate(maxN)
		if err != nil {
			return nil, err
		}
		if !ok || len(have[p.mateIn]) >= want[p.mateIn] {
			continue
		}
		have[p.mateIn] = append(have[p.mateIn], p)
		need--
		g.log("try %d: mate in %d (%d/%d) %s", try, p.mateIn, len(have[p.mateIn]), want[p.mateIn], p.fen)
	}
	if need > 0 {
		return nil, fmt.Errorf("gave up after %d tries with %d puzzles missing", maxTries, need)
	}
	var out []generated
	for n := 1; n <= maxN; n++ {
		for i, p := range have[n] {
			p.id = fmt.Sprintf("m%d-%02d", n, i+1)
			out = append(out, p)
		}
	}
	return out, nil
}

// candidate draws one position and returns it as a puzzle if it makes one.
func (g *generator) candidate(maxN int) (generated, bool, error) {
	attackers := 2 + g.rng.IntN(3)
	pos := g.place.draw(attackers)
	g.solver.SetNodeLimit(g.budget)
	n, ok, err := g.solver.MateIn(pos, maxN)
	if errors.Is(err, puzzle.ErrNodeLimit) || !ok {
		return generated{}, false, nil
	}
	if err != nil {
		return generated{}, false, err
	}
	if !g.interesting(pos, n) {
		return generated{}, false, nil
	}
	pos = g.trim(pos, n)
	// Half the puzzles are Black's: the same kind of position with the
	// colours swapped, and mirrored now and then so that attacks on both
	// wings appear.
	if g.rng.IntN(2) == 0 {
		pos = pos.FlipColors()
	}
	if g.rng.IntN(2) == 0 {
		pos = pos.Mirror()
	}
	if g.seen[pos.Key()] {
		return generated{}, false, nil
	}
	g.seen[pos.Key()] = true
	// The claim is proved again without the search budget: exact length
	// and the main line with the longest defence.
	g.solver.SetNodeLimit(puzzle.DefaultNodeLimit)
	if m, ok, err := g.solver.MateIn(pos, n); err != nil || !ok || m != n {
		return generated{}, false, fmt.Errorf("%s: mate in %d not confirmed (%d %v %v)", pos.FEN(), n, m, ok, err)
	}
	line, err := g.solver.Line(pos, n)
	if err != nil {
		return generated{}, false, fmt.Errorf("%s: %w", pos.FEN(), err)
	}
	words := make([]string, len(line))
	for i, m := range line {
		words[i] = m.String()
	}
	return generated{pos: pos, fen: pos.FEN(), mateIn: n, solution: strings.Join(words, " ")}, true, nil
}

// trim removes, one at a time and in random order, every piece without
// which the position is still legal, still a mate in exactly n and still
// interesting: what is left is what the puzzle is about.
func (g *generator) trim(pos rules.Position, n int) rules.Position {
	for {
		var squares []rules.Square
		for s := rules.Square(0); s < rules.NumSquares; s++ {
			if pc := pos.At(s); pc != rules.Empty && pc.Kind() != rules.General {
				squares = append(squares, s)
			}
		}
		g.rng.Shuffle(len(squares), func(i, j int) { squares[i], squares[j] = squares[j], squares[i] })
		removed := false
		for _, s := range squares {
			q := pos
			q.Put(s, rules.Empty)
			if q.Validate() != nil || !q.HasLegalMove() {
				continue
			}
			if m, ok, err := g.solver.MateIn(q, n); err == nil && ok && m == n && g.interesting(q, n) {
				pos, removed = q, true
				break
			}
		}
		if !removed {
			return pos
		}
	}
}

// interesting rejects the dull: the solution's first move must be the only
// one that mates in n (a puzzle with two answers teaches less), a mate in 1
// must not be the only check, and the attacker needs at least two pieces
// that attack (one chariot hunting a bare general is not a puzzle).
func (g *generator) interesting(pos rules.Position, n int) bool {
	side := pos.SideToMove()
	attackers := 0
	for s := rules.Square(0); s < rules.NumSquares; s++ {
		pc := pos.At(s)
		if pc != rules.Empty && pc.Color() == side && slices.Contains([]rules.Kind{rules.Chariot, rules.Horse, rules.Cannon, rules.Soldier}, pc.Kind()) {
			attackers++
		}
	}
	if attackers < 2 {
		return false
	}
	var l rules.MoveList
	pos.GenerateMoves(&l)
	keys, checks := 0, 0
	for _, m := range l.Slice() {
		if pos.GivesCheck(m) {
			checks++
		}
		after := pos
		after.MakeMove(m)
		k, ok, err := g.solver.MatedIn(after, n-1)
		if err != nil {
			return false
		}
		if ok && k <= n-1 {
			keys++
			if keys > 1 {
				return false
			}
		}
	}
	if keys != 1 {
		return false
	}
	return n > 1 || checks >= 2
}
