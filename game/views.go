package game

import (
	"fmt"

	"xiangqi/game/newgame"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// env is what the shell lends the screens' models (ui.Env).
func (c *ctx) env() ui.Env { return ui.Env{Lang: c.lang, Settings: &c.settings} }

// apply carries out what a model answered to an event (ui.Outcome): the
// one place where a model's change becomes a redraw, a save, a sound or a
// screen opened or closed.
func (c *ctx) apply(o ui.Outcome) {
	if o.Changed {
		c.dirty = true
	}
	if o.Save {
		c.save()
	}
	if o.Play {
		c.playSound(o.Sound)
	}
	if o.Close {
		c.pop()
	}
	if o.Open != nil {
		c.push(viewOf(c, o.Open))
	}
	if o.Start != nil {
		c.start(o.Start)
	}
}

// start carries out ui.Outcome.Start, into the screens of play, which
// are not models yet: New game over the screen on top to choose the
// sides and level first, or a game at once from the position, in place
// of every screen. A game the rules refuse (a model hands none) is said
// in a dialog.
func (c *ctx) start(s *ui.Start) {
	if s.Choose {
		g := rules.NewGame(s.Game.Start)
		for _, m := range s.Game.Moves {
			if err := g.Play(m); err != nil {
				c.push(&dialog{text: err.Error(), choices: []choice{{label: c.text(i18n.MsgBack)}}})
				return
			}
		}
		pos := g.Position()
		c.push(&newGameScreen{from: &pos})
		return
	}
	if err := playFromRecord(c, s.Game, len(s.Game.Moves)); err != nil {
		c.push(&dialog{text: err.Error(), choices: []choice{{label: c.text(i18n.MsgBack)}}})
	}
}

// viewOf is the view of a model a model opened: each screen's model has
// one view.
func viewOf(c *ctx, m any) screen {
	switch m := m.(type) {
	case *newgame.Clock:
		return &clockCustomScreen{m: m}
	}
	panic(fmt.Sprintf("game: no view for the model %T", m))
}
