//go:build display

package game

import (
	"testing"
	"time"

	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// newCoachGame is a game between two players after 1. C2=5 H8+7, on the
// game's own engine (which coaches), with the coach switched on; the
// switch is off by itself between two players, so the first moves were
// played at once.
func newCoachGame(t *testing.T) (*Game, *scriptInput) {
	t.Helper()
	in := &scriptInput{}
	g, err := newGame(Config{DataDir: t.TempDir(), Lang: "en", Side: "two", FEN: rules.StartFEN}, newEngine(4, 1), in, nil)
	if err != nil {
		t.Fatal(err)
	}
	g.c.setSize(540, 960, 1)
	playMoves(t, g, in, "h2e2", "h9g7")
	if n := len(g.c.game.Match().Game().Moves()); n != 2 {
		t.Fatalf("%d moves played with the coach off by itself, want 2", n)
	}
	g.c.settings.Coach = session.CoachOn
	return g, in
}

// untilWarned taps the move and ticks until the coach's box is up.
func untilWarned(t *testing.T, g *Game, in *scriptInput, move string) *coachDialog {
	t.Helper()
	playMoves(t, g, in, move)
	m := g.c.game.Match()
	if _, ok := m.Held(); !ok {
		t.Fatalf("%s was not held for the coach (%d moves)", move, len(m.Game().Moves()))
	}
	// Meanwhile a tap on the board moves nothing.
	playMoves(t, g, in, "a0a1")
	for deadline := time.Now().Add(30 * time.Second); m.Judging(); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the coach did not answer")
		}
		tick(t, g, in)
	}
	tick(t, g, in)
	return topIs[*coachDialog](t, g)
}

// TestCoachDialog: the view's wiring of the coach's warning (what it
// says and does, the counts and their save: play.TestCoach*): the box
// comes up from the play screen's poll with the model's sentence; a fast
// second tap on a button just shown does nothing (pressGuard); Take back
// and Play anyway reach the model and close the box, Take back with the
// board's motion void; Back takes back.
func TestCoachDialog(t *testing.T) {
	g, in := newCoachGame(t)
	c := g.c
	m := c.game.Match()
	before := m.Position()
	d := untilWarned(t, g, in, "e2e6")
	if want := "Your cannon on the 5th file can be taken by the horse."; d.m.Text() != want {
		t.Errorf("warning %q, want %q", d.m.Text(), want)
	}
	if len(m.Game().Moves()) != 2 {
		t.Fatal("the board's tap during the judgement played a move")
	}

	// A tap at once (the rest of a double tap) does nothing.
	in.quick = true
	tap(t, g, in, c.text(i18n.MsgCoachTakeBack))
	if topIs[*coachDialog](t, g) != d {
		t.Fatal("a tap on Take back just shown acted")
	}
	in.quick = false
	tap(t, g, in, c.text(i18n.MsgCoachTakeBack))
	p := topIs[*playScreen](t, g)
	if _, held := m.Held(); held || m.Position() != before || p.board.anim != rules.NoMove {
		t.Fatal("Take back did not put the piece back")
	}

	// Again, and Back.
	untilWarned(t, g, in, "e2e6")
	if !g.Back() {
		t.Fatal("Back not handled")
	}
	topIs[*playScreen](t, g)
	if _, held := m.Held(); held || m.CoachStats().Helped != 2 {
		t.Error("Back did not take the move back")
	}

	// Again, and Play anyway.
	untilWarned(t, g, in, "e2e6")
	tap(t, g, in, c.text(i18n.MsgCoachPlayAnyway))
	topIs[*playScreen](t, g)
	if ms := m.Game().Moves(); len(ms) != 3 || ms[2].String() != "e2e6" {
		t.Fatalf("Play anyway: moves %v", ms)
	}
}
