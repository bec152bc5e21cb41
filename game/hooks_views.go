//go:build automation

package game

import (
	"fmt"
	"xiangqi/game/lessons"
	"xiangqi/game/newgame"
	"xiangqi/game/play"
	"xiangqi/game/session"
	"xiangqi/game/training"
	"xiangqi/i18n"
	"xiangqi/train"
)

// The views' entry points that only the automation (hooks*.go) and the
// tests use: the product opens these screens through their models.

// countGame applies the adaptive level (session.Settings.CountGame) to
// the game in progress, which has just ended, and returns the line that
// tells the player the level moved, or "".
func (c *ctx) countGame() string {
	switch c.game.Count(&c.settings) {
	case session.LevelRaised:
		return fmt.Sprintf(c.text(i18n.MsgLevelRaised), c.levelName(c.settings.Level))
	case session.LevelLowered:
		return fmt.Sprintf(c.text(i18n.MsgLevelLowered), c.levelName(c.settings.Level))
	}
	return ""
}

func newClockCustomScreen(c *ctx) *clockCustomScreen {
	return &clockCustomScreen{m: newgame.NewClock(c.env())}
}

// openLesson opens lesson i at exercise ex, or at its first unsolved
// exercise when ex is negative.
func openLesson(c *ctx, i, ex int) *lessonScreen {
	s := newLessonScreen(lessons.NewExercise(c.env(), &c.lessons, i, ex))
	c.push(s)
	return s
}

// tap acts on the model's target t.
func (p *playScreen) tap(c *ctx, t play.Target) func() {
	return func() {
		o := p.m.Tap(t)
		p.follow()
		p.board.flipped = p.m.Flipped()
		c.apply(o)
	}
}

// openMenu is the in-game menu (play.Menu).
func (p *playScreen) openMenu(c *ctx) { p.tap(c, play.Menu)() }

// startReview browses to the last move (the banner's Review).
func (p *playScreen) startReview(c *ctx) { c.apply(p.m.Browse(len(p.m.Match().Game().Moves()))) }

// openRush starts a rush of mode md.
func openRush(c *ctx, md train.Mode) *rushScreen {
	s := newRushScreen(training.NewRush(c.env(), c.trainServices(), md))
	c.push(s)
	return s
}

// more opens More… (the automation's record-more).
func (s *recordScreen) more(c *ctx) { c.apply(s.m.More()) }

// showVariation shows the first move of the record's first variation
// (the automation's record-variation); false when it has none.
func (s *recordScreen) showVariation(c *ctx) bool {
	for i, it := range s.m.Moves().Tree {
		if it.Depth > 0 && !it.Comment {
			c.apply(s.m.TapMove(i))
			return true
		}
	}
	return false
}
