package settings

import (
	"slices"
	"testing"

	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/game/ui/uitest"
	"xiangqi/i18n"
)

// TestPieceChoice (issue 52): the first start's question offers every
// piece set by its name in the player's language, the Chinese ones said
// to be Chinese characters, the settings' own selected; a choice is kept,
// saved and closes the question; Back keeps the settings' set, saved too
// (so that it is asked once).
func TestPieceChoice(t *testing.T) {
	for lang := i18n.Lang(0); lang < i18n.NumLangs; lang++ {
		st := session.DefaultSettings()
		m := NewPieceChoice(ui.LangEnv(lang, &st))
		bs := m.Buttons()
		if len(bs) != int(session.NumPieceSets) || m.Title() == "" || m.Note() == "" {
			t.Fatalf("%s: %d sets, %q %q", lang.Code(), len(bs), m.Title(), m.Note())
		}
		for i, b := range bs {
			set := session.PieceSet(i)
			chinese := set == session.PiecesTraditional || set == session.PiecesSimplified
			if b.Label != set.Set().Names.In(lang.Code()) || (b.Sub == lang.Text(i18n.MsgChineseCharacters)) != chinese || b.Selected != (set == st.Pieces) {
				t.Errorf("%s: set %v is %+v", lang.Code(), set, b)
			}
		}
	}
	st := session.DefaultSettings()
	m := NewPieceChoice(ui.LangEnv(i18n.LangEn, &st))
	sh := uitest.New("the start screen")
	sh.Apply(ui.Outcome{Open: m})
	if got := sh.Labels(); !slices.Contains(got, "WXF letters") {
		t.Fatalf("labels %q", got)
	}
	sh.Tap(t, "WXF letters")
	if st.Pieces != session.PiecesWXF || sh.Saves != 1 || len(sh.Stack) != 1 {
		t.Fatalf("WXF letters: pieces %v, %d saves, %d screens", st.Pieces, sh.Saves, len(sh.Stack))
	}
	if o := m.Choose(int(session.NumPieceSets)); o != (ui.Outcome{}) || st.Pieces != session.PiecesWXF {
		t.Fatalf("a set off the list: %+v", o)
	}
	st = session.DefaultSettings()
	m = NewPieceChoice(ui.LangEnv(i18n.LangVi, &st))
	if o := m.Back(); !o.Save || !o.Close || st.Pieces != session.PiecesTraditional {
		t.Fatalf("Back: %+v, pieces %v", o, st.Pieces)
	}
}
