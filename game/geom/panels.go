package geom

import "math"

// The puzzle and lesson screens: in landscape their panel beside the
// board holds what portrait has no room for (the puzzle's place in the
// collection, its goal, the hints, the moves played; the lesson's
// explanation and progress), with the buttons at its foot.

// Heights of the puzzle panel's rows in landscape, in dp.
const (
	PzTitleDP = 30 // the grade and the theme
	PzLineDP  = 24 // one line: the place, the goal, the hints
	PzStateDP = 46 // how the attempt stands: up to two lines
	PzGapDP   = 6
	// PanelButtonMinDP is the narrowest button of a row of five at the
	// panel's foot; a narrower panel has rows of three.
	PanelButtonMinDP = 64
)

// PuzzleLayout is the puzzle screen's geometry. In portrait it is the play
// screen's (the status under the board, a row of buttons) and the rows
// beside the board are empty.
type PuzzleLayout struct {
	Layout
	Title, Place, Goal, State, Hints Rect // landscape: one under another
	Moves                            Rect // landscape: the moves played; may be empty
	Keys                             []Rect
	// Scale is the text's size in the panel's rows, times their sizes at
	// 1: larger on a panel with room to spare (PzRoomyDP of moves).
	Scale float64
}

// PzRoomyDP is the room for moves at scale 1 above which the panel's rows
// and their text grow by PzRoomyScale (a desktop window: 486 dp at
// 1280×720), leaving the list enough for a mate in 7's fourteen moves.
const (
	PzRoomyDP    = 300
	PzRoomyScale = 1.3
)

// Puzzle lays out the puzzle screen with its five buttons; the board is
// where Play puts it.
func Puzzle(w, h int, dp float64) PuzzleLayout {
	if dp <= 0 {
		dp = 1
	}
	pl := PuzzleLayout{Layout: Play(w, h, dp), Scale: 1}
	if !pl.Landscape {
		pl.Keys = pl.ButtonRects(5)
		return pl
	}
	p := pl.Panel
	gap := PzGapDP * dp
	keys, top := panelKeys(pl.Layout, 5)
	pl.Keys = keys
	rows := float64(PzTitleDP + 3*PzLineDP + PzStateDP + 2*PzGapDP)
	if top-pl.Board.Y-(rows+PzGapDP)*dp >= PzRoomyDP*dp {
		pl.Scale = PzRoomyScale
	}
	y := pl.Board.Y
	row := func(hDP float64) Rect {
		r := Rect{X: p.X, Y: y, W: p.W, H: hDP * dp * pl.Scale}
		y += r.H
		return r
	}
	pl.Title = row(PzTitleDP)
	pl.Place = row(PzLineDP)
	y += gap
	pl.Goal = row(PzLineDP)
	pl.State = row(PzStateDP)
	pl.Hints = row(PzLineDP)
	y += gap
	if top-gap > y {
		pl.Moves = Rect{X: p.X, Y: y, W: p.W, H: top - gap - y}
	}
	return pl
}

// LessonLayout is the lesson screen's geometry: the board, the text (in
// portrait the title and explanation above the board, the task and state
// under it; in landscape all of it in Text, beside the board) and the
// five buttons.
type LessonLayout struct {
	Layout
	Intro  Rect // portrait: the title and explanation
	Status Rect // portrait: the task and the state
	Text   Rect // landscape: the title, explanation, progress, task and state
	Keys   []Rect
}

// Lesson lays out the lesson screen.
func Lesson(w, h int, dp float64) LessonLayout {
	if dp <= 0 {
		dp = 1
	}
	l := Around(w, h, dp, 104, 150, 300)
	ll := LessonLayout{Layout: l}
	pad := 6 * dp
	if l.Landscape {
		keys, top := panelKeys(l, 5)
		ll.Keys = keys
		ll.Text = Rect{X: l.Panel.X, Y: l.Board.Y, W: l.Panel.W, H: top - 8*dp - l.Board.Y}
		return ll
	}
	row := Rect{X: pad, Y: l.H - pad - ButtonDP*dp, W: l.W - 2*pad, H: ButtonDP * dp}
	ll.Intro = Rect{X: pad, Y: pad, W: l.W - 2*pad, H: l.Board.Y - 2*dp - pad}
	top := l.Board.Y + l.Board.H + 2*dp
	ll.Status = Rect{X: pad, Y: top, W: l.W - 2*pad, H: row.Y - 4*dp - top}
	ll.Keys = Row(row, 5, 6*dp)
	return ll
}

