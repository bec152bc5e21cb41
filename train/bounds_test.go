package train

import (
	"fmt"
	"testing"
)

// TestRatingsStayInRange: ratings are clamped where they are made, so
// that a save always reads them back. Unclamped, 4,000 hard puzzles
// solved in a row took the player to about 4,044 and 500 easy puzzles
// failed took it below 0 (after about 435), and the save was refused.
func TestRatingsStayInRange(t *testing.T) {
	for _, c := range []struct {
		name   string
		n      int
		grade  int
		solved bool
	}{
		{"4000 hard solves", 4000, 5, true},
		{"500 easy failures", 500, 1, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			var p Progress
			for i := range c.n {
				id := fmt.Sprintf("p%d", i)
				p.Rate(id, c.grade, c.solved)
				if err := p.Player().Valid(); err != nil {
					t.Fatalf("after %d attempts, the player's: %v", i+1, err)
				}
				if err := p.Puzzles[id].Valid(); err != nil {
					t.Fatalf("after %d attempts, the puzzle's: %v", i+1, err)
				}
			}
			b, err := p.MarshalJSON()
			if err != nil {
				t.Fatal(err)
			}
			var back Progress
			if err := back.UnmarshalJSON(b); err != nil {
				t.Fatalf("the save is refused: %v", err)
			}
		})
	}
}
