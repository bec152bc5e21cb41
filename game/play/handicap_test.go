package play

import (
	"strings"
	"testing"

	"xiangqi/game/session"
	"xiangqi/game/texts"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// TestAdaptiveLevelInGame: with the adaptive level on, two wins in a row
// raise the level and the player is told under the board; undoing the
// mate and mating again does not count twice; two resignations lower it
// again; a game left unfinished and one between two players do not
// count. Each count asks for a save.
func TestAdaptiveLevelInGame(t *testing.T) {
	f := newFixture(t, "red", mateFEN)
	f.settings.Adaptive = true
	win := func() {
		t.Helper()
		f.next("red", mateFEN)
		saves := f.sh.Saves
		f.play("b5b8")
		if !f.m.Match().Over() || f.sh.Saves == saves {
			t.Fatalf("the mate: over %v, %d saves", f.m.Match().Over(), f.sh.Saves-saves)
		}
	}
	win()
	if f.m.LevelNote() != "" || f.settings.Level != session.Easy || f.settings.Streak != 1 {
		t.Fatalf("one win: note %q, level %v, streak %d", f.m.LevelNote(), f.settings.Level, f.settings.Streak)
	}
	// Undo the mate and mate again: still one win.
	f.sh.Tap(t, "Undo")
	f.play("b5b8")
	if f.settings.Streak != 1 {
		t.Fatalf("the same game counted twice: streak %d", f.settings.Streak)
	}
	win()
	// One level up the ladder: the one after Easy.
	want := "Two wins in a row: level raised to " + texts.LevelName(i18n.LangEn, session.Easy+1)
	if f.m.LevelNote() != want || f.settings.Level != session.Easy+1 || f.settings.Streak != 0 {
		t.Fatalf("two wins: note %q, level %v, streak %d", f.m.LevelNote(), f.settings.Level, f.settings.Streak)
	}
	if _, second := f.status(); second != want {
		t.Errorf("status %q", second)
	}
	// Undo takes the note away with the mate.
	f.sh.Tap(t, "Undo")
	if f.m.LevelNote() != "" {
		t.Errorf("the note stayed after Undo: %q", f.m.LevelNote())
	}
	// Two resignations: back to Easy.
	resign := func() {
		t.Helper()
		f.next("red", rules.StartFEN)
		f.sh.Tap(t, "Menu")
		f.sh.Tap(t, "Resign")
		f.sh.Tap(t, "Yes")
		if !f.m.Match().Over() {
			t.Fatal("not resigned")
		}
	}
	resign()
	if resign(); f.m.LevelNote() != "Two losses in a row: level lowered to Easy" || f.settings.Level != session.Easy {
		t.Fatalf("two resignations: note %q, level %v", f.m.LevelNote(), f.settings.Level)
	}
	// A game left unfinished does not count; nor does one of two players.
	f.next("red", rules.StartFEN)
	f.m.Resume()
	f.play("h2e2")
	f.waitPlies(2)
	f.next("two", mateFEN) // the unfinished one replaced
	f.play("b5b8")
	if f.settings.Streak != 0 || f.settings.Level != session.Easy || f.m.LevelNote() != "" {
		t.Fatalf("unfinished or two-player games counted: streak %d, level %v", f.settings.Streak, f.settings.Level)
	}
}

// TestHandicapGameAsPlayed: a game against the computer without both of
// its horses says so under the board, before and after the moves, and
// the library's record carries the handicap; between two players the
// giver is named.
func TestHandicapGameAsPlayed(t *testing.T) {
	want := rules.HandicapPosition(rules.HandicapTwoHorses, rules.Black)
	f := newFixture(t, "red", want.FEN())
	if _, second := f.status(); !strings.Contains(second, "Computer gives both horses") {
		t.Errorf("status %q", second)
	}
	f.m.Resume()
	f.play("h2e2")
	f.waitPlies(2)
	if _, second := f.status(); !strings.Contains(second, "Computer gives both horses") {
		t.Errorf("status after the moves %q", second)
	}
	f.sh.Apply(f.m.Pause()) // left: kept in the library
	rec, err := f.cur.Library.Get(f.cur.ID())
	if err != nil {
		t.Fatal(err)
	}
	if rec.Tag("Handicap") != "black gives two-horses" || rec.Start != want || rec.Tag("SetUp") != "1" || len(rec.Moves) != 2 {
		t.Errorf("record: Handicap %q, SetUp %q, start %s, %d moves", rec.Tag("Handicap"), rec.Tag("SetUp"), rec.Start.FEN(), len(rec.Moves))
	}
	if gi := session.InfoOf(rec); gi.Handicap != rules.HandicapTwoHorses || gi.Giver != rules.Black {
		t.Errorf("record info %+v", gi)
	}
	// Two players, Red gives a chariot.
	chariot := rules.HandicapPosition(rules.HandicapChariot, rules.Red)
	f.next("two", chariot.FEN())
	if _, second := f.status(); !strings.Contains(second, "Red gives a chariot") {
		t.Errorf("two players: status %q", second)
	}
	// No handicap: nothing said.
	f.next("red", rules.StartFEN)
	if _, second := f.status(); strings.Contains(second, "gives") {
		t.Errorf("no handicap: status %q", second)
	}
}
