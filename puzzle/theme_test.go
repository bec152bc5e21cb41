package puzzle

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"xiangqi/rules"
)

// TestDetectTheme: a hand-made mate for each pattern, one that is none,
// and a position that is not mate.
func TestDetectTheme(t *testing.T) {
	cases := []struct {
		name, fen string
		want      Theme
	}{
		{"闷宫", "3aka3/4n4/3N5/9/9/9/9/9/9/3K5 b - - 0 1", Smothered},
		{"重炮", "4k4/9/9/9/4C4/9/4C4/9/3R1R3/4K4 b - - 0 1", DoubleCannon},
		{"马后炮", "4k4/9/4N4/9/9/9/9/4C4/9/3K5 b - - 0 1", HorseCannon},
		{"卧槽马", "3k5/9/2NP5/9/9/9/9/9/4R4/5K3 b - - 0 1", HorseTrough},
		{"挂角马", "3aka3/9/3NP4/9/9/9/9/9/9/3K5 b - - 0 1", HorseCorner},
		{"铁门栓", "3k5/9/9/9/9/9/9/9/3R5/4K4 b - - 0 1", IronBolt},
		{"双车错", "R3k4/8R/9/9/9/9/9/9/9/3K5 b - - 0 1", TwoChariots},
		{"白脸将", "4k4/5P3/9/9/9/9/9/9/4R4/3K5 b - - 0 1", FacingGenerals},
		{"none", "R3k4/9/4P4/9/9/9/9/9/9/4K4 b - - 0 1", NoTheme},
	}
	for _, c := range cases {
		pos, err := rules.ParseFEN(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if !pos.InCheck() || pos.HasLegalMove() {
			t.Fatalf("%s: not a mate", c.name)
		}
		if got := DetectTheme(pos); got != c.want {
			t.Errorf("%s: theme %q, want %q", c.name, got.Key(), c.want.Key())
		}
		// The colours swapped and the board mirrored: the same pattern.
		flipped := pos.FlipColors()
		mirrored := flipped.Mirror()
		if got := DetectTheme(mirrored); got != c.want {
			t.Errorf("%s, colours swapped and mirrored: theme %q, want %q", c.name, got.Key(), c.want.Key())
		}
	}
	start := rules.StartPosition()
	if got := DetectTheme(start); got != NoTheme {
		t.Errorf("the start position: theme %q", got.Key())
	}
	for th := NoTheme; th < NumThemes; th++ {
		if back, ok := ParseTheme(th.Key()); !ok || back != th {
			t.Errorf("theme %d: key %q reads back as %d, %v", th, th.Key(), back, ok)
		}
	}
}

// TestGradeOrdering: the points grow with the mate length at the same
// branching and node count, and the grade follows.
func TestGradeOrdering(t *testing.T) {
	m1 := Measures{Moves: 1, Defences: 8, Nodes: 200}
	m5 := Measures{Moves: 5, Defences: 8, Nodes: 200}
	if Difficulty(m1) >= Difficulty(m5) || GradeFor(Difficulty(m1)) >= GradeFor(Difficulty(m5)) {
		t.Errorf("mate in 1: %.1f points grade %d; mate in 5: %.1f grade %d", Difficulty(m1), GradeFor(Difficulty(m1)), Difficulty(m5), GradeFor(Difficulty(m5)))
	}
	// More defences and more nodes never make a puzzle easier.
	if Difficulty(Measures{Moves: 3, Defences: 4, Nodes: 1000}) >= Difficulty(Measures{Moves: 3, Defences: 10, Nodes: 100000}) {
		t.Error("branching and nodes do not count")
	}
	// The documented formula: 3·3 + 9/3 + log10(1000) = 15 points, grade 3.
	if d := Difficulty(Measures{Moves: 3, Defences: 9, Nodes: 1000}); d != 15 || GradeFor(d) != 3 {
		t.Errorf("3 moves, 9 defences, 1000 nodes: %.2f points, grade %d; want 15, 3", d, GradeFor(d))
	}
	if GradeFor(0) != 1 || GradeFor(1000) != NumGrades {
		t.Error("grades are not clamped to 1–NumGrades")
	}
}

// TestPickOfTheDay: the pick rule: the same date gives the same puzzle
// whatever the hour, solved puzzles are skipped while any is unsolved, and
// days vary.
func TestPickOfTheDay(t *testing.T) {
	ps, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	day := time.Date(2026, 3, 14, 0, 30, 0, 0, time.Local)
	i := pickOfTheDay(ps, day, nil, nil)
	if j := pickOfTheDay(ps, day.Add(22*time.Hour), nil, nil); j != i {
		t.Errorf("the same date at another hour: %d, then %d", i, j)
	}
	seen := map[int]bool{}
	for d := 0; d < 30; d++ {
		seen[pickOfTheDay(ps, day.AddDate(0, 0, d), nil, nil)] = true
	}
	if len(seen) < 20 {
		t.Errorf("30 days gave only %d puzzles", len(seen))
	}
	// All but one solved: that one is the puzzle of every day.
	last := ps[len(ps)-1].ID
	solved := func(id string) bool { return id != last }
	for d := 0; d < 10; d++ {
		if k := pickOfTheDay(ps, day.AddDate(0, 0, d), solved, nil); ps[k].ID != last {
			t.Fatalf("day %d: puzzle %s, want the only unsolved %s", d, ps[k].ID, last)
		}
	}
	// Everything solved: any puzzle, still by the date.
	all := func(string) bool { return true }
	if k := pickOfTheDay(ps, day, all, nil); k != i {
		t.Errorf("all solved: %d, want the date's pick among all %d", k, i)
	}
	if pickOfTheDay(nil, day, nil, nil) != -1 {
		t.Error("no puzzles: want -1")
	}
	// The unsolved puzzles that fit the player first (issue 52), the
	// unsolved ones when none fits.
	easy := func(i int) bool { return ps[i].Grade == 1 }
	for d := 0; d < 30; d++ {
		if k := pickOfTheDay(ps, day.AddDate(0, 0, d), nil, easy); ps[k].Grade != 1 {
			t.Fatalf("day %d: grade %d, want 1", d, ps[k].Grade)
		}
	}
	if k := pickOfTheDay(ps, day, solved, easy); ps[k].ID != last {
		t.Errorf("none fits unsolved: %s, want the only unsolved %s", ps[k].ID, last)
	}
}

// TestOfTheDayStaysAllDay: on a fake clock, the puzzle of the day stays
// the same from the first look to midnight while the player solves it and
// other puzzles (it was the date modulo the unsolved ones, so every solve
// moved it), survives a save and reload, is marked solved, and the next
// date brings another, unsolved one.
func TestOfTheDayStaysAllDay(t *testing.T) {
	ps, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 5, 1, 7, 0, 0, 0, time.Local)
	var p Progress
	i := p.OfTheDay(ps, now, nil)
	if i < 0 {
		t.Fatal("no puzzle of the day")
	}
	id := ps[i].ID
	for k := 0; k < 5; k++ { // others solved in the morning
		if ps[k].ID != id {
			p.MarkSolved(ps[k].ID, 0)
		}
	}
	now = now.Add(3 * time.Hour)
	if j := p.OfTheDay(ps, now, nil); j != i {
		t.Fatalf("after 4 other puzzles solved: %s, want %s all day", ps[j].ID, id)
	}
	p.MarkSolved(id, 1)
	now = now.Add(4 * time.Hour)
	if j := p.OfTheDay(ps, now, nil); j != i || !p.Solved(ps[j].ID) {
		t.Fatalf("after solving it: %s (solved %v), want %s marked solved", ps[j].ID, p.Solved(ps[j].ID), id)
	}
	// Closed and opened again the same evening.
	b, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	var q Progress
	if err := json.Unmarshal(b, &q); err != nil {
		t.Fatal(err)
	}
	now = time.Date(2026, 5, 1, 23, 59, 0, 0, time.Local)
	if j := q.OfTheDay(ps, now, nil); j != i {
		t.Fatalf("after a reload (%s): %s, want %s", b, ps[j].ID, id)
	}
	now = now.Add(2 * time.Minute) // midnight passed
	j := q.OfTheDay(ps, now, nil)
	if j == i || q.Solved(ps[j].ID) {
		t.Fatalf("the next day: %s (solved %v), want another, unsolved one", ps[j].ID, q.Solved(ps[j].ID))
	}
	if k := q.OfTheDay(ps, now.Add(time.Hour), nil); k != j {
		t.Fatalf("the next day an hour later: %s, want %s", ps[k].ID, ps[j].ID)
	}
	// A remembered puzzle that is gone: picked anew, not lost.
	if k := q.OfTheDay(ps[:0:0], now, nil); k != -1 {
		t.Fatalf("no puzzles: %d", k)
	}
	var r Progress
	if err := json.Unmarshal([]byte(`{"solved":[],"daily":{"day":"2026-05-02","id":"gone"}}`), &r); err != nil {
		t.Fatal(err)
	}
	if k := r.OfTheDay(ps, now, nil); k != pickOfTheDay(ps, now, nil, nil) {
		t.Fatalf("a gone puzzle remembered: %d, want the day's pick", k)
	}
}

