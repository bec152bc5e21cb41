package puzzle

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"xiangqi/assets/puzzles"
	"xiangqi/rules"
)

// long proves every built-in puzzle, the thousands found in real games too
// (go test ./puzzle -run Builtin -long; xiangqi-puzzlegen -verify does the
// same on both cores); without it those are proved by a fixed sample.
var long = flag.Bool("long", false, "prove every built-in puzzle, not a sample of those found in games")

// minBuiltin is the size the built-in collection must keep: the 340
// composed puzzles, the 3 005 mates found in all 4 516 of the harvest's
// games and the 330 material wins of material.tsv (its first line says how
// many games were scanned, its second how many of the 744 found -rejudge
// kept); issue 29 asks for at least 3 000.
const minBuiltin = 3675

// gameSample picks n of the puzzles found in games for a run to prove, as
// indices of ps: a fixed seeded sample, the same every run; all of them
// with -long.
func gameSample(ps []Puzzle, n int) map[int]bool {
	var idx []int
	for i := range ps {
		if ps[i].Source.Kind != Composed && !ps[i].Material {
			idx = append(idx, i)
		}
	}
	out := map[int]bool{}
	if *long {
		for _, i := range idx {
			out[i] = true
		}
		return out
	}
	rng := rand.New(rand.NewPCG(29, 2026))
	rng.Shuffle(len(idx), func(a, b int) { idx[a], idx[b] = idx[b], idx[a] })
	for _, i := range idx[:min(n, len(idx))] {
		out[i] = true
	}
	return out
}

// TestBuiltinPuzzles proves every built-in puzzle with the solver: exact
// mate length, a legal solution that ends in mate, attacker moves that keep
// the shortest mate, defender moves that resist longest, a goal text that
// says what mate_in says, and a single key move. The collection itself must
// offer at least 300 puzzles, both colours, every mate length from 1 to 7
// and every grade; each grade is the one its measures give (Measure,
// Difficulty, GradeFor).
//
// The puzzles found in real games (Source) must also have one key at every
// attacker's step; they are proved by a fixed seeded sample (gameSample:
// 60, in short mode 12 up to mate in 3), all of them with -long.
// In short mode (the CI's race-detector run, some 25 times slower, for a
// package without goroutines) the solver proves a fixed sample, every
// fourth composed puzzle up to mate in 3, and key uniqueness up to mate in 2; the
// plain run proves every composed puzzle (340, about 30 s on a desktop core,
// half of it the 10 mates in 7).
func TestBuiltinPuzzles(t *testing.T) {
	ps, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) < minBuiltin {
		t.Errorf("%d built-in puzzles, want at least %d", len(ps), minBuiltin)
	}
	sample := gameSample(ps, 60)
	if testing.Short() && !*long {
		sample = gameSample(ps, 12)
	}
	sources := map[SourceKind]int{}
	grades := map[int]int{}
	tiers := map[int]int{}
	themes := map[string]int{}
	sides := map[rules.Color]int{}
	s := NewSolver(16)
	var hardest struct {
		id    string
		nodes uint64
		took  time.Duration
	}
	for i, p := range ps {
		grades[p.MateIn]++
		tiers[p.Grade]++
		themes[p.Theme.Key()]++
		sides[p.Side()]++
		if p.Grade < 1 || p.Grade > NumGrades {
			t.Errorf("puzzle %s: grade %d", p.ID, p.Grade)
		}
		if p.MateIn == 0 {
			// A won ending's grade has no proof to measure: its line alone.
			m, err := Measure(&p)
			if err != nil || GradeFor(Difficulty(m)) != p.Grade {
				t.Errorf("won ending %s: grade %d, measures %+v (%v)", p.ID, p.Grade, m, err)
			}
		}
		if want := GoalText(p.Side(), p.MateIn); p.Goal != want && !(p.Material && p.Goal == MaterialGoalText(p.Side())) {
			t.Errorf("puzzle %s: goal %q, want %q", p.ID, p.Goal, want)
		}
		sources[p.Source.Kind]++
		if p.MateIn == 0 {
			continue // TestBuiltinEndings proves them with the engine
		}
		found := p.Source.Kind != Composed
		if found && (!sample[i] || testing.Short() && !*long && p.MateIn > 3) {
			continue
		}
		if p.MateIn <= 2 && !testing.Short() {
			// The short ones again by the naive definition (solver_test.go),
			// which shares nothing with the solver but the rules.
			pos := p.Start
			if !refWin(&pos, p.MateIn) || (p.MateIn > 1 && refWin(&pos, p.MateIn-1)) {
				t.Errorf("puzzle %s: the reference search disagrees with mate in %d", p.ID, p.MateIn)
			}
		}
		if !found && testing.Short() && (p.MateIn > 3 || i%4 != 0) {
			continue
		}
		// A fresh table per puzzle, so that each proof stands alone; the
		// grade's measure is the first proof (Measure's, on a table of the
		// same size), the verification reuses its table.
		s.Clear()
		start := time.Now()
		m, err := measure(s, &p)
		if err != nil {
			t.Error(err)
			continue
		}
		if g := GradeFor(Difficulty(m)); g != p.Grade {
			t.Errorf("puzzle %s: grade %d, the measures %+v give %d", p.ID, p.Grade, m, g)
		}
		if err := Verify(s, &p); err != nil {
			t.Error(err)
			continue
		}
		if found {
			if err := VerifyKeys(s, &p, true); err != nil {
				t.Error(err)
			}
		} else if testing.Short() && p.MateIn > 2 {
			continue
		}
		keys, err := KeyMoves(s, &p)
		if err != nil {
			t.Error(err)
			continue
		}
		if len(keys) != 1 || keys[0] != p.Solution[0] {
			t.Errorf("puzzle %s: key moves %v, want only %s", p.ID, keys, p.Solution[0])
		}
		if took := time.Since(start); took > hardest.took {
			hardest.id, hardest.took = p.ID, took
			hardest.nodes = s.Nodes()
		}
	}
	if sides[rules.Red] == 0 || sides[rules.Black] == 0 {
		t.Errorf("sides to move %v: want both", sides)
	}
	for n := 1; n <= 7; n++ {
		if grades[n] == 0 {
			t.Errorf("no mate in %d puzzle", n)
		}
	}
	for n := 1; n <= NumGrades; n++ {
		if tiers[n] == 0 {
			t.Errorf("no puzzle of grade %d", n)
		}
	}
	if sources[MasterGame] == 0 || sources[SelfPlay] == 0 {
		t.Errorf("sources %v: want puzzles from master games and from self-play", sources)
	}
	t.Logf("%d puzzles (%d proved in games' sample); mate lengths %v, grades %v, themes %v, sides %v, sources %v; slowest proof %s (%v)", len(ps), len(sample), grades, tiers, themes, sides, sources, hardest.id, hardest.took)
}

