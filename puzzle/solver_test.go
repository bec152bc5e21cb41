package puzzle

import (
	"errors"
	"math/rand/v2"
	"testing"

	"xiangqi/rules"
)

func mustFEN(t testing.TB, fen string) rules.Position {
	t.Helper()
	p, err := rules.ParseFEN(fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return p
}

func TestMateInKnownPositions(t *testing.T) {
	for _, tc := range []struct {
		name string
		fen  string
		max  int
		n    int
		ok   bool
	}{
		// Rb0-b9 mates: rank 8 is held by the other chariot.
		{"two chariots", "4k4/R8/9/9/9/9/9/9/9/1R1K5 w", 3, 1, true},
		// The same with colours swapped: Black to move mates.
		{"two chariots black", "1r1k5/9/9/9/9/9/9/9/r8/4K4 b", 3, 1, true},
		// Bare generals: a draw, nothing to mate with.
		{"bare generals", "4k4/9/9/9/9/9/9/9/9/3K5 w", 3, 0, false},
		// A lone soldier far from the palace cannot mate in 2.
		{"far soldier", "3akab2/9/4b4/9/9/P8/9/9/9/4K4 w", 2, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := NewSolver(1)
			n, ok, err := s.MateIn(mustFEN(t, tc.fen), tc.max)
			if err != nil || n != tc.n || ok != tc.ok {
				t.Fatalf("MateIn = %d, %v, %v; want %d, %v", n, ok, err, tc.n, tc.ok)
			}
		})
	}
}

func TestMatedInTerminal(t *testing.T) {
	// After Rb0-b9 Black has no legal move: mated in 0.
	p := mustFEN(t, "4k4/R8/9/9/9/9/9/9/9/1R1K5 w")
	m, err := rules.ParseMoveText("b0b9")
	if err != nil {
		t.Fatal(err)
	}
	p.MakeMove(m)
	s := NewSolver(1)
	if n, ok, err := s.MatedIn(p, 3); n != 0 || !ok || err != nil {
		t.Fatalf("MatedIn = %d, %v, %v; want 0, true", n, ok, err)
	}
	if n, ok, err := s.MateIn(p, 3); n != 0 || ok || err != nil {
		t.Fatalf("MateIn of the mated side = %d, %v, %v; want 0, false", n, ok, err)
	}
}

func TestNodeLimit(t *testing.T) {
	p := mustFEN(t, rules.StartFEN)
	s := NewSolver(1)
	s.SetNodeLimit(1000)
	if _, _, err := s.MateIn(p, 3); !errors.Is(err, ErrNodeLimit) {
		t.Fatalf("err = %v, want ErrNodeLimit", err)
	}
	if s.Nodes() < 1000 {
		t.Fatalf("stopped after %d nodes, before the limit", s.Nodes())
	}
	if _, _, err := s.MateIn(p, MaxMateMoves+1); err == nil {
		t.Fatal("depth beyond MaxMateMoves accepted")
	}
}

// refWin and refLoss are the definition of a forced mate, searched naively
// (no table, no ordering), against which the solver is checked.
func refWin(p *rules.Position, n int) bool {
	var l rules.MoveList
	p.GenerateMoves(&l)
	for _, m := range l.Slice() {
		u := p.MakeMove(m)
		ok := !p.HasLegalMove() || (n > 1 && !drawn(p) && refLoss(p, n-1))
		p.UnmakeMove(m, u)
		if ok {
			return true
		}
	}
	return false
}

func refLoss(p *rules.Position, n int) bool {
	var l rules.MoveList
	p.GenerateMoves(&l)
	for _, m := range l.Slice() {
		u := p.MakeMove(m)
		ok := p.HasLegalMove() && !drawn(p) && refWin(p, n)
		p.UnmakeMove(m, u)
		if !ok {
			return false
		}
	}
	return true
}

