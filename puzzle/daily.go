package puzzle

import (
	"fmt"
	"time"
)

// dayLayout writes a date in a save: its year, month and day.
const dayLayout = "2006-01-02"

// daily is the puzzle of one day as it was first picked: its date (local,
// dayLayout) and its id.
type daily struct {
	day string
	id  string
}

// OfTheDay returns the puzzle of the local date of day, an index into
// list (-1 for an empty list): one puzzle per date, the same all day. The
// first call for a date picks it among the puzzles not yet solved that
// fit the player (fits, nil for all: the caller's measure, his rating;
// see pickOfTheDay) and p remembers the pick, so that solving it, or any
// other puzzle, that day does not change it; it is marked solved like
// any other once solved. A later date picks anew. The pick is saved with
// the rest of p (MarshalJSON), so a restart the same day shows the same
// puzzle; a remembered id no longer in list is picked anew.
func (p *Progress) OfTheDay(list []Puzzle, day time.Time, fits func(i int) bool) int {
	key := day.Format(dayLayout)
	if p.daily.day == key {
		for i := range list {
			if list[i].ID == p.daily.id {
				return i
			}
		}
	}
	i := pickOfTheDay(list, day, p.Solved, fits)
	if i >= 0 {
		p.daily = daily{day: key, id: list[i].ID}
	}
	return i
}

// pickOfTheDay picks the puzzle for the local date of day: an index into
// list, among the puzzles not yet solved that fit (fits may be nil: all
// do) when there are any, else among the unsolved ones, else among all;
// -1 for an empty list. The pick depends only on the date (its year,
// month and day, not the time or zone) and on which puzzles are solved
// and fit: a day number is mixed (SplitMix64) and taken modulo the
// candidates, so that consecutive days land far apart. It changes when a
// puzzle is solved; Progress.OfTheDay keeps the first pick of each day.
func pickOfTheDay(list []Puzzle, day time.Time, solved func(id string) bool, fits func(i int) bool) int {
	var cands, unsolved []int
	for i := range list {
		if solved == nil || !solved(list[i].ID) {
			unsolved = append(unsolved, i)
			if fits == nil || fits(i) {
				cands = append(cands, i)
			}
		}
	}
	if len(cands) == 0 {
		cands = unsolved
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

// parseDaily checks a saved pick: a date in dayLayout and an id.
func parseDaily(day, id string) (daily, error) {
	if _, err := time.Parse(dayLayout, day); err != nil {
		return daily{}, fmt.Errorf("puzzle progress: bad date of the puzzle of the day %q", day)
	}
	if id == "" || len(id) > maxIDLen {
		return daily{}, fmt.Errorf("puzzle progress: bad puzzle of the day %q", id)
	}
	return daily{day: day, id: id}, nil
}

// mix is SplitMix64's finaliser.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}
