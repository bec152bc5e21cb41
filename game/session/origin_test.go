package session

import (
	"testing"
	"time"

	"xiangqi/record"
	"xiangqi/rules"
)

// TestOwnRecord (issue 25, fault 10): a record the game wrote is its own
// (it may be continued under its name); a master game without a result,
// or one that only borrows the event's name, is not.
func TestOwnRecord(t *testing.T) {
	m := NewPausedMatch(nil, rules.NewGame(rules.StartPosition()), [2]bool{false, true}, Hard)
	own := MatchRecord(m, time.Date(2026, 12, 2, 8, 0, 0, 0, time.UTC))
	if !OwnRecord(own) || !InfoOf(own).Own {
		t.Fatal("the game's own record is not its own")
	}
	games, errs := record.Read([]byte("[Event \"China Team Championship 1998\"]\n[Red \"HU RongHua\"]\n[Black \"XU TianHong\"]\n\n1. g0e2 b9c7\n"))
	if len(errs) > 0 || len(games) != 1 {
		t.Fatal(errs)
	}
	if gi := InfoOf(games[0]); gi.Own || gi.Status.Over() {
		t.Fatalf("a master game without a result: own %v, status %v", gi.Own, gi.Status)
	}
	borrowed := *own
	borrowed.Tags = nil
	for _, tg := range own.Tags {
		borrowed.SetTag(tg.Name, tg.Value)
	}
	borrowed.SetTag("Red", "Lan")
	if OwnRecord(&borrowed) {
		t.Fatal("a record naming a player is read as the game's own")
	}
}

// TestOriginNoteAndSave: the origin names the source's players, event,
// date and the move, numbered as its start counts; the save keeps it,
// and the record of the new game carries it.
func TestOriginNoteAndSave(t *testing.T) {
	games, errs := record.Read([]byte("[Event \"Club\"]\n[Date \"2026.11.02\"]\n[Red \"Lan\"]\n[Black \"Minh\"]\n\n1. h2e2 h9g7 2. h0g2 *\n"))
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	g := games[0]
	for ply, want := range map[int]string{
		0: "Lan – Minh, Club, 2026.11.02, at the start",
		2: "Lan – Minh, Club, 2026.11.02, after 1... h9g7",
		3: "Lan – Minh, Club, 2026.11.02, after 2. h0g2",
	} {
		if got := OriginNote(g, ply); got != want {
			t.Errorf("ply %d: %q, want %q", ply, got, want)
		}
	}
	m, err := RecordMatch(nil, g, 2, [2]bool{}, Easy)
	if err != nil {
		t.Fatal(err)
	}
	m.SetOrigin(OriginNote(g, 2))
	if rec := MatchRecord(m, time.Time{}); rec.Tag(TagOrigin) != OriginNote(g, 2) {
		t.Fatalf("the record's origin %q", rec.Tag(TagOrigin))
	}
	b, err := MarshalSave(SaveData{Settings: DefaultSettings(), Game: &SavedGame{Start: g.Start, Origin: m.Origin()}})
	if err != nil {
		t.Fatal(err)
	}
	d, err := ParseSave(b)
	if err != nil || d.Game.Origin != m.Origin() {
		t.Fatalf("the save's origin %q (%v)", d.Game.Origin, err)
	}
}
