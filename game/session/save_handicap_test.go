package session

import (
	"os"
	"reflect"
	"strings"
	"testing"

	"xiangqi/rules"
)

// TestSaveHandicapAndAdaptive: the handicap, the side that gives it and
// the adaptive level's state survive a save and a load, with a handicap
// game in progress, which continues from its handicap start.
func TestSaveHandicapAndAdaptive(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	d := sampleSave(t)
	d.Settings.Handicap, d.Settings.HandicapSide = rules.HandicapTwoHorses, rules.Black
	d.Settings.Adaptive, d.Settings.Streak, d.Settings.Counted = true, 1, "20261201-010203-000004"
	d.Game.Start = rules.HandicapPosition(rules.HandicapChariot, rules.Red)
	if err := s.Save(d); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(s.path())
	for _, want := range []string{`"version": 8`, `"handicap": "two-horses"`, `"handicapSide": "black"`, `"adaptive": true`, `"streak": 1`, `"start": "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABNR w - - 0 1"`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("the save lacks %s:\n%s", want, b)
		}
	}
	got, notice := s.Load()
	if notice != nil {
		t.Fatal(notice)
	}
	if !reflect.DeepEqual(got, d) {
		t.Fatalf("got %+v\nwant %+v", got.Settings, d.Settings)
	}
	if h, giver, ok := rules.HandicapOf(got.Game.Start); !ok || h != rules.HandicapChariot || giver != rules.Red {
		t.Fatalf("the game's start is no longer the handicap: %v", got.Game.Start.FEN())
	}
	// Red (the computer) gives the chariot; the player plays Black.
	d.Settings.Side, d.Settings.TwoPlayers = rules.Black, false
	if d.Settings.HandicapGiver() != rules.Red {
		t.Error("against the computer, the computer gives the handicap")
	}
	d.Settings.TwoPlayers = true
	if d.Settings.HandicapGiver() != rules.Black || d.Settings.StartPosition() != rules.HandicapPosition(rules.HandicapTwoHorses, rules.Black) {
		t.Error("two players: the side chosen gives it")
	}
}

// TestSaveVersion5Seeds: the version 5 sample reads with its handicap,
// adaptive state and handicap game; a version 4 sample reads with none
// (handicap none, adaptive off); version 5 fields in a version 4 file are
// refused.
func TestSaveVersion5Seeds(t *testing.T) {
	read := func(name string) (SaveData, error) { return ParseSave(readSeed(t, name)) }
	v5, err := read("good-v5-handicap.json")
	if err != nil {
		t.Fatal(err)
	}
	st := v5.Settings
	if st.Handicap != rules.HandicapChariotHorse || st.HandicapSide != rules.Black || !st.Adaptive || st.Streak != -1 || st.Counted == "" {
		t.Errorf("v5 settings %+v", st)
	}
	if st.HandicapGiver() != rules.Red { // the player plays Black
		t.Errorf("giver %v", st.HandicapGiver())
	}
	if h, giver, ok := rules.HandicapOf(v5.Game.Start); !ok || h != rules.HandicapChariotHorse || giver != rules.Red || len(v5.Game.Moves) != 2 {
		t.Errorf("v5 game %v %v %v, %d moves", h, giver, ok, len(v5.Game.Moves))
	}
	v4, err := read("good-v4-looks.json")
	if err != nil {
		t.Fatal(err)
	}
	if v4.Settings.Handicap != rules.NoHandicap || v4.Settings.Adaptive || v4.Settings.Streak != 0 {
		t.Errorf("v4 settings %+v", v4.Settings)
	}
	if _, err := read("bad-v4-handicap.json"); err == nil {
		t.Error("a handicap in a version 4 file was read")
	}
	for _, bad := range []string{
		`{"version":5,"settings":{"level":"easy","side":"red","handicap":"queen"}}`,
		`{"version":5,"settings":{"level":"easy","side":"red","handicapSide":"green"}}`,
		`{"version":5,"settings":{"level":"easy","side":"red","streak":2}}`,
		`{"version":5,"settings":{"level":"easy","side":"red","counted":"../x"}}`,
	} {
		if _, err := ParseSave([]byte(bad)); err == nil {
			t.Errorf("read %s", bad)
		}
	}
}
