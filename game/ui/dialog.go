package ui

import "xiangqi/i18n"

// Dialog is a modal question or menu over a screen: a line of text and a
// column of choices, the first one stressed. Back closes it, as does
// every choice. A disabled choice is shown greyed, in its place, and
// takes no tap; a choice's Press (nil: only close) runs once the dialog
// has closed.
type Dialog struct {
	Text    string
	Choices []Button
	// Field, when not nil, is a line of text under Text that the dialog
	// takes the keyboard for while it is open (a comment being written);
	// the choices read it when pressed.
	Field *Field
}

// Choose is a tap on choice i: the dialog closes (o), then the choice
// acts (then, nil when it only closes), so that what it opens opens over
// the screen under the dialog. A tap on a disabled choice, or on none,
// does nothing.
func (d *Dialog) Choose(i int) (o Outcome, then func() Outcome) {
	if i < 0 || i >= len(d.Choices) || d.Choices[i].Disabled {
		return Outcome{}, nil
	}
	return Outcome{Changed: true, Close: true}, d.Choices[i].Press
}

// Confirm is a yes/no question; yes runs after the dialog closes, No only
// closes it.
func Confirm(env Env, question i18n.Msg, yes func() Outcome) *Dialog {
	return &Dialog{Text: env.Text(question), Choices: []Button{
		{Label: env.Text(i18n.MsgYes), Press: yes},
		{Label: env.Text(i18n.MsgNo)},
	}}
}