// panelKeys places n buttons at the foot of a landscape panel, level with
// the board's foot: one row when each can be PanelButtonMinDP wide, else
// rows of three (two rows for five: a phone on its side). It returns them
// and the top of the first row.
func panelKeys(l Layout, n int) ([]Rect, float64) {
	dp := l.DP
	gap := 6 * dp
	p := l.Panel
	foot := l.Board.Y + l.Board.H
	perRow := n
	if p.W < float64(n)*PanelButtonMinDP*dp+float64(n-1)*gap {
		perRow = min(n, 3)
	}
	rows := (n + perRow - 1) / perRow
	bh := ButtonDP * dp
	top := foot - float64(rows)*bh - float64(rows-1)*gap
	bw := (p.W - float64(perRow-1)*gap) / float64(perRow)
	keys := make([]Rect, n)
	for i := range keys {
		r, c := i/perRow, i%perRow
		keys[i] = Rect{X: p.X + float64(c)*(bw+gap), Y: top + float64(r)*(bh+gap), W: bw, H: bh}
	}
	return keys, top
}

// Puzzle tiles of the puzzle list, in dp: a miniature board over a row
// for its stars and its caption.
const (
	// TileMinDP is the narrowest tile: three to a row on a 360 dp phone,
	// whose points are then 11 dp apart, enough for a 9 dp letter or
	// character on each piece (76 dp tiles had 7.9 dp points: dots).
	TileMinDP = 100
	// TileRoomyDP is the width tiles take instead where four or more
	// still fit a row (a desktop window: 135 dp at 1280×720, whose
	// points are 14 dp apart and characters 12 dp).
	TileRoomyDP = 130
	// TileMaxDP is the widest, when a row has room to spare.
	TileMaxDP     = 150
	TileGapDP     = 6
	TileCaptionDP = 26
	// TileStarsDP is the row between the board and the caption for a
	// solved puzzle's stars, which on the board would hide its foot.
	TileStarsDP = 14
	TileInsetDP = 4 // the board's margin in the tile
	// MiniGlyphMinDP is the smallest glyph drawn on a miniature piece.
	MiniGlyphMinDP = 9
)

// Tiles is a row of puzzle tiles.
type Tiles struct {
	PerRow int
	W, H   float64 // a tile
	Gap    float64
}

// PuzzleTiles fits tiles into a column colW wide: as many to a row as fit
// at TileRoomyDP or more when that is four or more, else at TileMinDP or
// more, four at most (one at least); up to TileMaxDP each.
func PuzzleTiles(colW, dp float64) Tiles {
	if dp <= 0 {
		dp = 1
	}
	t := Tiles{Gap: TileGapDP * dp}
	fit := func(w float64) int { return int((colW + t.Gap) / (w*dp + t.Gap)) }
	t.PerRow = fit(TileRoomyDP)
	if t.PerRow < 4 {
		t.PerRow = max(1, min(4, fit(TileMinDP)))
	}
	t.W = math.Min(TileMaxDP*dp, (colW-float64(t.PerRow-1)*t.Gap)/float64(t.PerRow))
	t.H = MiniBoardH(t.W, dp) + (TileStarsDP+TileCaptionDP)*dp
	return t
}

// MiniBoardH is the height of a tile's miniature board for a tile w wide
// (TileInsetDP round it): nine points across, ten down, half a point's
// margin round them.
func MiniBoardH(w, dp float64) float64 { return (w - 2*TileInsetDP*dp) / 9 * 10 }

