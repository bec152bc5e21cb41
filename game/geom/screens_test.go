package geom

import "testing"

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
