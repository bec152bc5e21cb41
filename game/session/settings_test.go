package session

import (
	"testing"

	"xiangqi/rules"
)

func TestSeats(t *testing.T) {
	for _, c := range []struct {
		s        Settings
		computer [2]bool
		flipped  bool
	}{
		{Settings{Side: rules.Red}, computerBlack, false},
		{Settings{Side: rules.Black}, computerRed, true},
		{Settings{Side: rules.Black, TwoPlayers: true}, [2]bool{}, false},
	} {
		computer, flipped := c.s.Seats()
		if computer != c.computer || flipped != c.flipped {
			t.Errorf("%+v: computer %v flipped %v, want %v %v", c.s, computer, flipped, c.computer, c.flipped)
		}
	}
}

func TestSettingsCycles(t *testing.T) {
	s := DefaultSettings()
	// Play as: Red, Black, two players, Red.
	var seen []string
	for range 4 {
		seen = append(seen, map[bool]string{true: "two", false: s.Side.String()}[s.TwoPlayers])
		s.NextSide()
	}
	if got := seen; got[0] != "red" || got[1] != "black" || got[2] != "two" || got[3] != "red" {
		t.Errorf("side cycle %v", got)
	}
	if s.TwoPlayers || s.Side != rules.Black {
		t.Errorf("after four steps: two %v side %v, want Black", s.TwoPlayers, s.Side)
	}
	// Level: 1, 2, 3, 4, 0.
	s.Level = NumLevels - 2
	s.NextLevel()
	if s.Level != NumLevels-1 {
		t.Errorf("level %d", s.Level)
	}
	s.NextLevel()
	if s.Level != 0 {
		t.Errorf("after Master: level %d, want Beginner", s.Level)
	}
	// Notation: "", each of Notations, "".
	s.Notation = ""
	for _, want := range append(append([]string(nil), Notations...), "") {
		s.NextNotation()
		if s.Notation != want {
			t.Fatalf("notation %q, want %q", s.Notation, want)
		}
	}
}

func TestMoveNotation(t *testing.T) {
	for _, c := range []struct {
		notation, lang string
		simplified     bool
		want           rules.Notation
	}{
		{"", "vi", false, rules.Vietnamese},
		{"", "en", false, rules.WXF},
		{"", "zh", false, rules.ChineseTraditional},
		{"", "zh", true, rules.Chinese},
		{"wxf", "vi", false, rules.WXF},
		{"chinese", "en", true, rules.Chinese},
		{"chinese", "en", false, rules.ChineseTraditional},
		{"vietnamese", "zh", false, rules.Vietnamese},
		{"iccs", "vi", false, rules.ICCS},
	} {
		s := Settings{Notation: c.notation, Simplified: c.simplified}
		if got := s.MoveNotation(c.lang); got != c.want {
			t.Errorf("notation %q lang %s simplified %v: %v, want %v", c.notation, c.lang, c.simplified, got, c.want)
		}
	}
}
