//go:build automation

package game

import (
	"xiangqi/game/lessons"
	"xiangqi/rules"
)

// openLesson opens a lesson over the Learn screen, for screenshots and
// tests ("-lesson horse:2"): spec is a lesson id, optionally ":n" for its
// n-th exercise (from 1). taps are points tapped on its board in turn
// (ICCS, e.g. "h0", "f1": select the horse, then tap where it cannot go);
// "hint" among them asks for the hint.
func (g *Game) openLesson(spec string, taps []string) error {
	c := g.c
	index, ex, err := lessons.Find(spec)
	if err != nil {
		return err
	}
	openLessons(c)
	s := openLesson(c, index, ex)
	for _, t := range taps {
		if t == "" {
			continue
		}
		if t == "hint" {
			c.apply(s.m.Tap(lessons.KeyHint))
			continue
		}
		sq, err := rules.ParseSquare(t)
		if err != nil {
			return err
		}
		c.apply(s.m.TapPoint(sq))
	}
	return nil
}