// randomSparse draws a legal position with a few pieces each, side to move
// random: the kind of position in which short mates (and stalemates) are
// common.
func randomSparse(rng *rand.Rand) rules.Position {
	kinds := []rules.Kind{rules.Chariot, rules.Horse, rules.Cannon, rules.Soldier, rules.Advisor, rules.Elephant}
	for {
		var p rules.Position
		put := func(pc rules.Piece, files, ranks [2]int) {
			s := rules.SquareAt(files[0]+rng.IntN(files[1]-files[0]+1), ranks[0]+rng.IntN(ranks[1]-ranks[0]+1))
			if p.At(s) == rules.Empty {
				p.Put(s, pc)
			}
		}
		put(rules.MakePiece(rules.Red, rules.General), [2]int{3, 5}, [2]int{0, 2})
		put(rules.MakePiece(rules.Black, rules.General), [2]int{3, 5}, [2]int{7, 9})
		for i := 0; i < 2+rng.IntN(3); i++ {
			put(rules.MakePiece(rules.Red, kinds[rng.IntN(len(kinds))]), [2]int{0, 8}, [2]int{0, 9})
		}
		for i := 0; i < 1+rng.IntN(3); i++ {
			put(rules.MakePiece(rules.Black, kinds[rng.IntN(len(kinds))]), [2]int{0, 8}, [2]int{0, 9})
		}
		p.SetSideToMove(rules.Color(rng.IntN(2)))
		if p.Validate() == nil && p.HasLegalMove() && !drawn(&p) {
			return p
		}
	}
}

// TestSolverMatchesReference checks MateIn and MatedIn against the naive
// definition on random sparse positions, one solver (and table) for all so
// that stored proofs are exercised across positions.
func TestSolverMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	positions := 400
	if testing.Short() {
		positions = 60
	}
	s := NewSolver(4)
	found := map[int]int{}
	for i := 0; i < positions; i++ {
		p := randomSparse(rng)
		want := 0
		for n := 1; n <= 2; n++ {
			if refWin(&p, n) {
				want = n
				break
			}
		}
		n, ok, err := s.MateIn(p, 2)
		if err != nil || ok != (want > 0) || n != want {
			t.Fatalf("%s: MateIn = %d, %v, %v; reference says %d", p.FEN(), n, ok, err, want)
		}
		found[want]++
		wantLoss := 0
		if !refLoss(&p, 1) {
			wantLoss = -1
		} else {
			wantLoss = 1
		}
		if k, ok, err := s.MatedIn(p, 1); err != nil || ok != (wantLoss == 1) || (ok && k != 1) {
			t.Fatalf("%s: MatedIn = %d, %v, %v; reference mated-in-1 %v", p.FEN(), k, ok, err, wantLoss == 1)
		}
		if ok, err := s.MatedWithin(p, 1); err != nil || ok != (wantLoss == 1) {
			t.Fatalf("%s: MatedWithin = %v, %v; reference mated-in-1 %v", p.FEN(), ok, err, wantLoss == 1)
		}
	}
	t.Logf("reference agreement: %v (mate length: count)", found)
	if !testing.Short() && (found[1] == 0 || found[2] == 0) {
		t.Fatalf("sample too easy to mean anything: %v", found)
	}
}

// TestMateInAllocs: the search itself allocates nothing (its stacks and
// table are made with the Solver).
func TestMateInAllocs(t *testing.T) {
	// A mate in 3 with Black to move (built-in m3-01).
	p := mustFEN(t, "9/9/4k4/9/9/9/9/2p5B/3K5/6B1r b - - 0 1")
	s := NewSolver(1)
	allocs := testing.AllocsPerRun(20, func() {
		s.Clear()
		if n, ok, err := s.MateIn(p, 3); n != 3 || !ok || err != nil {
			t.Fatal(n, ok, err)
		}
		if _, err := s.MatedWithin(p, 2); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Fatalf("%v allocations per search", allocs)
	}
}
