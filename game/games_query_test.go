//go:build display

package game

import (
	"testing"
	"time"
)

// TestGamesBackEndsTypingFirst: while a search is typed, the first Back
// ends the typing, the search and its question kept; the second leaves
// the Games screen at once (the model's Close cancels the question: see
// game/games TestSearchOffFrameLoop); the screen opened again reads anew.
func TestGamesBackEndsTypingFirst(t *testing.T) {
	g, in := newTestGame(t, Config{})
	defer g.Close()
	c := g.c
	g.OpenRecords(manyGames(60))
	g.settle()
	gs := topIs[*gamesScreen](t, g)
	gs.tapSearch(c)
	if !gs.search.Editing {
		t.Fatal("a tap on the field did not start typing")
	}
	gs.keys(c, pointerState{text: []rune("HU y")})
	g.Back() // the first Back ends the typing, the search kept
	if gs.search.Editing || !gs.m.Asking() || gs.m.Query().Text != "HU y" {
		t.Fatalf("ending the typing: editing %v, asking %v, search %q", gs.search.Editing, gs.m.Asking(), gs.m.Query().Text)
	}
	start := time.Now()
	g.Back()
	if _, ok := c.top().(*gamesScreen); ok {
		t.Fatal("a second Back left the Games screen on top")
	}
	if d := time.Since(start); d > time.Second || gs.m.Asking() {
		t.Fatalf("Back with a question waiting took %v (asking %v)", d, gs.m.Asking())
	}
	tap(t, g, in, "Games")
	again := topIs[*gamesScreen](t, g)
	g.settle()
	if again == gs || again.m.Total() != 60 || again.m.Query().Text != "" {
		t.Fatalf("the Games screen again: %d games", again.m.Total())
	}
}
