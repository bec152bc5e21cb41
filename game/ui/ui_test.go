package ui

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

// TestLevelChoice: the picker has every level with its rating under it,
// the level given chosen.
func TestLevelChoice(t *testing.T) {
	var r Ratings
	r[session.Hard] = 1850
	ch := LevelChoice(i18n.LangEn, r, session.Hard)
	if ch.Name != i18n.MsgLevel || ch.Chosen != int(session.Hard) || len(ch.Options) != session.NumLevels || len(ch.Subs) != session.NumLevels {
		t.Fatalf("%+v", ch)
	}
	if ch.Options[session.Hard] != "Hard" || ch.Subs[session.Hard] != "≈1850" || ch.Inline || ch.Disabled {
		t.Errorf("Hard shown as %q %q", ch.Options[session.Hard], ch.Subs[session.Hard])
	}
}

// TestSwitch: Off then On, on chosen when on, beside the name.
func TestSwitch(t *testing.T) {
	for _, on := range []bool{false, true} {
		ch := Switch(i18n.LangEn, i18n.MsgSound, on)
		want := 0
		if on {
			want = 1
		}
		if len(ch.Options) != 2 || ch.Options[0] != "Off" || ch.Options[1] != "On" || ch.Chosen != want || !ch.Inline {
			t.Errorf("on %v: %+v", on, ch)
		}
	}
}

// TestMergeStartGame: a game to start survives a merge with an Outcome
// that has none, and the later one wins.
func TestMergeStartGame(t *testing.T) {
	a, b := rules.NewGame(rules.StartPosition()), rules.NewGame(rules.StartPosition())
	if o := (Outcome{StartGame: a}).Merge(Redraw()); o.StartGame != a || !o.Changed {
		t.Errorf("%+v", o)
	}
	if o := (Outcome{StartGame: a}).Merge(Outcome{StartGame: b}); o.StartGame != b {
		t.Errorf("%+v", o)
	}
}
