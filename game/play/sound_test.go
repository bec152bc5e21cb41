package play

import (
	"slices"
	"testing"
	"time"

	"xiangqi/clock"
	"xiangqi/game/sfx"
	"xiangqi/rules"
)

// TestSoundsOfTheGame (the models' part of the display suite's
// TestSoundsOfTheGame): each event that has a sound makes its own, and
// only it — a move, the reply, a check that captures, a capture, a mate,
// a clock's last seconds (once a second) and its fall.
func TestSoundsOfTheGame(t *testing.T) {
	f := newFixture(t, "two", rules.StartFEN)
	expect := func(what string, want ...sfx.Sound) {
		t.Helper()
		if !slices.Equal(f.sh.Sounds, want) {
			t.Errorf("%s: sounds %v, want %v", what, f.sh.Sounds, want)
		}
		f.sh.Sounds = nil
	}
	f.play("h2e2")
	expect("a move", sfx.Move)
	f.play("h7e7")
	expect("the reply", sfx.Move)
	f.play("e2e6") // takes the soldier, with check
	expect("a check that captures", sfx.Check)

	f.next("two", rules.StartFEN)
	f.play("h2h9") // takes the horse; two pieces screen the general
	expect("a capture", sfx.Capture)

	f.next("two", mateFEN)
	f.play("b5b8")
	if !f.m.Match().Over() {
		t.Fatal("no mate")
	}
	expect("a mate", sfx.End)

	// A clock game, on a fake clock: one warning a second in the last
	// ten of the player's time, none before, and the end when it is out.
	f.next("two", rules.StartFEN)
	ft := &fakeTime{t: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)}
	mt := f.m.Match()
	mt.SetClock(clock.New(clock.Minutes(1, 0), rules.Red, ft.now), nil)
	f.m.Resume()
	tick := func(d time.Duration) {
		ft.pass(d)
		f.poll()
	}
	tick(49 * time.Second)
	tick(500 * time.Millisecond)
	expect("10.5 s left")
	tick(time.Second)
	expect("9.5 s left", sfx.Clock)
	tick(300 * time.Millisecond)
	expect("9.2 s left: the same second")
	tick(time.Second)
	expect("8.2 s left", sfx.Clock)
	tick(10 * time.Second)
	if !mt.Over() || !mt.TimedOut() {
		t.Fatal("the flag did not fall")
	}
	expect("out of time", sfx.End)
}
