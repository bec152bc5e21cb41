package session

import "math"

// FitWindow is how far from the player's rating a puzzle may be and still
// fit him (the puzzle list's "For me"): 200 points is about a 3-in-4
// chance to solve a puzzle that much below, 1-in-4 one that much above.
const FitWindow = 200

// Fits reports whether a puzzle of rating puzzle fits a player of rating player.
func Fits(puzzle, player float64) bool { return math.Abs(puzzle-player) <= FitWindow }

// FilterTiers keeps of tiers (PuzzleTiers' groups) the puzzles keep
// accepts, dropping groups left empty.
func FilterTiers(tiers [][]int, keep func(i int) bool) [][]int {
	var out [][]int
	for _, t := range tiers {
		var k []int
		for _, i := range t {
			if keep(i) {
				k = append(k, i)
			}
		}
		if len(k) > 0 {
			out = append(out, k)
		}
	}
	return out
}
