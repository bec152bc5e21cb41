package game

import (
	"xiangqi/game/session"
	"xiangqi/game/texts"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// The phrases several screens share live in package texts, where the
// screens' models find them too; these are the views' short names.

func handicapText(c *ctx, start rules.Position, vsComputer bool) string {
	return texts.Handicap(c.lang, start, vsComputer)
}

func outcomeText(c *ctx, o session.Outcome) string { return texts.Outcome(c.lang, o) }

func reasonMsg(r rules.Reason) i18n.Msg { return texts.ReasonMsg(r) }

func refusalText(c *ctx, pos rules.Position, m rules.Move) string {
	return texts.Refusal(c.lang, pos, m)
}

// movesCache keeps a game's moves in notation between redraws
// (texts.Moves).
type movesCache struct{ texts.Moves }

func (mc *movesCache) get(g *rules.Game, n rules.Notation) []string { return mc.Of(g, n) }
