package ai

import (
	"math/rand/v2"
	"testing"
	"time"
)

// simulate plays moves moves for one side under base+inc with overhead o;
// each move takes its whole MoveTime (the search's hard deadline, the worst
// case) plus lag(i), what the pipe and scheduler add. It reports the least
// time left after a move, and fails the test if the flag falls.
func simulate(t *testing.T, base, inc, o time.Duration, moves int, lag func(i int) time.Duration) (least time.Duration, times []time.Duration) {
	t.Helper()
	left := base
	least = base
	for i := range moves {
		mt := MoveTime(ClockTime{Left: left, Inc: inc, Overhead: o, Played: i})
		times = append(times, mt)
		left -= mt + lag(i)
		if left <= 0 {
			t.Fatalf("%v+%v overhead %v: flag fell on move %d (took %v, lag %v)", base, inc, o, i+1, mt, lag(i))
		}
		least = min(least, left)
		left += inc
	}
	return least, times
}

// DefaultOverheadForTest is the UCI program's default Move Overhead (uci's
// DefaultMoveOverhead), repeated here as ai cannot import uci.
const defaultOverheadForTest = 100 * time.Millisecond

func TestMoveTimeNeverFlags(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	measured := func(int) time.Duration {
		// The reply's delay as measured on the shared machine under load
		// (uci's MoveOverhead figures): mostly a few ms, sometimes up to 98.
		if rng.IntN(10) == 0 {
			return time.Duration(rng.Int64N(int64(98 * time.Millisecond)))
		}
		return time.Duration(rng.Int64N(int64(4 * time.Millisecond)))
	}
	worst := func(int) time.Duration { return defaultOverheadForTest }
	for _, tc := range []struct {
		name      string
		base, inc time.Duration
		worst     bool // also with every move lagging by the whole overhead
	}{
		{"1+0", time.Minute, 0, true},
		{"3+2", 3 * time.Minute, 2 * time.Second, true},
		// The match tool's control: an increment no larger than the
		// overhead, so the worst case (each increment eaten) is left out.
		{"10s+0.1s", 10 * time.Second, 100 * time.Millisecond, false},
	} {
		// 1,000 moves: 10 long games of 100 moves each with the lag
		// measured, then 10 with every move lagging by the whole overhead.
		var least, atLeast time.Duration = tc.base, tc.base
		var times []time.Duration
		for range 10 {
			l, ts := simulate(t, tc.base, tc.inc, defaultOverheadForTest, 100, measured)
			least, times = min(least, l), ts
		}
		t.Logf("%s, 10×100 moves, measured lag: least left %v; moves 1, 50, 100 given %v, %v, %v", tc.name, least, times[0], times[49], times[99])
		for range 10 {
			if !tc.worst {
				break
			}
			l, ts := simulate(t, tc.base, tc.inc, defaultOverheadForTest, 100, worst)
			atLeast, times = min(atLeast, l), ts
		}
		if tc.worst {
			t.Logf("%s, 10×100 moves, lag = overhead: least left %v; move 100 given %v", tc.name, atLeast, times[99])
		}
		// One game as long as the clock lasts with the measured lag: how
		// far a sudden death goes (not a limit in practice: a game of
		// 300 moves a side is rare).
		if !testing.Short() {
			left, n := tc.base, 0
			for ; n < 1000 && left > 0; n++ {
				left -= MoveTime(ClockTime{Left: left, Inc: tc.inc, Overhead: defaultOverheadForTest, Played: n}) + measured(n)
				left += tc.inc
			}
			t.Logf("%s, one game, measured lag: %d moves in time", tc.name, n)
			if n < 300 {
				t.Errorf("%s: the flag fell on move %d of one game", tc.name, n)
			}
		}
	}
}

