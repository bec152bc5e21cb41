package texts

import (
	"fmt"
	"testing"

	"xiangqi/game/session"
	"xiangqi/i18n"
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
