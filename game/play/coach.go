package play

import (
	"xiangqi/game/ui"
	"xiangqi/i18n"
)

// Coach is the coach's warning over the play screen (issue 30): the
// sentence that names the threat, Take back (the stressed one) and Play
// anyway. Back takes the move back. It closes by itself when its warning
// is gone (a flag fell meanwhile: Poll).
type Coach struct {
	play *Model
	text string
	// answered: a choice was taken; the warning is closing and takes
	// nothing more.
	answered bool
}

// Coach is the warning about the move the coach holds now (Polled.Warned).
func (m *Model) Coach() *Coach { return &Coach{play: m, text: m.CoachText()} }

// Text is the sentence that names the threat.
func (c *Coach) Text() string { return c.text }

// CoachTarget is a choice of the coach's warning.
type CoachTarget int

const (
	TakeBack   CoachTarget = iota // the move held goes back (Model.TakeBack)
	PlayAnyway                    // the move held is played (Model.PlayAnyway)
)

// Tap answers the warning; only the first answer counts.
func (c *Coach) Tap(t CoachTarget) ui.Outcome {
	if c.answered {
		return ui.Outcome{}
	}
	c.answered = true
	if t == PlayAnyway {
		return c.play.PlayAnyway()
	}
	return c.play.TakeBack()
}

// Back is Take back.
func (c *Coach) Back() ui.Outcome { return c.Tap(TakeBack) }

// Buttons are Take back and Play anyway.
func (c *Coach) Buttons() []ui.Button {
	env := c.play.env
	return []ui.Button{
		{Label: env.Text(i18n.MsgCoachTakeBack), Primary: true, Disabled: c.answered, Press: func() ui.Outcome { return c.Tap(TakeBack) }},
		{Label: env.Text(i18n.MsgCoachPlayAnyway), Disabled: c.answered, Press: func() ui.Outcome { return c.Tap(PlayAnyway) }},
	}
}

// Poll closes the warning once it is gone (the flag fell while it was
// up, the game was replaced) and it was not answered.
func (c *Coach) Poll() ui.Outcome {
	if c.answered {
		return ui.Outcome{}
	}
	mt := c.play.Match()
	if mt != nil {
		if _, ok := mt.Warning(); ok {
			return ui.Outcome{}
		}
	}
	c.answered = true
	return ui.Outcome{Changed: true, Close: true}
}
