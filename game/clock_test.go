//go:build display

package game

import (
	"testing"
	"time"

	"xiangqi/clock"
	"xiangqi/game/newgame"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// TestClockGameAsPlayed: the shell's part of a clock game (the clocks'
// running, increments, warnings and record: play.TestClockGameAsPlayed):
// a careless player taps 3+2 twice, starts, plays a move, leaves, comes
// back after the app was closed: the clocks are as saved and stand still
// behind the start screen, and run again on Continue.
func TestClockGameAsPlayed(t *testing.T) {
	dir := t.TempDir()
	g, in := newEngineGame(t, Config{DataDir: dir, Side: "red"})
	c := g.c
	tap(t, g, in, "New game")
	k := -1
	for i, tc := range newgame.TimeControls() {
		if tc == clock.Minutes(3, 2) {
			k = i
		}
	}
	tapChoice(t, g, in, i18n.MsgTimeControl, k)
	tapChoice(t, g, in, i18n.MsgTimeControl, k)
	if c.settings.TimeControl != clock.Minutes(3, 2) {
		t.Fatalf("time control %v", c.settings.TimeControl)
	}
	tap(t, g, in, "Start")
	topIs[*playScreen](t, g)
	clk := c.game.Match().Clock()
	if clk == nil || !clk.Running() || clk.Side() != rules.Red {
		t.Fatalf("clock %+v", clk)
	}
	playMoves(t, g, in, "h2e2")
	waitPlies(t, g, in, 2)
	g.Back()
	tap(t, g, in, "Yes")
	topIs[*menuScreen](t, g)
	if clk.Running() {
		t.Fatal("the clock runs behind the start screen")
	}
	saved := clk.State()
	if err := g.Close(); err != nil {
		t.Fatal(err)
	}
	g2, in2 := newEngineGame(t, Config{DataDir: dir})
	c2 := g2.c
	clk2 := c2.game.Match().Clock()
	// The save keeps whole milliseconds.
	ms := func(l [2]time.Duration) [2]time.Duration {
		return [2]time.Duration{l[0].Truncate(time.Millisecond), l[1].Truncate(time.Millisecond)}
	}
	if clk2 == nil || clk2.Running() || clk2.State().Left != ms(saved.Left) {
		t.Fatalf("after a restart: %+v, want %+v paused", clk2, saved)
	}
	tap(t, g2, in2, "Continue")
	topIs[*playScreen](t, g2)
	if !clk2.Running() || clk2.Side() != rules.Red {
		t.Fatal("the clock does not run on Continue")
	}
}

// TestClockStopsUnderTheMenu (issue 49, fault 4): the shell tells the
// play screen when another screen covers it, so the clock of a timed game
// against the computer stands while the in-game menu is open, runs again
// once it is closed, and the line under the board says it stood.
func TestClockStopsUnderTheMenu(t *testing.T) {
	g, in := newEngineGame(t, Config{Side: "red", TimeControl: "600+0", FEN: rules.StartFEN})
	c := g.c
	topIs[*playScreen](t, g)
	in.run(t, g, pointerState{})
	clk := c.game.Match().Clock()
	if clk == nil || !clk.Running() {
		t.Fatalf("the clock of a new timed game: %+v", clk)
	}
	tap(t, g, in, c.text(i18n.MsgMenu))
	in.run(t, g, pointerState{}) // a tick with the menu on top
	if clk.Running() {
		t.Fatal("the clock runs under the menu")
	}
	tap(t, g, in, c.text(i18n.MsgResume))
	in.run(t, g, pointerState{})
	p := topIs[*playScreen](t, g)
	if !clk.Running() {
		t.Fatal("the clock stands after the menu closed")
	}
	if _, second := p.statusLines(c); second != c.text(i18n.MsgClockWasStopped) {
		t.Fatalf("under the board: %q", second)
	}
}
