//go:build display

package game

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/gamedb"
)

// manyGames is n copies of masterGame, each with its own Red player and
// date (so that none is a duplicate), as one PGN text.
func manyGames(n int) []byte {
	var b strings.Builder
	for i := range n {
		g := strings.Replace(masterGame, `[Red "HU RongHua"]`, fmt.Sprintf("[Red \"HU RongHua %d\"]\n[Date \"%04d.%02d.%02d\"]", i, 1980+i%40, 1+i%12, 1+i%28), 1)
		b.WriteString(g + "*\n\n")
	}
	return []byte(b.String())
}

// TestGamesBigImportCancel (issue 28): a big paste imports on a goroutine
// of its own: the frames go on (each Update quick), the screen shows a
// progress bar and only Cancel; Cancel stops it, and the note says so.
// What is kept is checked in game/games (TestBigImportCancel).
func TestGamesBigImportCancel(t *testing.T) {
	clip := &fakeClipboard{text: string(manyGames(4000))}
	g, in := newTestGame(t, Config{Clipboard: clip})
	defer g.Close()
	c := g.c
	tap(t, g, in, "Games")
	gs := topIs[*gamesScreen](t, g)
	g.settle()
	tap(t, g, in, "Paste PGN")
	if !gs.m.Importing() {
		t.Fatal("the paste did not start an import")
	}
	bs := gs.buttons(c)
	if len(bs) != 1 || bs[0].label != "Cancel" {
		t.Fatalf("while importing the buttons are %d, the first %q; want Cancel alone", len(bs), bs[0].label)
	}
	screen := ebiten.NewImage(540, 960)
	for range 5 {
		start := time.Now()
		in.run(t, g, pointerState{})
		gs.draw(c, screen)
		if d := time.Since(start); d > 200*time.Millisecond {
			t.Errorf("a frame took %v during the import", d)
		}
	}
	tap(t, g, in, "Cancel")
	g.settle()
	if gs.m.Importing() {
		t.Fatal("the import still runs after Cancel and settle")
	}
	if note, _ := gs.m.Note(); !strings.HasPrefix(note, "Import canceled · ") {
		t.Fatalf("note %q", note)
	}
}

// TestGamesSearchFilterStatsPages (issue 28): the list reads only pages:
// a search narrows it (in Vietnamese and Chinese, typed), a filter, the
// statistics; scrolled far, the rows in view are fetched, and a tap
// opens the game under the finger.
func TestGamesSearchFilterStatsPages(t *testing.T) {
	g, in := newTestGame(t, Config{})
	defer g.Close()
	c := g.c
	extra := "[Event \"Giải Hà Nội\"]\n[Red \"Nguyễn Văn Đỏ\"]\n[Black \"胡荣华\"]\n[Result \"0-1\"]\n\n1. h2e2 h9g7 0-1\n"
	g.OpenRecords(append(manyGames(300), extra...))
	g.settle()
	gs := topIs[*gamesScreen](t, g)
	if gs.m.Total() != 301 {
		t.Fatalf("%d games counted; want 301", gs.m.Total())
	}
	// Scroll to the end: the last rows are fetched, and tapped.
	gs.scroll.offset = gs.geometry(c).max
	gs.m.Ensure()
	if !gs.m.Asking() {
		t.Fatal("scrolled to the end, no page asked for")
	}
	g.settle()
	last, ok := gs.m.Row(gs.m.Total() - 1)
	if !ok {
		t.Fatal("at the end of the list the last row is not fetched")
	}
	bs := gs.buttons(c)
	var tapped string
	for _, b := range bs {
		if b.label == "" && b.r.Y+b.r.H <= gs.geometry(c).bottom && b.r.Y >= gs.geometry(c).top && b.r.W == gs.geometry(c).col.W {
			tapped = "row"
			x, y := b.r.Center()
			in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
			break
		}
	}
	if tapped == "" {
		t.Fatal("no row to tap at the end of the list")
	}
	rs := topIs[*recordScreen](t, g)
	if rs.m.ID() == "" || rs.m.Record().Tag("Red") == "" {
		t.Fatalf("opened %q", rs.m.ID())
	}
	_ = last
	g.Back()
	topIs[*gamesScreen](t, g)
	// Type a search: a tap on the field, then Vietnamese.
	g.settle()
	gs.tapSearch(c)
	if !gs.search.Editing {
		t.Fatal("a tap on the field did not start typing")
	}
	gs.keys(c, pointerState{text: []rune("Nguyễn")})
	g.settle()
	if gs.m.Total() != 1 || gs.m.Query().Text != "Nguyễn" {
		t.Fatalf("search %q: %d games", gs.m.Query().Text, gs.m.Total())
	}
	gs.keys(c, pointerState{enter: true})
	tap(t, g, in, "×")
	g.settle()
	if gs.m.Total() != 301 || gs.search.String() != "" {
		t.Fatalf("search cleared: %d games", gs.m.Total())
	}
	// The filter, chosen in its dialog: games won against the computer.
	tap(t, g, in, "All")
	tap(t, g, in, "Won")
	g.settle()
	if gs.m.Total() != 0 || gs.m.All() != 301 || gs.m.Filter() != 1 {
		t.Fatalf("won: %d of %d", gs.m.Total(), gs.m.All())
	}
	tap(t, g, in, "Won")
	tap(t, g, in, "All")
	// The statistics: a heading and a line per opening.
	tap(t, g, in, "Statistics")
	g.settle()
	if lines := gs.m.Lines(); !gs.m.Stats() || len(lines) < 2 || !lines[0].Heading {
		t.Fatalf("statistics: %+v", lines)
	}
	tap(t, g, in, "List")
	if gs.m.Stats() {
		t.Fatal("List did not go back to the list")
	}
	// The order: a dialog of the six, the chosen one not offered.
	tap(t, g, in, "Newest")
	d := topIs[*dialog](t, g)
	if len(d.m.Choices) != 6 || !d.m.Choices[0].Disabled {
		t.Fatalf("the order's dialog: %+v", d.m.Choices)
	}
	tap(t, g, in, "Length")
	g.settle()
	if gs.m.Sort() != gamedb.SortLength {
		t.Fatalf("order %v", gs.m.Sort())
	}
	if r, _ := gs.m.Row(0); r.Plies < 8 {
		t.Fatalf("the longest first: %+v", r)
	}
}

// TestSavedGameIndexed (issue 28): a game played here and saved is in the
// index at once, without opening it again.
func TestSavedGameIndexed(t *testing.T) {
	g, in := newTestGame(t, Config{Side: "two"})
	defer g.Close()
	c := g.c
	c.index.Wait()
	tap(t, g, in, "New game")
	tap(t, g, in, "Start")
	playMoves(t, g, in, "h2e2", "h9g7")
	c.archive()
	rows, err := c.index.Wait().List(context.Background(), gamedb.Query{})
	if err != nil || len(rows) != 1 || rows[0].ID != c.game.ID() || rows[0].Plies != 2 {
		t.Fatalf("the index after a save: %+v (%v)", rows, err)
	}
	if _, err := os.Stat(filepath.Join(c.game.Library.Dir, "games", c.game.ID()+".pgn")); err != nil {
		t.Fatal(err)
	}
}
