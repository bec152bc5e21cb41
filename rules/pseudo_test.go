package rules

import (
	"math/rand"
	"testing"
)

// TestIsPseudoLegalMatchesGenerator checks IsPseudoLegal against the move
// generator for every from-to pair over many random positions.
func TestIsPseudoLegalMatchesGenerator(t *testing.T) {
	r := rand.New(rand.NewSource(19))
	positions, accepted := 0, 0
	for game := 0; game < 30; game++ {
		randomGame(t, r, StartPosition(), 200, func(p *Position, _ *MoveList) {
			var l MoveList
			p.GeneratePseudo(&l, false)
			var want [NumSquares][NumSquares]bool
			for _, m := range l.Slice() {
				want[m.From()][m.To()] = true
			}
			for from := Square(0); from < NumSquares; from++ {
				for to := Square(0); to < NumSquares; to++ {
					m := NewMove(from, to)
					got := p.IsPseudoLegal(m)
					if got != want[from][to] {
						t.Fatalf("IsPseudoLegal(%s) = %v in %s", m, got, p.FEN())
					}
					if got {
						accepted++
					}
				}
			}
			positions++
		})
	}
	if positions < 2500 || accepted < 50000 {
		t.Fatalf("only %d positions, %d moves", positions, accepted)
	}
}
