//go:build display

// The Games library's and the explorer's views: real taps on rows,
// fields and tabs, the import's frames, the tally's and rows' fit, and
// their frame benchmarks.

package game

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"
	"xiangqi/game/games"
	"xiangqi/game/session"
	"xiangqi/game/textfit"
	"xiangqi/gamedb"
	"xiangqi/i18n"
	"xiangqi/internal/shareddata"
	"xiangqi/record"
	"xiangqi/rules"

	"github.com/hajimehoshi/ebiten/v2"
)

// gamesRows are every row the Games screen's query chooses, once the
// index is open and the imports done.
func gamesRows(t *testing.T, g *Game, s *gamesScreen) []gamedb.Row {
	t.Helper()
	g.settle()
	if !s.m.Loaded() {
		t.Fatal("the Games screen has no index")
	}
	rows, err := g.c.index.Wait().List(context.Background(), s.m.Query())
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

// playMoves plays ICCS moves by tapping (two players).
func playMoves(t *testing.T, g *Game, in *scriptInput, moves ...string) {
	t.Helper()
	for _, m := range moves {
		tapPoint(t, g, in, m[:2], g.c.game.Flipped())
		tapPoint(t, g, in, m[2:], g.c.game.Flipped())
	}
}

// TestGamesKeepsEveryGame: a game replaced by a new one is kept in the
// library, where it can be opened and continued under its own name. The
// models' part is games.TestLibraryKeepsEveryGame; this is the shell's
// wiring, through real taps: the Games screen opened lists the game in
// progress (openGames archives it), a row tapped opens its record,
// Continue's Start puts the play screen back, Back keeps the game.
func TestGamesKeepsEveryGame(t *testing.T) {
	g, in := newTestGame(t, Config{Side: "two", FEN: rules.StartFEN})
	c := g.c
	playMoves(t, g, in, "h2e2", "h9g7")
	first := c.game.ID()
	// New game from the play screen: asked first, then started.
	tap(t, g, in, "New game")
	topIs[*dialog](t, g)
	tap(t, g, in, "Yes")
	tap(t, g, in, "Start")
	if c.game.ID() == first || len(c.game.Match().Game().Moves()) != 0 {
		t.Fatal("no new game")
	}
	playMoves(t, g, in, "b2e2")
	g.Back()
	tap(t, g, in, "Yes") // leave the game
	tap(t, g, in, "Games")
	gs := topIs[*gamesScreen](t, g)
	rows := gamesRows(t, g, gs)
	if len(rows) != 2 || gs.m.Total() != 2 {
		t.Fatalf("%d games in the library (%d counted), want 2", len(rows), gs.m.Total())
	}
	if rows[1].ID != first || rows[1].Plies != 2 {
		t.Fatalf("the replaced game: %s with %d moves", rows[1].ID, rows[1].Plies)
	}
	// Open the older game and continue it.
	bs := gs.buttons(c)
	x, y := bs[1].r.Center()
	in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
	rs := topIs[*recordScreen](t, g)
	if rs.m.ID() != first || rs.m.Ply() != 2 {
		t.Fatalf("opened %s at ply %d", rs.m.ID(), rs.m.Ply())
	}
	// The game left unfinished is still the game in progress: Continue
	// asks before it takes its place (issue 49).
	tap(t, g, in, "Continue")
	topIs[*dialog](t, g)
	tap(t, g, in, "Yes")
	topIs[*playScreen](t, g)
	if c.game.ID() != first || len(c.game.Match().Game().Moves()) != 2 {
		t.Fatalf("continued %s with %d moves", c.game.ID(), len(c.game.Match().Game().Moves()))
	}
	playMoves(t, g, in, "h0g2")
	g.Back()
	tap(t, g, in, "Yes")
	es, _ := c.game.Library.Load()
	if len(es) != 2 {
		t.Fatalf("%d games after continuing one, want still 2", len(es))
	}
	for _, e := range es {
		if e.ID == first && len(e.Record.Moves) != 3 {
			t.Fatalf("the continued game's record has %d moves, want 3", len(e.Record.Moves))
		}
	}
}

// TestDroppedFilesImported: files dropped on the window are imported like
// a pasted PGN; one game opens for review. (Ebitengine's dropped files
// reach Game.importFiles through the input; what the import does is
// games.TestImportOneGameOpens and TestImportFilesEachRead.)
func TestDroppedFilesImported(t *testing.T) {
	g, in := newTestGame(t, Config{})
	files := fstest.MapFS{"club.pgn": {Data: []byte("[Event \"Dropped\"]\n\n1. C2.5 H8+7 2. H2+3 *\n")}}
	in.run(t, g, pointerState{dropped: files})
	g.settle()
	rs := topIs[*recordScreen](t, g)
	if rec := rs.m.Record(); rec.Tag("Event") != "Dropped" || len(rec.Moves) != 3 || rs.m.ID() == "" {
		t.Fatalf("opened %q with %d moves (id %q)", rec.Tag("Event"), len(rec.Moves), rs.m.ID())
	}
	if es, _ := g.c.game.Library.Load(); len(es) != 1 {
		t.Fatalf("%d games in the library after a drop", len(es))
	}
}

// TestGamesTallyNarrow: in a column too narrow for one level and the
// count (a window shrunk to a sliver) the tally still takes one or two
// lines, whatever the levels played.
func TestGamesTallyNarrow(t *testing.T) {
	g, _ := newTestGame(t, Config{})
	c := g.c
	for _, w := range []float64{30, 60, 120} {
		for _, played := range []int{2, 5, int(session.NumLevels)} {
			var sum [session.NumLevels]session.Tally
			for l := range played {
				sum[l] = session.Tally{Won: 10 + l, Drawn: 3, Lost: 12}
			}
			if lines, _ := summaryLines(c, nil, sum, w); len(lines) == 0 || len(lines) > maxTallyLines {
				t.Errorf("%d levels in %v px: %d lines %q", played, w, len(lines), lines)
			}
		}
	}
}

// TestGamesSummaryLines: the tally per level stays readable however many
// levels the player has played: one line while it fits at 13 dp or more,
// then lines of 13 dp, each inside the column, the list below the last.
// With every level played, laying it out measures each part it may show
// once and a few lines more, not the lines of every count of levels
// shown (91 to 118 strings, each shaped anew, before it measured the
// parts it may show, most played first).
func TestGamesSummaryLines(t *testing.T) {
	g, _ := newTestGame(t, Config{})
	c := g.c
	for _, lang := range []i18n.Lang{i18n.LangVi, i18n.LangEn, i18n.LangZh} {
		c.lang = lang
		for _, size := range [][2]int{{360, 640}, {540, 960}, {1280, 720}} {
			c.setSize(size[0], size[1], 1)
			for _, played := range []int{1, 3, session.NumLevels} {
				var sum [session.NumLevels]session.Tally
				for l := range played {
					sum[l] = session.Tally{Won: 10 + l, Drawn: 3, Lost: 12}
				}
				c.paint.clearText()
				var tl tallyLayout
				geo := gamesLayout(c, gamesShown{summary: sum}, &tl)
				if n := len(c.paint.widths); played == session.NumLevels && n > 30 {
					t.Errorf("%v %v: %d strings measured for the tally of %d levels", lang, size, n, played)
				}
				lines, px := summaryLines(c, &tl, sum, geo.col.W)
				if len(lines) == 0 || len(lines) > maxTallyLines || (len(lines) > 1 && px < 13) {
					t.Errorf("%v %v %d levels: %d lines at %.1f px", lang, size, played, len(lines), px)
				}
				// Every level is shown, or the levels of the most games
				// (here the strongest: each has a game more than the one
				// under it) and the others counted.
				all := strings.Join(lines, " · ")
				in := func(l int) bool {
					return strings.Contains(all, c.levelName(session.Level(l))+" "+strconv.Itoa(10+l)+"/3/12")
				}
				shown := 0
				for l := range played {
					if in(l) {
						shown++
					}
				}
				for l := range played {
					if in(l) != (l >= played-shown) {
						t.Errorf("%v %v %d levels: %q shows not the %d of the most games", lang, size, played, all, shown)
						break
					}
				}
				if more := c.sprintf(i18n.MsgSummaryMore, played-shown); shown == 0 || (shown < played) != strings.HasSuffix(all, more) {
					t.Errorf("%v %v %d levels: %d shown in %q (%q)", lang, size, played, shown, all, more)
				}
				for _, l := range lines {
					if measure(l, c.paint.fonts.UI(px)) > geo.col.W {
						t.Errorf("%v %v %d levels: %q wider than %.0f", lang, size, played, l, geo.col.W)
					}
				}
				if len(lines) > 1 {
					tally := strings.Split(strings.Join(lines, " · "), " · ")
					head := c.text(i18n.MsgSummary) + "  "
					tally[0] = strings.TrimPrefix(tally[0], head)
					if want := tallyLinesMeasured(c, tally, c.paint.fonts.UI(px), geo.col.W); !slices.Equal(lines, want) {
						t.Errorf("%v %v %d levels: lines filled by their parts' widths %q, measured whole %q", lang, size, played, lines, want)
					}
				}
				if last := 72 + float64(len(lines)-1)*summaryLineDP; geo.top < last+20 {
					t.Errorf("%v %v %d levels: the list at %.0f, under a tally down to %.0f", lang, size, played, geo.top, last)
				}
			}
		}
	}
}

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

// longNames is an imported record whose players and event make a first
// line far wider than a phone's row.
const longNames = `[Event "第三届全国象棋电脑博弈锦标赛 决赛"]
[Red "相眼竞技 – 棋乐无穷 XQWizard 2006 冠军版"]
[Black "棋乐无穷 Nguyễn Văn Đỏ – Trần Thị Đen"]

1. h2e2 h9g7 2. h0g2 i9h9

[Event "Club evening"]
[Red "Lan"]
[Black "Minh"]

1. h2e2 h9g7
`

// TestGamesRowsCutAtReadableSize: on the narrowest phone, a Games row
// whose first line is too long is cut with "…" at 14 dp or more (it used
// to be shrunk until it fitted, to some 8 px), fits its row, and keeps the
// start of the line; a line that fits is left whole, at its full size.
func TestGamesRowsCutAtReadableSize(t *testing.T) {
	g, _ := newTestGame(t, Config{})
	c := g.c
	c.setSize(360, 640, 1)
	if _, err := c.game.Library.Import([]byte(longNames), nil, c.now()); err != nil {
		t.Fatal(err)
	}
	gs := openGames(c)
	rows := gamesRows(t, g, gs)
	if len(rows) != 2 {
		t.Fatalf("%d games in the library, want 2", len(rows))
	}
	long := -1
	for i, r := range rows {
		if r.Black != "Minh" {
			long = i
		}
	}
	w := gs.geometry(c).col.W - 24
	whole, _, _ := gs.m.Describe(rows[long])
	lines := rowLines(c, gs.m, rows[long], w)
	first := lines.who
	if first.px < 14 {
		t.Errorf("first line drawn at %.1f px, want 14 or more", first.px)
	}
	if !strings.HasSuffix(first.s, textfit.Ellipsis) || !strings.HasPrefix(whole, strings.TrimSuffix(first.s, textfit.Ellipsis)) {
		t.Errorf("first line %q is not a start of %q cut with an ellipsis", first.s, whole)
	}
	if fw := measure(first.s, c.paint.fonts.UI(first.px)); fw > w {
		t.Errorf("first line %q is %.0f px wide in a row of %.0f", first.s, fw, w)
	}
	if !strings.Contains(first.s, "相眼竞技") {
		t.Errorf("first line %q lost the players' names", first.s)
	}
	// The second line ("No result · 2 moves · the opening") keeps its
	// result and length whole, at 14 px or more; the opening's name, last,
	// may be cut.
	if lines.second.px < 14 || !strings.HasPrefix(lines.second.s, "No result recorded · 2 moves · ") {
		t.Errorf("second line %q at %.1f px, want its result and length whole at 14 or more", lines.second.s, lines.second.px)
	}
	// A short row is whole, at its full size.
	short := 1 - long
	want, _, _ := gs.m.Describe(rows[short])
	if l := rowLines(c, gs.m, rows[short], w).who; l.s != want || l.px != 16 {
		t.Errorf("the short row's first line is %q at %.1f px, want %q at 16", l.s, l.px, want)
	}
	t.Logf("cut to %q at %.1f px", first.s, first.px)
}

// TestGamesRowTitlesWhole (issue 52): on the narrowest phone, in every
// language, a row of a game against the computer says who played whole,
// the level too, at 13 dp or more (it was "Bạn (Đen) đấu máy (T…" in
// Vietnamese, the day and minute before it), with the day at the right.
func TestGamesRowTitlesWhole(t *testing.T) {
	var pgn strings.Builder
	for l := range session.NumLevels {
		for _, computer := range []string{"Black", "Red"} {
			fmt.Fprintf(&pgn, "[Date \"2026.11.%02d\"]\n[Time \"21:40:00\"]\n[Computer \"%s\"]\n[Level \"%s\"]\n[Result \"1-0\"]\n\n1. h2e2 h9g7 1-0\n\n",
				1+l%28, computer, session.LevelName(session.Level(l)))
		}
	}
	g, _ := newTestGame(t, Config{})
	c := g.c
	c.setSize(360, 640, 1)
	if _, err := c.game.Library.Import([]byte(pgn.String()), nil, c.now()); err != nil {
		t.Fatal(err)
	}
	gs := openGames(c)
	rows := gamesRows(t, g, gs)
	if len(rows) != 2*int(session.NumLevels) {
		t.Fatalf("%d games, want %d", len(rows), 2*session.NumLevels)
	}
	w := gs.geometry(c).col.W - 24
	for lang := i18n.Lang(0); lang < i18n.NumLangs; lang++ {
		c.lang = lang
		for _, r := range rows {
			who, when, _ := gs.m.Describe(r)
			l := rowLines(c, gs.m, r, w)
			if l.who.s != who || l.who.px < minLabelDP {
				t.Errorf("%s: %q drawn as %q at %.1f px", lang.Code(), who, l.who.s, l.who.px)
			}
			if day, _, _ := strings.Cut(when, " "); l.when.s != day || day == "" {
				t.Errorf("%s: %q has the date %q, want %q at least", lang.Code(), who, l.when.s, when)
			}
			if room := w - measure(l.when.s, c.paint.fonts.UI(l.when.px)) - 10; measure(l.who.s, c.paint.fonts.UI(l.who.px)) > room {
				t.Errorf("%s: %q runs into %q", lang.Code(), l.who.s, l.when.s)
			}
		}
	}
}

// gamesCorpus is n master games (beside the project; skipped where they
// are absent) made distinct (players, dates, results),
// a quarter of them against the computer at the levels in turn.
func gamesCorpus(tb testing.TB, n int) []byte {
	tb.Helper()
	base := shareddata.MasterGames(tb)[:1391] // Hu Ronghua's
	var buf bytes.Buffer
	results := []string{"1-0", "1/2-1/2", "0-1", "*"}
	for i := range n {
		g := *base[i%len(base)]
		g.Tags = append([]record.Tag(nil), g.Tags...)
		g.SetTag("Red", fmt.Sprintf("%s %d", g.Tag("Red"), i/len(base)))
		g.SetTag("Date", fmt.Sprintf("%04d.%02d.%02d", 1980+i%40, 1+i%12, 1+i%28))
		g.SetTag("Result", results[i%len(results)])
		if i%4 == 0 {
			g.SetTag("Computer", "Black")
			g.SetTag("Level", session.LevelName(session.Level(i%int(session.NumLevels))))
		}
		if err := record.Write(&buf, &g, rules.ICCS); err != nil {
			tb.Fatal(err)
		}
	}
	return buf.Bytes()
}

// BenchmarkGamesScreenFirstFrame (issue 28): the Games screen opened, its
// questions to the index answered and its first frame with the rows drawn
// at 540×960, on a library of 5 and of 20,000 games (the index open, as
// the game has it a moment after its start).
// Memory is BenchmarkGamesScreen's in game/session: here the heap holds
// every earlier run's game.
//
// The third size is a screenful: as many games as rows in view at
// 540×960, so that 20,000 against it is the library's size alone, and 5
// against it the rows drawn. Each is measured with the lines of text new
// (first) and drawn before (again).
func BenchmarkGamesScreenFirstFrame(b *testing.B) {
	c := &ctx{surface: surface{w: 540, h: 960, dp: 1}}
	g := (&gamesScreen{}).geometry(c)
	screenful := int(math.Ceil((g.bottom - g.top) / (g.rowH + g.gap)))
	for _, n := range []int{5, screenful, 20000} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			g, _ := newTestGame(b, Config{})
			c := g.c
			c.setSize(540, 960, 1)
			idx := c.index.Wait()
			if im, err := idx.Import(context.Background(), gamesCorpus(b, n), time.Date(2026, 12, 3, 9, 0, 0, 0, time.UTC), nil); err != nil || im.Added != n {
				b.Fatalf("import: %+v, %v", im, err)
			}
			dst := ebiten.NewImage(540, 960)
			// first: the lines of text never drawn nor measured before
			// (the first opening after the game's start; the shapes of
			// the rows and buttons, drawn by every screen, are kept);
			// again: the screen opened anew, its lines drawn in earlier
			// frames (paint_lines.go).
			for _, again := range []bool{false, true} {
				name := "first"
				if again {
					name = "again"
				}
				b.Run(name, func(b *testing.B) {
					var s *gamesScreen
					b.ReportAllocs()
					for b.Loop() {
						if !again {
							c.paint.clearText() // every line, width and fitted line kept dropped
							*gamesCacheOf(c) = gamesCache{}
						}
						s = openGames(c)
						s.settle(c) // the counts and the first page, asked off the frame loop
						c.dirty = true
						g.Draw(dst)
						c.pop()
					}
					if s.m.Total() != n {
						b.Fatalf("the screen counts %d games, want %d", s.m.Total(), n)
					}
				})
			}
		})
	}
}

