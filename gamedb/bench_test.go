//go:build !js

package gamedb

import (
	"context"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"testing"
	"time"

	"xiangqi/rules"
)

var benchGames = flag.Int("bench-games", 20000, "games in the benchmarks' library")

// BenchmarkImport imports -bench-games games into a new library; its
// baseline is BenchmarkConvertICCS, xiangqi-pgn -to iccs on the same text.
func BenchmarkImport(b *testing.B) {
	text := corpus(b, *benchGames)
	for range b.N {
		b.StopTimer()
		dir, err := os.MkdirTemp(b.TempDir(), "library")
		if err != nil {
			b.Fatal(err)
		}
		db, _, err := Open(context.Background(), dir)
		if err != nil {
			b.Fatal(err)
		}
		// What the iteration before left to write back or remove
		// (20,000 files, a run, the index) is done before this one
		// begins, not while it creates its files: each import is the
		// player's, into a new library on a disk at rest.
		syncDisks()
		b.StartTimer()
		if _, err := db.Import(context.Background(), text, time.Now(), nil); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		db.Close()
		if err := os.RemoveAll(dir); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkConvertICCS runs xiangqi-pgn -to iccs on the text BenchmarkImport imports.
func BenchmarkConvertICCS(b *testing.B) {
	dir := b.TempDir()
	bin := filepath.Join(dir, "xiangqi-pgn")
	if out, err := exec.Command("go", "build", "-o", bin, "xiangqi/cmd/xiangqi-pgn").CombinedOutput(); err != nil {
		b.Fatal(string(out))
	}
	in := filepath.Join(dir, "in.pgn")
	if err := os.WriteFile(in, corpus(b, *benchGames), 0o644); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		cmd := exec.Command(bin, "-to", "iccs", in)
		if err := cmd.Run(); err != nil {
			b.Fatal(err)
		}
	}
}

// library makes a library of n games in a new folder.
func library(b *testing.B, n int) string {
	dir := b.TempDir()
	db, _, err := Open(context.Background(), dir)
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Import(context.Background(), corpus(b, n), t0, nil); err != nil {
		b.Fatal(err)
	}
	// One open more than a second later finds the folder whole and
	// trusts its time from then on, as the game's first open after an
	// import does.
	time.Sleep(1100 * time.Millisecond)
	db2, _, err := Open(context.Background(), dir)
	if err != nil {
		b.Fatal(err)
	}
	db2.Close()
	return dir
}

// BenchmarkLibrary measures, on one library of -bench-games games made
// once (and one of 5): what the Games screen does to open (open the index,
// checking it against the folder, then read the count and the first 50
// games), with its heap growth; and the explorer's answer from positions
// early and deep.
func BenchmarkLibrary(b *testing.B) {
	dirs := map[int]string{5: library(b, 5), *benchGames: library(b, *benchGames)}
	for _, n := range []int{5, *benchGames} {
		b.Run("OpenAndList/"+strconv.Itoa(n), func(b *testing.B) {
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			for range b.N {
				db, _, err := Open(context.Background(), dirs[n])
				if err != nil {
					b.Fatal(err)
				}
				if _, err := db.Count(context.Background(), Query{}); err != nil {
					b.Fatal(err)
				}
				rows, err := db.List(context.Background(), Query{Limit: 50})
				if err != nil || len(rows) != min(50, n) {
					b.Fatal(err, len(rows))
				}
				db.Close()
			}
			runtime.ReadMemStats(&after)
			b.ReportMetric(float64(after.TotalAlloc-before.TotalAlloc)/float64(b.N)/1e6, "MB-alloc/op")
		})
	}
	// The list alone, on an index opened before (as a game that opens it
	// at start-up and keeps it would show the screen).
	for _, n := range []int{5, *benchGames} {
		b.Run("List/"+strconv.Itoa(n), func(b *testing.B) {
			db, _, err := Open(context.Background(), dirs[n])
			if err != nil {
				b.Fatal(err)
			}
			defer db.Close()
			b.ResetTimer()
			for range b.N {
				if _, err := db.Count(context.Background(), Query{}); err != nil {
					b.Fatal(err)
				}
				rows, err := db.List(context.Background(), Query{Limit: 50})
				if err != nil || len(rows) != min(50, n) {
					b.Fatal(err, len(rows))
				}
			}
		})
	}
	b.Run("Explore/"+strconv.Itoa(*benchGames), func(b *testing.B) {
		db, _, err := Open(context.Background(), dirs[*benchGames])
		if err != nil {
			b.Fatal(err)
		}
		defer db.Close()
		ps := samplePositionsB(b)
		worst := time.Duration(0)
		b.ResetTimer()
		for i := range b.N {
			t := time.Now()
			if _, err := db.Explore(context.Background(), ps[i%len(ps)]); err != nil {
				b.Fatal(err)
			}
			worst = max(worst, time.Since(t))
		}
		b.ReportMetric(float64(worst.Microseconds())/1000, "worst-ms")
	})
}

func samplePositionsB(b *testing.B) []rules.Position {
	games := masterGames(b)
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

// BenchmarkDamaged measures, on a library of -bench-games games, the
// quick_check Open runs on every open, and an Open that finds a damaged
// page (its second page overwritten) and rebuilds the index from the
// records.
func BenchmarkDamaged(b *testing.B) {
	dir := library(b, *benchGames)
	path := filepath.Join(dir, IndexFile)
	whole, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("QuickCheck", func(b *testing.B) {
		db, _, err := Open(context.Background(), dir)
		if err != nil {
			b.Fatal(err)
		}
		defer db.Close()
		b.ResetTimer()
		for range b.N {
			if why := db.quickCheck(context.Background()); why != "" {
				b.Fatal(why)
			}
		}
	})
	b.Run("Rebuild", func(b *testing.B) {
		for range b.N {
			b.StopTimer()
			damagedCopy := append([]byte(nil), whole...)
			for i := 4096; i < 4096+64; i++ {
				damagedCopy[i] = 0xA5
			}
			os.Remove(path + "-wal")
			os.Remove(path + "-shm")
			if err := os.WriteFile(path, damagedCopy, 0o644); err != nil {
				b.Fatal(err)
			}
			syncDisks()
			b.StartTimer()
			db, rep, err := Open(context.Background(), dir)
			if err != nil || rep.Rebuilt == "" || rep.Indexed != *benchGames {
				b.Fatal(err, rep.Rebuilt, rep.Indexed)
			}
			b.StopTimer()
			db.Close()
		}
	})
}
