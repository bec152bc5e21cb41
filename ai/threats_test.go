package ai

import "testing"

// Each pattern scores its constant for the cannon's side, and nothing else
// (one piece between is check, no pattern).
func TestCannonThreats(t *testing.T) {
	cases := []struct {
		name string
		fen  string
		want int32 // Red's view
	}{
		{"hollow cannon on the file", "3aka3/9/9/9/9/9/4C4/9/9/3K5 w - - 0 1", hollowCannon},
		{"two pieces between on the file", "3aka3/4n4/9/9/4N4/9/4C4/9/9/3K5 w - - 0 1", pinningCannon},
		{"three pieces between", "3aka3/4n4/4n4/9/4N4/9/4C4/9/9/3K5 w - - 0 1", 0},
		{"one piece between: check, no pattern", "3aka3/4n4/9/9/4C4/9/9/9/9/3K5 b - - 0 1", 0},
		{"Black's hollow cannon on the rank", "3ak4/9/9/9/9/9/9/9/9/5K2c w - - 0 1", -hollowCannonRank},
		{"Black's pinning cannon on the rank", "3ak4/9/9/9/9/9/9/9/9/cN1A1K3 w - - 0 1", -pinningCannonRank},
	}
	for _, c := range cases {
		p := mustFEN(t, c.fen)
		var ms pieceSet
		ms.reset(&p)
		if got := cannonThreats(&p, &ms, currentWeights); got != c.want {
			t.Errorf("%s: %d, want %d", c.name, got, c.want)
		}
		q := p.FlipColors()
		ms.reset(&q)
		if got := cannonThreats(&q, &ms, currentWeights); got != -c.want {
			t.Errorf("%s, colours swapped: %d, want %d", c.name, got, -c.want)
		}
	}
}
