package rules

import (
	"math/rand"
	"testing"
)

// randomGame plays up to n random legal moves from start and calls visit
// before each move.
func randomGame(t *testing.T, r *rand.Rand, start Position, n int, visit func(p *Position, l *MoveList)) {
	t.Helper()
	p := start
	var l MoveList
	for i := 0; i < n; i++ {
		p.GenerateMoves(&l)
		if l.N == 0 {
			return
		}
		visit(&p, &l)
		p.MakeMove(l.Moves[r.Intn(l.N)])
	}
}

func TestZobristAndUnmake(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	for game := 0; game < 200; game++ {
		randomGame(t, r, StartPosition(), 150, func(p *Position, l *MoveList) {
			if p.Key() != p.computeKey() {
				t.Fatalf("incremental key differs from scratch at %s", p.FEN())
			}
			before := *p
			for _, m := range l.Slice() {
				ka := p.KeyAfter(m)
				u := p.MakeMove(m)
				if p.Key() != ka {
					t.Fatalf("KeyAfter(%s) in %s differs from the key after the move", m, before.FEN())
				}
				if p.Key() != p.computeKey() {
					t.Fatalf("key after %s in %s differs from scratch", m, before.FEN())
				}
				p.UnmakeMove(m, u)
				if *p != before {
					t.Fatalf("make+unmake %s changed %s", m, before.FEN())
				}
			}
			u := p.MakeNull()
			if p.Key() != p.computeKey() {
				t.Fatal("null-move key differs")
			}
			p.UnmakeNull(u)
			if *p != before {
				t.Fatal("null move not undone")
			}
		})
	}
}

// TestFastLegalityFilter checks the shortcut in legalFast against playing
// every pseudo-legal move and testing the general, over many random positions.
func TestFastLegalityFilter(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	checked := 0
	for game := 0; game < 300; game++ {
		randomGame(t, r, StartPosition(), 200, func(p *Position, _ *MoveList) {
			var l MoveList
			p.GeneratePseudo(&l, false)
			inCheck := p.InCheck()
			for _, m := range l.Slice() {
				q := *p
				q.MakeMove(m)
				want := !q.kingAttacked(p.side)
				if got := p.LegalAfterPseudo(m, inCheck); got != want {
					t.Fatalf("%s in %s: fast legality %v, full %v", m, p.FEN(), got, want)
				}
				checked++
			}
		})
	}
	if checked < 100000 {
		t.Fatalf("only %d moves checked", checked)
	}
}

func TestMirrorAndFlip(t *testing.T) {
	for _, row := range readPerft(t) {
		if row.Depth != 3 {
			continue
		}
		p := mustFEN(t, row.FEN)
		m, f := p.Mirror(), p.FlipColors()
		if Perft(&m, 3) != row.Nodes || Perft(&f, 3) != row.Nodes {
			t.Errorf("%s: mirrored or colour-flipped perft(3) differs", row.FEN)
		}
		if back := f.FlipColors(); back != p {
			t.Errorf("double flip differs for %s", row.FEN)
		}
	}
}

func TestNoAllocations(t *testing.T) {
	p := mustFEN(t, "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1")
	var l MoveList
	allocs := testing.AllocsPerRun(100, func() {
		p.GenerateMoves(&l)
		for _, m := range l.Slice() {
			u := p.MakeMove(m)
			_ = p.InCheck()
			p.UnmakeMove(m, u)
		}
		p.GenerateCaptures(&l)
		_ = p.IsLegal(l.Moves[0])
		_ = Perft(&p, 2)
		_ = PerftPlayed(&p, 2)
	})
	if allocs != 0 {
		t.Errorf("%v allocations per run, want 0", allocs)
	}
}

func TestPositionIsSmall(t *testing.T) {
	// A snapshot for the UI or an AI goroutine is a plain copy.
	if size := sizeofPosition(); size > 160 {
		t.Errorf("Position is %d bytes, want at most 160", size)
	}
}
