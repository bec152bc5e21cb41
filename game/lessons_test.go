//go:build display

package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"xiangqi/i18n"
	"xiangqi/learn"
	"xiangqi/rules"
)

// tapLessonPoint taps a point of the lesson screen's board.
func tapLessonPoint(t *testing.T, g *Game, in *scriptInput, sq string) {
	t.Helper()
	s := topIs[*lessonScreen](t, g)
	p, err := rules.ParseSquare(sq)
	if err != nil {
		t.Fatal(err)
	}
	x, y := s.layout(g.c).Point(p, false)
	in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
}

// tapPrefix taps the top screen's button whose label begins with prefix.
func tapPrefix(t *testing.T, g *Game, in *scriptInput, prefix string) {
	t.Helper()
	c := g.c
	for _, b := range c.top().(withButtons).buttons(c) {
		if strings.HasPrefix(b.label, prefix) {
			tap(t, g, in, b.label)
			return
		}
	}
	t.Fatalf("no button %q… on %T", prefix, c.top())
}

// TestLessonTapThrough taps through the horse lesson as a player would:
// Learn from the start screen, the lesson, a tap on the horse shows its
// points, a tap where it cannot go says why, the exercise solved in two
// moves is saved and counted on the start screen, Next, and back.
func TestLessonTapThrough(t *testing.T) {
	dir := t.TempDir()
	g, in := newTestGame(t, Config{Side: "two", DataDir: dir})
	c := g.c
	tapPrefix(t, g, in, "Learn")
	topIs[*lessonsScreen](t, g)
	tap(t, g, in, "The horse")
	s := topIs[*lessonScreen](t, g)
	if l, _ := s.current(); l.ID != "horse" || s.exercise != 0 {
		t.Fatalf("opened %s/%d", l.ID, s.exercise)
	}
	if line, _ := s.stateLine(c); line != c.text(i18n.MsgLessonTapPiece) {
		t.Errorf("before a tap: %q", line)
	}
	tapLessonPoint(t, g, in, "b0")
	if len(s.board.dests) != 3 { // a2, c2, d1
		t.Errorf("the horse's points: %v", s.board.dests)
	}
	tapLessonPoint(t, g, in, "b2")
	if line, _ := s.stateLine(c); line != c.text(i18n.MsgRefusedNotItsMove) {
		t.Errorf("a tap where the horse cannot go: %q", line)
	}
	for _, sq := range []string{"b0", "c2"} {
		tapLessonPoint(t, g, in, sq)
	}
	if s.try.State() != learn.Playing || s.try.MovesLeft() != 1 {
		t.Fatalf("after one move: %v, %d left", s.try.State(), s.try.MovesLeft())
	}
	// Black passes: Red is to move again.
	if pos := s.try.Position(); pos.SideToMove() != rules.Red {
		t.Fatal("Black moved")
	}
	for _, sq := range []string{"c2", "e3"} {
		tapLessonPoint(t, g, in, sq)
	}
	if s.try.State() != learn.Solved || !c.lessons.Solved("horse", 0) {
		t.Fatalf("not solved: %v", s.try.State())
	}
	b, err := os.ReadFile(filepath.Join(dir, "xiangqi-save.json"))
	if err != nil || !strings.Contains(string(b), `"horse/1"`) {
		t.Fatalf("saved as %s (%v)", b, err)
	}
	tap(t, g, in, c.text(i18n.MsgLessonNext))
	if s.exercise != 1 || len(s.try.Moves()) != 0 {
		t.Fatalf("Next: exercise %d", s.exercise)
	}
	// A wrong try fails and Retry starts it again.
	tapLessonPoint(t, g, in, "h0")
	tapLessonPoint(t, g, in, "i2")
	tapLessonPoint(t, g, in, "i2")
	tapLessonPoint(t, g, in, "h0")
	if s.try.State() != learn.Failed {
		t.Fatalf("two wrong moves: %v", s.try.State())
	}
	tap(t, g, in, c.text(i18n.MsgRetry))
	if s.try.State() != learn.Playing || len(s.try.Moves()) != 0 {
		t.Fatal("Retry did not start again")
	}
	tap(t, g, in, c.text(i18n.MsgLessonList))
	topIs[*lessonsScreen](t, g)
	if !g.Back() {
		t.Fatal("Back from Learn not handled")
	}
	topIs[*menuScreen](t, g)
	tapPrefix(t, g, in, "Learn  1 / ")
	topIs[*lessonsScreen](t, g)
}

// TestLessonSaysWhyNotMate: a check that is not mate in a mate exercise
// says why, with Black's answer in the move notation, and the board shows
// the answer played; a move that gives no check says so.
func TestLessonSaysWhyNotMate(t *testing.T) {
	g, _ := newTestGame(t, Config{Side: "two"})
	c := g.c
	found := false
	for li := range learn.All {
		for ei := range learn.All[li].Exercises {
			e := &learn.All[li].Exercises[ei]
			if e.Goal != learn.Mate || found {
				continue
			}
			a, err := learn.NewAttempt(e)
			if err != nil {
				t.Fatal(err)
			}
			pos := a.Position()
			var ms rules.MoveList
			pos.GenerateMoves(&ms)
			for _, m := range ms.Moves[:ms.N] {
				try, _ := learn.NewAttempt(e)
				if try.Play(m) != nil || try.State() != learn.Failed {
					continue
				}
				miss, answer := try.Miss()
				if miss != learn.MissGeneralEscapes && miss != learn.MissCapture && miss != learn.MissCover {
					continue
				}
				found = true
				s := openLesson(c, li, ei)
				s.play(c, m, false)
				line, _ := s.stateLine(c)
				after := try.Position()
				want := after.Notate(answer, rules.WXF)
				if !strings.HasPrefix(line, "Not mate: ") || !strings.Contains(line, "("+want+")") {
					t.Errorf("%s %d, %v: %q, want the reason with %s", learn.All[li].ID, ei, m, line, want)
				}
				if line == c.text(i18n.MsgLessonFailed) {
					t.Errorf("no reason given")
				}
				if why, shown := s.miss(c); shown != answer || why != line {
					t.Errorf("board shows %v (%q), want %v", shown, why, answer)
				}
				c.pop()
				break
			}
		}
	}
	if !found {
		t.Fatal("no mate exercise with a check that is not mate")
	}
	// A move without check: the exercise's first that gives none.
	for li := range learn.All {
		for ei := range learn.All[li].Exercises {
			e := &learn.All[li].Exercises[ei]
			if e.Goal != learn.Mate {
				continue
			}
			a, _ := learn.NewAttempt(e)
			pos := a.Position()
			var ms rules.MoveList
			pos.GenerateMoves(&ms)
			for _, m := range ms.Moves[:ms.N] {
				if pos.GivesCheck(m) {
					continue
				}
				s := openLesson(c, li, ei)
				s.play(c, m, false)
				if line, _ := s.stateLine(c); line != "That move gives no check" {
					t.Errorf("%s %d, %v: %q", learn.All[li].ID, ei, m, line)
				}
				return
			}
		}
	}
	t.Fatal("no quiet move found in a mate exercise")
}
