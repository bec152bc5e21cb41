package geom

import (
	"math"
	"testing"
)

// part is a named rectangle of a screen.
type part struct {
	name string
	r    Rect
}

// checkParts fails for a part off the w×h screen, empty, or overlapping
// another.
func checkParts(t *testing.T, w, h float64, parts []part) {
	t.Helper()
	for i, a := range parts {
		if !inside(a.r, w, h) {
			t.Errorf("%s %+v leaves the %gx%g screen", a.name, a.r, w, h)
		}
		if a.r.W <= 0 || a.r.H <= 0 {
			t.Errorf("%s %+v is empty", a.name, a.r)
		}
		for _, b := range parts[i+1:] {
			if overlap(a.r, b.r) {
				t.Errorf("%s %+v overlaps %s %+v", a.name, a.r, b.name, b.r)
			}
		}
	}
}

// checkRow fails for a button of the row of n in r under 48 dp each way.
func checkRow(t *testing.T, name string, r Rect, n int, dp float64) {
	t.Helper()
	for i, b := range Row(r, n, 6*dp) {
		if b.W < 48*dp-eps || b.H < 48*dp-eps {
			t.Errorf("%s button %d of %d is %.1fx%.1f dp, under 48 dp", name, i, n, b.W/dp, b.H/dp)
		}
	}
}

func TestRow(t *testing.T) {
	rs := Row(Rect{10, 20, 100, 30}, 3, 5)
	want := []Rect{{10, 20, 30, 30}, {45, 20, 30, 30}, {80, 20, 30, 30}}
	for i := range want {
		if rs[i] != want[i] {
			t.Errorf("Row: %d is %+v, want %+v", i, rs[i], want[i])
		}
	}
}

// TestRecordLayout: a record's review keeps its board, move list, status
// and two rows of buttons (|◀ ◀ ▶ ▶| Back; Play from here, Analyse, Copy
// PGN, Delete) on the screen and apart.
func TestRecordLayout(t *testing.T) {
	for _, s := range allScreens {
		t.Run(s.String(), func(t *testing.T) {
			l, nav, actions := Record(s.w, s.h, s.dp)
			parts := []part{{"board", l.Board}, {"nav", nav}, {"actions", actions}}
			if l.List.H > 0 || !l.Landscape {
				parts = append(parts, part{"list", l.List})
			}
			parts = append(parts, part{"status", l.Status})
			checkParts(t, l.W, l.H, parts)
			checkRow(t, "nav", nav, 5, s.dp)
			checkRow(t, "actions", actions, 4, s.dp)
		})
	}
}

// TestAnalysisLayout: the analysis keeps its board, move list, graph,
// status and two rows of buttons on the screen and apart.
func TestAnalysisLayout(t *testing.T) {
	for _, s := range allScreens {
		t.Run(s.String(), func(t *testing.T) {
			l, graph, nav, actions := Analysis(s.w, s.h, s.dp)
			parts := []part{{"board", l.Board}, {"graph", graph}, {"nav", nav}, {"actions", actions}}
			if l.List.H > 0 || !l.Landscape {
				parts = append(parts, part{"list", l.List})
			}
			parts = append(parts, part{"status", l.Status})
			checkParts(t, l.W, l.H, parts)
			checkRow(t, "nav", nav, 5, s.dp)
			checkRow(t, "actions", actions, 3, s.dp)
			if graph.H < GraphDP*s.dp-eps {
				t.Errorf("graph %.0f dp high, want %d", graph.H/s.dp, GraphDP)
			}
		})
	}
}

// TestEditorLayout: the board editor's board, message line, palette,
// FEN field and two rows of four buttons are on the screen and apart,
// the palette's cells and the buttons big enough for a finger.
func TestEditorLayout(t *testing.T) {
	for _, s := range allScreens {
		t.Run(s.String(), func(t *testing.T) {
			l := Editor(s.w, s.h, s.dp)
			r := NewEditorRows(s.w, s.h, s.dp)
			parts := []part{{"board", l.Board},
				{"message", Rect{r.Panel.X, r.Message, r.Panel.W, EdMessageDP * s.dp}},
				{"field", Rect{r.Panel.X, r.Field, r.Panel.W, EdFieldDP * s.dp}}}
			for i, c := range PaletteCells(s.w, s.h, s.dp) {
				parts = append(parts, part{"palette " + string(rune('a'+i)), c})
				if c.W < 32*s.dp {
					t.Errorf("palette cell %d is %.1f dp wide", i, c.W/s.dp)
				}
			}
			for row := range 2 {
				for col := range 4 {
					b := EditorButton(s.w, s.h, s.dp, row, col)
					parts = append(parts, part{"button " + string(rune('0'+row)) + string(rune('0'+col)), b})
					if b.W < 48*s.dp-eps || b.H < 48*s.dp-eps {
						t.Errorf("button %d %d is %.1fx%.1f dp, under 48 dp", row, col, b.W/s.dp, b.H/s.dp)
					}
				}
			}
			checkParts(t, l.W, l.H, parts)
		})
	}
}

