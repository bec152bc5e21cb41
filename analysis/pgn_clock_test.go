package analysis

import (
	"bytes"
	"testing"
	"time"

	"xiangqi/record"
	"xiangqi/rules"
)

// A clock game's record keeps each move's clock when analysed, and its
// analysis reads back from the comments that hold both.
func TestAnnotateKeepsClocks(t *testing.T) {
	g := testGame(t)
	r := NewReport(g.Start(), g.Moves())
	for i := range r.Evals {
		r.Set(i, Eval{Done: true, Score: 10 * i})
	}
	rg := &record.Game{Start: g.Start(), Moves: g.Moves()}
	rg.Notes = make([]record.Note, len(rg.Moves))
	for i := range rg.Notes {
		rg.Notes[i].Comment = record.ClockComment(time.Duration(600-i) * time.Second)
	}
	if err := Annotate(rg, r, ""); err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := record.Write(&b, rg, rules.ICCS); err != nil {
		t.Fatal(err)
	}
	games, errs := record.Read(b.Bytes())
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	back, ok := FromRecord(games[0])
	if !ok {
		t.Fatalf("analysis not read back:\n%s", b.String())
	}
	for i, n := range games[0].Notes {
		d, _, ok := record.MoveClock(n.Comment)
		if !ok || d != time.Duration(600-i)*time.Second {
			t.Fatalf("move %d: clock %v %v in %q", i+1, d, ok, n.Comment)
		}
		if got, want := ScoreText(back.Evals[i+1]), ScoreText(r.Evals[i+1]); got != want {
			t.Fatalf("move %d: score %s, want %s", i+1, got, want)
		}
	}
}

// otherMove is a legal move in pos other than m.
func otherMove(t *testing.T, pos rules.Position, m rules.Move) rules.Move {
	t.Helper()
	var l rules.MoveList
	pos.GenerateMoves(&l)
	for _, o := range l.Moves[:l.N] {
		if o != m {
			return o
		}
	}
	t.Fatal("no other move")
	return rules.NoMove
}

// Issue 51: what the player wrote in a record (a comment, variations) is
// kept when it is analysed, and again when it is analysed anew; a
// player's variation is not read back as the engine's line, which is
// only where a mistake was or was answered.
func TestAnnotateKeepsPlayersNotes(t *testing.T) {
	g := testGame(t)
	moves := g.Moves()
	r := NewReport(g.Start(), moves)
	for i := range r.Evals {
		r.Set(i, Eval{Done: true, Mate: MateNone})
	}
	r.Marks[1] = Mistake
	start := g.Start()
	before1 := start
	before1.MakeMove(moves[0])
	pv := []rules.Move{otherMove(t, before1, moves[1])}
	r.Evals[1].PV = pv
	mine0 := record.Line{Moves: []rules.Move{otherMove(t, start, moves[0])}}
	mine1 := record.Line{Comment: "mine", Moves: []rules.Move{otherMove(t, before1, pv[0])}}
	rg := &record.Game{Start: start, Moves: moves, Notes: make([]record.Note, len(moves))}
	rg.Notes[0] = record.Note{NAG: 5, Comment: "my idea", Variations: []record.Line{mine0}}
	rg.Notes[1] = record.Note{Variations: []record.Line{mine1}}
	for round := 1; round <= 2; round++ {
		if err := Annotate(rg, r, ""); err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := record.Write(&b, rg, rules.ICCS); err != nil {
			t.Fatal(err)
		}
		games, errs := record.Read(b.Bytes())
		if len(errs) > 0 {
			t.Fatal(errs)
		}
		n := games[0].Notes
		if n[0].Comment != "+0.00 my idea" || n[0].NAG != 0 || len(n[0].Variations) != 1 || n[0].Variations[0].Moves[0] != mine0.Moves[0] ||
			n[1].NAG != 2 || len(n[1].Variations) != 2 || n[1].Variations[0].Moves[0] != pv[0] || n[1].Variations[1].Comment != "mine" {
			t.Fatalf("round %d:\n%s", round, b.String())
		}
		back, ok := FromRecord(games[0])
		if !ok || back.Evals[0].PV != nil || len(back.Evals[1].PV) != 1 || back.Evals[1].PV[0] != pv[0] {
			t.Fatalf("round %d: read back %v, lines %v and %v", round, ok, back.Evals[0].PV, back.Evals[1].PV)
		}
		rg = games[0]
	}
}
