package games

import (
	"strings"
	"testing"

	"xiangqi/game/session"
	"xiangqi/record"
	"xiangqi/rules"
)

// TestRecordExplainsRuling: a record of a game that a perpetual chase
// ended shows the explanation and its arrow at its last move, not before,
// and marks the cycle in the move list.
func TestRecordExplainsRuling(t *testing.T) {
	f := newRecordFixture(t)
	f.env.Settings.Notation = "iccs"
	pos, err := rules.ParseFEN("3k5/7r1/9/9/9/9/9/3A1A3/4K2N1/6B2 w")
	if err != nil {
		t.Fatal(err)
	}
	rg := rules.NewGame(pos)
	for _, s := range strings.Fields("h1i3 h8i8 i3h1 i8h8 h1i3 h8i8 i3h1 i8h8") {
		if err := rg.PlayText(s); err != nil {
			t.Fatal(err)
		}
	}
	rec := session.MatchRecord(session.NewPausedMatch(nil, rg, [2]bool{}, session.Easy), f.svc.Now())
	m, _ := f.open("chase", rec)
	want := "Black's chariot chased Red's horse 4 times in a row (h8i8, i8h8, h8i8, i8h8). The horse had no protector able to take back. Rule: perpetual chase loses."
	if got := m.RulingText(); got != want {
		t.Errorf("at the end: %q", got)
	}
	h8, _ := rules.ParseSquare("h8")
	h1, _ := rules.ParseSquare("h1")
	if a := m.RulingArrows(); len(a) != 1 || a[0] != (session.Arrow{From: h8, To: h1}) {
		t.Errorf("arrows %v", a)
	}
	if c := m.Moves().Cycle; c != [2]int{0, 8} {
		t.Errorf("cycle %v", c)
	}
	// A tap closes the sentence over the board; the arrows stay.
	if o := m.CloseRuling(); !o.Changed || m.RulingText() != "" || len(m.RulingArrows()) != 1 {
		t.Errorf("closed: %v %q %v", o.Changed, m.RulingText(), m.RulingArrows())
	}
	if o := m.CloseRuling(); o.Changed {
		t.Error("closed twice")
	}
	m.SetPly(7)
	if m.RulingText() != "" || len(m.RulingArrows()) != 0 {
		t.Errorf("before the end: %q %v", m.RulingText(), m.RulingArrows())
	}
	m.Step(1)
	if m.RulingText() != want {
		t.Errorf("back at the end: %q", m.RulingText())
	}
	// A game that ended otherwise explains nothing.
	other, _ := f.open("", &record.Game{Start: rules.StartPosition()})
	if _, ok := other.Ruling(); ok || other.Moves().Cycle != [2]int{} {
		t.Error("a ruling in an empty game")
	}
}
