//go:build display

package game

import (
	"testing"

	"xiangqi/game/session"
)

// TestPuzzleStars (issue 14, bug 11): a puzzle solved after a hint earns
// two stars, not the three of one solved alone; a Retry does not wipe the
// hint seen, a later visit solved alone earns three; the list shows the
// stars, and a puzzle of an old save (hints unknown) keeps its ✓.
func TestPuzzleStars(t *testing.T) {
	in := &scriptInput{}
	dir := t.TempDir()
	g, err := newGame(Config{DataDir: dir, Lang: "en"}, session.Timed(nil, session.Timing{}), in, nil)
	if err != nil {
		t.Fatal(err)
	}
	c := g.c
	c.setSize(540, 960, 1)
	const id = "m1-01"
	solve := func() {
		t.Helper()
		s := topIs[*puzzleScreen](t, g)
		if _, ok := s.m.Play(s.m.Puzzle().Solution[0]); !ok {
			t.Fatal("the solution's first move was refused")
		}
		if err := s.wait(c); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.openPuzzle(id, 0, true); err != nil { // with a hint
		t.Fatal(err)
	}
	solve()
	if got := c.progress.Stars(id); got != 2 {
		t.Fatalf("solved after a hint: %d stars, want 2", got)
	}
	if _, second := topIs[*puzzleScreen](t, g).status(c); second != "Solved!  ★★☆" {
		t.Errorf("status %q", second)
	}
	// Retry and solve alone in the same visit: the hint still counts.
	tap(t, g, in, "Retry")
	solve()
	if got := c.progress.Stars(id); got != 2 {
		t.Fatalf("after a Retry: %d stars, want 2", got)
	}
	// The list shows them; a new visit solved alone earns three.
	g.Back()
	list := topIs[*puzzleListScreen](t, g)
	tile := list.tiles(c, list.geometry(c))[0]
	if b := tile; list.book.List[b.index].ID != id || b.stars != 2 || !b.done {
		t.Fatalf("tile %q, %d stars, done %v", b.label, b.stars, b.done)
	}
	x, y := tile.r.Center()
	in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
	solve()
	if got := c.progress.Stars(id); got != 3 {
		t.Fatalf("solved alone: %d stars, want 3", got)
	}
	d, _ := c.game.Store.Load()
	if h, ok := d.Puzzles.Hints(id); !ok || h != 0 {
		t.Fatalf("saved with %d hints (%v)", h, ok)
	}
	// A puzzle solved in a save from before stars: a ✓.
	c.progress = d.Puzzles
	if err := c.progress.UnmarshalJSON([]byte(`{"solved":["m1-01"]}`)); err != nil {
		t.Fatal(err)
	}
	g.Back()
	if b := list.tiles(c, list.geometry(c))[0]; b.sub != "✓" || b.stars != 0 {
		t.Fatalf("old save's tile says %q with %d stars", b.sub, b.stars)
	}
}
