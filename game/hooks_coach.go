//go:build automation

package game

import (
	"errors"
	"fmt"
	"time"

	"xiangqi/rules"
)

// coachTry plays move (ICCS) on the game on the screen through the coach,
// whatever the Coach switch says, and waits for its judgement: a warning
// opens its box (screenshots and tests: "-coach-try"); a move the coach
// lets through is played, and is an error here, since the flag is for
// pictures of the warning.
func (g *Game) coachTry(move string) error {
	c := g.c
	p, ok := c.top().(*playScreen)
	if !ok || c.game.Match() == nil {
		return errors.New("no game on the screen")
	}
	m := c.game.Match()
	mv, err := rules.ParseMoveText(move)
	if err != nil {
		return err
	}
	held, err := m.Try(mv, true)
	if err != nil {
		return err
	}
	if !held {
		return errors.New("the game's engine does not coach")
	}
	for deadline := time.Now().Add(time.Minute); m.Judging(); time.Sleep(2 * time.Millisecond) {
		if time.Now().After(deadline) {
			return errors.New("the coach did not answer in a minute")
		}
		p.poll(c)
	}
	if _, ok := m.Warning(); !ok {
		return fmt.Errorf("the coach let %s through", move)
	}
	p.board.anim = rules.NoMove
	return nil
}
