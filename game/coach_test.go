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

// TestCoachDialog: the warning names the threat and draws it; Take back
// puts the piece back (counted as the coach's help, in the game and in
// all), Play anyway plays the move, and a fast second tap on a button
// just shown does nothing.
func TestCoachDialog(t *testing.T) {
	g, in := newCoachGame(t)
	c := g.c
	m := c.game.Match()
	before := m.Position()
	d := untilWarned(t, g, in, "e2e6")
	if want := "Your cannon on the 5th file can be taken by the horse."; d.text != want {
		t.Errorf("warning %q, want %q", d.text, want)
	}
	if len(m.Game().Moves()) != 2 {
		t.Fatal("the board's tap during the judgement played a move")
	}
	// The board shows the move held and the threat, from the horse to
	// the cannon.
	w, _ := m.Warning()
	if w.Threat.String() != "g7e6" {
		t.Errorf("threat %v, want g7e6", w.Threat)
	}
	if n := len(m.Game().Moves()); n != 2 || m.Position() != before {
		t.Fatalf("the warned move is on the rules' board (%d moves)", n)
	}

	// A tap at once (the rest of a double tap) does nothing.
	in.quick = true
	tap(t, g, in, c.text(i18n.MsgCoachTakeBack))
	if topIs[*coachDialog](t, g) != d {
		t.Fatal("a tap on Take back just shown acted")
	}
	in.quick = false
	tap(t, g, in, c.text(i18n.MsgCoachTakeBack))
	topIs[*playScreen](t, g)
	if _, held := m.Held(); held || m.Position() != before || len(m.Game().Moves()) != 2 {
		t.Fatal("Take back did not put the piece back")
	}
	if m.CoachStats().Helped != 1 || c.settings.CoachHelped != 1 {
		t.Errorf("helped %d in the game, %d in all, want 1 and 1", m.CoachStats().Helped, c.settings.CoachHelped)
	}
	if data, _ := c.game.Store.Load(); data.Settings.CoachHelped != 1 || data.Game == nil || data.Game.Coach.Helped != 1 {
		t.Error("the counts were not saved")
	}

	// Again, and Play anyway.
	untilWarned(t, g, in, "e2e6")
	tap(t, g, in, c.text(i18n.MsgCoachPlayAnyway))
	topIs[*playScreen](t, g)
	if ms := m.Game().Moves(); len(ms) != 3 || ms[2].String() != "e2e6" {
		t.Fatalf("Play anyway: moves %v", ms)
	}
	if s := m.CoachStats(); s != (session.CoachStats{Warned: 2, Helped: 1}) {
		t.Errorf("stats %+v", s)
	}
}

// TestCoachSoundMoveThrough: a sound move is played after the judgement,
// with no box; off, the coach does not hold a move at all.
func TestCoachSoundMoveThrough(t *testing.T) {
	g, in := newCoachGame(t)
	m := g.c.game.Match()
	playMoves(t, g, in, "b0c2")
	for deadline := time.Now().Add(30 * time.Second); m.Judging(); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the coach did not answer")
		}
		tick(t, g, in)
	}
	topIs[*playScreen](t, g)
	if n := len(m.Game().Moves()); n != 3 {
		t.Fatalf("%d moves after a sound move, want 3", n)
	}
	g.c.settings.Coach = session.CoachOff
	playMoves(t, g, in, "b9c7") // Black's, between two players
	if _, held := m.Held(); held || len(m.Game().Moves()) != 4 {
		t.Error("the coach held a move while off")
	}
}

// TestCoachBackTakesBack: Back on the warning takes the move back.
func TestCoachBackTakesBack(t *testing.T) {
	g, in := newCoachGame(t)
	m := g.c.game.Match()
	untilWarned(t, g, in, "e2e6")
	if !g.Back() {
		t.Fatal("Back not handled")
	}
	topIs[*playScreen](t, g)
	if _, held := m.Held(); held || len(m.Game().Moves()) != 2 || m.CoachStats().Helped != 1 {
		t.Error("Back did not take the move back")
	}
}
