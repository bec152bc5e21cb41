// Package geom is the geometry of the board screens: where the board, the
// move list, the status and the buttons go on a screen of a given size in
// portrait or landscape, and where each point of the board is drawn. It
// does not import Ebitengine, so its checks run without a display.
package geom

import (
	"math"

	"xiangqi/rules"
)

// Rect is a screen rectangle in device pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether (x, y) is inside r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// Center is the middle of r.
func (r Rect) Center() (float64, float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Inset shrinks r by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// Board proportions in cells: 8 gaps between files plus a margin for the
// pieces on each side; 9 gaps between ranks plus a deeper margin, which
// also holds the file numbers between the pieces of the first and last
// ranks and the frame. Being in cells, the margins scale with the board.
const (
	BoardMargin  = 0.85
	BoardMarginY = 1.0
	BoardCellsW  = 8 + 2*BoardMargin
	BoardCellsH  = 9 + 2*BoardMarginY
	// BoardRim is the frame's width inside the board's rectangle.
	BoardRim = 0.08
	// PieceReach is how far a piece reaches from its point, its shadow
	// included (radius 0.46 cells).
	PieceReach = 0.46 * 1.1
	// FileNumberDist is the distance from the first or last rank to the
	// middle of the file numbers: halfway between the pieces and the
	// frame.
	FileNumberDist = (PieceReach + BoardMarginY - BoardRim) / 2
	// FileNumberSize is the numbers' size in cells.
	FileNumberSize = 0.28
	ButtonDP       = 56 // a button row's height, above the 48 dp minimum
	StatusDP       = 60 // two lines of status
	ListMinDP      = 62 // the least room for the move list above the board: two rows
)

// Layout is the geometry of a board screen for one screen size. Portrait
// puts the move list above the board, the status and the buttons below
// (thumb reach); landscape puts the status, the move list and the buttons
// in a panel right of the board.
type Layout struct {
	W, H      float64
	DP        float64 // device pixels per dp
	Landscape bool
	Board     Rect    // the wooden board including margins
	Cell      float64 // distance between adjacent points
	OriginX   float64 // screen x of the leftmost file
	OriginY   float64 // screen y of the top rank
	Status    Rect
	Buttons   Rect // the row (or column) of play buttons
	Panel     Rect // all the room beside or below the board
	List      Rect // the move list: above the board, or in the panel
}

// Play is the play screen's layout on a w×h screen at dp device pixels
// per dp.
func Play(w, h int, dp float64) Layout {
	return Around(w, h, dp, ListMinDP, StatusDP+ButtonDP+12, 220)
}

// Below is the layout of a board screen that keeps belowDP under the board
// in portrait, or at least panelDP beside it in landscape.
func Below(w, h int, dp, belowDP, panelDP float64) Layout {
	return Around(w, h, dp, 0, belowDP, panelDP)
}

// Around is Below that also keeps at least aboveDP over the board in
// portrait for the move list (more when there is room).
func Around(w, h int, dp, aboveDP, belowDP, panelDP float64) Layout {
	if dp <= 0 {
		dp = 1
	}
	l := Layout{W: float64(w), H: float64(h), DP: dp}
	pad := 6 * dp
	l.Landscape = l.W > l.H*1.1
	if l.Landscape {
		panelMin := panelDP * dp
		l.Cell = math.Min((l.H-2*pad)/BoardCellsH, (l.W-panelMin-3*pad)/BoardCellsW)
		bw, bh := l.Cell*BoardCellsW, l.Cell*BoardCellsH
		l.Board = Rect{pad, (l.H - bh) / 2, bw, bh}
		px := l.Board.X + bw + pad
		pw := l.W - px - pad
		l.Status = Rect{px, l.Board.Y, pw, StatusDP * dp * 1.5}
		l.Panel = Rect{px, pad, pw, l.H - 2*pad}
		below := l.Status.Y + l.Status.H + pad
		if pw >= 5*64*dp {
			// A row of buttons under the move list, level with the
			// board's foot.
			l.Buttons = Rect{px, l.Board.Y + bh - ButtonDP*dp, pw, ButtonDP * dp}
			l.List = Rect{px, below, pw, l.Buttons.Y - pad - below}
		} else {
			l.Buttons = Rect{px, below, pw, l.H - below - pad}
			// No room for the play screen's list; the screens with their
			// buttons at the board's foot (Record, Analysis) give it the
			// height left above them.
			l.List = Rect{X: px, Y: below, W: pw}
		}
	} else {
		below, above := belowDP*dp, aboveDP*dp
		l.Cell = math.Min((l.W-2*pad)/BoardCellsW, (l.H-below-above-2*pad)/BoardCellsH)
		bw, bh := l.Cell*BoardCellsW, l.Cell*BoardCellsH
		// Centre the board and its panel vertically when there is room.
		top := pad + math.Max(above, (l.H-2*pad-bh-below)/2)
		l.Board = Rect{(l.W - bw) / 2, top, bw, bh}
		if above > 0 {
			l.List = Rect{pad, pad, l.W - 2*pad, top - 4*dp - pad}
		}
		l.Status = Rect{pad, l.Board.Y + bh + 4*dp, l.W - 2*pad, StatusDP * dp}
		l.Buttons = Rect{pad, l.Status.Y + l.Status.H + 4*dp, l.W - 2*pad, ButtonDP * dp}
		py := l.Board.Y + bh + 4*dp
		l.Panel = Rect{pad, py, l.W - 2*pad, l.H - py - pad}
	}
	l.OriginX = l.Board.X + BoardMargin*l.Cell
	l.OriginY = l.Board.Y + BoardMarginY*l.Cell
	return l
}

// Point returns the screen position of square s.
func (l Layout) Point(s rules.Square, flipped bool) (float64, float64) {
	col, row := s.File(), 9-s.Rank()
	if flipped {
		col, row = 8-col, 9-row
	}
	return l.OriginX + float64(col)*l.Cell, l.OriginY + float64(row)*l.Cell
}

// Square returns the point nearest to (x, y) if it is within 0.6 cells of
// it.
func (l Layout) Square(x, y float64, flipped bool) (rules.Square, bool) {
	fc := (x - l.OriginX) / l.Cell
	fr := (y - l.OriginY) / l.Cell
	// The nearest point of the grid; clamped, not refused, off its edge,
	// so that an edge point is found as far out as an inner one.
	col := math.Max(0, math.Min(8, math.Round(fc)))
	row := math.Max(0, math.Min(9, math.Round(fr)))
	if math.Hypot(fc-col, fr-row) > 0.6 {
		return rules.NoSquare, false
	}
	c, r := int(col), int(row)
	if flipped {
		c, r = 8-c, 9-r
	}
	return rules.SquareAt(c, 9-r), true
}

// ButtonRects splits the button area into n buttons: a row, or a column
// (two where one does not fit) in a landscape panel too narrow for a row.
func (l Layout) ButtonRects(n int) []Rect {
	gap := 6 * l.DP
	out := make([]Rect, n)
	if !l.Landscape || l.List.H > 0 {
		bw := (l.Buttons.W - gap*float64(n-1)) / float64(n)
		for i := range out {
			out[i] = Rect{l.Buttons.X + float64(i)*(bw+gap), l.Buttons.Y, bw, l.Buttons.H}
		}
		return out
	}
	// A column, or two side by side where one would run off the foot of
	// the screen (a phone in landscape: five buttons need 304 dp, 640×360
	// leaves 252).
	bh := ButtonDP * l.DP
	cols := 1
	if float64(n)*bh+float64(n-1)*gap > l.Buttons.H {
		cols = 2
	}
	bw := (l.Buttons.W - gap*float64(cols-1)) / float64(cols)
	for i := range out {
		row, col := i/cols, i%cols
		out[i] = Rect{l.Buttons.X + float64(col)*(bw+gap), l.Buttons.Y + float64(row)*(bh+gap), bw, bh}
	}
	return out
}

// Row splits r into n rectangles side by side, gap apart.
func Row(r Rect, n int, gap float64) []Rect {
	w := (r.W - float64(n-1)*gap) / float64(n)
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{X: r.X + float64(i)*(w+gap), Y: r.Y, W: w, H: r.H}
	}
	return out
}
