package geom

import (
	"fmt"
	"math"
	"testing"
)

// checkKeys fails for a button under 48 dp either way.
func checkKeys(t *testing.T, keys []Rect, dp float64) {
	t.Helper()
	for i, k := range keys {
		if k.W < 48*dp-eps || k.H < 48*dp-eps {
			t.Errorf("button %d is %.1fx%.1f dp, under 48 dp", i, k.W/dp, k.H/dp)
		}
	}
}

func keyParts(keys []Rect) []part {
	var ps []part
	for i, k := range keys {
		ps = append(ps, part{fmt.Sprintf("button %d", i), k})
	}
	return ps
}

// TestPuzzleLayout: the puzzle screen keeps its board, its five buttons
// and, in landscape, its panel's rows (title, place, goal, state, hints,
// moves) on the screen, apart, the buttons 48 dp or more and level with
// the board's foot; in portrait it is the play screen's layout.
func TestPuzzleLayout(t *testing.T) {
	for _, s := range allScreens {
		t.Run(s.String(), func(t *testing.T) {
			pl := Puzzle(s.w, s.h, s.dp)
			if len(pl.Keys) != 5 {
				t.Fatalf("%d buttons, want 5", len(pl.Keys))
			}
			if pl.Board != Play(s.w, s.h, s.dp).Board {
				t.Errorf("board %+v, not the play screen's", pl.Board)
			}
			checkKeys(t, pl.Keys, s.dp)
			parts := append([]part{{"board", pl.Board}}, keyParts(pl.Keys)...)
			if !pl.Landscape {
				parts = append(parts, part{"status", pl.Status})
				checkParts(t, pl.W, pl.H, parts)
				return
			}
			parts = append(parts, part{"title", pl.Title}, part{"place", pl.Place}, part{"goal", pl.Goal}, part{"state", pl.State}, part{"hints", pl.Hints})
			if pl.Moves.H > 0 {
				parts = append(parts, part{"moves", pl.Moves})
			}
			checkParts(t, pl.W, pl.H, parts)
			for _, p := range parts[1:] {
				if !within(p.r, pl.Panel) {
					t.Errorf("%s %+v outside the panel %+v", p.name, p.r, pl.Panel)
				}
			}
			last := pl.Keys[4]
			if math.Abs(last.Y+last.H-(pl.Board.Y+pl.Board.H)) > eps {
				t.Errorf("the last row ends at %.1f, not at the board's foot %.1f", last.Y+last.H, pl.Board.Y+pl.Board.H)
			}
		})
	}
}

// TestPuzzleMovesRoom: the moves played get two rows (28 dp each) on a
// phone on its side and eight (a mate in 7's moves) on a desktop window,
// whose rows grow.
func TestPuzzleMovesRoom(t *testing.T) {
	for _, c := range []struct {
		s    screen
		rows float64
	}{{screen{640, 360, 1}, 2}, {screen{915, 412, 1}, 2}, {screen{1280, 720, 1}, 8}, {screen{2400, 1080, 2.625}, 2}} {
		pl := Puzzle(c.s.w, c.s.h, c.s.dp)
		if got := pl.Moves.H / (28 * c.s.dp); got < c.rows-eps {
			t.Errorf("%v: room for %.1f rows of moves, want %g", c.s, got, c.rows)
		}
	}
	// The rows grow on a desktop window, not on a phone on its side.
	if k := Puzzle(1280, 720, 1).Scale; k != PzRoomyScale {
		t.Errorf("1280x720: scale %g, want %g", k, PzRoomyScale)
	}
	if k := Puzzle(640, 360, 1).Scale; k != 1 {
		t.Errorf("640x360: scale %g, want 1", k)
	}
}

// TestLessonLayout: the lesson screen keeps its board, its text and its
// five buttons on the screen and apart, the buttons 48 dp or more.
func TestLessonLayout(t *testing.T) {
	for _, s := range allScreens {
		t.Run(s.String(), func(t *testing.T) {
			ll := Lesson(s.w, s.h, s.dp)
			if len(ll.Keys) != 5 {
				t.Fatalf("%d buttons, want 5", len(ll.Keys))
			}
			checkKeys(t, ll.Keys, s.dp)
			parts := append([]part{{"board", ll.Board}}, keyParts(ll.Keys)...)
			if ll.Landscape {
				parts = append(parts, part{"text", ll.Text})
				if ll.Text.H < 180*s.dp {
					t.Errorf("text %+v: under 180 dp high", ll.Text)
				}
			} else {
				parts = append(parts, part{"intro", ll.Intro}, part{"status", ll.Status})
			}
			checkParts(t, ll.W, ll.H, parts)
		})
	}
}

