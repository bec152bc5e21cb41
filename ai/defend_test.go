package ai

import (
	"testing"

	"xiangqi/rules"
)

// TestDefended: the occupancy-based recapture test agrees with making the
// capture and asking the rules whether the point is attacked, for every
// pseudo-legal capture (and, as a harder case, every move onto an occupied
// or empty point) of thousands of positions.
func TestDefended(t *testing.T) {
	s := &searcher{}
	checked, yes := 0, 0
	for _, p := range randomPositions(t, 4000) {
		s.pos = p
		s.ms.reset(&s.pos)
		var l rules.MoveList
		s.pos.GeneratePseudo(&l, false)
		for _, m := range l.Slice() {
			from, to := m.From(), m.To()
			by := p.SideToMove().Other()
			q := p
			q.MakeMove(m)
			want := q.Attacked(to, by)
			if got := s.defended(from, to, by); got != want {
				t.Fatalf("%s, %s: defended says %v, the rules %v", p.FEN(), m, got, want)
			}
			checked++
			if want {
				yes++
			}
		}
	}
	if checked < 100000 || yes < checked/20 {
		t.Fatalf("too few cases: %d moves, %d defended", checked, yes)
	}
	t.Logf("%d moves, %d onto a defended point", checked, yes)
}
