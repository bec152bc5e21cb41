//go:build automation

package game

import (
	"errors"
	"fmt"
	"strings"

	"xiangqi/analysis"
	"xiangqi/puzzle"
	"xiangqi/rules"
	"xiangqi/train"
)

// openTrainScreen shows a training screen for screenshots and tests
// ("-open train|review|review-wrong|rush3|rush5|streak|rush3-over|rush5-over|streak-over").
// review takes the mistakes of the analysed record on the screen (a PGN
// file given to the program) into the deck first, as its analysis would;
// review-wrong plays the first card's mistake again, to show its
// refutation. A rush is shown paused (its clock still), and -over ends it
// with three wrong answers, or one for the streak.
func (g *Game) openTrainScreen(name string) error {
	c := g.c
	switch name {
	case "train":
		openTraining(c)
		return nil
	case "review", "review-wrong":
		if top, ok := c.top().(*recordScreen); ok {
			if rep, ok := analysis.FromRecord(top.m.Record()); ok {
				addMistakes(c, top.m.ID(), top.m.Record(), rep)
			}
		}
		openTraining(c)
		s := openReview(c)
		if name == "review-wrong" {
			_, played, ok := s.m.Card()
			if !ok {
				return errors.New("review-wrong: no mistake to review (open an annotated record)")
			}
			m, err := rules.ParseMoveText(played)
			if err != nil {
				return err
			}
			if o := s.m.Move(m.From(), m.To()); !o.Changed {
				return fmt.Errorf("review-wrong: the mistake %s was not taken", played)
			}
			s.act(c, s.m.Poll())
		}
		return nil
	}
	mode, err := train.ParseMode(strings.TrimSuffix(name, "-over"))
	if err != nil {
		return fmt.Errorf("unknown screen %q", name)
	}
	openTraining(c)
	s := openRush(c, mode)
	if !s.m.Running() {
		return errors.New("rush: no puzzles")
	}
	if strings.HasSuffix(name, "-over") {
		for !s.m.Over() {
			s.act(c, s.m.Answer(false))
		}
		return nil
	}
	s.m.Pause()
	if s.m.Verdict() != puzzle.Continue {
		return errors.New("rush: the first puzzle is not open")
	}
	return nil
}
