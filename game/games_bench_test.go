//go:build display

package game

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"strconv"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/session"
	"xiangqi/internal/shareddata"
	"xiangqi/record"
	"xiangqi/rules"
)

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
			g, err := newGame(Config{DataDir: b.TempDir(), Lang: "en"}, session.Timed(nil, session.Timing{}), &scriptInput{}, nil)
			if err != nil {
				b.Fatal(err)
			}
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
			g, err := newGame(Config{DataDir: b.TempDir(), Lang: "en"}, session.Timed(nil, session.Timing{}), &scriptInput{}, nil)
			if err != nil {
				b.Fatal(err)
			}
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