// MiniBoard is where a miniature's points go in r: their spacing and the
// top left point.
func MiniBoard(r Rect) (cell, x0, y0 float64) {
	cell = math.Min(r.W/9, r.H/10)
	return cell, r.X + (r.W-8*cell)/2, r.Y + (r.H-9*cell)/2
}

// MiniPiece is a miniature piece's radius and its glyph's size for points
// cell apart: the discs touch, and the glyph fills the disc (a Chinese
// character, as wide as its size, is drawn at most 0.95 cells wide).
func MiniPiece(cell float64) (radius, glyph float64) {
	return cell * 0.5, cell * 0.9
}

// ListHeadingDP is the height of a grade's heading in the puzzle list.
const ListHeadingDP = 30

// PuzzleListLayout is the puzzle list's geometry: the title and the count
// solved, the two groups of filter chips (by grade, by solved or not), the
// view the tiles scroll in, and Back. Upright, or on a screen tall enough
// to show a whole row of tiles under them, the title and the count are
// centred lines over two rows of chips, Back at the foot; on a short
// screen (a phone on its side) the title, the count and Back share the
// top row and the chips one row under it, so that a row of tiles shows
// whole.
type PuzzleListLayout struct {
	Compact        bool
	Col            Rect    // the column of chips and tiles
	TitleY, CountY float64 // the middles of the title's and the count's lines
	Grades, States Rect    // where the two groups of chips go
	Top, Bottom    float64 // the view of the tiles
	Back           Rect
	Tiles          Tiles
}

// PuzzleList lays out the puzzle list on a w×h screen.
func PuzzleList(w, h int, dp float64) PuzzleListLayout {
	if dp <= 0 {
		dp = 1
	}
	W, H := float64(w), float64(h)
	cw := PuzzleListColumn(w, dp)
	gap := TileGapDP * dp
	chip := 48 * dp
	l := PuzzleListLayout{Col: Rect{X: (W - cw) / 2, W: cw, H: H}, TitleY: 30 * dp, CountY: 62 * dp}
	l.Grades = Rect{X: l.Col.X, Y: 84 * dp, W: cw, H: chip}
	l.States = Rect{X: l.Col.X, Y: l.Grades.Y + chip + gap, W: cw, H: chip}
	l.Top = l.States.Y + chip + 8*dp
	l.Back = Rect{X: l.Col.X, Y: H - (ButtonDP+14)*dp, W: cw, H: ButtonDP * dp}
	l.Bottom = l.Back.Y - 8*dp
	l.Tiles = PuzzleTiles(cw, dp)
	if l.Bottom-l.Top >= ListHeadingDP*dp+l.Tiles.H || W <= H {
		return l
	}
	// Short: one row of title, count and Back, one row of chips, the
	// view to the foot; the column as wide as the screen allows.
	cw = math.Min(W-24*dp, 900*dp)
	l.Compact = true
	l.Col = Rect{X: (W - cw) / 2, W: cw, H: H}
	top := 6 * dp
	l.Back = Rect{X: l.Col.X + cw - 140*dp, Y: top, W: 140 * dp, H: chip}
	l.TitleY, l.CountY = top+chip/2, top+chip/2
	y := top + chip + gap
	gw := math.Round(cw * 0.56)
	// The two groups a little further apart than their chips.
	l.Grades = Rect{X: l.Col.X, Y: y, W: gw - 8*dp, H: chip}
	l.States = Rect{X: l.Col.X + gw + 8*dp, Y: y, W: cw - gw - 8*dp, H: chip}
	l.Top = y + chip + 8*dp
	l.Bottom = H - 6*dp
	l.Tiles = PuzzleTiles(cw, dp)
	return l
}

// PuzzleListColumn is the width of the puzzle list's column on a screen w
// wide: the screen less a margin, at most 560 dp.
func PuzzleListColumn(w int, dp float64) float64 {
	if dp <= 0 {
		dp = 1
	}
	return math.Min(float64(w)-24*dp, 560*dp)
}
