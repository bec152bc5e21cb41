package ui

import "xiangqi/i18n"

// Choice is one row of a form (Settings, New game): a choice with all its
// options shown at once and the chosen one marked. A model lists its
// choices and takes Choose(row, option); the view lays them out.
type Choice struct {
	// Name is the choice's name (shown in the player's language); a form
	// has one choice of each name, so it also says which choice this is.
	Name    i18n.Msg
	Options []string // each option's label
	Chosen  int      // the option marked as chosen; -1 for none
	// Subs, when set, are a short second line under each option's label
	// (the levels' ratings).
	Subs []string
	// Hint, when set, is a line under the options that explains them;
	// HintRoom, when set, is the hint the choice shows in another state,
	// whose room is kept too, so that the choices under it do not move
	// when it changes.
	Hint, HintRoom string
	// Disabled: the choice does not apply now (shown, not tappable).
	Disabled bool
	// Inline: the options stand in one row beside the name instead of
	// under it (a switch's Off and On, a single button).
	Inline bool
}

// Switch is an Off/On choice named name, on when on.
func Switch(lang i18n.Lang, name i18n.Msg, on bool) Choice {
	chosen := 0
	if on {
		chosen = 1
	}
	return Choice{Name: name, Options: []string{lang.Text(i18n.MsgOff), lang.Text(i18n.MsgOn)}, Chosen: chosen, Inline: true}
}

// Texts are messages ms in lang: a choice's options.
func Texts(lang i18n.Lang, ms ...i18n.Msg) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = lang.Text(m)
	}
	return out
}
