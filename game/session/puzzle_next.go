package session

import (
	"strconv"

	"xiangqi/puzzle"
)

// RecentPuzzles is how many puzzles seen last the next pick avoids.
const RecentPuzzles = 20

// NextPick is what NextPuzzle chooses from.
type NextPick struct {
	List    []puzzle.Puzzle
	Current int                  // the puzzle just played
	Player  float64              // the player's rating
	Rating  func(i int) float64  // puzzle i's rating
	Solved  func(id string) bool // whether a puzzle is solved
	Recent  []string             // the ids seen last, the last one latest
	Rand    func(n int) int      // a random number in [0, n): the game's generator, a fake one in tests
}

// themeOf is the kind NextPuzzle varies: the theme, else the goal (the
// mate length, a won ending, a material win).
func themeOf(p *puzzle.Puzzle) string {
	switch {
	case p.Theme != puzzle.NoTheme:
		return p.Theme.Key()
	case p.Material:
		return "material"
	case p.MateIn == 0:
		return "ending"
	}
	return "mate" + strconv.Itoa(p.MateIn)
}

// NextPuzzle is the puzzle "Next" offers after Current: an unsolved one
// whose rating fits the player's (within FitWindow; the window doubles
// while none is left, up to four times), not among the Recent ones, and of
// another theme than Current's when one such is in the window; picked at
// random among those. When every puzzle is solved or recent, the one after
// Current in the list (-1 at its end).
func NextPuzzle(n NextPick) int {
	seen := make(map[string]bool, len(n.Recent)+1)
	for _, id := range n.Recent {
		seen[id] = true
	}
	cur := ""
	if n.Current >= 0 && n.Current < len(n.List) {
		seen[n.List[n.Current].ID] = true
		cur = themeOf(&n.List[n.Current])
	}
	window := float64(FitWindow)
	for range 5 {
		var fit, other []int
		for i := range n.List {
			p := &n.List[i]
			if seen[p.ID] || n.Solved != nil && n.Solved(p.ID) {
				continue
			}
			d := n.Rating(i) - n.Player
			if d < -window || d > window {
				continue
			}
			fit = append(fit, i)
			if themeOf(p) != cur {
				other = append(other, i)
			}
		}
		if len(other) > 0 {
			return other[n.Rand(len(other))]
		}
		if len(fit) > 0 {
			return fit[n.Rand(len(fit))]
		}
		window *= 2
	}
	if n.Current+1 < len(n.List) {
		return n.Current + 1
	}
	return -1
}
