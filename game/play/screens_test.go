package play

import (
	"strings"
	"testing"

	"xiangqi/game/ui"
	"xiangqi/game/ui/uitest"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// TestResumeUnderDialog: the app goes to the background and back while
// the in-game menu is open over the computer's turn: Pause stops the
// computer and saves, Resume starts it again, so once the menu is closed
// the computer moves; while browsing, Resume leaves it waiting.
func TestResumeUnderDialog(t *testing.T) {
	f := newFixture(t, "red", rules.StartFEN)
	mt := f.m.Match()
	mt.Resume()
	f.sh.Tap(t, "Menu")
	uitest.TopIs[*ui.Dialog](t, f.sh)
	// Red's move played under the menu (as a finished drag would): the
	// computer's turn.
	if err := mt.Play(mustMove(t, "h2e2")); err != nil {
		t.Fatal(err)
	}
	saves := f.sh.Saves
	f.sh.Apply(f.m.Pause())
	if !mt.Paused() || f.sh.Saves != saves+1 {
		t.Fatalf("Pause: paused %v, %d saves", mt.Paused(), f.sh.Saves-saves)
	}
	f.m.Resume()
	f.sh.Back(t) // the menu closes
	f.waitPlies(2)
	// Browsing, the app away and back: the computer still waits.
	f.play("h0g2")
	f.sh.Apply(f.m.Browse(1))
	f.sh.Apply(f.m.Pause())
	f.m.Resume()
	if !mt.Paused() {
		t.Fatal("Resume while browsing restarted the computer")
	}
	f.sh.Tap(t, "To game")
	f.waitPlies(4)
}

// TestLeaveSavesAndMenuSettings: the in-game menu's Settings opens
// Settings over the game (which stays as it was); leaving for real
// pauses and saves the game, kept in the library with its move.
func TestLeaveSavesAndMenuSettings(t *testing.T) {
	f := newFixture(t, "two", rules.StartFEN)
	f.play("h2e2")
	f.sh.Tap(t, "Menu")
	f.sh.Tap(t, "Settings")
	if len(f.sh.Routes) != 1 || f.sh.Routes[0] != ui.ToSettings || f.sh.Top() != any(f.m) {
		t.Fatalf("the menu's Settings: routes %v, on top %T", f.sh.Routes, f.sh.Top())
	}
	_, o := f.m.Back()
	f.sh.Apply(o)
	f.sh.Tap(t, "Yes")
	if f.sh.Closed != 1 || !f.m.Match().Paused() {
		t.Fatalf("left: closed %d, paused %v", f.sh.Closed, f.m.Match().Paused())
	}
	rec, err := f.cur.Library.Get(f.cur.ID())
	if err != nil || len(rec.Moves) != 1 {
		t.Fatalf("the game left is not in the library with its move (%v)", err)
	}
}

// TestRefusalReasons: each move the rules refuse is said with its reason.
func TestRefusalReasons(t *testing.T) {
	f := newFixture(t, "two", rules.StartFEN)
	for _, c := range []struct{ move, want string }{
		{"b0d1", "The horse's leg is blocked"},
		{"c3c2", "Soldiers never move back"},
		{"h2h8", "A piece is in the way"},
		{"e0e2", "The general moves one point along a line, within the palace"},
		{"d0c1", "The general and advisors stay in the palace"},
	} {
		mv := mustMove(t, c.move)
		if tried, _ := f.m.Try(mv); tried != Refused {
			t.Fatalf("%s was not refused", c.move)
		}
		if _, second := f.m.Status(mv); second != c.want {
			t.Errorf("%s: %q, want %q", c.move, second, c.want)
		}
	}
	if n := len(f.m.Match().Game().Moves()); n != 0 {
		t.Fatalf("%d moves played", n)
	}
}

// TestWriteProblemShown (issue 25, fault 3): a failed save or library
// write is said on the status's second line, against the computer too
// (whose line is never empty), until a write succeeds.
func TestWriteProblemShown(t *testing.T) {
	for _, side := range []string{"red", "two"} {
		f := newFixture(t, side, rules.StartFEN)
		problem := "Could not save: no space left on device"
		f.m = New(ui.LangEnv(i18n.LangEn, f.settings), Services{Game: f.cur, WriteProblem: func() string { return problem }})
		f.play("h2e2")
		if _, second := f.status(); !strings.Contains(second, problem) {
			t.Fatalf("%s: after a failed save the status says %q", side, second)
		}
		problem = ""
		_, second := f.status()
		if strings.Contains(second, "Could not") {
			t.Fatalf("%s: after a save that worked the status says %q", side, second)
		}
		if side == "red" && !strings.Contains(second, "you play Red") {
			t.Errorf("against the computer: %q", second)
		}
	}
}
