//go:build automation

package game

import (
	"errors"

	"xiangqi/rules"
)

// tryMove plays move (ICCS) on the game on the screen as a move made on
// the board: a move that loses by perpetual check or chase opens its
// question (screenshots: "-try"); a move refused is an error.
func (g *Game) tryMove(move string) error {
	c := g.c
	p, ok := c.top().(*playScreen)
	if !ok || c.game.Match() == nil {
		return errors.New("no game on the screen")
	}
	mv, err := rules.ParseMoveText(move)
	if err != nil {
		return err
	}
	_, o := p.m.Try(mv)
	if o.Open == nil && len(c.game.Match().Game().Moves()) == p.at.ply {
		return errors.New(move + " was refused")
	}
	p.at = p.state()
	c.apply(o)
	return nil
}
