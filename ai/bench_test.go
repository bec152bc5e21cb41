package ai

import (
	"context"
	"slices"
	"testing"
	"time"

	"xiangqi/rules"
)

// BenchmarkSearch searches the test positions to a fixed depth and reports
// nodes per second.
func BenchmarkSearch(b *testing.B) {
	e := NewEngine(16)
	var nodes uint64
	b.ResetTimer()
	cpu := cpuTime()
	for i := 0; i < b.N; i++ {
		for _, fen := range testFENs {
			p := mustFEN(b, fen)
			e.Clear()
			nodes += e.Search(context.Background(), Request{Pos: p, Limits: Limits{Depth: 8}}).Nodes
		}
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	if c := cpuTime() - cpu; c > 0 {
		b.ReportMetric(float64(nodes)/c.Seconds(), "nodes/cpu-s")
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

// BenchmarkStartDepth reports the depth completed in one second from the
// start position.
func BenchmarkStartDepth(b *testing.B) {
	for i := 0; i < b.N; i++ {
		e := NewEngine(64)
		// A hard one-second deadline, so that iterations are started as
		// long as time remains.
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		r := e.Search(ctx, Request{Pos: rules.StartPosition()})
		cancel()
		b.ReportMetric(float64(r.Depth), "depth")
		b.ReportMetric(float64(r.Nodes)/r.Elapsed.Seconds(), "nodes/s")
	}
}

// BenchmarkThreads compares one thread with two: each round searches every
// position for one second (a hard deadline, as in BenchmarkStartDepth)
// with a fresh engine, once with one thread and once with two, alternating
// so that both see the same load on a shared machine. It logs each search
// (depth completed, nodes per second over all threads, and the time at
// which the deepest depth both completed was done) and reports medians.
func BenchmarkThreads(b *testing.B) {
	fens := []string{testFENs[0], testFENs[1], testFENs[2], testFENs[3]}
	var depth, nps [3][]float64
	var speedup []float64
	for i := 0; i < b.N; i++ {
		for _, fen := range fens {
			p := mustFEN(b, fen)
			var done [3][]time.Duration // done[t][d]: when depth d completed
			var res [3]Result
			for _, th := range []int{1, 2} {
				e := NewEngine(64)
				done[th] = make([]time.Duration, MaxDepth+1)
				ctx, cancel := context.WithTimeout(context.Background(), time.Second)
				res[th] = e.Search(ctx, Request{Pos: p, Threads: th, Info: func(in Info) { done[th][in.Depth] = in.Elapsed }})
				cancel()
				depth[th] = append(depth[th], float64(res[th].Depth))
				nps[th] = append(nps[th], float64(res[th].Nodes)/res[th].Elapsed.Seconds())
			}
			d := min(res[1].Depth, res[2].Depth)
			if d == 0 {
				b.Fatalf("%s: no iteration completed in a second", fen)
			}
			s := done[1][d].Seconds() / done[2][d].Seconds()
			speedup = append(speedup, s)
			b.Logf("%-20.20s 1 thread: depth %d, %.2f M nodes/s; 2 threads: depth %d, %.2f M nodes/s (%.2fx); depth %d in %v vs %v (%.2fx)",
				fen, res[1].Depth, nps[1][len(nps[1])-1]/1e6, res[2].Depth, nps[2][len(nps[2])-1]/1e6,
				nps[2][len(nps[2])-1]/nps[1][len(nps[1])-1], d, done[1][d].Round(time.Millisecond), done[2][d].Round(time.Millisecond), s)
		}
	}
	med := func(x []float64) float64 {
		y := slices.Clone(x)
		slices.Sort(y)
		return (y[(len(y)-1)/2] + y[len(y)/2]) / 2
	}
	b.ReportMetric(med(depth[1]), "depth-1t")
	b.ReportMetric(med(depth[2]), "depth-2t")
	b.ReportMetric(med(nps[1]), "nodes/s-1t")
	b.ReportMetric(med(nps[2]), "nodes/s-2t")
	b.ReportMetric(med(speedup), "time-to-depth-ratio")
}
