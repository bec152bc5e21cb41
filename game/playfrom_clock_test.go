//go:build display

package game

import (
	"testing"

	"xiangqi/clock"
	"xiangqi/game/session"
	"xiangqi/record"
	"xiangqi/rules"
)

// TestPlayFromRecordTimed (issue 49): Play from here (a record, the
// analysis, the explorer) begins its game with the settings' time
// control, as New game does: 10+5 for the side to move, Black after one
// move; none when the settings have none.
func TestPlayFromRecordTimed(t *testing.T) {
	rg := rules.NewGame(rules.StartPosition())
	if err := rg.PlayText("h2e2"); err != nil {
		t.Fatal(err)
	}
	rec := &record.Game{Start: rules.StartPosition(), Moves: rg.Moves()}
	c := &ctx{prefs: prefs{settings: session.DefaultSettings()}}
	c.settings.TimeControl = clock.Minutes(10, 5)
	m, _, err := c.recordMatch(rec, 1)
	if err != nil {
		t.Fatal(err)
	}
	clk := m.Clock()
	if clk == nil || clk.Control() != clock.Minutes(10, 5) || clk.Side() != rules.Black {
		t.Fatalf("play from here with 10+5 set: clock %+v", clk)
	}
	c.settings.TimeControl = clock.Control{}
	if m, _, _ := c.recordMatch(rec, 1); m.Clock() != nil {
		t.Error("a clock with none set")
	}
}
