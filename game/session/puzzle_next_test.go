package session

import (
	"testing"

	"xiangqi/puzzle"
)

func nextList() []puzzle.Puzzle {
	return []puzzle.Puzzle{
		{ID: "a", MateIn: 1, Theme: puzzle.IronBolt},
		{ID: "b", MateIn: 1, Theme: puzzle.IronBolt},
		{ID: "c", MateIn: 2, Theme: puzzle.HorseCannon},
		{ID: "d", Material: true},
		{ID: "e", MateIn: 3},
		{ID: "f", MateIn: 1, Theme: puzzle.IronBolt},
	}
}

func TestNextPuzzle(t *testing.T) {
	ratings := []float64{1500, 1520, 1480, 1900, 1550, 1500}
	var asked []int
	first := func(n int) int { asked = append(asked, n); return 0 }
	last := func(n int) int { return n - 1 }
	base := NextPick{List: nextList(), Current: 0, Player: 1500, Rating: func(i int) float64 { return ratings[i] }, Rand: first}
	// Near the rating and of another theme than a's iron bolt: c and e
	// (d is 400 above, b and f share the theme); the fake source picks.
	if got := NextPuzzle(base); got != 2 || len(asked) != 1 || asked[0] != 2 {
		t.Fatalf("first pick %d, asked %v", got, asked)
	}
	base.Rand = last
	if got := NextPuzzle(base); got != 4 {
		t.Fatalf("last pick %d, want 4", got)
	}
	// Solved and recent ones are left out: only the same theme is left
	// near, so it is offered.
	base.Solved = func(id string) bool { return id == "c" }
	base.Recent = []string{"e"}
	base.Rand = first
	if got := NextPuzzle(base); got != 1 {
		t.Fatalf("same theme when nothing else fits: %d", got)
	}
	// Nothing near: the window widens to d.
	base.Recent = []string{"b", "e", "f"}
	if got := NextPuzzle(base); got != 3 {
		t.Fatalf("widened: %d", got)
	}
	// Everything seen: the next in the list, then none at the end.
	base.Solved = func(string) bool { return true }
	if got := NextPuzzle(base); got != 1 {
		t.Fatalf("all solved: %d", got)
	}
	base.Current = 5
	if got := NextPuzzle(base); got != -1 {
		t.Fatalf("at the end: %d", got)
	}
}
