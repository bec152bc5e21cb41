package analyse

import (
	"strings"
	"testing"

	"xiangqi/record"
	"xiangqi/rules"
)

// A game lost by a perpetual chase is explained at its last move: the
// sentence until a tap closes it, back after stepping away and back, the
// arrow from the horse to the chariot; nothing at other moves.
func TestAnalysisExplainsRuling(t *testing.T) {
	f := newFixture(t, 2)
	start, err := rules.ParseFEN("3k5/9/9/1r1N5/9/9/9/B8/4AK3/3A5 w")
	if err != nil {
		t.Fatal(err)
	}
	rec := &record.Game{Start: start}
	g := rules.NewGame(start)
	for i, s := range strings.Fields("d6c8 b6b7 c8d6 b7b6 d6c8 b6b7 c8d6 b7b6") {
		m, err := rules.ParseMoveText(s)
		if err != nil || g.Play(m) != nil {
			t.Fatalf("move %d %s", i+1, s)
		}
		rec.Moves = append(rec.Moves, m)
	}
	if g.Status().Reason != rules.PerpetualChase {
		t.Fatalf("status %v", g.Status())
	}
	m := f.open(t, "", rec, 8, nil)
	want := "Red's horse chased Black's chariot 4 times in a row (d6c8, c8d6, d6c8, c8d6). A horse or cannon attacking a chariot chases it even when it is protected. Rule: perpetual chase loses."
	f.settings.Notation = "iccs"
	if got := m.RulingText(); got != want {
		t.Fatalf("sentence %q,\nwant %q", got, want)
	}
	arrows := m.RulingArrows()
	if len(arrows) != 1 || arrows[0].From.String() != "d6" || arrows[0].To.String() != "b7" {
		t.Errorf("arrows %v, want d6→b7", arrows)
	}
	if o := m.CloseRuling(); !o.Changed || m.RulingText() != "" || len(m.RulingArrows()) != 1 {
		t.Errorf("after close: %v %q", o, m.RulingText())
	}
	if o := m.CloseRuling(); o.Changed {
		t.Error("a second close redrew")
	}
	m.Step(-1)
	if m.RulingText() != "" || m.RulingArrows() != nil {
		t.Error("the ruling shown a move before the end")
	}
	m.Step(1)
	if m.RulingText() != want {
		t.Errorf("back at the end: %q", m.RulingText())
	}
}
