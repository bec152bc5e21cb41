package main

import (
	"math"
	"testing"
	"time"
)

func isNaN(x float64) bool { return math.IsNaN(x) }

func TestEBFA(t *testing.T) {
	for _, c := range []struct {
		depth int
		nodes uint64
		want  float64
	}{
		{1, 44, 44},
		{2, 1600, 40},
		{3, 1000, 10},
		{10, 1024, 2},
		{6, 27000, math.Sqrt(30)},
	} {
		got := search{Depth: c.depth, Nodes: c.nodes}.ebfA()
		if math.Abs(got-c.want) > 1e-12*c.want {
			t.Errorf("depth %d nodes %d: %v, want %v", c.depth, c.nodes, got, c.want)
		}
	}
	for _, s := range []search{{Depth: 0, Nodes: 5}, {Depth: 4, Nodes: 0}} {
		if !isNaN(s.ebfA()) {
			t.Errorf("%+v: EBF a %v, want none", s, s.ebfA())
		}
	}
}

func TestEBFB(t *testing.T) {
	// 1000 → 27000 over three iterations: ratios 2, 4.5, 3, whose
	// geometric mean is 3.
	s := search{Depth: 6, Nodes: 27000, Iters: []iteration{{2, 100}, {3, 1000}, {4, 2000}, {5, 9000}, {6, 27000}}}
	if got := s.ebfB(); got != 3 {
		t.Errorf("EBF b %v, want 3", got)
	}
	// Only the last three ratios count.
	s.Iters[0].Nodes = 1
	if got := s.ebfB(); got != 3 {
		t.Errorf("EBF b %v, want 3", got)
	}
	s = search{Depth: 4, Nodes: 64, Iters: []iteration{{1, 1}, {2, 4}, {3, 16}, {4, 64}}}
	if got := s.ebfB(); got != 4 {
		t.Errorf("EBF b %v, want 4", got)
	}
	for name, s := range map[string]search{
		"three iterations":      {Depth: 3, Iters: []iteration{{1, 1}, {2, 8}, {3, 64}}},
		"a depth missing":       {Depth: 6, Iters: []iteration{{2, 1}, {3, 8}, {5, 64}, {6, 512}}},
		"deepest without nodes": {Depth: 7, Iters: []iteration{{3, 1}, {4, 8}, {5, 64}, {6, 512}}},
		"zero nodes":            {Depth: 4, Iters: []iteration{{1, 0}, {2, 8}, {3, 64}, {4, 512}}},
		"none":                  {Depth: 9, Nodes: 1000},
	} {
		if !isNaN(s.ebfB()) {
			t.Errorf("%s: EBF b %v, want none", name, s.ebfB())
		}
	}
}

func TestMedian(t *testing.T) {
	for _, c := range []struct {
		xs   []float64
		want float64
	}{{[]float64{3, 1, 2}, 2}, {[]float64{4, 1, 3, 2}, 2.5}, {[]float64{7}, 7}} {
		if got := median(c.xs); got != c.want {
			t.Errorf("median %v = %v, want %v", c.xs, got, c.want)
		}
	}
	if !isNaN(median(nil)) {
		t.Error("median of none is not NaN")
	}
}

func TestSummarize(t *testing.T) {
	ms := time.Millisecond
	rows := []row{
		{1, 100 * ms, search{Depth: 4, Nodes: 10000, TimeMs: 100, Wall: 101 * ms}},
		{2, 100 * ms, search{Depth: 2, Nodes: 100, TimeMs: 50, Wall: 99 * ms,
			Iters: []iteration{{1, 1}, {2, 100}}}},
		{3, 100 * ms, search{Depth: 4, Nodes: 81, TimeMs: -1, Wall: 90 * ms,
			Iters: []iteration{{1, 1}, {2, 3}, {3, 9}, {4, 81}}}},
		{1, 300 * ms, search{Depth: 9, Nodes: 512, TimeMs: 256, Wall: 300 * ms}},
	}
	got := summarize(rows, []time.Duration{100 * ms, 300 * ms, time.Second})
	if len(got) != 3 {
		t.Fatalf("%d summaries", len(got))
	}
	s := got[0]
	// EBF a: 10, 10, 3; nodes/s: 100000, 2000, 900 (81 over 90 ms of wall
	// time); EBF b only from the third: cbrt(81/1).
	if s.N != 3 || s.Depth != 4 || s.MinDepth != 2 || s.MaxDepth != 4 || s.Wall != 99 || s.NPS != 2000 ||
		math.Abs(s.EBFA-10) > 1e-12 || s.EBFB != math.Cbrt(81) || s.NB != 1 {
		t.Errorf("100ms: %+v", s)
	}
	s = got[1]
	if s.N != 1 || s.Depth != 9 || s.MinDepth != 9 || s.MaxDepth != 9 || s.NPS != 2000 || math.Abs(s.EBFA-2) > 1e-12 || !isNaN(s.EBFB) || s.NB != 0 {
		t.Errorf("300ms: %+v", s)
	}
	if s := got[2]; s.N != 0 || !isNaN(s.Depth) || !isNaN(s.NPS) {
		t.Errorf("1s, no searches: %+v", s)
	}
}
