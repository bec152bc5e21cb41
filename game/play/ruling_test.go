package play

import (
	"strings"
	"testing"

	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/rules"
)

// The chariot chases the unprotected horse (rules' TestRulingExplains):
// seven plies in, Black's i8h8 would repeat the start a third time and
// lose by perpetual chase.
const (
	fenChase   = "3k5/7r1/9/9/9/9/9/3A1A3/4K2N1/6B2 w"
	cycleChase = "h1i3 h8i8 i3h1 i8h8 h1i3 h8i8 i3h1"
)

func newChaseFixture(t *testing.T, side string) *fixture {
	t.Helper()
	f := newFixture(t, side, fenChase, strings.Fields(cycleChase)...)
	f.settings.Notation = "iccs"
	return f
}

// TestRulingWarningAsks: on the person's turn the status line warns of
// the move that loses by perpetual chase and the board shows its arrow;
// playing it asks first, and only Play it plays it.
func TestRulingWarningAsks(t *testing.T) {
	f := newChaseFixture(t, "two")
	if _, second := f.status(); second != "Repeating i8h8 loses by perpetual chase" {
		t.Errorf("second line %q", second)
	}
	if a := f.m.RulingArrows(); !equalArrows(a, []session.Arrow{{From: sq(t, "i8"), To: sq(t, "h8")}, {From: sq(t, "h8"), To: sq(t, "h1")}}) {
		t.Errorf("arrows %v, want i8→h8, h8→h1", a)
	}
	if c := f.m.Moves().Cycle; c != [2]int{0, 7} {
		t.Errorf("cycle marked %v, want [0 7]", c)
	}
	if _, ok := f.m.Ruling(); ok || f.m.BannerExplanation() != "" {
		t.Error("a ruling before the game ended")
	}

	try := func() *ui.Dialog {
		t.Helper()
		tried, o := f.m.Try(mustMove(t, "i8h8"))
		if tried != Refused {
			t.Fatalf("the losing move was %d, want refused until confirmed", tried)
		}
		f.sh.Apply(o)
		d, ok := f.sh.Top().(*ui.Dialog)
		if !ok {
			t.Fatalf("no question: %T on top", f.sh.Top())
		}
		if d.Text != "This move loses by perpetual chase." || strings.Join(f.sh.Labels(), "|") != "Cancel|Play it" {
			t.Errorf("question %q %q", d.Text, f.sh.Labels())
		}
		return d
	}
	// Back and Cancel leave the move unplayed.
	try()
	f.sh.Back(t)
	try()
	f.sh.Tap(t, "Cancel")
	if n := len(f.m.Match().Game().Moves()); n != 7 || len(f.sh.Stack) != 1 {
		t.Fatalf("%d moves, %d screens after Back and Cancel", n, len(f.sh.Stack))
	}
	// Play it plays it; a second tap of the same choice does nothing.
	d := try()
	f.sh.Tap(t, "Play it")
	if st := f.m.Match().Status(); st != (rules.Status{Result: rules.RedWins, Reason: rules.PerpetualChase}) {
		t.Fatalf("status %v after Play it", st)
	}
	if o, then := d.Choose(1); then != nil {
		f.sh.Apply(o)
		f.sh.Apply(then())
	}
	if n := len(f.m.Match().Game().Moves()); n != 8 {
		t.Errorf("%d moves after a second tap, want 8", n)
	}
	// Another move is not asked about.
	f2 := newChaseFixture(t, "two")
	f2.play("i8i7")
	if n := len(f2.m.Match().Game().Moves()); n != 8 || f2.m.RulingWarning() != "" {
		t.Errorf("i8i7: %d moves, warning %q", n, f2.m.RulingWarning())
	}
}

