package record

import (
	"bytes"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/text/encoding/simplifiedchinese"

	"xiangqi/rules"
)

// BenchmarkRead5000 reads a file of 5,000 random legal games of 80 plies
// (fewer when one ends), written by Write in ICCS and in Chinese.
func BenchmarkRead5000(b *testing.B) {
	const count = 5000
	r := rand.New(rand.NewPCG(5000, 80))
	start := rules.StartPosition()
	games := make([]*Game, count)
	for i := range games {
		games[i] = &Game{
			Tags:  []Tag{{"Event", "Benchmark"}, {"Red", "红方"}, {"Black", "黑方"}, {"Result", "*"}},
			Start: start,
			Moves: randomMoves(r, start, 80),
		}
	}
	for _, n := range []rules.Notation{rules.ICCS, rules.Chinese} {
		var file bytes.Buffer
		for _, g := range games {
			if err := Write(&file, g, n); err != nil {
				b.Fatal(err)
			}
		}
		b.Run(NotationName(n), func(b *testing.B) {
			b.SetBytes(int64(file.Len()))
			b.ReportAllocs()
			for b.Loop() {
				got, errs := Read(file.Bytes())
				if len(got) != count || len(errs) != 0 {
					b.Fatalf("read %d games, errors %v", len(got), errs)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/count, "ns/game")
		})
	}
}

// BenchmarkReadComments reads a game whose first move has n comments {c}
// (issue 25, item 4: joining them was quadratic; 200,000 took 49 s).
func BenchmarkReadComments(b *testing.B) {
	for _, n := range []int{200000, 2000000} {
		text := []byte(manyComments(n))
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			b.ReportAllocs()
			for b.Loop() {
				if games, errs := Read(text); len(games) != 1 || len(errs) != 0 {
					b.Fatalf("%d games, errors %v", len(games), errs)
				}
			}
		})
	}
}

// BenchmarkReadBareResults reads 2,000,000 result marks and nothing else
// (issue 25, item 5: each was a game, 1 GB in all).
func BenchmarkReadBareResults(b *testing.B) {
	text := []byte(strings.Repeat("1-0 ", 2000000))
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		if games, errs := Read(text); len(games) != 0 || len(errs) != 0 {
			b.Fatalf("%d games, %d errors", len(games), len(errs))
		}
	}
}

// BenchmarkReadGBK reads 1,000 random games written in Chinese and
// encoded in GBK, each decoded on its own (issue 25, item 1), against the
// same file in UTF-8.
func BenchmarkReadGBK(b *testing.B) {
	const count = 1000
	r := rand.New(rand.NewPCG(1000, 80))
	start := rules.StartPosition()
	var file bytes.Buffer
	for range count {
		g := &Game{Tags: []Tag{{"Red", "红方"}, {"Black", "黑方"}}, Start: start, Moves: randomMoves(r, start, 80)}
		if err := Write(&file, g, rules.Chinese); err != nil {
			b.Fatal(err)
		}
	}
	gbk, err := simplifiedchinese.GBK.NewEncoder().Bytes(file.Bytes())
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		name string
		text []byte
	}{{"UTF-8", file.Bytes()}, {"GBK", gbk}} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(c.text)))
			b.ReportAllocs()
			for b.Loop() {
				if games, errs := Read(c.text); len(games) != count || len(errs) != 0 {
					b.Fatalf("%d games, errors %v", len(games), errs)
				}
			}
		})
	}
}
