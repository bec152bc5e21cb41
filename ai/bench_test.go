package ai

import (
	"context"
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
			nodes += e.Search(context.Background(), p, nil, Limits{Depth: 8}, nil).Nodes
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
		r := e.Search(ctx, rules.StartPosition(), nil, Limits{}, nil)
		cancel()
		b.ReportMetric(float64(r.Depth), "depth")
		b.ReportMetric(float64(r.Nodes)/r.Elapsed.Seconds(), "nodes/s")
	}
}
