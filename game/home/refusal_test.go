package home

import (
	"slices"
	"strings"
	"testing"

	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/game/ui/uitest"
	"xiangqi/i18n"
)

// TestRefusal (issue 52): a second copy of the game on a held folder
// says why in a window, in the player's language, with the folder, where
// it said so only in the terminal; Quit and Back end it.
func TestRefusal(t *testing.T) {
	const dir = "/home/an/.config/xiangqi"
	seen := map[string]bool{}
	for lang := i18n.Lang(0); lang < i18n.NumLangs; lang++ {
		m := NewRefusal(ui.LangEnv(lang, &session.Settings{}), dir)
		if m.Title() != lang.Text(i18n.MsgTitle) || m.Text() == "" || seen[m.Text()] || !strings.Contains(m.Folder(), dir) {
			t.Errorf("%s: %q %q %q", lang.Code(), m.Title(), m.Text(), m.Folder())
		}
		seen[m.Text()] = true
		sh := uitest.New(m)
		if !slices.Equal(sh.Labels(), []string{lang.Text(i18n.MsgQuit)}) {
			t.Fatalf("%s: buttons %q", lang.Code(), sh.Labels())
		}
		sh.Tap(t, lang.Text(i18n.MsgQuit))
		if o := m.Back(); !slices.Equal(sh.Routes, []any{ui.ToQuit}) || o.Open != ui.ToQuit {
			t.Fatalf("%s: Quit opened %v, Back %+v", lang.Code(), sh.Routes, o)
		}
	}
	if en := NewRefusal(ui.LangEnv(i18n.LangEn, &session.Settings{}), dir); !strings.Contains(en.Text(), "another window") {
		t.Errorf("en: %q", en.Text())
	}
}
