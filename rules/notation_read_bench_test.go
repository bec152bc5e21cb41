package rules

import (
	"math/rand/v2"
	"testing"
)

// readCase is a position and one of its legal moves written in some notation.
type readCase struct {
	pos  Position
	text string
	want Move
}

// readCases writes a random legal move of each of count positions in
// notation n: positions of random games from the start, as a game record
// holds them, and one in four a random position crowded with like pieces on
// few files, where the tandem marks are common.
func readCases(b *testing.B, n Notation, count int) []readCase {
	rng := rand.New(rand.NewPCG(7, uint64(n)))
	var cases []readCase
	add := func(p *Position) bool {
		var l MoveList
		p.GenerateMoves(&l)
		if l.N == 0 {
			return false
		}
		m := l.Moves[rng.IntN(l.N)]
		cases = append(cases, readCase{pos: *p, text: p.Notate(m, n), want: m})
		return true
	}
	for len(cases) < count {
		if len(cases)%4 == 3 {
			if p, ok := randomTandemPosition(rng); ok {
				add(&p)
			}
			continue
		}
		p := StartPosition()
		for range rng.IntN(100) {
			var l MoveList
			p.GenerateMoves(&l)
			if l.N == 0 {
				break
			}
			p.MakeMove(l.Moves[rng.IntN(l.N)])
		}
		add(&p)
	}
	for _, c := range cases {
		if m, err := c.pos.ReadMove(c.text); err != nil || m != c.want {
			b.Fatalf("%s: ReadMove(%q) = %v, %v; want %v", c.pos.FEN(), c.text, m, err, c.want)
		}
	}
	return cases
}

// BenchmarkReadMove reads 300 move texts of each notation, each from its
// own position; ns/op and allocs/op are per move read.
func BenchmarkReadMove(b *testing.B) {
	for _, n := range allNotations {
		name := [...]string{"ICCS", "WXF", "Chinese", "ChineseTraditional", "Vietnamese"}[n]
		cases := readCases(b, n, 300)
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				c := &cases[i%len(cases)]
				if _, err := c.pos.ReadMove(c.text); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
