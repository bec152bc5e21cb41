//go:build display

package game

import (
	"testing"

	"xiangqi/game/session"
)

// scriptInput replays pointer states, one per tick.
type scriptInput struct{ steps []pointerState }

func (s *scriptInput) poll() pointerState {
	if len(s.steps) == 0 {
		return pointerState{}
	}
	p := s.steps[0]
	s.steps = s.steps[1:]
	return p
}

func (s *scriptInput) run(t *testing.T, g *Game, steps ...pointerState) {
	t.Helper()
	s.steps = append(s.steps, steps...)
	for len(s.steps) > 0 {
		if err := g.Update(); err != nil {
			t.Fatal(err)
		}
	}
}

// TestPuzzleListScrolls: on a small phone screen the list keeps 48 dp tiles
// and scrolls; a drag scrolls without opening a puzzle, a tap opens the tile
// under it, and the wheel scrolls too.
func TestPuzzleListScrolls(t *testing.T) {
	in := &scriptInput{}
	g, err := newGame(Config{DataDir: t.TempDir(), Lang: "en"}, session.Timed(nil, session.Timing{}), in, nil)
	if err != nil {
		t.Fatal(err)
	}
	c := g.c
	c.setSize(360, 640, 1)
	if err := g.OpenPuzzle("list", 0, false); err != nil {
		t.Fatal(err)
	}
	list := c.top().(*puzzleListScreen)
	pg := list.geometry(c)
	if pg.tile < 48 || pg.maxScroll() <= 0 {
		t.Fatalf("tile %.0f px, max scroll %.0f: want ≥ 48 and a scrolling list", pg.tile, pg.maxScroll())
	}
	first := list.buttons(c)[0]

	// A drag up by 300 px: the list moves, nothing opens.
	steps := []pointerState{{ev: pointerPress, x: 180, y: 450}}
	for y := 440.0; y >= 150; y -= 10 {
		steps = append(steps, pointerState{ev: pointerMove, x: 180, y: y})
	}
	steps = append(steps, pointerState{ev: pointerRelease, x: 180, y: 150})
	in.run(t, g, steps...)
	if c.top() != screen(list) || list.scroll.offset < 250 {
		t.Fatalf("after a drag: top screen %T, scroll %.0f", c.top(), list.scroll.offset)
	}
	if b := list.buttons(c)[0]; b.r == first.r {
		t.Fatalf("the first tappable tile did not move")
	}

	// A tap opens the tile under it.
	bs := list.buttons(c)
	target := bs[len(bs)/2]
	cx, cy := target.r.center()
	in.run(t, g, pointerState{ev: pointerPress, x: cx, y: cy}, pointerState{ev: pointerRelease, x: cx, y: cy})
	if _, ok := c.top().(*puzzleScreen); !ok {
		t.Fatalf("a tap on tile %q opened nothing", target.label)
	}
	if !g.Back() || c.top() != screen(list) {
		t.Fatalf("Back from the puzzle: top screen %T, want the list", c.top())
	}

	// The wheel scrolls to the end and no further.
	for i := 0; i < 50; i++ {
		in.run(t, g, pointerState{wheel: -1})
	}
	if list.scroll.offset != pg.maxScroll() {
		t.Fatalf("wheel scroll %.0f, want the end %.0f", list.scroll.offset, pg.maxScroll())
	}
}