func TestMoveTimeFasterWhenShort(t *testing.T) {
	prev := time.Duration(-1)
	for left := time.Millisecond; left <= time.Hour; left = left * 5 / 4 {
		mt := MoveTime(ClockTime{Left: left, Inc: 2 * time.Second, Overhead: 50 * time.Millisecond})
		if mt < prev {
			t.Fatalf("less time (%v) with more on the clock (%v)", mt, left)
		}
		if mt >= left {
			t.Fatalf("%v planned with %v left", mt, left)
		}
		prev = mt
	}
	// A sudden-death clock: a tenth of the time, much less than a tenth of the move time.
	long := MoveTime(ClockTime{Left: 5 * time.Minute, Overhead: 50 * time.Millisecond})
	short := MoveTime(ClockTime{Left: 30 * time.Second, Overhead: 50 * time.Millisecond})
	if short*8 > long {
		t.Fatalf("30 s left: %v; 5 min left: %v", short, long)
	}
}

func TestMoveTimeMovesToGo(t *testing.T) {
	// The last move before a control may use nearly all of it.
	if mt := MoveTime(ClockTime{Left: time.Second, MovesToGo: 1, Overhead: 100 * time.Millisecond}); mt != 900*time.Millisecond {
		t.Fatalf("movestogo 1: %v", mt)
	}
	// Ten moves in 10 s: about a second each, never the third.
	mt := MoveTime(ClockTime{Left: 10 * time.Second, MovesToGo: 10, Overhead: 10 * time.Millisecond})
	if mt < 900*time.Millisecond || mt > 1100*time.Millisecond {
		t.Fatalf("10 moves in 10 s: %v", mt)
	}
	// No time at all, or less than the overhead: the least, within the clock.
	for _, left := range []time.Duration{0, -time.Second, time.Millisecond, 50 * time.Millisecond} {
		mt := MoveTime(ClockTime{Left: left, Overhead: 100 * time.Millisecond})
		if mt < 0 || (left > 0 && mt >= left) || mt > MinMoveTime {
			t.Fatalf("%v left: %v", left, mt)
		}
	}
}

func TestMoveTimeAllocs(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { MoveTime(ClockTime{Left: time.Minute}) }); n != 0 {
		t.Fatalf("%v allocs", n)
	}
}

// TestByoyomiNeverUsesAPeriod plays 200 moves under a countdown, each
// taking its whole MoveTime plus the whole Overhead (the worst case): the
// main time runs out, and no move ever goes into a period by more than the
// period less its margin.
func TestByoyomiNeverUsesAPeriod(t *testing.T) {
	for _, tc := range []struct {
		main, period, o time.Duration
		closest         time.Duration // the least left in a period after a move
	}{
		{5 * time.Second, time.Second, 50 * time.Millisecond, 500 * time.Millisecond},
		{2 * time.Second, 500 * time.Millisecond, 50 * time.Millisecond, 250 * time.Millisecond},
		{20 * time.Minute, 30 * time.Second, 100 * time.Millisecond, time.Second},
		{0, 10 * time.Second, 100 * time.Millisecond, time.Second},
	} {
		main := tc.main
		least := tc.period
		for i := range 200 {
			took := MoveTime(ClockTime{Left: main, Overhead: tc.o, Played: i, Byoyomi: tc.period}) + tc.o
			into := max(took-main, 0) // the time taken from the period
			main = max(main-took, 0)
			if into >= tc.period {
				t.Fatalf("%v+%v: move %d took %v of the period", tc.main, tc.period, i+1, into)
			}
			least = min(least, tc.period-into)
		}
		if main != 0 {
			t.Errorf("%v+%v: main time %v never used", tc.main, tc.period, main)
		}
		if least != tc.closest {
			t.Errorf("%v+%v: closest %v, want %v", tc.main, tc.period, least, tc.closest)
		}
	}
	// Out of main time the move is the period less its margin exactly.
	if got := MoveTime(ClockTime{Byoyomi: time.Second, Overhead: 50 * time.Millisecond}); got != 450*time.Millisecond {
		t.Errorf("in the countdown: %v, want 450ms", got)
	}
	// A caller that has seen its moves come late keeps that back too.
	if got := MoveTime(ClockTime{Byoyomi: time.Second, Overhead: 50 * time.Millisecond, Lag: 200 * time.Millisecond}); got != 250*time.Millisecond {
		t.Errorf("with 200 ms lag: %v, want 250ms", got)
	}
}
