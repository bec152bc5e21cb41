package settings

import (
	"fmt"
	"slices"

	"golang.org/x/text/message"

	"xiangqi/game/pieceset"
	"xiangqi/game/session"
	"xiangqi/game/texts"
	"xiangqi/game/ui"
	"xiangqi/i18n"
)

// NotationMsgs name session.Notations, in the same order.
var NotationMsgs = [...]i18n.Msg{i18n.MsgNotationWXF, i18n.MsgNotationChinese, i18n.MsgNotationVietnamese, i18n.MsgNotationICCS}

// Model is the Settings screen: every choice with all its options, the
// chosen one marked. A choice is kept in the settings and saved at once;
// the level reaches the game in progress too, and the line under the
// title (Note) says so, or what else the last change applies to when
// that is not obvious.
type Model struct {
	env     ui.Env
	game    *session.Current // the game in progress, whose level follows the settings'
	ratings ui.Ratings
	// Note is what the last change applies to, "" when that is obvious.
	Note string
}

// New opens Settings on env's settings; game is the game in progress (its
// level changes with the settings'), ratings the levels' ratings shown
// under their names.
func New(env ui.Env, game *session.Current, ratings ui.Ratings) *Model {
	return &Model{env: env, game: game, ratings: ratings}
}

// Lang is the language the model speaks: the player's, which Settings
// changes.
func (m *Model) Lang() i18n.Lang { return m.env.Lang() }

// Choices are the choices in the order shown.
func (m *Model) Choices() []ui.Choice {
	rows := m.rows()
	out := make([]ui.Choice, len(rows))
	for i, r := range rows {
		out[i] = r.Choice
	}
	return out
}

// Row is the index in Choices of the choice named name, -1 for none.
func (m *Model) Row(name i18n.Msg) int {
	return slices.IndexFunc(m.rows(), func(r row) bool { return r.Name == name })
}

// Choose chooses option k of choice row (an index in Choices): kept in
// the settings, saved at once. Out of range, it does nothing.
func (m *Model) Choose(row, k int) ui.Outcome {
	rows := m.rows()
	if row < 0 || row >= len(rows) || k < 0 || k >= len(rows[row].Options) || rows[row].Disabled {
		return ui.Outcome{}
	}
	r := rows[row]
	r.choose(k)
	m.Note = m.note(r.Name)
	return ui.Outcome{Changed: true, Save: true}
}

// Back closes Settings: what was chosen is already kept.
func (m *Model) Back() ui.Outcome { return ui.Outcome{Close: true} }

// row is a choice and what choosing one of its options does.
type row struct {
	ui.Choice
	choose func(k int)
}

func (m *Model) rows() []row {
	s := m.env.Settings
	lang := m.env.Lang()
	toggle := func(name i18n.Msg, v *bool) row {
		return row{ui.Switch(lang, name, *v), func(k int) { *v = k == 1 }}
	}
	notations := []string{lang.Text(i18n.MsgNotationAuto)}
	for _, n := range NotationMsgs {
		notations = append(notations, lang.Text(n))
	}
	var pieceSets []string
	for _, id := range pieceset.All() {
		pieceSets = append(pieceSets, id.Set().Names.In(lang.Code()))
	}
	pieces := s.Pieces
	if !pieces.Valid() {
		pieces = session.PiecesTraditional
	}
	return []row{
		{ui.LevelChoice(lang, m.ratings, s.Level), func(k int) {
			// The level applies now, to the game in progress too (the note
			// MsgLevelNow says so): Match reads it at each of the
			// computer's searches, so its next move is at the new level,
			// and a player who finds the computer too strong or too weak
			// mid-game wants the change at once, not after the game. The
			// game's record and the adaptive level count the game at the
			// level it ends at.
			s.ChooseLevel(session.Level(k))
			if g := m.inGame(); g != nil {
				g.SetLevel(s.Level)
			}
		}},
		{ui.Choice{Name: i18n.MsgPlayAs, Options: ui.Texts(lang, i18n.MsgRed, i18n.MsgBlack, i18n.MsgTwoPlayers), Chosen: s.PlayAs()}, s.SetPlayAs},
		m.coach(),
		toggle(i18n.MsgFaceToFace, &s.FaceToFace),
		{ui.Choice{Name: i18n.MsgLanguage, Options: i18n.Names(), Chosen: int(lang)}, func(k int) {
			m.env.SetLang(i18n.Lang(k))
			s.Lang = m.env.Lang().Code()
		}},
		{ui.Choice{Name: i18n.MsgNotation, Options: notations, Chosen: s.NotationIndex()}, s.SetNotationIndex},
		{ui.Choice{Name: i18n.MsgPieceSet, Options: pieceSets, Chosen: int(pieces)}, func(k int) { s.Pieces = session.PieceSet(k) }},
		{ui.Choice{Name: i18n.MsgBoardTheme, Options: ui.Texts(lang, i18n.MsgThemeWood, i18n.MsgThemeContrast), Chosen: int(s.Theme)},
			func(k int) { s.Theme = session.BoardTheme(k) }},
		toggle(i18n.MsgSound, &s.Sound),
		toggle(i18n.MsgAnimation, &s.Animation),
		toggle(i18n.MsgShowMoves, &s.ShowMoves),
		toggle(i18n.MsgThreats, &s.Threats),
		toggle(i18n.MsgEngineInfo, &s.EngineInfo),
		toggle(i18n.MsgDeepAnalysis, &s.DeepAnalysis),
	}
}

// coach is the coach's switch: on or off as it would watch the next game
// (on by itself at the lowest levels, session.CoachMode), what it does,
// and how many blunders it stopped.
func (m *Model) coach() row {
	s := m.env.Settings
	lang := m.env.Lang()
	ch := ui.Switch(lang, i18n.MsgCoach, s.CoachShown())
	ch.Hint = lang.Text(i18n.MsgCoachHint)
	if s.CoachHelped > 0 {
		ch.Hint += " · " + sprintf(lang, i18n.MsgCoachHelpedTotal, s.CoachHelped)
	}
	return row{ch, func(k int) {
		if (k == 1) != s.CoachShown() {
			s.ToggleCoach()
		}
	}}
}

// inGame is the game in progress, nil when there is none or it is over.
func (m *Model) inGame() *session.Match {
	if m.game == nil {
		return nil
	}
	if g := m.game.Match(); g != nil && !g.Over() {
		return g
	}
	return nil
}

// note says which changes reach the game in progress, after choice name
// changed.
func (m *Model) note(name i18n.Msg) string {
	s := m.env.Settings
	lang := m.env.Lang()
	g := m.inGame()
	switch {
	case name == i18n.MsgLevel && g != nil && g.VsComputer():
		return fmt.Sprintf(lang.Text(i18n.MsgLevelNow), texts.LevelName(lang, s.Level))
	case name == i18n.MsgPlayAs && g != nil:
		return lang.Text(i18n.MsgSideNext)
	case name == i18n.MsgFaceToFace && s.FaceToFace:
		return lang.Text(i18n.MsgFaceToFaceNote)
	case name == i18n.MsgDeepAnalysis && s.DeepAnalysis:
		return lang.Text(i18n.MsgDeepAnalysisNote)
	}
	return ""
}

// sprintf formats message m with lang's number format and plural forms,
// as the shell's ctx.sprintf does.
func sprintf(lang i18n.Lang, m i18n.Msg, args ...any) string {
	return message.NewPrinter(lang.Tag()).Sprintf(lang.Format(m, args...), args...)
}
