package game

import (
	"xiangqi/game/texts"
	"xiangqi/rules"
)

// The phrases several screens share live in package texts, where the
// screens' models find them too; these are the views' short names.

func refusalText(c *ctx, pos rules.Position, m rules.Move) string {
	return texts.Refusal(c.lang, pos, m)
}

// movesCache keeps a game's moves in notation between redraws
// (texts.Moves).
type movesCache struct{ texts.Moves }

func (mc *movesCache) get(g *rules.Game, n rules.Notation) []string { return mc.Of(g, n) }
