package train

import (
	"fmt"
	"math"
	"testing"
)

// progressAfter is a progress with n puzzles rated before and the
// player's rating r.
func progressAfter(n int, r Rating) *Progress {
	p := &Progress{Rated: &r, Puzzles: map[string]Rating{}}
	for i := range n {
		p.Puzzles[fmt.Sprintf("old%d", i)] = PuzzleStart(3)
	}
	return p
}

// TestRatingStepsBounded (issue 52): one puzzle moves the player's
// rating by at most MaxStep of the puzzles rated so far — a bound that
// shrinks from StepStart to StepMin — a rush's or a streak's puzzle by at
// most RushShare of it, and the puzzle's own rating by at most
// PuzzleStep; a solve never lowers the player's rating, a miss never
// raises it. Before, a newcomer lost 131 for one failed puzzle and 164
// for a failed mate in 1 in the streak, and a 3-puzzle rush gave 100.
func TestRatingStepsBounded(t *testing.T) {
	if MaxStep(0) != StepStart || MaxStep(1<<30) < StepMin || MaxStep(1<<30) > StepMin+0.1 {
		t.Fatalf("MaxStep from %.1f to %.1f, want %v to %v", MaxStep(0), MaxStep(1<<30), StepStart, StepMin)
	}
	for n := 1; n < 1000; n++ {
		if MaxStep(n) >= MaxStep(n-1) {
			t.Fatalf("MaxStep(%d) = %.2f, not below MaxStep(%d) = %.2f", n, MaxStep(n), n-1, MaxStep(n-1))
		}
	}
	const eps = 1e-9
	for _, n := range []int{0, 1, 5, 30, 200} {
		for _, r := range []Rating{NewRating(), {R: 800, RD: 60, Vol: 0.06}, {R: 2400, RD: 200, Vol: 0.09}, {R: 1500, RD: MaxDeviation, Vol: 0.5}} {
			for grade := 1; grade <= 5; grade++ {
				for _, solved := range []bool{true, false} {
					for _, rush := range []bool{false, true} {
						p := progressAfter(n, r)
						id := "p"
						q0 := p.PuzzleRating(id, grade)
						limit := MaxStep(n)
						rate := p.Rate
						if rush {
							rate, limit = p.RateInRush, limit*RushShare
						}
						before, after := rate(id, grade, solved)
						d := after.R - before.R
						name := fmt.Sprintf("n %d, player %.0f±%.0f, grade %d, solved %v, rush %v", n, r.R, r.RD, grade, solved, rush)
						if math.Abs(d) > limit+eps || (solved && d < 0) || (!solved && d > 0) {
							t.Errorf("%s: the player moved %+.1f (bound %.1f)", name, d, limit)
						}
						if dq := p.Puzzles[id].R - q0.R; math.Abs(dq) > PuzzleStep+eps {
							t.Errorf("%s: the puzzle moved %+.1f", name, dq)
						}
						if err := after.Valid(); err != nil {
							t.Errorf("%s: %v", name, err)
						}
					}
				}
			}
		}
	}
	// The cases, a newcomer's.
	var p Progress
	if b, a := p.Rate("m1", 1, false); a.R-b.R < -StepStart {
		t.Errorf("a failed puzzle: %+.0f", a.R-b.R)
	}
	p = Progress{}
	if b, a := p.RateInRush("m1", 1, false); a.R-b.R < -StepStart*RushShare {
		t.Errorf("a failed mate in 1 in the streak: %+.0f", a.R-b.R)
	}
	p = Progress{}
	start := p.Player().R
	for i := range 3 {
		p.RateInRush(fmt.Sprint("r", i), 1, true)
	}
	if d := p.Player().R - start; d <= 0 || d > 3*StepStart*RushShare {
		t.Errorf("a 3-puzzle rush: %+.0f", d)
	}
}
