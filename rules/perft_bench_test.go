package rules

import (
	"fmt"
	"testing"
)

var benchPositions = []struct{ name, fen string }{
	{"start", StartFEN},
	{"middlegame1", "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1"},
	{"middlegame2", "1r1akabr1/1c7/2n1b1n2/p1p1p3p/6p2/PN3R3/1cP1P1P1P/2C1C1N2/1R7/2BAKAB2 b - - 0 1"},
}

// BenchmarkPerft reports nodes/s for bulk counting and for playing every
// leaf. Run with -benchtime=1x and -count for a median, e.g.
//
//	go test ./rules -run '^$' -bench Perft -benchtime 1x -count 5
func BenchmarkPerft(b *testing.B) {
	for _, bp := range benchPositions {
		depth := 4
		if bp.name == "start" {
			depth = 5
		}
		for _, mode := range []struct {
			name  string
			perft func(*Position, int) uint64
		}{{"bulk", Perft}, {"played", PerftPlayed}} {
			b.Run(fmt.Sprintf("%s/%s/d%d", bp.name, mode.name, depth), func(b *testing.B) {
				p, err := ParseFEN(bp.fen)
				if err != nil {
					b.Fatal(err)
				}
				var nodes uint64
				for i := 0; i < b.N; i++ {
					nodes += mode.perft(&p, depth)
				}
				b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
			})
		}
	}
}

func BenchmarkGenerateMoves(b *testing.B) {
	p, _ := ParseFEN(benchPositions[1].fen)
	var l MoveList
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		p.GenerateMoves(&l)
	}
}

func BenchmarkMakeUnmake(b *testing.B) {
	p, _ := ParseFEN(benchPositions[1].fen)
	var l MoveList
	p.GenerateMoves(&l)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		m := l.Moves[i%l.N]
		u := p.MakeMove(m)
		p.UnmakeMove(m, u)
	}
}
