//go:build display

package game

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/clock"
	"xiangqi/i18n"
	"xiangqi/rules"
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

// TestCustomClockGameAsPlayed: a careless player opens Custom… (twice),
// taps every button of the editor twice on the way to 7+3 (the kind, the
// steppers, Cancel once to see nothing kept), keeps it with Done (a fast
// double tap, whose second tap must not start a game from under it),
// sees "7+3" on the New game screen, starts, and the clocks show 7:00
// and run with 3 s a move. The choice is saved for the next game.
func TestCustomClockGameAsPlayed(t *testing.T) {
	dir := t.TempDir()
	g, in := newEngineGame(t, Config{DataDir: dir, Side: "red"})
	c := g.c
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
	n := topIs[*newGameScreen](t, g)
	if c.settings.TimeControl != clock.Minutes(7, 3) {
		t.Fatalf("kept %v", c.settings.TimeControl)
	}
	var custom settingsItem
	for _, it := range n.items(c) {
		if it.Name == i18n.MsgClockCustomTitle {
			custom = it
		}
		if it.Name == i18n.MsgTimeControl && it.Chosen >= 0 {
			t.Errorf("the preset %q is marked", it.Options[it.Chosen])
		}
	}
	if custom.Chosen != 0 || custom.Options[0] != "7+3" {
		t.Fatalf("the custom row: %q chosen %d", custom.Options, custom.Chosen)
	}
	tap(t, g, in, "Start")
	p := topIs[*playScreen](t, g)
	in.run(t, g, pointerState{}) // a tick: the clocks polled
	g.Draw(ebiten.NewImage(540, 960))
	if p.m.ShownClocks() != [2]string{"7:00", "7:00"} {
		t.Fatalf("the clocks show %q", p.m.ShownClocks())
	}
	clk := c.game.Match().Clock()
	if clk == nil || clk.Control() != clock.Minutes(7, 3) || !clk.Running() {
		t.Fatalf("clock %+v", clk)
	}
	playMoves(t, g, in, "h2e2")
	waitPlies(t, g, in, 2)
	// Red's move took well under a second of the test's time: with its
	// 3 s, Red has more than 7 minutes.
	if left := clk.Left(rules.Red); left <= 7*time.Minute || left > 7*time.Minute+3*time.Second {
		t.Fatalf("Red has %v after a move", left)
	}
	if err := g.Close(); err != nil {
		t.Fatal(err)
	}
	g2, _ := newEngineGame(t, Config{DataDir: dir})
	if g2.c.settings.TimeControl != clock.Minutes(7, 3) {
		t.Fatalf("saved %v", g2.c.settings.TimeControl)
	}
}
