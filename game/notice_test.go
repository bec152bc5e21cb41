//go:build display

package game

import (
	"testing"

	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/train"
)

// TestSavePartialNotice: the start screen's notice names the parts of the
// save left out, in the player's language, and the file kept aside.
func TestSavePartialNotice(t *testing.T) {
	n := &session.Notice{Kind: session.SavePartial, Arg: "xiangqi-save.json.corrupt-20260304T050607Z",
		Parts: []string{session.PartGame, train.PartRating}}
	for lang, want := range map[i18n.Lang]string{
		i18n.LangEn: "Part of the save was damaged and reset (game in progress, puzzle rating); the file is kept as xiangqi-save.json.corrupt-20260304T050607Z",
		i18n.LangZh: "存档已损坏（未完对局、解题等级分），已另存为 xiangqi-save.json.corrupt-20260304T050607Z",
	} {
		c := &ctx{prefs: prefs{lang: lang}}
		c.setNotice(n)
		if c.notice != want {
			t.Errorf("%v: %q, want %q", lang, c.notice, want)
		}
	}
	// Every part session.Load can name has a text.
	for _, p := range []string{session.PartSettings, session.PartGame, session.PartPuzzles, session.PartLessons, session.PartTraining,
		train.PartDeck, train.PartStreak, train.PartRating, train.PartPuzzleRatings, train.PartBests} {
		if _, ok := savePartMsgs[p]; !ok {
			t.Errorf("no text for %q", p)
		}
	}
}