// BenchmarkGamesScreenScrollFrame: one frame of the Games screen (540×960,
// 20,000 games) redrawn while the list scrolls a pixel a frame, back and
// forth within the page fetched, with the lines of text kept as images
// (lines) and drawn glyph by glyph (glyphs, drive.Driver.SetTextGlyphs).
func BenchmarkGamesScreenScrollFrame(b *testing.B) {
	for _, glyphs := range []bool{false, true} {
		name := "lines"
		if glyphs {
			name = "glyphs"
		}
		b.Run(name, func(b *testing.B) {
			g, _ := newTestGame(b, Config{})
			c := g.c
			c.paint.lines.off = glyphs
			c.setSize(540, 960, 1)
			idx := c.index.Wait()
			if im, err := idx.Import(context.Background(), gamesCorpus(b, 20000), time.Date(2026, 12, 3, 9, 0, 0, 0, time.UTC), nil); err != nil || im.Added != 20000 {
				b.Fatalf("import: %+v, %v", im, err)
			}
			dst := ebiten.NewImage(540, 960)
			s := openGames(c)
			s.settle(c)
			step := 1.0
			b.ReportAllocs()
			for b.Loop() {
				s.scroll.offset += step
				if s.scroll.offset >= 60 || s.scroll.offset <= 0 {
					step = -step
				}
				c.dirty = true
				g.Draw(dst)
			}
			if s.m.Asking() {
				b.Fatal("the scroll asked for another page")
			}
		})
	}
}

