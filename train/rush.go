package train

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"time"
)

// Mode is a kind of rush.
type Mode uint8

const (
	Rush3   Mode = iota // 3 minutes, three wrong answers end it
	Rush5               // 5 minutes, three wrong answers end it
	Endless             // no clock, the first wrong answer ends it (the "streak" mode)
	NumModes
)

// modeNames are the modes as a save names them.
var modeNames = [NumModes]string{"rush3", "rush5", "streak"}

func (m Mode) String() string {
	if m < NumModes {
		return modeNames[m]
	}
	return fmt.Sprintf("mode(%d)", m)
}

// ParseMode reads a mode's name.
func ParseMode(s string) (Mode, error) {
	if i := slices.Index(modeNames[:], s); i >= 0 {
		return Mode(i), nil
	}
	return 0, fmt.Errorf("unknown rush mode %q", s)
}

// Limit is the mode's time, 0 for none.
func (m Mode) Limit() time.Duration {
	switch m {
	case Rush3:
		return 3 * time.Minute
	case Rush5:
		return 5 * time.Minute
	}
	return 0
}

// Lives is how many wrong answers end the mode.
func (m Mode) Lives() int {
	if m == Endless {
		return 1
	}
	return 3
}

// Rush is one run of a mode. Its clock is what the caller passes in: the
// time used is the sum of the stretches between Start (or Resume) and
// Pause (or now), so a rush paused in the background loses no time.
type Rush struct {
	Mode   Mode
	Score  int // puzzles solved
	Wrong  int // wrong answers
	used   time.Duration
	since  time.Time // when the clock last started; zero while paused
	ended  bool
	paused bool
}

// NewRush starts a rush of mode m at now.
func NewRush(m Mode, now time.Time) *Rush { return &Rush{Mode: m, since: now} }

// Pause stops the clock (the app goes to the background); a paused or
// ended rush is left as it is.
func (r *Rush) Pause(now time.Time) {
	if r.paused || r.ended {
		return
	}
	r.used += now.Sub(r.since)
	r.paused = true
}

// Resume starts the clock again after Pause.
func (r *Rush) Resume(now time.Time) {
	if !r.paused || r.ended {
		return
	}
	r.since, r.paused = now, false
}

// Paused reports whether the clock is stopped by Pause.
func (r *Rush) Paused() bool { return r.paused }

// Used is the time the rush has run at now.
func (r *Rush) Used(now time.Time) time.Duration {
	if r.paused || r.ended {
		return r.used
	}
	return r.used + now.Sub(r.since)
}

// Left is the time left at now, 0 when it is up or the mode has no clock.
func (r *Rush) Left(now time.Time) time.Duration {
	if r.Mode.Limit() == 0 {
		return 0
	}
	return max(r.Mode.Limit()-r.Used(now), 0)
}

// Over reports whether the rush has ended at now: out of lives, out of time,
// or ended by End.
func (r *Rush) Over(now time.Time) bool {
	if !r.ended && r.Mode.Limit() > 0 && r.Used(now) >= r.Mode.Limit() {
		r.used, r.ended = r.Mode.Limit(), true
	}
	return r.ended
}

// Answer counts one puzzle answered at now: solved adds to the score, a
// wrong answer takes a life. An answer after the end (the clock ran out
// while the player thought) counts nothing; Answer reports whether it
// counted.
func (r *Rush) Answer(solved bool, now time.Time) bool {
	if r.Over(now) {
		return false
	}
	if solved {
		r.Score++
	} else {
		r.Wrong++
		if r.Wrong >= r.Mode.Lives() {
			r.End(now)
		}
	}
	return true
}

// LivesLeft is how many more wrong answers the rush takes.
func (r *Rush) LivesLeft() int { return max(r.Mode.Lives()-r.Wrong, 0) }

// End ends the rush at now (the player left it, or lost his last life).
func (r *Rush) End(now time.Time) {
	if r.ended {
		return
	}
	r.used = r.Used(now)
	r.paused, r.ended = false, true
}

// Bests are the best score of each mode.
type Bests [NumModes]int

// Record keeps r's score if it beats the mode's best, and reports whether it
// did.
func (b *Bests) Record(r *Rush) bool {
	if r.Mode >= NumModes || r.Score <= b[r.Mode] {
		return false
	}
	b[r.Mode] = r.Score
	return true
}

// Ladder orders puzzles from easy to hard for a rush: it holds their
// indexes sorted by rating once, so that each next puzzle is a binary
// search, however large the collection.
type Ladder struct {
	order   []int     // indexes, easiest first
	ratings []float64 // ratings in that order
}

// NewLadder sorts the puzzles of ratings (index i is puzzle i).
func NewLadder(ratings []float64) *Ladder {
	l := &Ladder{order: make([]int, len(ratings)), ratings: make([]float64, len(ratings))}
	for i := range l.order {
		l.order[i] = i
	}
	sort.SliceStable(l.order, func(a, b int) bool { return ratings[l.order[a]] < ratings[l.order[b]] })
	for i, k := range l.order {
		l.ratings[i] = ratings[k]
	}
	return l
}

// Len is the number of puzzles.
func (l *Ladder) Len() int { return len(l.order) }

// RushStart and RushStep shape a rush's climb: the n-th puzzle (from 0) is
// the one nearest RushStart + n·RushStep in rating, so that a rush begins
// below a beginner's level and passes 2000 after some 25 puzzles.
const (
	RushStart = 900
	RushStep  = 45
)

// Target is the rating of the n-th puzzle of a rush.
func Target(n int) float64 { return RushStart + float64(n)*RushStep }

// Nearest is the puzzle nearest rating target that used does not already
// hold (used may be nil), -1 when every puzzle is used. It looks outwards
// from the target's place, so it is fast while few puzzles are used.
func (l *Ladder) Nearest(target float64, used map[int]bool) int {
	return l.nearest(target, math.Inf(1), func(i int) bool { return used[i] })
}

// FreshWindow is how far from a rush's target an untried puzzle may be
// and still come before a tried one nearer it: more than the 250 between
// two grades' first ratings, so that a rush's first target (RushStart,
// under every grade) still finds the untried puzzles of grade 1, while a
// player who has tried them all meets them again rather than jump a
// grade.
const FreshWindow = 300

// NearestFresh is the puzzle a rush puts up for target: the nearest one
// neither used nor tried (tried may be nil: the puzzles the player has
// already met, on the puzzle screen or in an earlier rush) within
// FreshWindow of it, else the nearest unused one (Nearest). A puzzle
// solved drops in rating, so without this the next rush began with the
// puzzles just solved (issue 52).
func (l *Ladder) NearestFresh(target float64, used, tried map[int]bool) int {
	if i := l.nearest(target, FreshWindow, func(i int) bool { return used[i] || tried[i] }); i >= 0 {
		return i
	}
	return l.Nearest(target, used)
}

// nearest is the puzzle nearest target, within of it, that skip does not
// skip; -1 for none.
func (l *Ladder) nearest(target, within float64, skip func(i int) bool) int {
	at := sort.SearchFloat64s(l.ratings, target)
	lo, hi := at-1, at
	for lo >= 0 || hi < len(l.order) {
		// Take the nearer side first; both sides beyond within: none.
		k := lo
		if hi < len(l.order) && (lo < 0 || l.ratings[hi]-target <= target-l.ratings[lo]) {
			k = hi
			hi++
		} else {
			lo--
		}
		if math.Abs(l.ratings[k]-target) > within {
			return -1
		}
		if !skip(l.order[k]) {
			return l.order[k]
		}
	}
	return -1
}
