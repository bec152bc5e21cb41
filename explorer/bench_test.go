package explorer

import (
	"context"
	"runtime"
	"testing"
	"time"

	"xiangqi/record"
	"xiangqi/rules"
)

// BenchmarkBuild indexes the 2,516 master games beside the project (the
// game's master explorer before issue 50 did so at its first use, from
// the text) and reports the heap the index keeps.
func BenchmarkBuild(b *testing.B) {
	games := masters(b)
	for range b.N {
		FromGames(games)
	}
	b.StopTimer()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	ix := FromGames(games)
	runtime.GC()
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc)/1e6, "MB-kept")
	b.ReportMetric(float64(ix.Positions()), "rows")
	runtime.KeepAlive(ix)
}

// samplePositions are positions early and deep in the games.
func samplePositions(games []*record.Game) []rules.Position {
	ps := []rules.Position{rules.StartPosition()}
	for i := 0; i < len(games) && len(ps) < 40; i += 37 {
		p := games[i].Start
		for j, m := range games[i].Moves {
			p.MakeMove(m)
			if j == 1 || j == 9 || j == 30 {
				ps = append(ps, p)
			}
		}
	}
	return ps
}

func benchExplore(b *testing.B, ix *Index, games []*record.Game) {
	ps := samplePositions(games)
	worst := time.Duration(0)
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		t := time.Now()
		if _, err := ix.Explore(context.Background(), ps[i%len(ps)]); err != nil {
			b.Fatal(err)
		}
		worst = max(worst, time.Since(t))
	}
	b.ReportMetric(float64(worst.Microseconds())/1000, "worst-ms")
}

// BenchmarkExplore answers from positions early and deep on the masters'
// index, and on an index of 20,000 games (the masters eight times over).
func BenchmarkExplore(b *testing.B) {
	games := masters(b)
	b.Run("masters", func(b *testing.B) { benchExplore(b, FromGames(games), games) })
	b.Run("20000", func(b *testing.B) {
		var many []*record.Game
		for len(many) < 20000 {
			many = append(many, games[len(many)%len(games)])
		}
		benchExplore(b, FromGames(many), games)
	})
}
