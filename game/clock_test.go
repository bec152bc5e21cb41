//go:build display

package game

import (
	"testing"

	"xiangqi/i18n"
	"xiangqi/rules"
)

// TestClockStopsUnderTheMenu (issue 49, fault 4): the shell tells the
// play screen when another screen covers it, so the clock of a timed game
// against the computer stands while the in-game menu is open and runs
// again once it is closed. This is the view's wiring (play's poll calls
// play.Model.Cover); what the model does when covered, and the line under
// the board that says so, is play.TestClockStopsUnderMenu.
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
	topIs[*playScreen](t, g)
	if !clk.Running() {
		t.Fatal("the clock stands after the menu closed")
	}
}
