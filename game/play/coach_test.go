package play

import (
	"testing"
	"time"

	"xiangqi/game/engine"
	"xiangqi/game/session"
	"xiangqi/game/sfx"
	"xiangqi/game/ui"
	"xiangqi/rules"
)

// newCoachGame is a game between two players after 1. C2=5 H8+7, on the
// game's own engine (which coaches), with the coach switched on; the
// switch is off by itself between two players, so the first moves were
// played at once.
func newCoachGame(t *testing.T) *fixture {
	t.Helper()
	f := newFixtureOn(t, engine.New(4, 1), "two", rules.StartFEN)
	f.play("h2e2", "h9g7") // each must be played, not held
	f.settings.Coach = session.CoachOn
	return f
}

// untilWarned tries the move on the board and polls until the coach
// warns, then opens the warning as the view does; a tap on the board
// meanwhile moves nothing.
func untilWarned(t *testing.T, f *fixture, move string) *Coach {
	t.Helper()
	tried, o := f.m.Try(mustMove(t, move))
	if tried != Held {
		t.Fatalf("%s: tried %d, want held for the coach", move, tried)
	}
	f.sh.Apply(o)
	mt := f.m.Match()
	if tried, _ := f.m.Try(mustMove(t, "a0a1")); tried == Played {
		t.Fatal("a move was played while the coach judges")
	}
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(time.Millisecond) {
		p, o := f.m.Poll()
		f.sh.Apply(o)
		if p.Warned {
			break
		}
		if !mt.Judging() || time.Now().After(deadline) {
			t.Fatalf("%s: no warning (judging %v, %d moves)", move, mt.Judging(), len(mt.Game().Moves()))
		}
	}
	if got := f.sh.Sounds[len(f.sh.Sounds)-1]; got != sfx.Check {
		t.Errorf("the warning sounded %v", got)
	}
	c := f.m.Coach()
	f.sh.Stack = append(f.sh.Stack, c) // the play screen's view opens it
	return c
}

// TestCoachTakeBack: the warning names the threat; the board keeps the
// move held off the rules' board; Take back puts the piece back, counted
// as the coach's help in the game and in all, and saved; the warning
// closes and a second tap (the rest of a double tap) does nothing.
func TestCoachTakeBack(t *testing.T) {
	f := newCoachGame(t)
	mt := f.m.Match()
	before := mt.Position()
	c := untilWarned(t, f, "e2e6")
	if want := "Your cannon on the 5th file can be taken by the horse."; c.Text() != want {
		t.Errorf("warning %q, want %q", c.Text(), want)
	}
	if w, _ := mt.Warning(); w.Threat.String() != "g7e6" {
		t.Errorf("threat %v, want g7e6", w.Threat)
	}
	if n := len(mt.Game().Moves()); n != 2 || mt.Position() != before {
		t.Fatalf("the warned move is on the rules' board (%d moves)", n)
	}
	if tried, _ := f.m.Try(mustMove(t, "b0c2")); tried == Played {
		t.Fatal("the board takes moves under the warning")
	}
	if bs := c.Buttons(); len(bs) != 2 || !bs[0].Primary || bs[0].Label != "Take back" || bs[1].Label != "Play anyway" {
		t.Fatalf("buttons %+v", bs)
	}
	saves := f.sh.Saves
	f.sh.Tap(t, "Take back")
	if f.sh.Top() != any(f.m) {
		t.Fatalf("Take back left %s", f.sh)
	}
	if _, held := mt.Held(); held || mt.Position() != before || len(mt.Game().Moves()) != 2 {
		t.Fatal("Take back did not put the piece back")
	}
	if mt.CoachStats().Helped != 1 || f.settings.CoachHelped != 1 || f.sh.Saves != saves+1 {
		t.Errorf("helped %d in the game, %d in all, %d saves: want 1, 1 and a save", mt.CoachStats().Helped, f.settings.CoachHelped, f.sh.Saves-saves)
	}
	// The rest of a double tap, on either button: nothing more.
	for _, b := range c.Buttons() {
		if !b.Disabled {
			t.Errorf("%s still enabled once answered", b.Label)
		}
	}
	if o := c.Tap(PlayAnyway); o != (ui.Outcome{}) || len(mt.Game().Moves()) != 2 || f.settings.CoachHelped != 1 {
		t.Fatalf("a second answer acted: %+v", o)
	}
	if o := c.Back(); o.Close || o.Changed {
		t.Fatalf("Back after the answer: %+v", o)
	}
}

