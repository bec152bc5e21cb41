package play

import (
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// Buttons are the screen's buttons: the game-over banner's, then the
// row's (BannerButtons, RowButtons).
func (m *Model) Buttons() []ui.Button { return append(m.BannerButtons(), m.RowButtons()...) }

// BannerButtons are the game-over banner's buttons while it is shown:
// New game, Review, Analyse.
func (m *Model) BannerButtons() []ui.Button {
	if !m.BannerShown() {
		return nil
	}
	bs := []ui.Button{m.button(i18n.MsgNewGame, BannerNewGame), m.button(i18n.MsgReview, BannerReview), m.button(i18n.MsgAnalyse, BannerAnalyse)}
	bs[0].Primary = true
	return bs
}

// RowButtons are the row under the board: on the live board Undo, Hint,
// New game, Flip and Menu; while browsing the four steps through the
// moves (to the start, back, forward, to the end), Analyse and Back to
// the game.
func (m *Model) RowButtons() []ui.Button {
	rv := m.review
	if rv == nil {
		hint := i18n.MsgHint
		if m.Match().Hint() != rules.NoMove {
			hint = i18n.MsgHintIdeas // a second tap: the computer's other ideas (issue 51)
		}
		return []ui.Button{m.button(i18n.MsgUndo, Undo), m.button(hint, Hint), m.button(i18n.MsgNewGame, NewGame),
			m.button(i18n.MsgFlip, Flip), m.button(i18n.MsgMenu, Menu)}
	}
	bs := append(ui.StepButtons(rv.Ply(), rv.Len(), m.Browse), m.button(i18n.MsgAnalyse, BrowseAnalyse), m.button(i18n.MsgBackToGame, BackToGame))
	bs[5].Primary = true
	return bs
}

func (m *Model) button(label i18n.Msg, t Target) ui.Button {
	return ui.Button{Label: m.env.Text(label), Disabled: !m.Enabled(t), Press: func() ui.Outcome { return m.Tap(t) }}
}
