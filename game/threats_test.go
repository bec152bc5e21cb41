//go:build display

package game

import (
	"strings"
	"testing"

	"xiangqi/rules"
)

// threatMoves parses ICCS moves.
func threatMoves(t *testing.T, ss ...string) []rules.Move {
	t.Helper()
	var out []rules.Move
	for _, s := range ss {
		m, err := rules.ParseMoveText(s)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, m)
	}
	return out
}

// TestMaterialPuzzleHintInWords: a material puzzle's hint says how its
// move wins; a mate puzzle's gives the move only.
func TestMaterialPuzzleHintInWords(t *testing.T) {
	g, _ := newTestGame(t, Config{})
	c := g.c
	c.setSize(1280, 720, 1)
	if err := g.openPuzzle("w0098", 0, true); err != nil {
		t.Fatal(err)
	}
	s := topIs[*puzzleScreen](t, g)
	if _, _, _, hints := s.panelTexts(c); !strings.HasSuffix(hints, " · forks the chariot and horse") {
		t.Errorf("the material puzzle's hint: %q", hints)
	}
	if err := g.openPuzzle("m2-03", 0, true); err != nil {
		t.Fatal(err)
	}
	s = topIs[*puzzleScreen](t, g)
	if _, _, _, hints := s.panelTexts(c); !strings.Contains(hints, "Hint: ") || strings.Contains(hints, "check") {
		t.Errorf("the mate puzzle's hint: %q", hints)
	}
}
