package masterstats

import (
	"context"
	"runtime"
	"testing"

	"xiangqi/rules"
)

// TestLoad: the embedded table reads, has the dataset's games with their
// results (every one has a Result tag), and answers from the start with the central cannon first.
func TestLoad(t *testing.T) {
	tab, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if tab.Games() != 29870 || tab.Plies() != 30 || tab.MinGames() != 5 || tab.Positions() < 10000 {
		t.Fatalf("%d games, cut %d plies/%d games, %d positions", tab.Games(), tab.Plies(), tab.MinGames(), tab.Positions())
	}
	rows, _ := tab.Explore(context.Background(), rules.StartPosition())
	games, unknown := 0, 0
	for _, r := range rows {
		games += r.Games
		unknown += r.Unknown()
	}
	h2e2, _ := rules.ParseMoveText("h2e2")
	// 74 of the records have no move.
	if games != tab.Games()-74 || unknown != 0 || len(rows) == 0 || rows[0].Move != h2e2 {
		t.Errorf("from the start: %d games, %d without a result, first %+v; want the 29,796 with a move, each with its result, h2e2 first", games, unknown, rows[0])
	}
}

// BenchmarkLoad reads the embedded table, as the explorer does when it
// first counts in the master games, and reports the heap the table keeps.
func BenchmarkLoad(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Load(); err != nil {
			b.Fatal(err)
		}
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	tab, _ := Load()
	runtime.GC()
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc)/1e6, "MB-kept")
	runtime.KeepAlive(tab)
}

// BenchmarkExplore answers from the start and from a position 8 plies
// into the most played line.
func BenchmarkExplore(b *testing.B) {
	tab, err := Load()
	if err != nil {
		b.Fatal(err)
	}
	p := rules.StartPosition()
	ps := []rules.Position{p}
	for range 8 {
		rows, _ := tab.Explore(context.Background(), p)
		p.MakeMove(rows[0].Move)
		ps = append(ps, p)
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		tab.Explore(context.Background(), ps[i%len(ps)])
		i++
	}
}
