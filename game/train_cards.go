//go:build automation

package game

import (
	"xiangqi/analysis"
	"xiangqi/game/training"
	"xiangqi/record"
	"xiangqi/train"
)

// addMistakes puts the mistakes of an analysed game into the training's
// deck, due today (training.AddMistakes), and saves when any is new.
func addMistakes(c *ctx, id string, rec *record.Game, rep *analysis.Report) int {
	n := training.AddMistakes(&c.training, c.today(), id, rec, rep)
	if n > 0 {
		c.save()
	}
	return n
}

// today is the local date the schedule and the streak count in.
func (c *ctx) today() train.Day { return train.DayOf(c.now()) }
