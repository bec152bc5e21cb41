package main

import (
	"fmt"
	"math"
	"time"
)

// iteration is a completed iteration as the engine reported it: its depth
// and the nodes searched from the start of the search to its end.
type iteration struct {
	Depth int
	Nodes uint64
}

// search is what one "go movetime" told: the deepest completed depth, the
// last node count the engine gave (with the time on that line, when it
// had one), the wall time to its bestmove, and the iterations it reported
// nodes for.
type search struct {
	Depth  int
	Nodes  uint64
	TimeMs int64 // the engine's time on the line of Nodes; -1 if it gave none
	Wall   time.Duration
	Iters  []iteration // increasing depth, the last report of each depth
}

// readSearch reads the engine's lines from go to bestmove.
//
// Nodes is the last count the engine printed: our engine prints the total
// at every completed iteration (so it leaves out the unfinished last one),
// ElephantEye prints "info time T nodes N" once, for the whole search.
// A line counts as a completed iteration when it has a depth and a score,
// is no bound, and is MultiPV line 1 if it is one at all.
func readSearch(lines []string, wall time.Duration) (search, error) {
	s := search{TimeMs: -1, Wall: wall}
	for _, line := range lines {
		in, ok, err := parseInfo(line)
		if err != nil {
			return search{}, fmt.Errorf("%v: %q", err, line)
		}
		if !ok {
			continue
		}
		if in.HasNodes {
			s.Nodes, s.TimeMs = in.Nodes, -1
			if in.HasTime {
				s.TimeMs = in.TimeMs
			}
		}
		if !in.HasDepth || !in.Score || in.Bound || in.MultiPV > 1 {
			continue
		}
		s.Depth = max(s.Depth, in.Depth)
		if !in.HasNodes {
			continue
		}
		it := iteration{in.Depth, in.Nodes}
		if n := len(s.Iters); n > 0 && s.Iters[n-1].Depth == in.Depth {
			s.Iters[n-1] = it
		} else if n == 0 || s.Iters[n-1].Depth < in.Depth {
			s.Iters = append(s.Iters, it)
		}
	}
	return s, nil
}

// nps is nodes per second: over the engine's own time on the line that
// gave the nodes, which matches them, or over the wall time when that line
// had none (or said 0 ms).
func (s search) nps() float64 {
	if s.TimeMs > 0 {
		return float64(s.Nodes) * 1000 / float64(s.TimeMs)
	}
	if s.Wall > 0 {
		return float64(s.Nodes) / s.Wall.Seconds()
	}
	return math.NaN()
}

// ebfA is the effective branching factor as nodes^(1/depth): the b of a
// uniform tree of that depth with that many nodes. Any engine that reports
// its nodes and depth has it; NaN without both.
func (s search) ebfA() float64 {
	if s.Depth < 1 || s.Nodes == 0 {
		return math.NaN()
	}
	return math.Pow(float64(s.Nodes), 1/float64(s.Depth))
}

// ebfIters is how many ratios ebfB takes the mean of (its root is a
// cube root).
const ebfIters = 3

// ebfB is the effective branching factor as the geometric mean of
// nodes(d)/nodes(d-1) over the last three completed iterations, from the
// node totals reported at each: how many times the nodes grow for one more
// ply where the search has settled. The mean of three ratios of
// consecutive totals is the cube root of nodes(D)/nodes(D-3). NaN unless
// the last four reported iterations are consecutive depths ending at the
// deepest one, each with nodes.
func (s search) ebfB() float64 {
	n := len(s.Iters)
	if n < ebfIters+1 {
		return math.NaN()
	}
	last := s.Iters[n-ebfIters-1:]
	if last[ebfIters].Depth != s.Depth {
		return math.NaN()
	}
	for i, it := range last {
		if it.Nodes == 0 || (i > 0 && it.Depth != last[i-1].Depth+1) {
			return math.NaN()
		}
	}
	// Cbrt, not Pow(x, 1/3.): exact for exact cubes.
	return math.Cbrt(float64(last[ebfIters].Nodes) / float64(last[0].Nodes))
}
