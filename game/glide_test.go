//go:build display

package game

import (
	"testing"

	"xiangqi/game/session"
)

// flick is a finger that presses at y0 and moves by dy px a tick for n
// ticks, then lifts at once (still moving): a flick when dy is fast.
func flick(x, y0, dy float64, n int) []pointerState {
	steps := []pointerState{{ev: pointerPress, x: x, y: y0}}
	y := y0
	for range n {
		y += dy
		steps = append(steps, pointerState{ev: pointerMove, x: x, y: y})
	}
	return append(steps, pointerState{ev: pointerRelease, x: x, y: y})
}

// TestListGlidesAfterFlick: a flick on the puzzle list glides on after the
// finger lifts and slows to a stop; a finger resting before it lifts glides
// nothing; a tap on a gliding list stops it and opens nothing; a glide ends
// at the end of the list; another screen on top stops it.
func TestListGlidesAfterFlick(t *testing.T) {
	in := &scriptInput{}
	g, err := newGame(Config{DataDir: t.TempDir(), Lang: "en"}, session.Timed(nil, session.Timing{}), in, nil)
	if err != nil {
		t.Fatal(err)
	}
	c := g.c
	c.setSize(360, 640, 1)
	if err := g.openPuzzle("list", 0, false); err != nil {
		t.Fatal(err)
	}
	list := c.top().(*puzzleListScreen)
	tick := func(n int) {
		for range n {
			if err := g.Update(); err != nil {
				t.Fatal(err)
			}
		}
	}

	// A flick: 30 px a tick for 5 ticks, lifted moving.
	in.run(t, g, flick(180, 500, -30, 5)...)
	atLift := list.scroll.offset
	if !list.scroll.gliding() || c.glide != &list.scroll {
		t.Fatalf("after a flick: gliding %v (vel %.1f), want a glide", list.scroll.gliding(), list.scroll.vel)
	}
	tick(10)
	after10 := list.scroll.offset
	if after10-atLift < 100 {
		t.Fatalf("10 ticks after the flick the list moved %.0f px, want it to glide on", after10-atLift)
	}
	tick(10)
	if d := list.scroll.offset - after10; d <= 0 || d >= after10-atLift {
		t.Fatalf("the next 10 ticks moved %.0f px after %.0f: want slower, still moving", d, after10-atLift)
	}
	tick(200)
	if list.scroll.gliding() || c.glide != nil {
		t.Fatalf("200 ticks on the list still glides (vel %.2f)", list.scroll.vel)
	}
	stopped := list.scroll.offset
	tick(5)
	if list.scroll.offset != stopped {
		t.Fatalf("a stopped glide moved on: %.0f → %.0f", stopped, list.scroll.offset)
	}

	// The same drag, but the finger rests 3 ticks before it lifts: no glide.
	steps := flick(180, 500, -30, 5)
	rel := steps[len(steps)-1]
	steps = append(append(steps[:len(steps)-1], make([]pointerState, flingRest)...), rel)
	in.run(t, g, steps...)
	if list.scroll.gliding() {
		t.Fatalf("a finger that rested before lifting: the list glides (vel %.1f)", list.scroll.vel)
	}

	// A tap on a gliding list stops it and opens no puzzle.
	in.run(t, g, flick(180, 500, -30, 5)...)
	tick(3)
	in.quick = true // the tap comes at once, as a finger does
	in.run(t, g, pointerState{ev: pointerPress, x: 180, y: 300}, pointerState{ev: pointerRelease, x: 180, y: 300})
	in.quick = false
	if c.top() != screen(list) {
		t.Fatalf("a tap on the gliding list opened %T", c.top())
	}
	if list.scroll.gliding() {
		t.Fatalf("a tap did not stop the glide")
	}
	held := list.scroll.offset
	tick(5)
	if list.scroll.offset != held {
		t.Fatalf("the caught list moved on: %.0f → %.0f", held, list.scroll.offset)
	}

	// A glide stops at the end of the list.
	max := list.geometry(c).maxScroll()
	list.scroll.offset = max - 50
	in.run(t, g, flick(180, 500, -40, 4)...)
	tick(100)
	if list.scroll.offset != max || list.scroll.gliding() {
		t.Fatalf("a glide into the end: scroll %.0f of %.0f, gliding %v", list.scroll.offset, max, list.scroll.gliding())
	}

	// A glide stops when another screen comes on top.
	list.scroll.offset = 0
	in.run(t, g, flick(180, 500, -30, 5)...)
	if !list.scroll.gliding() {
		t.Fatal("no glide to interrupt")
	}
	if err := g.openPuzzle("m1-01", 0, false); err != nil {
		t.Fatal(err)
	}
	tick(1)
	if c.glide != nil || list.scroll.gliding() {
		t.Fatalf("another screen on top: the list glides on under it")
	}
}
