//go:build !js

package session

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"runtime"
	"strconv"
	"testing"
	"time"

	"xiangqi/gamedb"
	"xiangqi/internal/shareddata"
	"xiangqi/record"
	"xiangqi/rules"
)

// benchCorpus is n games made from the master games beside the project
// (skipped where they are absent), each copy
// with its own players' suffix, date, result and, one in four, a Computer
// tag with a level (so that the tally per level has work), so that none
// is a duplicate of another.
func benchCorpus(tb testing.TB, n int) []byte {
	tb.Helper()
	base := shareddata.MasterGames(tb)
	var buf bytes.Buffer
	results := []string{"1-0", "1/2-1/2", "0-1", "*"}
	for i := range n {
		g := *base[i%len(base)]
		g.Tags = append([]record.Tag(nil), g.Tags...)
		k := i / len(base)
		g.SetTag("Red", fmt.Sprintf("%s %d", g.Tag("Red"), k))
		g.SetTag("Date", fmt.Sprintf("%04d.%02d.%02d", 1980+i%40, 1+i%12, 1+i%28))
		g.SetTag("Result", results[i%len(results)])
		if i%4 == 0 {
			g.SetTag("Computer", "Black")
			g.SetTag("Level", LevelName(Level(i%int(NumLevels))))
		}
		if err := record.Write(&buf, &g, rules.ICCS); err != nil {
			tb.Fatal(err)
		}
	}
	return buf.Bytes()
}

// benchLibrary is a library of n games with its index, opened once more
// a second after the import, as the game's next start finds it.
func benchLibrary(b *testing.B, n int) Library {
	lib := Library{Dir: b.TempDir()}
	x, _ := OpenIndex(context.Background(), lib)
	if _, err := x.Import(context.Background(), benchCorpus(b, n), time.Date(2026, 12, 3, 9, 0, 0, 0, time.UTC), nil); err != nil {
		b.Fatal(err)
	}
	x.Close()
	time.Sleep(1100 * time.Millisecond)
	x, _ = OpenIndex(context.Background(), lib)
	x.Close()
	return lib
}

// screenPage is what the Games screen asks its index for when it opens
// (gamesScreen.reload and ensure): the count, the tally per level, and
// the first page, the rows of a 1280×720 view (11) and game's pageMargin
// (12 since the screen's first frame was measured; 51 rows asked here).
func screenPage(tb testing.TB, x GameIndex, q gamedb.Query, want int) []gamedb.Row {
	ctx := context.Background()
	if _, err := x.Count(ctx, q); err != nil {
		tb.Fatal(err)
	}
	if _, err := x.StatsByLevel(ctx, gamedb.Query{}); err != nil {
		tb.Fatal(err)
	}
	q.Limit = 51
	rows, err := x.List(ctx, q)
	if err != nil || len(rows) != want {
		tb.Fatalf("%d rows (%v), want %d", len(rows), err, want)
	}
	return rows
}

// BenchmarkGamesScreen (issue 28) measures the Games screen's data on
// libraries of 5 and -bench-games games (20,000): Open is opening the
// index at the game's start (off the frame loop), checked against the
// folder; FirstPage is what the screen asks when it opens, on the index
// open; Search, Opponent and Stats are a search, another order and the
// statistics on the big library. heap-MB is the heap in use after a GC
// with the index open and the page held: the screen's memory.
func BenchmarkGamesScreen(b *testing.B) {
	sizes := []int{5, *benchGames}
	libs := map[int]Library{}
	for _, n := range sizes {
		libs[n] = benchLibrary(b, n)
	}
	heap := func() float64 {
		var m runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&m)
		return float64(m.HeapInuse) / 1e6
	}
	for _, n := range sizes {
		b.Run("Open/"+strconv.Itoa(n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				x, notices := OpenIndex(context.Background(), libs[n])
				if len(notices) > 0 {
					b.Fatal(notices)
				}
				x.Close()
			}
		})
	}
	for _, n := range sizes {
		b.Run("FirstPage/"+strconv.Itoa(n), func(b *testing.B) {
			x, _ := OpenIndex(context.Background(), libs[n])
			defer x.Close()
			b.ReportAllocs()
			var rows []gamedb.Row
			for b.Loop() {
				rows = screenPage(b, x, gamedb.Query{}, min(n, 51))
			}
			b.ReportMetric(heap(), "heap-MB")
			runtime.KeepAlive(rows)
		})
	}
	n := *benchGames
	x, _ := OpenIndex(context.Background(), libs[n])
	defer x.Close()
	for _, c := range []struct {
		name string
		q    gamedb.Query
	}{
		{"Search", gamedb.Query{Text: "hu 12"}},
		{"Opponent", gamedb.Query{Sort: gamedb.SortOpponent}},
		{"Won", gamedb.Query{Kinds: []gamedb.Kind{gamedb.KindComputer}, Outcome: gamedb.OutcomeWon, Sort: gamedb.SortLength}},
	} {
		b.Run(c.name+"/"+strconv.Itoa(n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				ctx := context.Background()
				if _, err := x.Count(ctx, c.q); err != nil {
					b.Fatal(err)
				}
				q := c.q
				q.Limit = 51
				if _, err := x.List(ctx, q); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	b.Run("Stats/"+strconv.Itoa(n), func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := x.StatsByOpening(context.Background(), gamedb.Query{}); err != nil {
				b.Fatal(err)
			}
			if _, err := x.StatsByLevel(context.Background(), gamedb.Query{}); err != nil {
				b.Fatal(err)
			}
		}
	})
}

var benchGames = flag.Int("bench-games", 20000, "games in BenchmarkGamesScreen's big library")
