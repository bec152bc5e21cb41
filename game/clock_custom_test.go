//go:build display

package game

import (
	"testing"

	"xiangqi/clock"
	"xiangqi/i18n"
)

// tapStep taps the – (up false) or + of the custom clock editor's row of
// field f, n times.
func tapStep(t *testing.T, g *Game, in *scriptInput, f clock.Field, up bool, n int) {
	t.Helper()
	c := g.c
	for range n {
		s := topIs[*clockCustomScreen](t, g)
		found := false
		for _, st := range customLayout(c, s.m.Draft).steppers {
			if st.field != f {
				continue
			}
			r := st.minus
			if up {
				r = st.plus
			}
			x, y := r.Center()
			in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
			found = true
		}
		if !found {
			t.Fatalf("no row for field %d", f)
		}
	}
}

// TestCustomClockGameAsPlayed: the editor's view as a careless player
// uses it: Custom… opened (twice), every button of the editor tapped
// twice on the way to 7+3 (the kind, the steppers, Cancel once to see
// nothing kept), kept with Done double-clicked, whose second click must
// not start a game from under it. This is the view's part: its steppers'
// places and labels turned into the model's steps. What the editor keeps
// is newgame.TestClockToSevenPlusThree and TestClockCancelKeepsNothing;
// the New game row that shows it, newgame.TestClockChoices; the game it
// starts, newgame.TestBeginTimed and play.TestClockGameAsPlayed.
func TestCustomClockGameAsPlayed(t *testing.T) {
	g, in := newEngineGame(t, Config{Side: "red"})
	c := g.c
	before := c.game.Match()
	tap(t, g, in, "New game")
	// Cancel keeps nothing.
	tapChoice(t, g, in, i18n.MsgClockCustomTitle, 0)
	topIs[*clockCustomScreen](t, g)
	tapStep(t, g, in, clock.FieldMinutes, true, 2)
	tap(t, g, in, "Cancel")
	topIs[*newGameScreen](t, g)
	if c.settings.TimeControl.On() {
		t.Fatalf("Cancel kept %v", c.settings.TimeControl)
	}
	tapChoice(t, g, in, i18n.MsgClockCustomTitle, 0)
	s := topIs[*clockCustomScreen](t, g)
	if s.m.Draft != clock.CustomOf(clock.Control{}) {
		t.Fatalf("the editor opens at %+v", s.m.Draft)
	}
	// Each move, twice, then the whole game, twice: the per-move value
	// is kept aside.
	tap(t, g, in, "Each move")
	tap(t, g, in, "Each move")
	if !s.m.Draft.PerMove || len(customLayout(c, s.m.Draft).steppers) != 1 {
		t.Fatalf("per move: %+v", s.m.Draft)
	}
	tapStep(t, g, in, clock.FieldMove, true, 2)
	tapStep(t, g, in, clock.FieldMove, false, 2)
	tap(t, g, in, "Whole game")
	tap(t, g, in, "Whole game")
	if s.m.Draft.PerMove {
		t.Fatal("still per move")
	}
	// 10 min down to 7, 0 s up to 3, each button at least twice.
	tapStep(t, g, in, clock.FieldMinutes, false, 3)
	tapStep(t, g, in, clock.FieldInc, true, 5)
	tapStep(t, g, in, clock.FieldInc, false, 2)
	if got := s.m.Draft.Control(); got != clock.Minutes(7, 3) {
		t.Fatalf("the editor has %v, want 7+3", got)
	}
	// Done, double-clicked: the second click lands where Start is.
	in.quick = true
	for _, b := range s.buttons(c) {
		if b.label == "Done" {
			x, y := b.r.Center()
			in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y},
				pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
		}
	}
	in.quick = false
	topIs[*newGameScreen](t, g)
	if c.settings.TimeControl != clock.Minutes(7, 3) {
		t.Fatalf("kept %v", c.settings.TimeControl)
	}
	if c.game.Match() != before {
		t.Fatal("the second click of Done started a game")
	}
}