// TestPanelKeysRows: five buttons make one row where each gets 64 dp, else
// rows of three.
func TestPanelKeysRows(t *testing.T) {
	for _, c := range []struct {
		s    screen
		rows int
	}{{screen{640, 360, 1}, 2}, {screen{1280, 720, 1}, 1}, {screen{1920, 1080, 1}, 1}} {
		keys, _ := panelKeys(Play(c.s.w, c.s.h, c.s.dp), 5)
		rows := map[float64]bool{}
		for _, k := range keys {
			rows[k.Y] = true
		}
		if len(rows) != c.rows {
			t.Errorf("%v: %d rows of buttons, want %d", c.s, len(rows), c.rows)
		}
	}
}

// TestPuzzleTiles: on every screen the tiles of a row fit the list's
// column, are TileMinDP or wider and carry glyphs of MiniGlyphMinDP or
// more; a 360 dp phone has three to a row, a desktop window four larger.
func TestPuzzleTiles(t *testing.T) {
	for _, s := range allScreens {
		col := PuzzleListColumn(s.w, s.dp)
		tl := PuzzleTiles(col, s.dp)
		if used := float64(tl.PerRow)*tl.W + float64(tl.PerRow-1)*tl.Gap; used > col+eps {
			t.Errorf("%v: %d tiles of %.1f take %.1f of a %.1f column", s, tl.PerRow, tl.W, used, col)
		}
		if tl.W < TileMinDP*s.dp-eps || tl.W > TileMaxDP*s.dp+eps {
			t.Errorf("%v: tiles %.1f dp wide, want %d–%d", s, tl.W/s.dp, TileMinDP, TileMaxDP)
		}
		board := Rect{W: tl.W - 2*TileInsetDP*s.dp, H: MiniBoardH(tl.W, s.dp)}
		cell, x0, y0 := MiniBoard(board)
		r, glyph := MiniPiece(cell)
		if glyph < MiniGlyphMinDP*s.dp-eps {
			t.Errorf("%v: glyphs of %.1f dp, under %d", s, glyph/s.dp, MiniGlyphMinDP)
		}
		// The pieces of the edge files and ranks stay on the board.
		if x0-r < -eps || y0-r < -eps || x0+8*cell+r > board.W+eps || y0+9*cell+r > board.H+eps {
			t.Errorf("%v: pieces of radius %.1f leave the %.1fx%.1f board", s, r, board.W, board.H)
		}
	}
	if tl := PuzzleTiles(PuzzleListColumn(360, 1), 1); tl.PerRow != 3 {
		t.Errorf("360 dp: %d tiles to a row, want 3", tl.PerRow)
	}
	// A desktop window takes larger tiles, four to a row.
	if tl := PuzzleTiles(PuzzleListColumn(1280, 1), 1); tl.PerRow != 4 || tl.W < TileRoomyDP {
		t.Errorf("1280 dp: %d tiles of %.0f dp to a row, want 4 of %d or more", tl.PerRow, tl.W, TileRoomyDP)
	}
}

// TestPuzzleListLayout: the list's chips, view and Back are on the screen
// and apart, the chips and Back 48 dp high, room for the grades' six
// chips of 48 dp and the three of solved or not; and a whole row
// of tiles under its heading shows in the view on every screen, a phone
// on its side included (in one row of chips there).
func TestPuzzleListLayout(t *testing.T) {
	for _, s := range allScreens {
		t.Run(s.String(), func(t *testing.T) {
			l := PuzzleList(s.w, s.h, s.dp)
			view := Rect{X: l.Col.X, Y: l.Top, W: l.Col.W, H: l.Bottom - l.Top}
			checkParts(t, float64(s.w), float64(s.h), []part{{"grades", l.Grades}, {"states", l.States}, {"view", view}, {"back", l.Back}})
			for _, r := range []Rect{l.Grades, l.States, l.Back} {
				if r.H < 48*s.dp-eps {
					t.Errorf("%+v: under 48 dp high", r)
				}
			}
			if need := 6*48*s.dp + 5*TileGapDP*s.dp; l.Grades.W < need-eps {
				t.Errorf("grades' chips in %.0f px, want %.0f", l.Grades.W, need)
			}
			if need := 3*72*s.dp + 2*TileGapDP*s.dp; l.States.W < need-eps {
				t.Errorf("states' chips in %.0f px, want %.0f", l.States.W, need)
			}
			if view.H < ListHeadingDP*s.dp+l.Tiles.H-eps {
				t.Errorf("a view of %.0f px under a row of tiles (%.0f) and its heading", view.H, l.Tiles.H)
			}
			if used := float64(l.Tiles.PerRow)*l.Tiles.W + float64(l.Tiles.PerRow-1)*l.Tiles.Gap; used > l.Col.W+eps {
				t.Errorf("tiles take %.0f of a %.0f column", used, l.Col.W)
			}
		})
	}
	if !PuzzleList(640, 360, 1).Compact || PuzzleList(360, 640, 1).Compact || PuzzleList(1280, 720, 1).Compact {
		t.Error("only the short screen should be compact")
	}
}
