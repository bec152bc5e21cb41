package session

import (
	"strings"
	"testing"
	"time"

	"xiangqi/rules"
)

// On by default at the lowest levels: a new player and an old save have
// the coach in games against the computer from Newcomer 1 to Beginner,
// and not above them nor between two players.
func TestCoachDefault(t *testing.T) {
	v7, err := ParseSave(readSeed(t, "good-v7-daily.json"))
	if err != nil {
		t.Fatal(err)
	}
	for name, s := range map[string]Settings{"new player": DefaultSettings(), "version 7 save": v7.Settings} {
		if s.Coach != CoachAuto {
			t.Errorf("%s: coach %v", name, s.Coach)
		}
		for l := Level(0); l < NumLevels; l++ {
			want := l.Number() <= 0
			if got := s.CoachFor(true, l); got != want {
				t.Errorf("%s: coach at %v against the computer %v, want %v", name, l, got, want)
			}
			if s.CoachFor(false, l) {
				t.Errorf("%s: coach at %v between two players", name, l)
			}
		}
	}
	s := DefaultSettings()
	if !s.CoachShown() {
		t.Error("a new player's switch shows off")
	}
	s.Level = Easy
	if s.CoachShown() {
		t.Error("the switch shows on at Easy")
	}
	s.Level, s.TwoPlayers = Newcomer, true
	if s.CoachShown() {
		t.Error("the switch shows on for two players")
	}
}

// The switch, once turned, is the player's at every level, and CoachOn
// coaches two players too.
func TestCoachToggle(t *testing.T) {
	s := DefaultSettings()
	s.ToggleCoach()
	if s.Coach != CoachOff || s.CoachFor(true, Newcomer) || s.CoachShown() {
		t.Fatalf("off: %v", s.Coach)
	}
	s.ToggleCoach()
	if s.Coach != CoachOn || !s.CoachFor(true, Master) || !s.CoachFor(false, Master) {
		t.Fatalf("on: %v", s.Coach)
	}
	s.Level = Hard
	s.Coach = CoachAuto
	s.ToggleCoach() // shown off at Hard: turned on
	if s.Coach != CoachOn {
		t.Errorf("toggled from auto at Hard: %v", s.Coach)
	}
}

// The switch, the total and a game's counts are kept by the save; an
// older file that names them is refused.
func TestSaveCoach(t *testing.T) {
	for _, mode := range []CoachMode{CoachAuto, CoachOn, CoachOff} {
		d := SaveData{Settings: DefaultSettings()}
		d.Settings.Coach, d.Settings.CoachHelped = mode, 7
		d.Game = &SavedGame{Start: rules.StartPosition(), Level: Newcomer, Computer: [2]bool{false, true},
			ID: "20260101-120000", Started: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC), Coach: CoachStats{Warned: 3, Helped: 2}}
		b, err := MarshalSave(d)
		if err != nil {
			t.Fatal(err)
		}
		if mode == CoachAuto && strings.Contains(string(b), `"coach"`) {
			t.Errorf("CoachAuto written: %s", b)
		}
		back, err := ParseSave(b)
		if err != nil {
			t.Fatal(err)
		}
		if back.Settings.Coach != mode || back.Settings.CoachHelped != 7 || back.Game.Coach != d.Game.Coach {
			t.Errorf("%v read back as %v, %d, %+v", mode, back.Settings.Coach, back.Settings.CoachHelped, back.Game.Coach)
		}
		old := strings.Replace(string(b), `"version": 8`, `"version": 7`, 1)
		if _, err := ParseSave([]byte(old)); err == nil {
			t.Errorf("%v: the coach read from a version 7 file", mode)
		}
	}
	d := SaveData{Settings: DefaultSettings()}
	b, _ := MarshalSave(d)
	for _, bad := range []string{`"coach": "sometimes",`, `"coachHelped": -1,`} {
		s := strings.Replace(string(b), `"level":`, bad+` "level":`, 1)
		if _, err := ParseSave([]byte(s)); err == nil {
			t.Errorf("%s read", bad)
		}
	}
}

// The game in progress keeps its counts through a save and a restore.
func TestCurrentKeepsCoachStats(t *testing.T) {
	m := NewPausedMatch(newFakeEngine(), rules.NewGame(rules.StartPosition()), [2]bool{false, true}, Newcomer)
	m.SetCoachStats(CoachStats{Warned: 2, Helped: 1})
	var g Current
	g.Library = Library{Dir: t.TempDir()}
	g.Begin(m, false)
	sg := g.Saved()
	if sg.Coach != (CoachStats{Warned: 2, Helped: 1}) {
		t.Fatalf("saved %+v", sg.Coach)
	}
	var h Current
	h.Restore(newFakeEngine(), sg)
	if h.Match().CoachStats() != sg.Coach {
		t.Errorf("restored %+v", h.Match().CoachStats())
	}
}
