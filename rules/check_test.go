package rules

import (
	"math/rand"
	"testing"
)

// TestGivesCheckMatchesFullTest checks the shortcut in checksAfter against
// the full attack scan for every legal move over many random positions,
// both before the move (GivesCheck) and after it (GaveCheck).
func TestGivesCheckMatchesFullTest(t *testing.T) {
	r := rand.New(rand.NewSource(13))
	moves, checks := 0, 0
	for game := 0; game < 300; game++ {
		randomGame(t, r, StartPosition(), 200, func(p *Position, l *MoveList) {
			for _, m := range l.Slice() {
				before := *p
				got := p.GivesCheck(m)
				if *p != before {
					t.Fatalf("GivesCheck(%s) changed %s", m, before.FEN())
				}
				u := p.MakeMove(m)
				want := p.kingAttacked(p.side)
				after := p.GaveCheck(m)
				p.UnmakeMove(m, u)
				if got != want || after != want {
					t.Fatalf("%s in %s: GivesCheck %v, GaveCheck %v, full test %v", m, before.FEN(), got, after, want)
				}
				moves++
				if want {
					checks++
				}
			}
		})
	}
	if moves < 100000 || checks < 2000 {
		t.Fatalf("only %d moves, %d checks tested", moves, checks)
	}
	t.Logf("%d moves, %d checks", moves, checks)
}