// within reports whether r lies inside o.
func within(r, o Rect) bool {
	return inside(Rect{r.X - o.X, r.Y - o.Y, r.W, r.H}, o.W, o.H)
}

// TestPanelHoldsStatusAndButtons: the panel is all the room beside or
// below the board, and the status and buttons are in it.
func TestPanelHoldsStatusAndButtons(t *testing.T) {
	for _, s := range allScreens {
		l := Play(s.w, s.h, s.dp)
		if !within(l.Status, l.Panel) || !within(l.Buttons, l.Panel) {
			t.Errorf("%v: status %+v or buttons %+v outside the panel %+v", s, l.Status, l.Buttons, l.Panel)
		}
		if overlap(l.Panel, l.Board) {
			t.Errorf("%v: the panel %+v overlaps the board %+v", s, l.Panel, l.Board)
		}
		if l.Landscape && l.List.H > 0 && !within(l.List, l.Panel) {
			t.Errorf("%v: the list %+v is outside the panel %+v", s, l.List, l.Panel)
		}
	}
}

// TestListGrowsWithRoom: a taller phone gives the move list more rows, at
// least two on the smallest; without room asked above (Below), none.
func TestListGrowsWithRoom(t *testing.T) {
	prev := 0.0
	for _, h := range []int{640, 720, 800, 915, 960} {
		l := Play(412, h, 1)
		if l.List.H < prev-eps {
			t.Errorf("412x%d: a list of %.0f px, less than %.0f on a shorter screen", h, l.List.H, prev)
		}
		if l.List.H < ListMinDP-4-eps {
			t.Errorf("412x%d: a list of %.0f px, under two rows", h, l.List.H)
		}
		prev = l.List.H
		if b := Below(412, h, 1, 300, 300); b.List != (Rect{}) {
			t.Errorf("412x%d: Below gives a list %+v", h, b.List)
		}
	}
}

// TestRecordRowsOrder: a record's two rows of buttons are the navigation
// first, the actions under it; upright under the status, on its side at
// the board's foot.
func TestRecordRowsOrder(t *testing.T) {
	for _, s := range allScreens {
		l, nav, actions := Record(s.w, s.h, s.dp)
		if actions.Y < nav.Y+nav.H-eps {
			t.Errorf("%v: actions %+v not under nav %+v", s, actions, nav)
		}
		if !l.Landscape && nav.Y < l.Status.Y+l.Status.H-eps {
			t.Errorf("%v: nav %+v not under the status %+v", s, nav, l.Status)
		}
		if l.Landscape && math.Abs(actions.Y+actions.H-(l.Board.Y+l.Board.H)) > eps {
			t.Errorf("%v: actions %+v not level with the board's foot %.1f", s, actions, l.Board.Y+l.Board.H)
		}
	}
}

// TestEditorRowsOrder: the editor's panel rows come in order, message,
// palette, FEN label, field, buttons, inside the panel.
func TestEditorRowsOrder(t *testing.T) {
	for _, s := range allScreens {
		r := NewEditorRows(s.w, s.h, s.dp)
		ys := []float64{r.Panel.Y, r.Message, r.Palette, r.Label, r.Field, r.Buttons}
		for i := 1; i < len(ys); i++ {
			if ys[i] <= ys[i-1] {
				t.Errorf("%v: rows at %v, not in order", s, ys)
				break
			}
		}
		last := EditorButton(s.w, s.h, s.dp, 1, 3)
		if !within(last, r.Panel) {
			t.Errorf("%v: the last button %+v is outside the panel %+v", s, last, r.Panel)
		}
	}
}

// TestExplorerFits: at every size the explorer's parts stay on the
// screen, clear of the board and of each other, with room for rows.
func TestExplorerFits(t *testing.T) {
	for _, sz := range [][3]float64{{360, 640, 1}, {540, 960, 1.5}, {1280, 720, 1}, {412, 915, 2.625}, {640, 360, 1}, {1080, 1920, 3}} {
		e := Explorer(int(sz[0]), int(sz[1]), sz[2])
		dp := sz[2]
		parts := []Rect{e.Tabs, e.Line, e.Head, e.Table, e.Buttons}
		for i, r := range parts {
			if r.X < 0 || r.Y < 0 || r.X+r.W > sz[0]+0.5 || r.Y+r.H > sz[1]+0.5 {
				t.Errorf("%v: part %d %+v is off the screen", sz, i, r)
			}
			if overlaps(r, e.Board) {
				t.Errorf("%v: part %d %+v is over the board %+v", sz, i, r, e.Board)
			}
			for _, o := range parts[i+1:] {
				if overlaps(r, o) {
					t.Errorf("%v: parts %+v and %+v overlap", sz, r, o)
				}
			}
		}
		if rows := e.Table.H / (ExplorerRowDP * dp); rows < 3 {
			t.Errorf("%v: room for %.1f rows of the table, want at least 3", sz, rows)
		}
	}
}

// overlaps reports whether a and b share more than an edge.
func overlaps(a, b Rect) bool {
	return a.X < b.X+b.W-0.5 && b.X < a.X+a.W-0.5 && a.Y < b.Y+b.H-0.5 && b.Y < a.Y+a.H-0.5
}
