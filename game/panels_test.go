//go:build display

package game

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/i18n"
	"xiangqi/learn"
	"xiangqi/rules"
)

// TestPuzzlePanelLandscape: on a screen on its side the puzzle's panel
// lists the moves played in the chosen notation and its buttons work
// where geom.Puzzle puts them (the panel's texts, the hints counted and
// the hint's move, are puzzles.TestAttemptPanelTexts').
func TestPuzzlePanelLandscape(t *testing.T) {
	for _, size := range [][2]int{{1280, 720}, {640, 360}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			g, in := newTestGame(t, Config{})
			c := g.c
			c.setSize(size[0], size[1], 1)
			book := builtinPuzzles(c)
			id := ""
			for _, p := range book.List {
				if p.MateIn == 2 {
					id = p.ID
					break
				}
			}
			if err := g.openPuzzle(id, 1, false); err != nil {
				t.Fatal(err)
			}
			s := topIs[*puzzleScreen](t, g)
			if pl := s.layout(c); !pl.Landscape || pl.Moves.H <= 0 {
				t.Fatalf("layout %+v: no list of moves", pl)
			}
			// The key move and the defender's reply, as notation.
			ms := s.shown(c)
			pos := s.m.Puzzle().Start
			n := c.settings.MoveNotation(c.lang.Code())
			want := []string{}
			for _, m := range s.m.Moves() {
				want = append(want, pos.Notate(m, n))
				pos.MakeMove(m)
			}
			if len(want) != 2 || strings.Join(ms.texts, " ") != strings.Join(want, " ") || ms.ply != 2 {
				t.Errorf("list %q (ply %d), want the moves played %q", ms.texts, ms.ply, want)
			}
			tap(t, g, in, c.text(i18n.MsgHint))
			if err := s.wait(c); err != nil {
				t.Fatal(err)
			}
			h := s.m.Hint()
			if h == rules.NoMove {
				t.Fatal("Hint gave no move")
			}
			s.draw(c, ebiten.NewImage(size[0], size[1]))
		})
	}
}

// TestLessonPanelFits: in every language, for every exercise of every
// lesson, the landscape panel's text stays above the buttons on a phone
// on its side and on the desktop window; the roomy window lists the
// lesson's exercises, the phone shows dots.
func TestLessonPanelFits(t *testing.T) {
	for _, size := range [][2]int{{640, 360}, {960, 540}, {1280, 720}} {
		for _, lang := range []string{"vi", "en", "zh"} {
			g, _ := newTestGame(t, Config{})
			c := g.c
			c.cfg.Lang = lang
			c.applyLang()
			c.setSize(size[0], size[1], 1)
			lists := 0
			for i := range learn.All {
				for ex := range learn.All[i].Exercises {
					s := openLesson(c, i, ex)
					ll := s.layout(c)
					lr := lessonPanelRows(c, ll.Text, s.panelTexts(c))
					foot := ll.Text.Y + ll.Text.H
					if end := lr.state.Y + lr.state.H; end > foot+0.5 {
						t.Errorf("%dx%d %s %s:%d: the text ends at %.0f, under the panel's foot %.0f", size[0], size[1], lang, learn.All[i].ID, ex+1, end, foot)
					}
					if lr.exercises != nil {
						lists++
						last := lr.exercises[len(lr.exercises)-1]
						if last.Y+last.H > foot+0.5 {
							t.Errorf("%dx%d %s %s:%d: the list ends at %.0f, under %.0f", size[0], size[1], lang, learn.All[i].ID, ex+1, last.Y+last.H, foot)
						}
					}
					c.pop()
				}
			}
			if size[0] == 1280 && lists == 0 {
				t.Errorf("1280x720 %s: no lesson lists its exercises", lang)
			}
		}
	}
}

// TestPuzzleListShort: on a phone on its side the list shows a whole row
// of tiles (before, its one row of chips under the title was two and the
// row of tiles did not fit), a tap on a tile opens its puzzle, and Back,
// at the top, leaves.
func TestPuzzleListShort(t *testing.T) {
	g, in := newTestGame(t, Config{})
	c := g.c
	c.setSize(640, 360, 1)
	if err := g.openPuzzle("list", 0, false); err != nil {
		t.Fatal(err)
	}
	list := topIs[*puzzleListScreen](t, g)
	pg := list.geometry(c)
	ts := list.tiles(c, pg)
	if !pg.Compact || len(ts) < pg.perRow {
		t.Fatalf("compact %v: %d tiles in view, want a row of %d", pg.Compact, len(ts), pg.perRow)
	}
	for _, tl := range ts[:pg.perRow] {
		if tl.r.Y < pg.top || tl.r.Y+tl.r.H > pg.bottom {
			t.Errorf("tile %+v not whole in the view %.0f–%.0f", tl.r, pg.top, pg.bottom)
		}
	}
	x, y := ts[1].r.Center()
	in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
	if s := topIs[*puzzleScreen](t, g); s.m.Index != ts[1].index {
		t.Fatalf("opened puzzle %d, want %d", s.m.Index, ts[1].index)
	}
	tap(t, g, in, c.text(i18n.MsgPuzzleList))
	topIs[*puzzleListScreen](t, g)
	tap(t, g, in, c.text(i18n.MsgBack))
	if _, ok := c.top().(*puzzleListScreen); ok {
		t.Fatal("Back did not leave the list")
	}
}
