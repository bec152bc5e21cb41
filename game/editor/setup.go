package editor

import (
	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// SetUpFrom is the question Set up position asks: where the editor's
// board starts. It offers the start position, an empty board, the
// game's position (game, nil when there is no game; greyed while it is
// the start position; a finished game's last board is offered, never the
// silent choice, since no game can be played from it), the board as it
// was left on an earlier visit (left; greyed before one), and Cancel. A
// choice calls open with the board chosen, nil for the board as it was
// left.
//
// The five are always there, in their places, the two that may not apply
// greyed: a choice that came and went moved the others (the dialog is
// centred on its height), and a tap meant for Empty board landed
// elsewhere (issue 52).
func SetUpFrom(env ui.Env, game *rules.Position, left bool, open func(pos *rules.Position) ui.Outcome) *ui.Dialog {
	from := func(pos *rules.Position) func() ui.Outcome {
		return func() ui.Outcome { return open(pos) }
	}
	start := rules.StartPosition()
	current := ui.Button{Label: env.Text(i18n.MsgCurrentPosition), Disabled: true}
	if game != nil && game.FEN() != rules.StartFEN {
		pos := *game
		current.Press, current.Disabled = from(&pos), false
	}
	return &ui.Dialog{Text: env.Text(i18n.MsgSetUpFrom), Choices: []ui.Button{
		{Label: env.Text(i18n.MsgStartPosition), Press: from(&start)},
		{Label: env.Text(i18n.MsgEmptyBoard), Press: from(&rules.Position{})},
		current,
		{Label: env.Text(i18n.MsgEditorAsLeft), Press: from(nil), Disabled: !left},
		{Label: env.Text(i18n.MsgCancel)},
	}}
}

// Reopen is the board the editor opens on, kept between visits in ed
// (nil before the first): pos put on it, or the board as it was left
// when pos is nil (the start position on the first visit).
func Reopen(ed *session.Editor, pos *rules.Position) *session.Editor {
	switch {
	case ed == nil && pos == nil:
		return session.NewEditor(rules.StartPosition())
	case ed == nil:
		return session.NewEditor(*pos)
	case pos != nil:
		ed.Load(*pos)
	}
	return ed
}
