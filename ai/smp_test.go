package ai

import (
	"context"
	"runtime"
	"slices"
	"testing"
	"time"

	"xiangqi/rules"
)

// goroutinesSettle waits until at most want goroutines run (a goroutine
// that has sent its last value may take a moment to exit) and returns the
// count.
func goroutinesSettle(want int) int {
	n := runtime.NumGoroutine()
	for i := 0; i < 100 && n > want; i++ {
		time.Sleep(5 * time.Millisecond)
		n = runtime.NumGoroutine()
	}
	return n
}

// TestRequestThreads: a request's Threads, clamped to 1–MaxThreads, is
// the number of searchers, the main one and its helpers.
func TestRequestThreads(t *testing.T) {
	e := NewEngine(1)
	p := rules.StartPosition()
	for _, c := range []struct{ set, want int }{{0, 1}, {-3, 1}, {2, 2}, {4, 4}, {1, 1}, {MaxThreads + 5, MaxThreads}, {3, 3}} {
		r := e.Search(context.Background(), Request{Pos: p, Limits: Limits{Depth: 1}, Threads: c.set})
		if len(e.s.helpers) != c.want-1 || r.Depth != 1 {
			t.Errorf("Threads %d: %d helpers, depth %d; want %d helpers", c.set, len(e.s.helpers), r.Depth, c.want-1)
		}
	}
}

// TestThreadsLegal: with two threads every search returns a legal move and
// a legal principal variation at the requested depth, the helper
// searches, the position is left as it was and no goroutine is left.
func TestThreadsLegal(t *testing.T) {
	e := NewEngine(4)
	before := runtime.NumGoroutine()
	var helped uint64
	for _, fen := range testFENs {
		p := mustFEN(t, fen)
		var infos int
		r := e.Search(context.Background(), Request{Threads: 2, Pos: p, Limits: Limits{Depth: 6}, Info: func(in Info) {
			infos++
			if in.Nodes == 0 || len(in.PV) == 0 {
				t.Errorf("%s: empty info %+v", fen, in)
			}
		}})

		if !p.IsLegal(r.Move) || r.Depth != 6 || infos != 6 || len(r.PV) == 0 || r.PV[0] != r.Move {
			t.Fatalf("%s: result %+v after %d infos", fen, r, infos)
		}
		q := p
		for _, m := range r.PV {
			if !q.IsLegal(m) {
				t.Fatalf("%s: PV %v has an illegal move %v", fen, r.PV, m)
			}
			q.MakeMove(m)
		}
		if p.FEN() != fen || e.s.pos.FEN() != fen || e.s.n != 1 {
			t.Fatalf("%s: position changed", fen)
		}
		h := e.s.helpers[0].nodes
		if r.Nodes <= h {
			t.Errorf("%s: %d nodes in all, %d by the helper", fen, r.Nodes, h)
		}
		helped += h
	}
	// A short search may end before the helper's goroutine has run at
	// all; over all the positions it must have searched.
	if helped == 0 {
		t.Error("the helper never searched")
	}
	if n := goroutinesSettle(before); n > before {
		t.Errorf("%d goroutines after the searches, %d before", n, before)
	}
}

func TestThreadsMates(t *testing.T) { testMates(t, 2) }

// TestThreadsNodeLimit: the node budget bounds all threads together (each
// reports every 512 nodes, and sees the budget spent at its next report).
func TestThreadsNodeLimit(t *testing.T) {
	e := NewEngine(4)
	p := rules.StartPosition()
	r := e.Search(context.Background(), Request{Threads: 2, Pos: p, Limits: Limits{Nodes: 30000}})
	if r.Nodes > 30000+2*1024+512 || r.Depth < 1 || !p.IsLegal(r.Move) {
		t.Fatalf("node-limited search: %+v", r)
	}
}

