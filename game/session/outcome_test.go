package session

import (
	"testing"

	"xiangqi/rules"
)

func TestOutcome(t *testing.T) {
	const redMates = "5a3/4Nk3/5a3/9/1C7/9/9/9/9/4K4 w - - 0 1" // b5b8 mates
	for _, c := range []struct {
		name     string
		computer [2]bool
		play     string
		resign   bool
		want     Outcome
	}{
		{"going on", computerBlack, "", false, NotOver},
		{"two players, Red mates", [2]bool{}, "b5b8", false, RedWon},
		{"player Red mates the computer", computerBlack, "b5b8", false, PlayerWon},
		{"the computer as Red mates", computerRed, "b5b8", false, PlayerLost},
		{"two players, Red resigns", [2]bool{}, "", true, BlackWon},
		{"player Red resigns", computerBlack, "", true, PlayerLost},
	} {
		g := gameFrom(t, redMates)
		if c.play != "" {
			if err := g.PlayText(c.play); err != nil {
				t.Fatal(err)
			}
		}
		m := NewPausedMatch(nil, g, c.computer, 0)
		if c.resign {
			m.ResignSide(rules.Red)
		}
		if got := m.Outcome(); got != c.want {
			t.Errorf("%s: outcome %d, want %d", c.name, got, c.want)
		}
	}
	// A draw by bare material is a draw whoever plays.
	g := gameFrom(t, "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1")
	if m := NewPausedMatch(nil, g, computerBlack, 0); m.Status().Over() && m.Outcome() != Drawn {
		t.Errorf("bare generals: outcome %d, want Drawn", m.Outcome())
	} else if !m.Status().Over() {
		t.Errorf("bare generals: not over (%v)", m.Status())
	}
}
