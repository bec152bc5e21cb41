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
