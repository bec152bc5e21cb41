package gamedb

import (
	"context"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
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
		dir := b.TempDir()
		db, _, err := Open(context.Background(), dir)
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		if _, err := db.Import(context.Background(), text, time.Now(), nil); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		db.Close()
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

// library opens a library of -bench-games games, made once per benchmark.
func library(b *testing.B, n int) *DB {
	dir := b.TempDir()
	db, _, err := Open(context.Background(), dir)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := db.Import(context.Background(), corpus(b, n), t0, nil); err != nil {
		b.Fatal(err)
	}
	db.Close()
	db, _, err = Open(context.Background(), dir)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { db.Close() })
	return db
}

// BenchmarkOpenAndList is what the Games screen does to open: open the
// index (checking it against the folder) and read the first 50 games and
// the count, at -bench-games games and at 5.
func BenchmarkOpenAndList(b *testing.B) {
	for _, n := range []int{5, *benchGames} {
		b.Run(itoa(n), func(b *testing.B) {
			dir := library(b, n).dir
			b.ResetTimer()
			for range b.N {
				db, _, err := Open(context.Background(), dir)
				if err != nil {
					b.Fatal(err)
				}
				rows, err := db.List(context.Background(), Query{Limit: 50})
				if err != nil || len(rows) != min(50, n) {
					b.Fatal(err, len(rows))
				}
				if _, err := db.Count(context.Background(), Query{}); err != nil {
					b.Fatal(err)
				}
				db.Close()
			}
		})
	}
}

// BenchmarkExplore asks for the moves of positions early and deep.
func BenchmarkExplore(b *testing.B) {
	db := library(b, *benchGames)
	ps := samplePositionsB(b)
	b.ResetTimer()
	for i := range b.N {
		if _, err := db.Explore(context.Background(), ps[i%len(ps)]); err != nil {
			b.Fatal(err)
		}
	}
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

func itoa(n int) string { return strconv.Itoa(n) }
