package ui

import (
	"testing"

	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/rules"
)

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
	if o := (Outcome{Start: &Start{From: a}}).Merge(Redraw()); o.Start.From != a || !o.Changed {
		t.Errorf("%+v", o)
	}
	if o := (Outcome{Start: &Start{From: a}}).Merge(Outcome{Start: &Start{From: b}}); o.Start.From != b {
		t.Errorf("%+v", o)
	}
}
