//go:build display

package game

import (
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/gamedb"
)

// masterGame is the head of a master game as published, with no Result
// tag and no result after its moves.
const masterGame = `[Event "China Team Championship 1998"]
[Red "HU RongHua"]
[Black "XU TianHong"]

1. g0e2 b9c7 2. g3g4 c6c5 3. h0g2 c7d5 4. b0a2 h7e7
`

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
// of its own: the frames go on, each drawn quickly, the screen's row of
// buttons is Cancel alone, and a tap on it cancels the import (the note
// says so). What the import keeps, Poll's speed meanwhile and the note
// are games.TestBigImportCancel's.
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

// TestGamesSearchFilterStatsPages (issue 28): the view's part of the
// list: scrolled far, the rows in view are asked for and a tap opens the
// game under the finger; a tap on the field and keys typed (Vietnamese)
// search, × clears it; the filter's, the statistics' and the order's
// buttons reach the model. What the model does with them is
// games.TestSearchFilterSortStats, TestRowsInViewFirst and
// TestOrderAndFilterDialogs.
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
	// Scroll to the end: the last rows are fetched, and one tapped.
	gs.scroll.offset = gs.geometry(c).max
	gs.m.Ensure()
	if !gs.m.Asking() {
		t.Fatal("scrolled to the end, no page asked for")
	}
	g.settle()
	if _, ok := gs.m.Row(gs.m.Total() - 1); !ok {
		t.Fatal("at the end of the list the last row is not fetched")
	}
	geo := gs.geometry(c)
	want := ""
	for _, b := range gs.buttons(c) {
		if b.label == "" && b.r.Y+b.r.H <= geo.bottom && b.r.Y >= geo.top && b.r.W == geo.col.W {
			// Row k's button is at the list's top, k rows down, scrolled.
			k := int(math.Round((b.r.Y - geo.top + gs.scroll.offset) / (geo.rowH + geo.gap)))
			r, ok := gs.m.Row(k)
			if !ok {
				t.Fatalf("a button for row %d, which is not fetched", k)
			}
			want = r.ID
			x, y := b.r.Center()
			in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
			break
		}
	}
	if want == "" {
		t.Fatal("no row to tap at the end of the list")
	}
	rs := topIs[*recordScreen](t, g)
	if rs.m.ID() != want {
		t.Fatalf("opened %q, want the row tapped, %q", rs.m.ID(), want)
	}
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
	if gs.m.Total() != 301 || gs.search.String() != "" || gs.m.Query().Text != "" {
		t.Fatalf("search cleared: %d games", gs.m.Total())
	}
	// The filter, chosen in its dialog: games won against the computer.
	tap(t, g, in, "All")
	topIs[*dialog](t, g)
	tap(t, g, in, "Won")
	g.settle()
	if gs.m.Filter() != 1 || gs.m.Total() != 0 {
		t.Fatalf("won: filter %d, %d games", gs.m.Filter(), gs.m.Total())
	}
	tap(t, g, in, "Won")
	tap(t, g, in, "All")
	if gs.m.Filter() != 0 {
		t.Fatalf("all: filter %d", gs.m.Filter())
	}
	tap(t, g, in, "Statistics")
	g.settle()
	if !gs.m.Stats() {
		t.Fatal("Statistics did not show the statistics")
	}
	tap(t, g, in, "List")
	if gs.m.Stats() {
		t.Fatal("List did not go back to the list")
	}
	tap(t, g, in, "Newest")
	topIs[*dialog](t, g)
	tap(t, g, in, "Length")
	g.settle()
	if gs.m.Sort() != gamedb.SortLength {
		t.Fatalf("order %v", gs.m.Sort())
	}
}