// TestRefutation: a wrong move is answered by a reply after which no mate
// is left in time.
func TestRefutation(t *testing.T) {
	ps, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	s := NewSolver(16)
	tried := 0
	for _, p := range ps {
		if p.MateIn < 2 || tried >= 6 {
			continue
		}
		var l rules.MoveList
		p.Start.GenerateMoves(&l)
		var wrong rules.Move
		for _, m := range l.Slice() {
			if m == p.Solution[0] {
				continue
			}
			after := p.Start
			after.MakeMove(m)
			if after.HasLegalMove() && !after.InCheck() {
				wrong = m
				break
			}
		}
		if wrong == rules.NoMove {
			continue
		}
		tried++
		v, err := Judge(s, &p, nil, wrong)
		if err != nil || v != Failed {
			t.Fatalf("puzzle %s: %s judged %v, %v; want failed", p.ID, wrong, v, err)
		}
		r, err := Refutation(s, &p, []rules.Move{wrong})
		if err != nil || r == rules.NoMove {
			t.Fatalf("puzzle %s: refutation %s, %v", p.ID, r, err)
		}
		pos := p.Start
		pos.MakeMove(wrong)
		pos.MakeMove(r)
		if _, ok, err := s.MateIn(pos, p.MateIn-1); err != nil || ok {
			t.Errorf("puzzle %s: after %s %s the player still mates in %d (%v)", p.ID, wrong, r, p.MateIn-1, err)
		}
	}
	if tried == 0 {
		t.Fatal("no puzzle with a wrong move tried")
	}
}

// TestLoadGradeAndTheme: a table with the grade and theme columns loads
// them; a theme the final position does not show, or a grade out of
// range, is refused; a table without the columns still loads.
func TestLoadGradeAndTheme(t *testing.T) {
	row := "t1\t4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1\tRed to move, mate in 1\t1\tb0b9"
	ps, err := Load(strings.NewReader(Header + "\n" + row + "\t1\ttwo-chariots\n"))
	if err != nil || len(ps) != 1 || ps[0].Grade != 1 || ps[0].Theme != TwoChariots {
		t.Fatalf("graded table: %+v, %v", ps, err)
	}
	for _, bad := range []string{"\t1\tiron-bolt", "\t0\ttwo-chariots", "\t6\ttwo-chariots", "\t1\tno-such"} {
		if _, err := Load(strings.NewReader(Header + "\n" + row + bad + "\n")); err == nil {
			t.Errorf("row ending %q accepted", bad)
		}
	}
	ps, err = Load(strings.NewReader(HeaderV1 + "\n" + row + "\n"))
	if err != nil || ps[0].Grade != 0 || ps[0].Theme != TwoChariots {
		t.Fatalf("table without grades: %+v, %v", ps, err)
	}
}
