package record

import (
	"bytes"
	"math/rand/v2"
	"testing"

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
