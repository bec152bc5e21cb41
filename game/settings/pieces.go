package settings

import (
	"unicode/utf8"

	"xiangqi/game/pieceset"
	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// PieceChoice is the question of a new player's first start (issue 52):
// which pieces to play with, each set shown in pictures (its view draws a
// few of its pieces beside its name). The game starts with Chinese
// characters, and a player who does not read them had to find "WXF
// letters" in Settings. The set chosen is kept in the settings and saved;
// Back keeps the set the settings have, saved too, so that the question
// is asked once: the shell asks it only when there was no save, and
// only when no -pieces flag chose.
type PieceChoice struct {
	env ui.Env
}

// NewPieceChoice is the question, over env's settings.
func NewPieceChoice(env ui.Env) *PieceChoice { return &PieceChoice{env: env} }

// Title is the question.
func (m *PieceChoice) Title() string { return m.env.Text(i18n.MsgChoosePieces) }

// Note says where the choice can be changed later.
func (m *PieceChoice) Note() string { return m.env.Text(i18n.MsgChangeInSettings) }

// Sets are the sets offered, in the order of their buttons.
func (m *PieceChoice) Sets() []session.PieceSet { return pieceset.All() }

// Buttons are the sets, each by its name in the player's language, the
// Chinese ones with "Chinese characters" under it (their names,
// "Traditional" and "Simplified", say which script, not that it is
// one), the one the settings have selected.
func (m *PieceChoice) Buttons() []ui.Button {
	var bs []ui.Button
	for i, set := range m.Sets() {
		b := ui.Button{Label: set.Set().Names.In(m.env.Lang().Code()), Selected: set == m.env.Settings.Pieces,
			Press: func() ui.Outcome { return m.Choose(i) }}
		if king := set.Set().Glyphs[rules.MakePiece(rules.Red, rules.General)]; !isASCII(king) {
			b.Sub = m.env.Text(i18n.MsgChineseCharacters)
		}
		bs = append(bs, b)
	}
	return bs
}

// isASCII reports whether s is ASCII alone (a letter set's glyph).
func isASCII(s string) bool {
	for _, r := range s {
		if r >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// Choose plays with Sets()[i] from now on: kept, saved, and the question
// closes. Out of range, it does nothing.
func (m *PieceChoice) Choose(i int) ui.Outcome {
	sets := m.Sets()
	if i < 0 || i >= len(sets) {
		return ui.Outcome{}
	}
	m.env.Settings.Pieces = sets[i]
	return ui.Outcome{Changed: true, Save: true, Close: true}
}

// Back keeps the settings' set; saved, so that the question is not asked
// again.
func (m *PieceChoice) Back() ui.Outcome { return ui.Outcome{Changed: true, Save: true, Close: true} }
