package texts

import (
	"xiangqi/game/session"
	"xiangqi/rules"
)

// Moves keeps a game's moves in notation between redraws: they are
// written again only when the moves or the notation change.
type Moves struct {
	texts    []string
	n        int
	last     rules.Move
	notation rules.Notation
}

// Of is g's moves in notation n, one text a ply.
func (mc *Moves) Of(g *rules.Game, n rules.Notation) []string {
	ms := g.Moves()
	last := rules.NoMove
	if len(ms) > 0 {
		last = ms[len(ms)-1]
	}
	if mc.texts == nil || mc.n != len(ms) || mc.last != last || mc.notation != n {
		mc.texts = session.MoveTexts(g, n, mc.texts)
		if mc.texts == nil {
			mc.texts = []string{}
		}
		mc.n, mc.last, mc.notation = len(ms), last, n
	}
	return mc.texts
}
