//go:build display

package game

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

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
