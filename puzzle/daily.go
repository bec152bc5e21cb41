package puzzle

import "time"

// OfTheDay picks the puzzle of the day for the local date of day: an index
// into list, among the puzzles not yet solved when there are any (else
// among all), -1 for an empty list. The pick depends only on the date (its
// year, month and day, not the time or zone) and on which puzzles are
// solved: a day number is mixed (SplitMix64) and taken modulo the
// candidates, so that consecutive days land far apart.
func OfTheDay(list []Puzzle, day time.Time, solved func(id string) bool) int {
	var cands []int
	for i := range list {
		if solved == nil || !solved(list[i].ID) {
			cands = append(cands, i)
		}
	}
	if len(cands) == 0 {
		for i := range list {
			cands = append(cands, i)
		}
	}
	if len(cands) == 0 {
		return -1
	}
	y, m, d := day.Date()
	n := uint64(time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Unix() / 86400)
	return cands[mix(n)%uint64(len(cands))]
}

// mix is SplitMix64's finaliser.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}