// TestBuiltinSolutionsPlay plays every built-in solution through Judge,
// Reply and Hint:
// each player move is judged Continue and then Solved, the computer's
// replies are the solution's defender moves, and the hints are its moves.
// In short mode a fixed sample: every fourth puzzle up to mate in 4.
func TestBuiltinSolutionsPlay(t *testing.T) {
	ps, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	s := NewSolver(16)
	sample := gameSample(ps, 30)
	for i, p := range ps {
		if (testing.Short() && (i%4 != 0 || p.MateIn > 4)) || p.MateIn == 0 {
			continue
		}
		if p.Source.Kind != Composed && !sample[i] {
			continue
		}
		var moves []rules.Move
		v := Continue
		for j := 0; j < len(p.Solution); j += 2 {
			h, err := Hint(s, &p, moves)
			if err != nil || h != p.Solution[j] {
				t.Fatalf("puzzle %s: hint %d = %s, %v; want %s", p.ID, j/2+1, h, err, p.Solution[j])
			}
			v, err = Judge(s, &p, moves, p.Solution[j])
			moves = append(moves, p.Solution[j])
			want := Continue
			if j == len(p.Solution)-1 {
				want = Solved
			}
			if err != nil || v != want {
				t.Fatalf("puzzle %s: move %s judged %v, %v; want %v", p.ID, p.Solution[j], v, err, want)
			}
			if v == Solved {
				break
			}
			r, err := Reply(s, &p, moves)
			if err != nil || r != p.Solution[j+1] {
				t.Fatalf("puzzle %s: reply %s, %v; want %s", p.ID, r, err, p.Solution[j+1])
			}
			moves = append(moves, r)
		}
		if v != Solved {
			t.Fatalf("puzzle %s: %v after the solution", p.ID, v)
		}
	}
}

// BenchmarkVerifyHardest measures the proof of the built-in puzzle with the
// longest mate (the last mate puzzle in the table), from an empty table
// each time.
func BenchmarkVerifyHardest(b *testing.B) {
	ps, err := Builtin()
	if err != nil {
		b.Fatal(err)
	}
	var p Puzzle
	for _, q := range ps {
		if q.MateIn >= p.MateIn {
			p = q
		}
	}
	s := NewSolver(16)
	var nodes uint64
	for i := 0; i < b.N; i++ {
		s.Clear()
		n, ok, err := s.MateIn(p.Start, p.MateIn)
		if err != nil || !ok || n != p.MateIn {
			b.Fatal(fmt.Sprint(p.ID, n, ok, err))
		}
		nodes += s.Nodes()
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkBuiltin measures reading the built-in collection, which the
// game does once, when the start screen first shows the puzzle of the day.
func BenchmarkBuiltin(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		ps, err := Builtin()
		if err != nil || len(ps) == 0 {
			b.Fatal(err)
		}
	}
}

// TestBuiltinDistinct checks the whole collection cheaply: no two puzzles
// start from the same position (the key covers the side to move), and
// every puzzle found in a game says where (both players of a master game,
// the seed of a self-play one) and is graded.
func TestBuiltinDistinct(t *testing.T) {
	ps, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[uint64]string{}
	for _, p := range ps {
		if q, dup := seen[p.Start.Key()]; dup {
			t.Errorf("puzzles %s and %s start from the same position", q, p.ID)
		}
		seen[p.Start.Key()] = p.ID
		switch src := p.Source; src.Kind {
		case MasterGame:
			if src.Red == "" || src.Black == "" || src.Move < 1 {
				t.Errorf("puzzle %s: source %+v", p.ID, src)
			}
		case SelfPlay:
			if src.Seed == 0 || src.Move < 1 {
				t.Errorf("puzzle %s: source %+v", p.ID, src)
			}
		}
		if p.Source.Kind != Composed && (p.MateIn < 1 && !p.Material || p.Grade < 1) {
			t.Errorf("puzzle %s: a puzzle from a game is a graded mate or material win (mate_in %d, grade %d)", p.ID, p.MateIn, p.Grade)
		}
	}
}

// BenchmarkLoadComposed reads the composed table alone (the 340 puzzles the
// collection had before issue 29), for comparison with earlier figures.
func BenchmarkLoadComposed(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		var l loader
		if err := l.table(string(puzzles.TSV)); err != nil || len(l.out) == 0 {
			b.Fatal(err)
		}
	}
}
