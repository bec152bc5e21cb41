package game

import (
	"fmt"

	"xiangqi/game/games"
	"xiangqi/game/newgame"
	"xiangqi/game/ui"
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
}

// viewOf is the view of a model a model opened: each screen's model has
// one view.
func viewOf(c *ctx, m any) screen {
	switch m := m.(type) {
	case *newgame.Clock:
		return &clockCustomScreen{m: m}
	case games.RecordView:
		// A bridge until the record screen has a model of its own: the
		// Games list asks for a record of the library by this request.
		return newRecordScreen(m.Library, m.ID, m.Record)
	}
	panic(fmt.Sprintf("game: no view for the model %T", m))
}
