package session

import (
	"strings"
	"testing"
	"time"

	"xiangqi/clock"
	"xiangqi/rules"
)

// A clock game survives a kill: what the save holds is what the restored
// game goes on with, whatever time passed after the save.
func TestSaveClockSurvivesKill(t *testing.T) {
	dir := t.TempDir()
	ft := &fakeTime{t: time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC)}
	cur := &Current{Store: Store{Dir: dir}, Library: Library{Dir: dir}, Now: ft.now}
	m := NewMatch(newFakeEngine(), rules.NewGame(rules.StartPosition()), [2]bool{}, Easy)
	if err := cur.Begin(m, false); err != nil {
		t.Fatal(err)
	}
	m.SetClock(clock.New(clock.Minutes(10, 5), rules.Red, ft.now), nil)
	ft.pass(2500 * time.Millisecond)
	if err := m.Play(mv(t, "h2e2")); err != nil {
		t.Fatal(err)
	}
	ft.pass(15 * time.Second)
	settings := DefaultSettings()
	settings.TimeControl = clock.Minutes(10, 5)
	if err := cur.Save(SaveData{Settings: settings}); err != nil {
		t.Fatal(err)
	}
	ft.pass(time.Hour) // killed here: the hour is never charged

	d, notice := Store{Dir: dir}.Load()
	if notice != nil || d.Game == nil {
		t.Fatalf("notice %+v, game %v", notice, d.Game)
	}
	if d.Settings.TimeControl != clock.Minutes(10, 5) {
		t.Fatalf("settings' control %v", d.Settings.TimeControl)
	}
	again := &Current{Store: Store{Dir: dir}, Library: Library{Dir: dir}, Now: ft.now}
	again.Restore(newFakeEngine(), d.Game)
	rm := again.Match()
	c := rm.Clock()
	if c == nil || c.Control() != clock.Minutes(10, 5) || c.Running() {
		t.Fatalf("restored clock %+v", c)
	}
	if r, b := c.Left(rules.Red), c.Left(rules.Black); r != 602500*time.Millisecond || b != 585*time.Second {
		t.Fatalf("restored times %v %v", r, b)
	}
	if mc := rm.MoveClocks(); len(mc) != 1 || mc[0] != 602500*time.Millisecond {
		t.Fatalf("move clocks %v", mc)
	}
	rm.Resume()
	ft.pass(time.Second)
	if b := c.Left(rules.Black); b != 584*time.Second || !c.Running() {
		t.Fatalf("resumed: black %v", b)
	}
}

// A version 7 file (no clock) loads with none; a version 8 file with one
// loads it; a version 7 file that names a clock is corrupt.
func TestSaveClockVersions(t *testing.T) {
	v7 := parseSeed(t, "good-v7-origin.json")
	if v7.Settings.TimeControl.On() || v7.Game == nil || v7.Game.Control.On() {
		t.Fatalf("a version 7 file has a clock: %+v", v7.Game)
	}
	cur := &Current{}
	cur.Restore(newFakeEngine(), v7.Game)
	if cur.Match().Clock() != nil {
		t.Fatal("a version 7 game got a clock")
	}
	v8 := parseSeed(t, "good-v8-clock.json")
	g := v8.Game
	if g.Control != clock.Minutes(10, 5) || g.ClockLeft != [2]time.Duration{598 * time.Second, 583500 * time.Millisecond} || len(g.MoveClocks) != 2 {
		t.Fatalf("version 8 game %+v", g)
	}
	if _, err := ParseSave(readSeed(t, "bad-v7-clock.json")); err == nil {
		t.Fatal("a version 7 file with a clock was read")
	}
	b := string(readSeed(t, "good-v8-clock.json"))
	for name, bad := range map[string]string{
		"negative time":   strings.Replace(b, "598000,", "-1,", 1),
		"one time":        strings.Replace(b, "598000,\n      583500\n    ],\n    \"moveClocks\"", "598000\n    ],\n    \"moveClocks\"", 1),
		"bad control":     strings.Replace(b, `"timeControl": "600+5",`+"\n    \"clockLeft\"", `"timeControl": "-",`+"\n    \"clockLeft\"", 1),
		"times, no clock": strings.Replace(b, `"timeControl": "600+5",`+"\n    \"clockLeft\"", "\"clockLeft\"", 1),
		"settings":        strings.Replace(b, `"timeControl": "600+5"`, `"timeControl": "forever"`, 1),
	} {
		if bad == b {
			t.Fatalf("%s: the test's edit did not apply", name)
		}
		if _, err := ParseSave([]byte(bad)); err == nil {
			t.Errorf("%s: read", name)
		}
	}
}

// A countdown game and a moves-in-time game survive a save: the control,
// each side's time (main time and periods together) and, for moves in a
// time, the moves counted toward the control.
func TestSaveCountdownAndMovesIn(t *testing.T) {
	for _, ctl := range []clock.Control{clock.CountdownOf(10*time.Second, 2, 30*time.Second), clock.MovesIn(2, time.Minute)} {
		dir := t.TempDir()
		ft := &fakeTime{t: time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC)}
		cur := &Current{Store: Store{Dir: dir}, Library: Library{Dir: dir}, Now: ft.now}
		m := NewMatch(newFakeEngine(), rules.NewGame(rules.StartPosition()), [2]bool{}, Easy)
		if err := cur.Begin(m, false); err != nil {
			t.Fatal(err)
		}
		m.SetClock(clock.New(ctl, rules.Red, ft.now), nil)
		for _, s := range []string{"h2e2", "h9g7", "h0g2"} {
			ft.pass(20 * time.Second)
			if err := m.Play(mv(t, s)); err != nil {
				t.Fatal(err)
			}
		}
		ft.pass(5 * time.Second)
		settings := DefaultSettings()
		settings.TimeControl = ctl
		if err := cur.Save(SaveData{Settings: settings}); err != nil {
			t.Fatal(err)
		}
		d, notice := Store{Dir: dir}.Load()
		if notice != nil || d.Game == nil || d.Settings.TimeControl != ctl {
			t.Fatalf("%v: notice %+v, settings %v", ctl, notice, d.Settings.TimeControl)
		}
		again := &Current{Store: Store{Dir: dir}, Library: Library{Dir: dir}, Now: ft.now}
		again.Restore(newFakeEngine(), d.Game)
		c := again.Match().Clock()
		want := [2]time.Duration{m.Clock().Left(rules.Red), m.Clock().Left(rules.Black)}
		if c == nil || c.Control() != ctl || c.Left(rules.Red) != want[0] || c.Left(rules.Black) != want[1] {
			t.Fatalf("%v: restored %v, want %v", ctl, c, want)
		}
		if ctl.Kind() == clock.MovesInTime && (c.MovesToGo(rules.Black) != 1 || c.MovesToGo(rules.Red) != 2) {
			t.Fatalf("moves to go: red %d, black %d", c.MovesToGo(rules.Red), c.MovesToGo(rules.Black))
		}
		if ctl.Kind() == clock.Countdown && want != [2]time.Duration{60 * time.Second, 55 * time.Second} {
			t.Fatalf("countdown times %v", want)
		}
	}
}
