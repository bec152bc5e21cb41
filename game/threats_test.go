//go:build display

package game

import (
	"strings"
	"testing"

	"xiangqi/i18n"
	"xiangqi/rules"
	"xiangqi/train"
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

// TestReviewHintInWords: the training review's hint gives its move and
// what it does.
func TestReviewHintInWords(t *testing.T) {
	g, in := newTestGame(t, Config{})
	c := g.c
	start := rules.StartPosition()
	c.training.Deck.Add(c.today(), train.Card{ID: "g#1", FEN: start.FEN(), Played: "a0a1", Best: []string{"h2e2"}, Chance: 0.5})
	tap(t, g, in, c.text(i18n.MsgReviewMistakes))
	s := topIs[*reviewScreen](t, g)
	tap(t, g, in, c.text(i18n.MsgHint))
	_, second, _ := s.status(c)
	want := "Hint: " + start.Notate(threatMoves(t, "h2e2")[0], c.settings.MoveNotation("en")) + " · attacks the soldier"
	if second != want {
		t.Errorf("the review's hint says %q, want %q", second, want)
	}
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
