package games

import (
	"strings"
	"testing"

	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/gamedb"
	"xiangqi/i18n"
	"xiangqi/record"
)

// lastPart is what a line ends with after its last " · ": the opening.
func lastPart(s string) string { return s[strings.LastIndex(s, " · ")+len(" · "):] }

// TestOneOpeningNamePerGame (issue 50): a game goes by one opening name,
// in the Games list, on its record's screen and in its export, in each
// language. The record's screen gave the family's name ("Pawn Opening")
// where the list gave the line's ("Double-Headed Snake vs Right Horse").
func TestOneOpeningNamePerGame(t *testing.T) {
	games := []struct {
		pgn, en string
	}{
		{"[Red \"A\"]\n[Black \"B\"]\n\n1. g3g4 b9c7 2. c3c4 h9i7 *\n", "Double-Headed Snake vs Right Horse"},
		{"[Red \"C\"]\n[Black \"D\"]\n\n1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7 *\n", "Central Cannon vs Screen Horses"},
		{"[Red \"E\"]\n[Black \"F\"]\n\n1. c0e2 h7e7 *\n", "Elephant Opening vs Right Central Cannon"},
		// A record's own Opening tag is its name everywhere.
		{"[Red \"G\"]\n[Black \"H\"]\n[Opening \"My line\"]\n\n1. h2e2 h9g7 *\n", "My line"},
	}
	for _, g := range games {
		recs, errs := record.Read([]byte(g.pgn))
		if len(errs) > 0 {
			t.Fatal(errs[0])
		}
		rec := recs[0]
		f := newFixture(t, "", []byte(g.pgn))
		rows := f.rows(t)
		if len(rows) != 1 {
			t.Fatalf("%d rows", len(rows))
		}
		exported := session.ExportRecord(rec).Tag("Opening")
		for _, lang := range []i18n.Lang{i18n.LangVi, i18n.LangEn, i18n.LangZh} {
			env := ui.LangEnv(lang, &session.Settings{})
			list := New(env, f.m.svc)
			_, _, second := list.Describe(rows[0])
			list.Close()
			inList := lastPart(second)
			m := NewRecord(env, Services{Records: f.lib}, nil, rows[0].ID, rec)
			_, second = m.Status()
			onRecord := lastPart(second)
			want := gamedb.OpeningOf(rec).NameIn(lang.Code())
			if inList != want || onRecord != want {
				t.Errorf("%s, %s: the list says %q, the record %q; want %q for both", g.en, lang.Code(), inList, onRecord, want)
			}
			if lang == i18n.LangEn && want != g.en {
				t.Errorf("the game's name in English is %q, want %q", want, g.en)
			}
			if lang == i18n.LangZh && exported != want {
				t.Errorf("%s: the export's Opening tag is %q, the list's name %q", g.en, exported, want)
			}
		}
	}
}
