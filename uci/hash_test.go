package uci

import (
	"bytes"
	"runtime/debug"
	"strconv"
	"testing"
	"time"
)

// hashMovetimes sets Hash to mib and times the first n searches of
// "go movetime ms" from the go line to the bestmove, as a GUI measures
// them (setoption and isready come before, as a GUI sends them).
// faults are the minor page faults during each search (-1 if unknown).
func hashMovetimes(t testing.TB, mib, n int, ms string) (took []time.Duration, faults []int64) {
	t.Helper()
	var out bytes.Buffer
	s := NewSession(&out, Config{MaxHashMiB: mib})
	s.Handle("setoption name Hash value " + strconv.Itoa(mib))
	s.Handle("isready")
	for range n {
		s.Handle("position startpos")
		f0, start := pageFaults(), time.Now()
		s.Handle("go movetime " + ms)
		s.Wait()
		took = append(took, time.Since(start))
		if f0 < 0 {
			faults = append(faults, -1)
		} else {
			faults = append(faults, pageFaults()-f0)
		}
	}
	return took, faults
}

// TestHash1024Movetime: with the largest table, the table's allocation and
// first touch come before the clock starts (setoption Hash), so that the
// first searches answer within their time, not 0.5–1.2 s after it.
func TestHash1024Movetime(t *testing.T) {
	if testing.Short() {
		t.Skip("allocates 1 GiB")
	}
	took, faults := hashMovetimes(t, 1024, 5, "300")
	// Give the table back now, so that returning it does not slow the
	// timed tests after this one.
	debug.FreeOSMemory()
	t.Logf("go movetime 300 with Hash 1024, first five: %v, page faults %v", took, faults)
	// Untouched, the table's pages were mapped in the first searches:
	// 820–1160 page faults in the first, up to 520 in the second (and
	// with them 0.85–1.7 s); touched, about 50 and 20. The race detector
	// maps its shadow memory as the search goes.
	if faults[0] > 400 && !raceEnabled {
		t.Errorf("%d page faults in the first search: the table was not touched before it", faults[0])
	}
	for i, d := range took {
		if d > 2*time.Second {
			t.Errorf("search %d: go movetime 300 answered after %v", i+1, d)
		}
	}
}
