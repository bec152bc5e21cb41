//go:build automation

package game

import (
	"fmt"
	"strconv"
	"strings"

	"xiangqi/learn"
	"xiangqi/rules"
)

// openLesson opens a lesson over the Learn screen, for screenshots and
// tests ("-lesson horse:2"): spec is a lesson id, optionally ":n" for its
// n-th exercise (from 1). taps are points tapped on its board in turn
// (ICCS, e.g. "h0", "f1": select the horse, then tap where it cannot go);
// "hint" among them asks for the hint.
func (g *Game) openLesson(spec string, taps []string) error {
	c := g.c
	id, n, hasN := strings.Cut(spec, ":")
	ex := -1
	if hasN {
		k, err := strconv.Atoi(n)
		if err != nil || k < 1 {
			return fmt.Errorf("bad exercise %q", n)
		}
		ex = k - 1
	}
	index := -1
	for i := range learn.All {
		if learn.All[i].ID == id {
			index = i
		}
	}
	if index < 0 {
		ids := make([]string, len(learn.All))
		for i, l := range learn.All {
			ids[i] = l.ID
		}
		return fmt.Errorf("no lesson %q (the lessons: %s)", id, strings.Join(ids, ", "))
	}
	if ex >= len(learn.All[index].Exercises) {
		return fmt.Errorf("lesson %s has %d exercises", id, len(learn.All[index].Exercises))
	}
	openLessons(c)
	s := openLesson(c, index, ex)
	for _, t := range taps {
		if t == "" {
			continue
		}
		if t == "hint" {
			s.hint = s.try != nil && s.try.Hint() != rules.NoMove
			continue
		}
		sq, err := rules.ParseSquare(t)
		if err != nil {
			return err
		}
		s.tap(c, sq)
	}
	return nil
}
