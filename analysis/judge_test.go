package analysis

import (
	"context"
	"testing"

	"xiangqi/ai"
	"xiangqi/puzzle"
	"xiangqi/rules"
)

// analyse runs a depth-limited analysis (deterministic with one thread)
// of the moves from fen.
func analyse(t *testing.T, fen string, moves ...string) *Report {
	t.Helper()
	start, err := rules.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	g := rules.NewGame(start)
	for _, s := range moves {
		if err := g.PlayText(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	r := NewReport(start, g.Moves())
	if err := Run(context.Background(), ai.NewEngine(8), g, Options{Depth: 6}, r.Set); err != nil {
		t.Fatal(err)
	}
	if !r.Complete() {
		t.Fatalf("%d of %d positions analysed", r.Done(), len(r.Evals))
	}
	return r
}

// Even material: each side a chariot and a horse. Red's chariot can run up
// the a-file to a6, where Black's horse on c7 takes it for nothing.
const hangFEN = "2bakab1r/9/2n6/2p1p1p1p/9/9/2P1P1P1P/9/9/RNBAKAB2 w - - 0 1"

func TestChariotLeftToBeTakenIsABlunder(t *testing.T) {
	r := analyse(t, hangFEN, "a0a6")
	if r.Marks[0] != Blunder {
		t.Errorf("a0a6 judged %v (drop %.2f, %s then %s), want a blunder", r.Marks[0],
			Drop(r.Evals[0], r.Evals[1], rules.Red), ScoreText(r.Evals[0]), ScoreText(r.Evals[1]))
	}
	if got := r.Refutation(0); len(got) == 0 || got[0].String() != "c7a6" {
		t.Errorf("refutation %v, want the horse taking on a6 first", got)
	}
	if got := r.Better(0); len(got) == 0 || got[0] == r.Moves[0] {
		t.Errorf("better line %v, want one that starts with another move", got)
	}
	// A quiet move from the same position is no mistake.
	r = analyse(t, hangFEN, "a0a1")
	if r.Marks[0] > Inaccuracy {
		t.Errorf("a0a1 judged %v, want at most an inaccuracy", r.Marks[0])
	}
}

func TestOnlyMoveIsBest(t *testing.T) {
	// Red is in check from the chariot on e5 and may only block with the
	// advisor; it is lost anyway, and its only move is still the best.
	r := analyse(t, "3k1r3/9/9/9/4r4/9/9/9/9/3AK4 w - - 0 1", "d0e1")
	if !r.Evals[0].Only || r.Marks[0] != Best {
		t.Errorf("only move: Only %v, judged %v; want true, Best", r.Evals[0].Only, r.Marks[0])
	}
}

func TestKeepingAWonMateIsNoMistake(t *testing.T) {
	ps, err := puzzle.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	eng := ai.NewEngine(8)
	found := 0
	for _, p := range ps {
		if p.MateIn != 2 || found >= 3 {
			continue
		}
		before := fromResult(eng.Search(context.Background(), ai.Request{Pos: p.Start, Limits: ai.Limits{Depth: 8}}), p.Side())
		var l rules.MoveList
		p.Start.GenerateMoves(&l)
		for _, m := range l.Slice() {
			if m == before.Best {
				continue
			}
			pos := p.Start
			pos.MakeMove(m)
			after := fromResult(eng.Search(context.Background(), ai.Request{Pos: pos, Limits: ai.Limits{Depth: 8}}), pos.SideToMove())
			mate := after.Mate
			if p.Side() == rules.Black {
				mate = -mate
			}
			if !after.IsMate() || mate <= 2 {
				continue // not a slower mate
			}
			found++
			if j := Judge(before, after, m, p.Side()); j != Best {
				t.Errorf("%s %s: mate in %d kept (shortest 2) judged %v, want Best (nothing lost)", p.ID, m, mate, j)
			}
			break
		}
	}
	if found == 0 {
		t.Fatal("no mate in 2 among the puzzles has a slower mate to test")
	}
}

func TestDecidedPositions(t *testing.T) {
	ev := func(cp int) Eval { return Eval{Done: true, Score: cp, Mate: MateNone} }
	mate := func(n int) Eval { return Eval{Done: true, Score: ai.MateScore, Mate: n} }
	start := rules.StartPosition()
	played, err := start.ReadMove("h2e2")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name          string
		before, after Eval
		want          Judgement
	}{
		{"lost, loses a horse more", ev(-900), ev(-1175), Best},
		{"lost, loses two chariots more", ev(-600), ev(-1800), Good},
		{"won, wins a soldier less", ev(900), ev(860), Best},
		{"mate in 3 becomes a won ending", mate(3), ev(1500), Best},
		{"even, a third of a soldier given", ev(0), ev(-20), Good},
		{"even, a chariot given", ev(0), ev(-600), Blunder},
		{"even, a horse given", ev(10), ev(-265), Blunder},
		{"even, two soldiers given", ev(0), ev(-110), Mistake},
		{"even, a soldier given", ev(0), ev(-55), Inaccuracy},
		{"mate in 3 thrown away", mate(3), mate(-4), Blunder},
	} {
		if got := Judge(c.before, c.after, played, rules.Red); got != c.want {
			t.Errorf("%s: %v, want %v (drop %.3f)", c.name, got, c.want, Drop(c.before, c.after, rules.Red))
		}
	}
}

// TestEnginesMoveNeverMarked: the engine's own move is at worst Good,
// whatever the search after it found.
func TestEnginesMoveNeverMarked(t *testing.T) {
	start := rules.StartPosition()
	m, err := start.ReadMove("h2e2")
	if err != nil {
		t.Fatal(err)
	}
	before := Eval{Done: true, Score: 0, Mate: MateNone, Best: m}
	after := Eval{Done: true, Score: -600, Mate: MateNone}
	if j := Judge(before, after, m, rules.Red); j != Good {
		t.Errorf("the engine's move judged %v, want Good", j)
	}
}

func TestAccuracy(t *testing.T) {
	if a := MoveAccuracy(0); a != 100 {
		t.Errorf("a move that loses nothing: %v, want 100", a)
	}
	if a := MoveAccuracy(1); a != 0 {
		t.Errorf("a move that loses everything: %v, want 0", a)
	}
	prev := 101.0
	for d := 0.0; d <= 1; d += 0.05 {
		a := MoveAccuracy(d)
		if a > prev {
			t.Fatalf("accuracy grows with the drop at %.2f", d)
		}
		prev = a
	}
}
