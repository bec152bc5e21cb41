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

	"xiangqi/game/session"
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
// progress bar and only Cancel; Cancel stops it between parts, and what
// was kept is in the files and the index alike; the note says so.
func TestGamesBigImportCancel(t *testing.T) {
	dir := t.TempDir()
	clip := &fakeClipboard{text: string(manyGames(4000))}
	g, in := newTestGame(t, Config{DataDir: dir, Clipboard: clip})
	defer g.Close()
	c := g.c
	tap(t, g, in, "Games")
	gs := topIs[*gamesScreen](t, g)
	g.settle()
	tap(t, g, in, "Paste PGN")
	if gs.job == nil {
		t.Fatal("the paste did not start an import")
	}
	bs := gs.buttons(c)
	if len(bs) != 1 || bs[0].label != "Cancel" {
		t.Fatalf("while importing the buttons are %d, the first %q; want Cancel alone", len(bs), bs[0].label)
	}
	screen := ebiten.NewImage(540, 960)
	frames := 0
	for deadline := time.Now().Add(30 * time.Second); !gs.job.finished(); frames++ {
		if games, _ := gs.job.progress(); games > 0 {
			break // a part is in: cancel now
		}
		if time.Now().After(deadline) {
			t.Fatal("no part imported in 30 s")
		}
		start := time.Now()
		in.run(t, g, pointerState{})
		gs.draw(c, screen)
		if d := time.Since(start); d > 200*time.Millisecond {
			t.Errorf("a frame took %v during the import", d)
		}
		time.Sleep(2 * time.Millisecond)
	}
	tap(t, g, in, "Cancel")
	g.settle()
	if gs.job != nil {
		t.Fatal("the import still runs after Cancel and settle")
	}
	if !strings.HasPrefix(gs.note, "Import canceled · ") {
		t.Fatalf("note %q", gs.note)
	}
	files, _ := session.Library{Dir: dir}.Load() // a file each or collections
	n, err := gs.idx.Count(context.Background(), gamedb.Query{})
	if err != nil || n != len(files) || gs.total != n || n == 0 || n >= 4000 {
		t.Fatalf("after a cancel: %d in the index (%v), %d counted, %d games in the files; want some, not all 4000", n, err, gs.total, len(files))
	}
	t.Logf("%d frames while importing, %d games kept", frames, n)
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
	if gs.total != 301 || len(gs.page) > 80 {
		t.Fatalf("%d games counted, %d rows fetched; want 301 and one page", gs.total, len(gs.page))
	}
	// Scroll to the end: the last rows are fetched, and tapped.
	gs.scroll.offset = gs.geometry(c).max
	gs.ensure(c)
	if gs.load == nil {
		t.Fatal("scrolled to the end, no page asked for")
	}
	g.settle()
	last, ok := gs.row(gs.total - 1)
	if !ok || gs.first == 0 {
		t.Fatalf("at the end of the list the page starts at %d (the last row fetched: %v)", gs.first, ok)
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
	if rs.id == "" || rs.rec.Tag("Red") == "" {
		t.Fatalf("opened %q", rs.id)
	}
	_ = last
	g.Back()
	topIs[*gamesScreen](t, g)
	// Type a search: a tap on the field, then Vietnamese.
	g.settle()
	gs.tapSearch(c)
	if !gs.search.editing {
		t.Fatal("a tap on the field did not start typing")
	}
	gs.keys(c, pointerState{text: []rune("Nguyễn")})
	g.settle()
	if gs.total != 1 || gs.query.Text != "Nguyễn" {
		t.Fatalf("search %q: %d games", gs.query.Text, gs.total)
	}
	gs.keys(c, pointerState{enter: true})
	gs.search.edit("胡荣华")
	gs.search.editing = false
	gs.setSearch(c)
	g.settle()
	if gs.total != 1 {
		t.Fatalf("search 胡荣华: %d games", gs.total)
	}
	gs.search.edit("")
	gs.setSearch(c)
	g.settle()
	if gs.total != 301 {
		t.Fatalf("search cleared: %d games", gs.total)
	}
	// The filter: imported games only, then games won against the computer.
	gs.setFilter(c, 6)
	g.settle()
	if gs.total != 301 {
		t.Fatalf("imported: %d", gs.total)
	}
	gs.setFilter(c, 1)
	g.settle()
	if gs.total != 0 || gs.all != 301 {
		t.Fatalf("won: %d of %d", gs.total, gs.all)
	}
	gs.setFilter(c, 0)
	// The statistics: a heading and a line per opening.
	tap(t, g, in, "Statistics")
	g.settle()
	if !gs.stats || len(gs.lines) < 2 || !gs.lines[0].heading {
		t.Fatalf("statistics: %+v", gs.lines)
	}
	tap(t, g, in, "List")
	if gs.stats {
		t.Fatal("List did not go back to the list")
	}
	// The order: a dialog of the six, the chosen one not offered.
	tap(t, g, in, "Newest")
	d := topIs[*dialog](t, g)
	if len(d.choices) != 6 || !d.choices[0].disabled {
		t.Fatalf("the order's dialog: %+v", d.choices)
	}
	tap(t, g, in, "Length")
	g.settle()
	if gs.query.Sort != gamedb.SortLength {
		t.Fatalf("order %v", gs.query.Sort)
	}
	if r, _ := gs.row(0); r.Plies < 8 {
		t.Fatalf("the longest first: %+v", r)
	}
}

// TestSavedGameIndexed (issue 28): a game played here and saved is in the
// index at once, without opening it again.
func TestSavedGameIndexed(t *testing.T) {
	g, in := newTestGame(t, Config{Side: "two"})
	defer g.Close()
	c := g.c
	c.index.wait()
	tap(t, g, in, "New game")
	tap(t, g, in, "Start")
	playMoves(t, g, in, "h2e2", "h9g7")
	c.archive()
	rows, err := c.index.wait().List(context.Background(), gamedb.Query{})
	if err != nil || len(rows) != 1 || rows[0].ID != c.game.ID() || rows[0].Plies != 2 {
		t.Fatalf("the index after a save: %+v (%v)", rows, err)
	}
	if _, err := os.Stat(filepath.Join(c.game.Library.Dir, "games", c.game.ID()+".pgn")); err != nil {
		t.Fatal(err)
	}
}
