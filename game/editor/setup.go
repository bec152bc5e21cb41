package editor

import (
	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// SetUpFrom is the question Set up position asks: where the editor's
// board starts. It offers the start position, an empty board, the
// game's position (game, nil when there is no game; not offered while
// it is the start position; a finished game's last board is offered,
// never the silent choice, since no game can be played from it), the
// board as it was left on an earlier visit (left), and Cancel. A choice
// calls open with the board chosen, nil for the board as it was left.
func SetUpFrom(env ui.Env, game *rules.Position, left bool, open func(pos *rules.Position) ui.Outcome) *ui.Dialog {
	from := func(pos *rules.Position) func() ui.Outcome {
		return func() ui.Outcome { return open(pos) }
	}
	start := rules.StartPosition()
	choices := []ui.Button{
		{Label: env.Text(i18n.MsgStartPosition), Press: from(&start)},
		{Label: env.Text(i18n.MsgEmptyBoard), Press: from(&rules.Position{})},
	}
	if game != nil && game.FEN() != rules.StartFEN {
		pos := *game
		choices = append(choices, ui.Button{Label: env.Text(i18n.MsgCurrentPosition), Press: from(&pos)})
	}
	if left {
		choices = append(choices, ui.Button{Label: env.Text(i18n.MsgEditorAsLeft), Press: from(nil)})
	}
	choices = append(choices, ui.Button{Label: env.Text(i18n.MsgCancel)})
	return &ui.Dialog{Text: env.Text(i18n.MsgSetUpFrom), Choices: choices}
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
