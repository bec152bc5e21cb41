package opening

import (
	"math/rand/v2"
	"testing"

	"xiangqi/internal/shareddata"
	"xiangqi/rules"
)

// TestMasterGames: every one of the 2,516 master games beside the project
// (skipped where they are absent) gets a code the package names, and the
// letters are spread as the bounds below, measured on these games, say
// (C, 中炮对屏风马, is the largest).
func TestMasterGames(t *testing.T) {
	all := shareddata.MasterGames(t)
	letters := map[byte]int{}
	codes := map[string]int{}
	for _, g := range all {
		r := Classify(g.Start, g.Moves)
		if r.ECCO == "" || Name(r.ECCO, "zh") == "" || lines[index(r.ECCO)].zh == "" {
			t.Errorf("%s–%s: %+v has no named code", g.Tag("Red"), g.Tag("Black"), r)
			continue
		}
		letters[r.ECCO[0]]++
		codes[r.ECCO]++
	}
	t.Logf("letters: A %d, B %d, C %d, D %d, E %d; %d codes", letters['A'], letters['B'], letters['C'], letters['D'], letters['E'], len(codes))
	for l, n := range letters {
		if l != 'C' && n >= letters['C'] {
			t.Errorf("letter %c has %d games, C %d: C should be the largest", l, n, letters['C'])
		}
	}
	for _, b := range masterBounds {
		if n := letters[b.letter]; n < b.min || n > b.max {
			t.Errorf("letter %c: %d games, want %d–%d", b.letter, n, b.min, b.max)
		}
	}
}

func FuzzClassify(f *testing.F) {
	f.Add(uint64(1), uint8(20))
	f.Add(uint64(7), uint8(3))
	f.Fuzz(func(t *testing.T, seed uint64, n uint8) {
		rng := rand.New(rand.NewPCG(seed, seed>>1))
		p := rules.StartPosition()
		var ms []rules.Move
		var l rules.MoveList
		for range int(n % 40) {
			p.GenerateMoves(&l)
			if l.N == 0 {
				break
			}
			m := l.Moves[rng.IntN(l.N)]
			ms = append(ms, m)
			p.MakeMove(m)
		}
		r := Classify(rules.StartPosition(), ms)
		if len(ms) >= 2 && (r.ECCO == "" || Name(r.ECCO, "en") == "") {
			t.Fatalf("%v: %+v", ms, r)
		}
		if r2 := Classify(rules.StartPosition(), mirrorLine(ms)); r2 != r {
			t.Fatalf("%v: %+v, mirrored %+v", ms, r, r2)
		}
	})
}

func BenchmarkClassify(b *testing.B) {
	ms := line(b, "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 h7i7 h6g6 i7i8 b0c2 d9e8 c2d4 c9e7 b2a2 a9d9 a0b0 i8i9")
	start := rules.StartPosition()
	b.ReportAllocs()
	for b.Loop() {
		Classify(start, ms)
	}
}

// masterBounds are bounds about 15% around the letters measured on the
// master games (A 549, B 387, C 859, D 230, E 491 when written), so that a
// change to the tree that moves games between letters is looked at.
var masterBounds = []struct {
	letter   byte
	min, max int
}{
	{'A', 470, 630}, {'B', 330, 450}, {'C', 730, 990}, {'D', 195, 265}, {'E', 420, 565},
}
