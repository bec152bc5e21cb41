//go:build automation

package game

import (
	"errors"
	"fmt"
	"strings"
	"time"

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
// with three wrong answers, or the streak with a wrong move played.
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
		if mode == train.Endless {
			// The streak's one miss as a player makes it: a wrong move,
			// refuted on the board, and what its end says (issue 52).
			return streakMiss(c, s)
		}
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

// streakMiss plays a wrong move on the streak's first puzzle and waits
// for the judge's verdict, which ends the streak.
func streakMiss(c *ctx, s *rushScreen) error {
	_, p, _ := s.m.Puzzle()
	pos, _, _, _, _ := s.m.Board()
	var l rules.MoveList
	pos.GenerateMoves(&l)
	for _, mv := range l.Slice() {
		if mv == p.Solution[0] {
			continue
		}
		if o := s.m.Move(mv.From(), mv.To()); !o.Changed {
			return fmt.Errorf("streak-over: %v refused", mv)
		}
		for deadline := time.Now().Add(time.Minute); !s.m.Over(); time.Sleep(2 * time.Millisecond) {
			if time.Now().After(deadline) {
				return errors.New("streak-over: the judge did not answer")
			}
			s.act(c, s.m.Poll())
		}
		s.board.w.anim = rules.NoMove
		return nil
	}
	return errors.New("streak-over: no wrong move")
}
