package rules

import (
	"math/rand"
	"testing"
)

// TestEvasionSetKeepsEveryEvasion checks that MayEvade never rejects a
// legal move in check, that it does reject most illegal ones, and that
// GenerateEvasions gives exactly the moves MayEvade keeps.
func TestEvasionSetKeepsEveryEvasion(t *testing.T) {
	r := rand.New(rand.NewSource(17))
	positions, kept, pseudo := 0, 0, 0
	for game := 0; game < 300; game++ {
		randomGame(t, r, StartPosition(), 200, func(p *Position, l *MoveList) {
			if !p.InCheck() {
				return
			}
			positions++
			ev := p.Evasions()
			keptBefore := kept
			var want [NumSquares][NumSquares]bool
			var all MoveList
			p.GeneratePseudo(&all, false)
			for _, m := range all.Slice() {
				legal := p.LegalAfterPseudo(m, true)
				may := ev.MayEvade(m)
				if legal && !may {
					t.Fatalf("%s in %s: a legal evasion rejected", m, p.FEN())
				}
				pseudo++
				if may {
					kept++
					want[m.From()][m.To()] = true
				}
			}
			var got MoveList
			p.GenerateEvasions(&got, &ev)
			if got.N != kept-keptBefore {
				t.Fatalf("GenerateEvasions gave %d moves, want %d, in %s", got.N, kept-keptBefore, p.FEN())
			}
			for _, m := range got.Slice() {
				if !want[m.From()][m.To()] {
					t.Fatalf("GenerateEvasions gave %s (or twice), not a candidate, in %s", m, p.FEN())
				}
				want[m.From()][m.To()] = false
			}
		})
	}
	if positions < 1000 {
		t.Fatalf("only %d positions in check", positions)
	}
	// Most pseudo-legal moves in check leave the general attacked.
	if kept*3 > pseudo {
		t.Errorf("the filter kept %d of %d moves", kept, pseudo)
	}
	t.Logf("%d positions in check: %d of %d pseudo-legal moves kept", positions, kept, pseudo)
}