// TestRulingWarningOnlyOnPersonsTurn: no warning while browsing, nor for
// the computer's side.
func TestRulingWarningOnlyOnPersonsTurn(t *testing.T) {
	f := newChaseFixture(t, "two")
	f.sh.Apply(f.m.Browse(3))
	if w := f.m.RulingWarning(); w != "" || len(f.m.RulingArrows()) != 0 {
		t.Errorf("browsing: warning %q, arrows %v", w, f.m.RulingArrows())
	}
	// The person plays Red: Black to move is the computer's turn.
	g := newChaseFixture(t, "red")
	if w := g.m.RulingWarning(); w != "" || len(g.m.RulingArrows()) != 0 {
		t.Errorf("computer's turn: warning %q, arrows %v", w, g.m.RulingArrows())
	}
}

// TestRulingEndsGameExplained: the game a ruling ended carries the
// explanation on its banner, its arrow on the final board (and browsing
// its last move, not an earlier one) and its cycle marked in the list.
func TestRulingEndsGameExplained(t *testing.T) {
	f := newChaseFixture(t, "two")
	_, o := f.m.Try(mustMove(t, "i8h8"))
	f.sh.Apply(o)
	f.sh.Tap(t, "Play it")
	if !f.m.BannerShown() {
		t.Fatal("no banner")
	}
	head, reason, _ := f.m.Banner()
	want := "Black's chariot chased Red's horse 4 times in a row (h8i8, i8h8, h8i8, i8h8). The horse had no protector able to take back. Rule: perpetual chase loses."
	if head != "Red wins" || reason != "Perpetual chase" || f.m.BannerExplanation() != want {
		t.Errorf("banner %q %q %q", head, reason, f.m.BannerExplanation())
	}
	if c := f.m.Moves().Cycle; c != [2]int{0, 8} {
		t.Errorf("cycle marked %v, want [0 8]", c)
	}
	arrow := []session.Arrow{{From: sq(t, "h8"), To: sq(t, "h1")}}
	if a := f.m.RulingArrows(); !equalArrows(a, arrow) {
		t.Errorf("arrows %v", a)
	}
	f.sh.Apply(f.m.Browse(4))
	if a := f.m.RulingArrows(); len(a) != 0 {
		t.Errorf("arrows %v browsing ply 4", a)
	}
	f.sh.Apply(f.m.Browse(8))
	if a := f.m.RulingArrows(); !equalArrows(a, arrow) {
		t.Errorf("arrows %v browsing the last move", a)
	}
	// Undo takes the ending back, and the explanation with it.
	f.sh.Apply(f.m.Tap(BackToGame))
	f.sh.Apply(f.m.Tap(Undo))
	if f.m.BannerExplanation() != "" || f.m.RulingWarning() != "Repeating i8h8 loses by perpetual chase" {
		t.Errorf("after undo: %q, warning %q", f.m.BannerExplanation(), f.m.RulingWarning())
	}
}

func equalArrows(a, b []session.Arrow) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func sq(t *testing.T, s string) rules.Square {
	t.Helper()
	q, err := rules.ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// TestPerpetualCheckWarnedAgainstComputer: the person playing Red against
// the computer is warned before the check that repeats a third time,
// and losing by it says why on the banner.
func TestPerpetualCheckWarnedAgainstComputer(t *testing.T) {
	f := newFixture(t, "red", "4k3R/9/9/9/9/9/9/9/9/3K5 b", strings.Fields("e9e8 i9i8 e8e9 i8i9 e9e8 i9i8 e8e9")...)
	f.settings.Notation = "iccs"
	if w := f.m.RulingWarning(); w != "Repeating i8i9 loses by perpetual check" {
		t.Errorf("warning %q", w)
	}
	_, o := f.m.Try(mustMove(t, "i8i9"))
	f.sh.Apply(o)
	f.sh.Tap(t, "Play it")
	head, reason, _ := f.m.Banner()
	want := "Red's chariot gave check 4 times in a row (i9i8, i8i9, i9i8, i8i9). Rule: perpetual check loses."
	if head != "You lose" || reason != "Perpetual check" || f.m.BannerExplanation() != want {
		t.Errorf("banner %q %q %q", head, reason, f.m.BannerExplanation())
	}
	if first, _ := f.status(); first != "Black wins — perpetual check" {
		t.Errorf("first line %q", first)
	}
}
