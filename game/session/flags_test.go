package session

import (
	"strings"
	"testing"

	"xiangqi/rules"
)

// TestFlagsApply: every start choice is read in one place; "" keeps the
// saved choice, and a bad name is refused naming what was wanted.
func TestFlagsApply(t *testing.T) {
	s := DefaultSettings()
	f := Flags{Level: "medium", Side: "black", Pieces: "simplified", Theme: "contrast", Handicap: "two-horses:black", FaceToFace: true, Adaptive: true}
	if err := f.Apply(&s); err != nil {
		t.Fatal(err)
	}
	if s.Level != Medium || s.Side != rules.Black || s.TwoPlayers || s.Pieces != PiecesSimplified || s.Theme.String() != "contrast" ||
		s.Handicap != rules.HandicapTwoHorses || s.HandicapSide != rules.Black || !s.FaceToFace || !s.Adaptive {
		t.Fatalf("applied: %+v", s)
	}
	kept := s
	if err := (Flags{}).Apply(&s); err != nil || s != kept {
		t.Fatalf("no flags changed %+v to %+v (%v)", kept, s, err)
	}
	if err := (Flags{Side: "two"}).Apply(&s); err != nil || !s.TwoPlayers {
		t.Fatalf("two players: %v", err)
	}
	for _, bad := range []struct {
		f    Flags
		want string
	}{
		{Flags{Side: "green"}, "want red, black or two"},
		{Flags{Handicap: "horse:blue"}, "want red or black"},
		{Flags{Level: "god"}, ""},
		{Flags{Pieces: "emoji"}, ""},
		{Flags{Theme: "neon"}, ""},
		{Flags{Handicap: "queen"}, ""},
	} {
		s := DefaultSettings()
		if err := bad.f.Apply(&s); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%+v: %v", bad.f, err)
		}
	}
}
