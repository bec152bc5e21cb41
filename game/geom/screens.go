package geom

// The layouts of the screens that show a board with more than the play
// screen's buttons: a record's review, its analysis, and the board editor.

// Record is the record screen's layout: the board with the move list, a
// line of status and two rows of buttons.
func Record(w, h int, dp float64) (l Layout, nav, actions Rect) {
	if dp <= 0 {
		dp = 1
	}
	l = Around(w, h, dp, ListMinDP, StatusDP+2*ButtonDP+18, 220)
	gap := 6 * dp
	if l.Landscape {
		actions = Rect{X: l.Panel.X, Y: l.Board.Y + l.Board.H - ButtonDP*dp, W: l.Panel.W, H: ButtonDP * dp}
		nav = Rect{X: actions.X, Y: actions.Y - gap - ButtonDP*dp, W: actions.W, H: ButtonDP * dp}
		l.List.H = nav.Y - gap - l.List.Y
		if l.List.H < 0 {
			l.List.H = 0
		}
		return l, nav, actions
	}
	nav = Rect{X: l.Buttons.X, Y: l.Status.Y + l.Status.H + 4*dp, W: l.Buttons.W, H: ButtonDP * dp}
	actions = Rect{X: nav.X, Y: nav.Y + nav.H + gap, W: nav.W, H: ButtonDP * dp}
	return l, nav, actions
}

// GraphDP is the height of the analysis graph, in dp.
const GraphDP = 64

// Analysis is the analysis screen's layout: the board with the move list,
// the graph, two lines of status and two rows of buttons: below the board
// in portrait, beside it in landscape.
func Analysis(w, h int, dp float64) (l Layout, graph, nav, actions Rect) {
	if dp <= 0 {
		dp = 1
	}
	gap := 6 * dp
	l = Around(w, h, dp, ListMinDP, GraphDP+StatusDP+2*ButtonDP+26, 240)
	if l.Landscape {
		actions = Rect{X: l.Panel.X, Y: l.Board.Y + l.Board.H - ButtonDP*dp, W: l.Panel.W, H: ButtonDP * dp}
		nav = Rect{X: actions.X, Y: actions.Y - gap - ButtonDP*dp, W: actions.W, H: ButtonDP * dp}
		graph = Rect{X: nav.X, Y: nav.Y - gap - GraphDP*dp, W: nav.W, H: GraphDP * dp}
		l.List.H = max(0, graph.Y-gap-l.List.Y)
		return l, graph, nav, actions
	}
	graph = Rect{X: l.Status.X, Y: l.Board.Y + l.Board.H + 4*dp, W: l.Status.W, H: GraphDP * dp}
	l.Status.Y = graph.Y + graph.H + 2*dp
	nav = Rect{X: l.Buttons.X, Y: l.Status.Y + l.Status.H + 2*dp, W: l.Buttons.W, H: ButtonDP * dp}
	actions = Rect{X: nav.X, Y: nav.Y + nav.H + gap, W: nav.W, H: ButtonDP * dp}
	return l, graph, nav, actions
}

// Heights of the board editor's panel rows, in dp.
const (
	EdMessageDP = 30
	EdPaletteDP = 44
	EdFieldDP   = 34
	EdLabelDP   = 20
	EdButtonDP  = 48
	EdGapDP     = 6
	// EdBelowDP is the whole panel under the board in portrait.
	EdBelowDP = EdMessageDP + 2*EdPaletteDP + EdLabelDP + EdFieldDP + 2*EdButtonDP + 7*EdGapDP + 8
)

// Editor is the board's geometry on the editor screen.
func Editor(w, h int, dp float64) Layout { return Below(w, h, dp, EdBelowDP, 330) }

// EditorRows gives the y of the editor panel's rows.
type EditorRows struct {
	Message, Palette, Label, Field, Buttons float64
	Panel                                   Rect
}

// NewEditorRows is the editor panel's rows on a w×h screen.
func NewEditorRows(w, h int, dp float64) EditorRows {
	if dp <= 0 {
		dp = 1
	}
	l := Editor(w, h, dp)
	var r EditorRows
	r.Panel = l.Panel
	y := l.Panel.Y + 2*dp
	r.Message = y
	y += (EdMessageDP + EdGapDP) * dp
	r.Palette = y
	y += (2*EdPaletteDP + 2*EdGapDP) * dp
	r.Label = y
	y += EdLabelDP * dp
	r.Field = y
	y += (EdFieldDP + EdGapDP) * dp
	r.Buttons = y
	return r
}

// PaletteCells are the editor palette's two rows of eight cells.
func PaletteCells(w, h int, dp float64) (cells [16]Rect) {
	if dp <= 0 {
		dp = 1
	}
	r := NewEditorRows(w, h, dp)
	gap := EdGapDP * dp
	cw := (r.Panel.W - 7*gap) / 8
	for i := range cells {
		row, col := i/8, i%8
		cells[i] = Rect{X: r.Panel.X + float64(col)*(cw+gap), Y: r.Palette + float64(row)*(EdPaletteDP+EdGapDP)*dp, W: cw, H: EdPaletteDP * dp}
	}
	return cells
}

// EditorButton is the place of the button in row (0–1) and column (0–3)
// of the editor's two rows of buttons.
func EditorButton(w, h int, dp float64, row, col int) Rect {
	if dp <= 0 {
		dp = 1
	}
	r := NewEditorRows(w, h, dp)
	gap := EdGapDP * dp
	w4 := (r.Panel.W - 3*gap) / 4
	y := r.Buttons + float64(row)*(EdButtonDP+EdGapDP)*dp
	return Rect{X: r.Panel.X + float64(col)*(w4+gap), Y: y, W: w4, H: EdButtonDP * dp}
}