// TestThreadsTimeLimit: a timed search with helpers keeps to its time.
func TestThreadsTimeLimit(t *testing.T) {
	e := NewEngine(4)
	p := rules.StartPosition()
	start := time.Now()
	r := e.Search(context.Background(), Request{Threads: 2, Pos: p, Limits: Limits{Time: 100 * time.Millisecond}})
	if d := time.Since(start); d > 100*time.Millisecond+5*cancelBound {
		t.Fatalf("a 100 ms search took %v", d)
	}
	if r.Depth < 1 || !p.IsLegal(r.Move) {
		t.Fatalf("no iteration completed in 100 ms: %+v", r)
	}
}

// TestThreadsCancel: a cancelled two-thread search returns promptly with a
// legal move, and no goroutine is left behind.
func TestThreadsCancel(t *testing.T) {
	e := NewEngine(8)
	runs := 20
	if testing.Short() {
		runs = 8
	}
	before := runtime.NumGoroutine()
	all := cancelReturns(t, e, runs, 2, 2)
	worst := all[len(all)-1]
	t.Logf("return after cancel over %d runs: median %v, worst %v", runs, all[len(all)/2], worst)
	// The median holds the promise; the worst is allowed the scheduling
	// delays of a loaded machine (CI runs test binaries side by side), and
	// still catches a helper that ignores the cancel (Limits{} never ends).
	if median := all[len(all)/2]; median > cancelBound || worst > 20*cancelBound {
		t.Fatalf("return after cancel: median %v, worst %v; want ≤ %v and ≤ %v", median, worst, cancelBound, 20*cancelBound)
	}
	if n := goroutinesSettle(before); n > before {
		t.Errorf("%d goroutines after the searches, %d before", n, before)
	}
}

// TestThreadsLevels: the levels' error model (every root move with an
// exact score) and the book work with helpers.
func TestThreadsLevels(t *testing.T) {
	e := NewEngine(4)
	e.Seed(3)
	for _, fen := range testFENs[1:] {
		p := mustFEN(t, fen)
		for _, l := range []Level{Easy, Medium} {
			r := e.Search(context.Background(), Request{Threads: 2, Pos: p, Level: l, Leveled: true, Limits: Limits{Depth: 3}})
			if !p.IsLegal(r.Move) {
				t.Fatalf("%s at %v: %v", fen, l, r.Move)
			}
		}
	}
	start := rules.StartPosition()
	r := e.Search(context.Background(), Request{Threads: 2, Pos: start, Level: Hard, Leveled: true})
	if !r.Book || !start.IsLegal(r.Move) {
		t.Fatalf("book move with helpers: %+v", r)
	}
}

// TestOneThreadUnchanged: back at one thread, an engine searches exactly as
// a fresh one (same nodes, move and score), whatever it did with more.
func TestOneThreadUnchanged(t *testing.T) {
	p := mustFEN(t, testFENs[2])
	want := NewEngine(4).Search(context.Background(), Request{Pos: p, Limits: Limits{Depth: 7}})
	e := NewEngine(4)
	e.Search(context.Background(), Request{Pos: p, Limits: Limits{Depth: 6}, Threads: 3})
	e.Clear()
	got := e.Search(context.Background(), Request{Pos: p, Limits: Limits{Depth: 7}})
	if got.Nodes != want.Nodes || got.Move != want.Move || got.Score != want.Score || !slices.Equal(got.PV, want.PV) {
		t.Fatalf("one thread after three: %+v, want %+v", got, want)
	}
}

// TestThreadsFewAllocs: a parallel search allocates per search (the
// helpers' goroutines, the result), never per node.
func TestThreadsFewAllocs(t *testing.T) {
	e := NewEngine(4)
	p := mustFEN(t, testFENs[1])
	e.Search(context.Background(), Request{Threads: 2, Pos: p, Limits: Limits{Depth: 5}}) // sets the helpers up
	var nodes uint64
	allocs := testing.AllocsPerRun(3, func() {
		nodes += e.Search(context.Background(), Request{Threads: 2, Pos: p, Limits: Limits{Depth: 6}}).Nodes
	})
	if allocs > 40 {
		t.Fatalf("%v allocations per two-thread search of %d nodes", allocs, nodes/3)
	}
}