// waitExplorer ticks the game until the explorer on top has its counts
// and, with scored, every score.
func waitExplorer(t *testing.T, g *Game, in *scriptInput, scored bool) *explorerScreen {
	t.Helper()
	s := topIs[*explorerScreen](t, g)
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); {
		in.run(t, g, pointerState{})
		if _, ok := s.m.Rows(); ok && (!scored || !s.m.Searching()) {
			return s
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatal("the explorer never answered")
	return nil
}

// tapRow taps row i of the explorer's table.
func tapRow(t *testing.T, g *Game, in *scriptInput, s *explorerScreen, i int) {
	t.Helper()
	bs := s.buttons(g.c)
	for k, at := range s.rowAt {
		if at == i {
			x, y := bs[rowButtons+k].r.Center()
			in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
			return
		}
	}
	t.Fatalf("row %d is not in view", i)
}

// tapExplorerPoint taps a point of the explorer's board.
func tapExplorerPoint(t *testing.T, g *Game, in *scriptInput, s *explorerScreen, sq string) {
	t.Helper()
	q, err := rules.ParseSquare(sq)
	if err != nil {
		t.Fatal(err)
	}
	x, y := s.layout(g.c).Point(q, s.board.flipped)
	in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
}

// TestExplorerFromThePlayMenu (issue 28): the view's part of the
// explorer opened from the game's menu, each state drawn: a tap on the
// table's first row follows its move, ◀ takes it back, a move tapped on
// the board's points is followed (one the rules refuse is not), the My
// games tab counts in the player's games (the choice saved), and Back
// shows the game's board again, the game as it was. What the explorer
// counts, scores and follows is explorer.TestExplorerMasters's; that the
// game opened on is left as it was, TestExplorerOwnGamesTransposed's.
func TestExplorerFromThePlayMenu(t *testing.T) {
	g, in := newTestGame(t, Config{Side: "two"})
	driver{g}.SetExplorerDepth(2)
	c := g.c
	tap(t, g, in, "New game")
	tap(t, g, in, "Start")
	p := topIs[*playScreen](t, g)
	p.openMenu(c)
	tap(t, g, in, "Opening explorer")
	s := waitExplorer(t, g, in, true)
	start := rules.StartPosition()
	h2e2, _ := start.ReadMove("h2e2")
	if rows, _ := s.m.Rows(); len(rows) == 0 || rows[0].Move != h2e2 {
		t.Fatalf("from the start the first row is not h2e2: %+v", rows)
	}
	screen := ebiten.NewImage(540, 960)
	g.Draw(screen)

	tapRow(t, g, in, s, 0)
	if got := s.m.Path(); len(got) != 1 || got[0] != h2e2 {
		t.Fatalf("after a tap on the first row the path is %v, want h2e2", got)
	}
	s = waitExplorer(t, g, in, false)
	g.Draw(screen)
	tap(t, g, in, "◀")
	if len(s.m.Path()) != 0 {
		t.Fatal("◀ did not take the move back")
	}
	// A move on the board, tap and tap; a tap on a point it cannot reach
	// plays nothing.
	tapExplorerPoint(t, g, in, s, "h2")
	tapExplorerPoint(t, g, in, s, "g4")
	if len(s.m.Path()) != 0 {
		t.Fatalf("an illegal move was followed: %v", s.m.Path())
	}
	tapExplorerPoint(t, g, in, s, "h2")
	tapExplorerPoint(t, g, in, s, "e2")
	if got := s.m.Path(); len(got) != 1 || got[0] != h2e2 {
		t.Fatalf("after h2 e2 on the board the path is %v, want h2e2", got)
	}
	// My games: none in a new library.
	tap(t, g, in, "My games")
	s = waitExplorer(t, g, in, false)
	if rows, _ := s.m.Rows(); len(rows) != 0 || s.m.Source() != session.OwnGames || s.m.Err() != nil {
		t.Fatalf("my games in a new library: %d rows, source %v, error %v", len(rows), s.m.Source(), s.m.Err())
	}
	g.Draw(screen)
	if d, _ := c.game.Store.Load(); d.Settings.ExplorerSource != session.OwnGames {
		t.Fatal("the source chosen is not in the save")
	}
	tap(t, g, in, "Back")
	topIs[*playScreen](t, g)
	if n := len(c.game.Match().Game().Moves()); n != 0 {
		t.Fatalf("the explorer played %d moves in the game", n)
	}
}

// waitBoard ticks the game until the analysis board on top shows an
// iteration of depth d.
func waitBoard(t *testing.T, g *Game, in *scriptInput, d int) *boardScreen {
	t.Helper()
	s := topIs[*boardScreen](t, g)
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); {
		in.run(t, g, pointerState{})
		if s.m.Analysis().Found().Depth >= d {
			return s
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatal("the analysis board never answered")
	return nil
}

// TestBoardFromTheExplorer (issue 51): the view's part of the analysis
// board, opened from the explorer on its board: the lines drawn, a tap
// on the second line plays its first move (the search starting again),
// ◀ steps back, Flip turns the board, and Back shows the explorer again
// as it was. The model's behaviour is board.TestBoardFollowAndSteps's.
func TestBoardFromTheExplorer(t *testing.T) {
	g, in := newTestGame(t, Config{Side: "two"})
	driver{g}.SetExplorerDepth(2)
	driver{g}.SetBoardDepth(3)
	tap(t, g, in, "New game")
	tap(t, g, in, "Start")
	p := topIs[*playScreen](t, g)
	p.openMenu(g.c)
	tap(t, g, in, "Opening explorer")
	ex := waitExplorer(t, g, in, false)
	tap(t, g, in, "Engine")
	s := waitBoard(t, g, in, 3)
	if s.m.Position() != rules.StartPosition() || len(s.m.Rows()) != 3 {
		t.Fatalf("the board opened with %d lines", len(s.m.Rows()))
	}
	screen := ebiten.NewImage(540, 960)
	g.Draw(screen)
	second := s.m.Rows()[1].Move
	bs := s.buttons(g.c)
	x, y := bs[s.lineButtons()+1].r.Center()
	in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
	if s.m.LastMove() != second || len(s.m.Rows()) != 0 {
		t.Fatalf("a tap on the second line: last move %v, want %v; %d lines still shown", s.m.LastMove(), second, len(s.m.Rows()))
	}
	s = waitBoard(t, g, in, 3)
	g.Draw(screen)
	tap(t, g, in, "◀")
	tap(t, g, in, "Flip")
	if s.m.Position() != rules.StartPosition() || !s.board.flipped {
		t.Fatal("◀ and Flip: not the start, turned")
	}
	g.Draw(screen)
	tap(t, g, in, "Back")
	if topIs[*explorerScreen](t, g) != ex || len(ex.m.Path()) != 0 {
		t.Fatal("Back did not show the explorer as it was")
	}
}

// TestOpenedFilesImported: files opened with the app on a phone take the
// dropped files' way at the next frame, from any screen: one game opens
// for review; several files, one of them unreadable, are imported with
// one note in the Games screen naming the file that failed and why.
func TestOpenedFilesImported(t *testing.T) {
	g, in := newTestGame(t, Config{Mobile: true})
	g.OpenFiles([]games.File{{Name: "club.pgn", Data: []byte("[Event \"Opened\"]\n\n1. C2.5 H8+7 2. H2+3 *\n")}})
	topIs[*menuScreen](t, g) // not before the frame
	in.run(t, g, pointerState{})
	g.settle()
	rs := topIs[*recordScreen](t, g)
	if rec := rs.m.Record(); rec.Tag("Event") != "Opened" || len(rec.Moves) != 3 || rs.m.ID() == "" {
		t.Fatalf("opened %q with %d moves (id %q)", rec.Tag("Event"), len(rec.Moves), rs.m.ID())
	}

	g.OpenFiles([]games.File{
		{Name: "a.pgn", Data: []byte("[Event \"A\"]\n\n1. h2e2 h9g7 *\n")},
		{Name: "b.xqf", Err: errors.New("Permission denial")},
	})
	g.OpenFiles([]games.File{{Name: "c.pgn", Data: []byte("[Event \"C\"]\n\n1. b2e2 *\n")}})
	in.run(t, g, pointerState{})
	g.settle()
	gs := topIs[*gamesScreen](t, g)
	if noteOf(gs) != "2 added · 0 duplicates · 0 failed" || detailOf(gs) != "1 of 3 files had problems — b.xqf: Could not read the file: Permission denial" {
		t.Fatalf("note %q, detail %q", noteOf(gs), detailOf(gs))
	}
	if es, _ := g.c.game.Library.Load(); len(es) != 3 {
		t.Fatalf("%d games in the library after opening files", len(es))
	}
}

func noteOf(s *gamesScreen) string   { n, _ := s.m.Note(); return n }
func detailOf(s *gamesScreen) string { _, d := s.m.Note(); return d }
