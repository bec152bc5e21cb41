//go:build display

package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"xiangqi/learn"
	"xiangqi/rules"
)

// lessonPoint is where point sq of the lesson screen's board is.
func lessonPoint(t *testing.T, g *Game, sq string) (float64, float64) {
	t.Helper()
	s := topIs[*lessonScreen](t, g)
	p, err := rules.ParseSquare(sq)
	if err != nil {
		t.Fatal(err)
	}
	return s.layout(g.c).Point(p, false)
}

// tapLessonPoint taps a point of the lesson screen's board.
func tapLessonPoint(t *testing.T, g *Game, in *scriptInput, sq string) {
	t.Helper()
	x, y := lessonPoint(t, g, sq)
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

// TestLessonTapThrough taps through the horse lesson as a player would,
// on the screen, for what only the view and the shell do: Learn from the
// start screen, the lesson, the board's points are the model's (a tap
// selects, a tapped move glides, a drag lands without gliding), the
// solved exercise reaches the shell's progress, its save and the start
// screen's count. What the lesson does with the taps, Next and List is
// tested headless in game/lessons (TestExerciseTapThrough).
func TestLessonTapThrough(t *testing.T) {
	dir := t.TempDir()
	g, in := newTestGame(t, Config{Side: "two", DataDir: dir})
	c := g.c
	tapPrefix(t, g, in, "Learn")
	topIs[*lessonsScreen](t, g)
	tap(t, g, in, "The horse")
	s := topIs[*lessonScreen](t, g)
	m := s.m
	if m.Lesson().ID != "horse" || m.Current() != 0 {
		t.Fatalf("opened %s/%d", m.Lesson().ID, m.Current())
	}
	tapLessonPoint(t, g, in, "b0")
	if b0, _ := rules.ParseSquare("b0"); m.Selected() != b0 {
		t.Fatalf("a tap on b0 selected %v", m.Selected())
	}
	// A tapped move glides.
	tapLessonPoint(t, g, in, "c2")
	if len(m.Attempt().Moves()) != 1 || s.board.anim != m.Attempt().Moves()[0] {
		t.Fatalf("after the tap on c2: moves %v, animating %v", m.Attempt().Moves(), s.board.anim)
	}
	for s.animate() {
	}
	// A dragged one lands at once.
	fx, fy := lessonPoint(t, g, "c2")
	tx, ty := lessonPoint(t, g, "e3")
	in.run(t, g, pointerState{ev: pointerPress, x: fx, y: fy}, pointerState{ev: pointerMove, x: (fx + tx) / 2, y: (fy + ty) / 2},
		pointerState{ev: pointerMove, x: tx, y: ty}, pointerState{ev: pointerRelease, x: tx, y: ty})
	if m.Attempt().State() != learn.Solved || !c.lessons.Solved("horse", 0) {
		t.Fatalf("not solved by the drag: %v", m.Attempt().State())
	}
	if s.board.anim != rules.NoMove || s.board.dragging {
		t.Errorf("after the drag: animating %v, dragging %v", s.board.anim, s.board.dragging)
	}
	b, err := os.ReadFile(filepath.Join(dir, "xiangqi-save.json"))
	if err != nil || !strings.Contains(string(b), `"horse/1"`) {
		t.Fatalf("saved as %s (%v)", b, err)
	}
	if !g.Back() {
		t.Fatal("Back from the lesson not handled")
	}
	topIs[*lessonsScreen](t, g)
	if !g.Back() {
		t.Fatal("Back from Learn not handled")
	}
	topIs[*menuScreen](t, g)
	tapPrefix(t, g, in, "Learn  1 / ")
	topIs[*lessonsScreen](t, g)
}
