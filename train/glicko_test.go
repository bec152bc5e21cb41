package train

import (
	"math"
	"testing"
)

// TestGlickmanExample is the worked example of Glickman's "Example of the
// Glicko-2 system": a player of 1500 (RD 200, σ 0.06) beats a 1400 (RD 30),
// loses to a 1550 (RD 100) and a 1700 (RD 300), and ends at 1464.06, RD
// 151.52, σ 0.05999.
func TestGlickmanExample(t *testing.T) {
	p := Rating{R: 1500, RD: 200, Vol: 0.06}
	got := p.Update([]Result{
		{Opponent: Rating{R: 1400, RD: 30, Vol: 0.06}, Score: 1},
		{Opponent: Rating{R: 1550, RD: 100, Vol: 0.06}, Score: 0},
		{Opponent: Rating{R: 1700, RD: 300, Vol: 0.06}, Score: 0},
	})
	if math.Abs(got.R-1464.06) > 0.01 || math.Abs(got.RD-151.52) > 0.01 || math.Abs(got.Vol-0.05999) > 0.00001 {
		t.Fatalf("got %.2f RD %.2f σ %.5f, want 1464.06 RD 151.52 σ 0.05999", got.R, got.RD, got.Vol)
	}
}

func TestNoGameWidensDeviation(t *testing.T) {
	p := Rating{R: 1500, RD: 200, Vol: 0.06}
	q := p.Update(nil)
	if q.R != 1500 || math.Abs(q.RD-math.Sqrt(200*200+(0.06*glickoScale)*(0.06*glickoScale))) > 1e-9 {
		t.Fatalf("got %+v", q)
	}
}

func TestAttemptMovesBothWays(t *testing.T) {
	player, puz := NewRating(), PuzzleStart(3)
	p, q := Attempt(player, puz, true)
	if p.R <= player.R || q.R >= puz.R {
		t.Fatalf("solved: player %.1f→%.1f, puzzle %.1f→%.1f", player.R, p.R, puz.R, q.R)
	}
	p, q = Attempt(player, puz, false)
	if p.R >= player.R || q.R <= puz.R {
		t.Fatalf("failed: player %.1f→%.1f, puzzle %.1f→%.1f", player.R, p.R, puz.R, q.R)
	}
	// Many solves never shrink the deviation below the floor.
	for range 500 {
		player, _ = Attempt(player, puz, true)
	}
	if player.RD < MinDeviation || player.Valid() != nil {
		t.Fatalf("after 500 solves: %+v", player)
	}
}

func TestPuzzleStartByGrade(t *testing.T) {
	for g := 1; g < 5; g++ {
		if PuzzleStart(g).R >= PuzzleStart(g+1).R {
			t.Fatalf("grade %d not below grade %d", g, g+1)
		}
	}
	if PuzzleStart(0) != PuzzleStart(3) {
		t.Fatal("ungraded should start as grade 3")
	}
	if e := Expected(NewRating(), PuzzleStart(1)); e < 0.6 {
		t.Fatalf("a newcomer against grade 1: %.2f", e)
	}
}
