package puzzle

import (
	"strings"
	"testing"
)

// A hand-checked mate in 1 (Rb0-b9, rank 8 held by the other chariot) and
// its row.
const (
	m1FEN = "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1"
	m1Row = "t1\t" + m1FEN + "\tRed to move, mate in 1\t1\tb0b9"
)

func table(rows ...string) string { return HeaderV1 + "\n" + strings.Join(rows, "\n") + "\n" }

func TestLoadGood(t *testing.T) {
	ps, err := Load(strings.NewReader("# comment\n\n" + table(m1Row)))
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 1 {
		t.Fatalf("%d puzzles, want 1", len(ps))
	}
	p := ps[0]
	if p.ID != "t1" || p.MateIn != 1 || len(p.Solution) != 1 || p.Solution[0].String() != "b0b9" || p.Start.FEN() != m1FEN {
		t.Fatalf("parsed %+v", p)
	}
	// Windows line ends are accepted.
	if _, err := Load(strings.NewReader(strings.ReplaceAll(table(m1Row), "\n", "\r\n"))); err != nil {
		t.Fatalf("CRLF table: %v", err)
	}
}

func TestLoadErrors(t *testing.T) {
	row := func(id, fen, goal, mateIn, sol string) string {
		return strings.Join([]string{id, fen, goal, mateIn, sol}, "\t")
	}
	for _, tc := range []struct {
		name, input, want string
	}{
		{"empty", "", "no header"},
		{"bad header", "id\tfen\tgoal\n" + m1Row + "\n", "line 1: header"},
		{"columns", table("t1\t" + m1FEN + "\tRed to move, mate in 1\t1"), "line 2: 4 columns, want 5"},
		{"empty id", table(row("", m1FEN, "Red to move, mate in 1", "1", "b0b9")), "id \"\""},
		{"bad fen", table(row("t1", "4k4/R8/9 w", "Red to move, mate in 1", "1", "b0b9")), "puzzle t1: fen:"},
		{"illegal fen", table(row("t1", "4k4/R8/9/9/9/9/9/9/9/1R1K4A w", "Red to move, mate in 1", "1", "b0b9")), "puzzle t1: fen:"},
		{"mate_in text", table(row("t1", m1FEN, "Red to move, mate in 1", "one", "b0b9")), "mate_in \"one\""},
		{"mate_in range", table(row("t1", m1FEN, "Red to move, mate in 99", "99", "b0b9")), "mate_in \"99\""},
		{"goal side", table(row("t1", m1FEN, "Black to move, mate in 1", "1", "b0b9")), "goal \"Black to move, mate in 1\" does not match"},
		{"goal length", table(row("t1", m1FEN, "Red to move, mate in 2", "1", "b0b9")), "does not match"},
		{"bad move text", table(row("t1", m1FEN, "Red to move, mate in 1", "1", "b0z9")), "solution move 1"},
		{"illegal move", table(row("t1", m1FEN, "Red to move, mate in 1", "1", "b0c1")), "solution move 1 b0c1 is illegal"},
		{"not mate", table(row("t1", m1FEN, "Red to move, mate in 1", "1", "a8a9")), "does not end in mate"},
		{"too long", table(row("t1", m1FEN, "Red to move, mate in 1", "1", "a8a7 e9e8 b0b9")), "solution has 3 moves"},
		{"after mate", table(row("t1", m1FEN, "Red to move, mate in 2", "2", "b0b9 e9e8 a8a9")), "already over"},
		{"empty solution", table(row("t1", m1FEN, "Red to move, mate in 1", "1", "")), "empty solution"},
		{"duplicate id", table(m1Row, m1Row), "line 3: id \"t1\" already used on line 2"},
		{"long line", table(m1Row + strings.Repeat(" b0b9", 1000)), "token too long"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Load(strings.NewReader(tc.input))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want one containing %q", err, tc.want)
			}
		})
	}
}

func TestGoalText(t *testing.T) {
	for _, tc := range []struct {
		fen  string
		n    int
		want string
	}{
		{m1FEN, 2, "Red to move, mate in 2"},
		{"1r1k5/9/9/9/9/9/9/9/r8/4K4 b", 3, "Black to move, mate in 3"},
		{m1FEN, 0, "Red to move and win"},
	} {
		p := mustFEN(t, tc.fen)
		if got := GoalText(p.SideToMove(), tc.n); got != tc.want {
			t.Errorf("GoalText = %q, want %q", got, tc.want)
		}
	}
}

// FuzzLoad feeds arbitrary tables to Load: it must return puzzles or an
// error, never panic, and whatever it accepts must satisfy its own checks.
func FuzzLoad(f *testing.F) {
	f.Add(table(m1Row))
	f.Add(table("t1\t1r1k5/9/9/9/9/9/9/9/r8/4K4 b - - 0 1\tBlack to move, mate in 1\t1\tb9b0"))
	f.Add("id\tfen\n")
	f.Add(table("x\t\t\t\t"))
	f.Add(HeaderSource + "\nt1\t" + m1FEN + "\tRed to move, mate in 1\t1\tb0b9\t1\ttwo-chariots\tgame|E|R|B|9\n")
	f.Add(HeaderSource + "\nt1\t" + m1FEN + "\tRed to move, mate in 1\t1\tb0b9\t1\ttwo-chariots\tself|1|2|3|4\n")
	f.Fuzz(func(t *testing.T, s string) {
		ps, err := Load(strings.NewReader(s))
		if err != nil {
			return
		}
		for _, p := range ps {
			if p.ID == "" || p.Goal != GoalText(p.Side(), p.MateIn) || len(p.Solution) == 0 {
				t.Fatalf("accepted a bad puzzle: %+v", p)
			}
			if p.MateIn == 0 && (len(p.Solution)%2 == 0 || len(p.Solution) > 2*EndingMoves-1) {
				t.Fatalf("accepted a won ending's line of the wrong length: %+v", p)
			}
			if _, err := ParseSource(p.Source.String()); err != nil {
				t.Fatalf("accepted a source that does not read back: %+v: %v", p.Source, err)
			}
			if p.MateIn > 0 && len(p.Solution) != 2*p.MateIn-1 {
				t.Fatalf("accepted a solution of the wrong length: %+v", p)
			}
		}
	})
}
