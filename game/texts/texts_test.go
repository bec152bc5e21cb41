package texts

import (
	"fmt"
	"testing"

	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// TestLevelName: the landmarks by their own names, the Newcomer levels
// by their place, the others by number; every level named, in every
// language, and no two alike.
func TestLevelName(t *testing.T) {
	if got := LevelName(i18n.LangEn, session.Easy); got != "Easy" {
		t.Errorf("Easy is %q", got)
	}
	if got := LevelName(i18n.LangEn, session.Newcomer); got != "Newcomer 1" {
		t.Errorf("the first level is %q", got)
	}
	if got, want := LevelName(i18n.LangEn, session.Easy+1), fmt.Sprintf("Level %d", (session.Easy+1).Number()); got != want {
		t.Errorf("the level after Easy is %q, want %q", got, want)
	}
	for lang := i18n.Lang(0); lang < i18n.NumLangs; lang++ {
		seen := map[string]bool{}
		for l := session.Level(0); l < session.NumLevels; l++ {
			n := LevelName(lang, l)
			if n == "" || seen[n] {
				t.Errorf("%v: level %d named %q", lang, int(l), n)
			}
			seen[n] = true
		}
	}
}

// TestRefusalSaysHowItMoves (issue 52): a move the piece never makes is
// refused with how that kind moves, not "That piece does not move that
// way"; a blocked leg still says so.
func TestRefusalSaysHowItMoves(t *testing.T) {
	start := rules.StartPosition()
	cases := []struct {
		move string
		lang i18n.Lang
		want string
	}{
		{"h0h1", i18n.LangEn, "A horse moves one point straight, then one diagonally outward"},
		{"h0h1", i18n.LangZh, "马走“日”字：先直走一步，再斜走一步"},
		{"h0h1", i18n.LangVi, "Mã đi một bước thẳng rồi một bước chéo"},
		{"a0b1", i18n.LangEn, "A chariot moves any distance along a line"},
		{"c0d1", i18n.LangEn, "An elephant moves exactly two points diagonally"},
		{"e0f1", i18n.LangEn, "The general moves one point along a line, within the palace"},
		{"d0d1", i18n.LangEn, "An advisor moves one point diagonally, within the palace"},
		{"b2c4", i18n.LangEn, "A cannon moves along a line, as a chariot does"},
		{"a3a5", i18n.LangEn, "A soldier moves one point forward, and sideways once across the river"},
		{"b0d1", i18n.LangEn, "The horse's leg is blocked"}, // c0's elephant stands on its leg
	}
	for _, c := range cases {
		m, err := rules.ParseMoveText(c.move)
		if err != nil {
			t.Fatal(err)
		}
		if got := Refusal(c.lang, start, m); got != c.want {
			t.Errorf("%s in %v: %q, want %q", c.move, c.lang, got, c.want)
		}
	}
}
