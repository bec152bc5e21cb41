//go:build display

package game

import (
	"context"
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"xiangqi/game/games"
	"xiangqi/game/session"
	"xiangqi/gamedb"
	"xiangqi/i18n"
	"xiangqi/rules"
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
// library, where it can be opened and continued under its own name.
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

// TestGamesImportPlayFromHereDelete: a pasted PGN of two games, the second
// with an illegal move, is imported with the error named; a game is
// browsed, played on from a move, and deleted after a question. (The
// record's own behaviour — steps, More…, Copy PGN, the question — is
// tested headless in game/games; this is the shell's wiring.)
func TestGamesImportPlayFromHereDelete(t *testing.T) {
	clip := &fakeClipboard{text: `[Event "One"]
[Result "*"]

1. 炮二平五 马８进７ 2. 马二进三 车９平８ *

[Event "Two"]
[Result "*"]

1. h2e2 h9g7 2. a0a5 *
`}
	g, in := newTestGame(t, Config{Side: "two", Clipboard: clip})
	c := g.c
	tap(t, g, in, "Games")
	gs := topIs[*gamesScreen](t, g)
	g.settle()
	tap(t, g, in, "Paste PGN")
	if len(gamesRows(t, g, gs)) != 2 {
		t.Fatalf("%d games imported, want 2", len(gamesRows(t, g, gs)))
	}
	topIs[*gamesScreen](t, g)
	if want := "Game 2, move 2: a0a5 is not a legal move"; detailOf(gs) != want || noteOf(gs) != "2 added · 0 duplicates · 0 failed · 1 kept up to a problem" {
		t.Fatalf("note %q, detail %q, want %q", noteOf(gs), detailOf(gs), want)
	}
	// Pasting again adds nothing.
	tap(t, g, in, "Paste PGN")
	if n := len(gamesRows(t, g, gs)); n != 2 || noteOf(gs) != "0 added · 2 duplicates · 0 failed" {
		t.Fatalf("%d games after pasting the same again (%q)", n, noteOf(gs))
	}
	var one session.Entry
	for _, r := range gamesRows(t, g, gs) {
		if r.Event == "One" {
			rec, err := c.game.Library.Get(r.ID)
			if err != nil {
				t.Fatal(err)
			}
			one = session.Entry{ID: r.ID, Record: rec}
		}
	}
	if one.Record == nil || len(one.Record.Moves) != 4 {
		t.Fatalf("game One: %+v", one)
	}
	rs := openRecord(c, gs.m, one.ID, one.Record)
	tap(t, g, in, "◀")
	tap(t, g, in, "◀")
	if rs.m.Ply() != 2 {
		t.Fatalf("ply %d after two steps back", rs.m.Ply())
	}
	tap(t, g, in, "Play from here")
	topIs[*playScreen](t, g)
	if n := len(c.game.Match().Game().Moves()); n != 2 || c.game.ID() == one.ID || c.game.Match().Over() {
		t.Fatalf("play from here: %d moves, id %s", n, c.game.ID())
	}
	if got, want := c.game.Match().Origin(), session.OriginNote(one.Record, 2); got != want {
		t.Fatalf("played on from %q, want %q", got, want)
	}
	// Delete game One after a question.
	g.Back()
	tap(t, g, in, "Yes")
	tap(t, g, in, "Games")
	gs = topIs[*gamesScreen](t, g)
	n := len(gamesRows(t, g, gs))
	openRecord(c, gs.m, one.ID, one.Record)
	tap(t, g, in, "More…")
	tap(t, g, in, "Delete")
	tap(t, g, in, "Yes")
	topIs[*gamesScreen](t, g)
	if got := len(gamesRows(t, g, gs)); got != n-1 || gs.m.Total() != n-1 {
		t.Fatalf("%d games after a delete (%d counted), want %d", got, gs.m.Total(), n-1)
	}
}

// TestDroppedFilesImported: files dropped on the window are imported like
// a pasted PGN; one game opens for review.
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

// TestPasteJunk: junk, an empty clipboard and a bare FEN pasted in Games.
func TestPasteJunk(t *testing.T) {
	clip := &fakeClipboard{text: "hello ### {unclosed"}
	g, in := newTestGame(t, Config{Clipboard: clip})
	tap(t, g, in, "Games")
	gs := topIs[*gamesScreen](t, g)
	g.settle()
	tap(t, g, in, "Paste PGN")
	g.settle()
	tap(t, g, in, "Paste PGN") // twice, carelessly
	g.settle()
	topIs[*gamesScreen](t, g)
	if n := len(gamesRows(t, g, gs)); n != 0 || !strings.HasPrefix(detailOf(gs), "Game 1") {
		t.Fatalf("junk: %d games, note %q, detail %q", n, noteOf(gs), detailOf(gs))
	}
	clip.text = "   "
	tap(t, g, in, "Paste PGN")
	if noteOf(gs) != "The clipboard holds no text" {
		t.Fatalf("empty clipboard: note %q", noteOf(gs))
	}
	clip.text = "3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1"
	tap(t, g, in, "Paste PGN")
	rs := topIs[*recordScreen](t, g)
	if rec := rs.m.Record(); rs.m.ID() != "" || rec.Start.FEN() != clip.text {
		t.Fatalf("a FEN opened %q (id %q)", rec.Start.FEN(), rs.m.ID())
	}
	tap(t, g, in, "Play from here")
	topIs[*playScreen](t, g)
	if pos := g.c.game.Match().Position(); pos.FEN() != clip.text {
		t.Fatalf("playing from %s", pos.FEN())
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

// noteOf and detailOf are the Games screen's note and its detail.
func noteOf(s *gamesScreen) string   { n, _ := s.m.Note(); return n }
func detailOf(s *gamesScreen) string { _, d := s.m.Note(); return d }