// TestCoachPlayAnyway: Play anyway plays the move held, with its sound
// (it takes the soldier) and a save; the counts say two warnings, one help.
func TestCoachPlayAnyway(t *testing.T) {
	f := newCoachGame(t)
	mt := f.m.Match()
	untilWarned(t, f, "e2e6")
	f.sh.Tap(t, "Take back")
	untilWarned(t, f, "e2e6")
	saves := f.sh.Saves
	f.sh.Tap(t, "Play anyway")
	if f.sh.Top() != any(f.m) {
		t.Fatalf("Play anyway left %s", f.sh)
	}
	if ms := mt.Game().Moves(); len(ms) != 3 || ms[2].String() != "e2e6" {
		t.Fatalf("Play anyway: moves %v", ms)
	}
	if s := mt.CoachStats(); s != (session.CoachStats{Warned: 2, Helped: 1}) {
		t.Errorf("stats %+v", s)
	}
	if f.sh.Saves != saves+1 || f.sh.Sounds[len(f.sh.Sounds)-1] != sfx.Capture {
		t.Errorf("%d saves, sounds %v", f.sh.Saves-saves, f.sh.Sounds)
	}
	if f.settings.CoachHelped != 1 {
		t.Errorf("Play anyway counted as help: %d", f.settings.CoachHelped)
	}
}

// TestCoachBackTakesBack: Back on the warning takes the move back.
func TestCoachBackTakesBack(t *testing.T) {
	f := newCoachGame(t)
	mt := f.m.Match()
	c := untilWarned(t, f, "e2e6")
	f.sh.Apply(c.Back())
	if f.sh.Top() != any(f.m) {
		t.Fatalf("Back left %s", f.sh)
	}
	if _, held := mt.Held(); held || len(mt.Game().Moves()) != 2 || mt.CoachStats().Helped != 1 {
		t.Error("Back did not take the move back")
	}
}

// TestCoachClosesWhenGone: the warning stays while it stands, and closes
// by itself, once, when it is gone (here: the game replaced under it).
func TestCoachClosesWhenGone(t *testing.T) {
	f := newCoachGame(t)
	c := untilWarned(t, f, "e2e6")
	for range 3 {
		if o := c.Poll(); o.Close {
			t.Fatal("the warning closed while it stands")
		}
	}
	f.cur.Replace(session.NewPausedMatch(firstMoveEngine{}, rules.NewGame(rules.StartPosition()), [2]bool{}, session.Easy))
	f.sh.Apply(c.Poll())
	if f.sh.Top() != any(f.m) {
		t.Fatalf("the warning did not close once gone: %s", f.sh)
	}
	if o := c.Poll(); o.Close {
		t.Fatal("closed twice")
	}
	if o := c.Tap(TakeBack); o.Close {
		t.Fatal("a tap on the closed warning closed another screen")
	}
}

// TestCoachSoundMoveThrough: a sound move is played after the judgement,
// with no warning; off, the coach does not hold a move at all.
func TestCoachSoundMoveThrough(t *testing.T) {
	f := newCoachGame(t)
	mt := f.m.Match()
	if tried, o := f.m.Try(mustMove(t, "b0c2")); tried != Held {
		t.Fatalf("b0c2 tried %d, want held", tried)
	} else {
		f.sh.Apply(o)
	}
	for deadline := time.Now().Add(60 * time.Second); mt.Judging(); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the coach did not answer")
		}
		p, o := f.m.Poll()
		f.sh.Apply(o)
		if p.Warned {
			t.Fatal("a sound move warned about")
		}
	}
	p, o := f.m.Poll()
	f.sh.Apply(o)
	if p.Warned || len(mt.Game().Moves()) != 3 {
		t.Fatalf("%d moves after a sound move, want 3 (warned %v)", len(mt.Game().Moves()), p.Warned)
	}
	f.settings.Coach = session.CoachOff
	if tried, _ := f.m.Try(mustMove(t, "b9c7")); tried != Played { // Black's, between two players
		t.Error("the coach held a move while off")
	}
}
