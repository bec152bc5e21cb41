package game

import (
	"math"

	"xiangqi/rules"
)

// rect is a screen rectangle in device pixels.
type rect struct{ X, Y, W, H float64 }

func (r rect) contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

func (r rect) center() (float64, float64) { return r.X + r.W/2, r.Y + r.H/2 }

// inset shrinks r by d on every side.
func (r rect) inset(d float64) rect { return rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// Board proportions in cells: 8 gaps between files plus a margin for the
// pieces on each side; 9 gaps between ranks plus a deeper margin, which
// also holds the file numbers between the pieces of the first and last
// ranks and the frame. Being in cells, the margins scale with the board.
const (
	boardMargin  = 0.85
	boardMarginY = 1.0
	boardCellsW  = 8 + 2*boardMargin
	boardCellsH  = 9 + 2*boardMarginY
	// boardRim is the frame's width inside the board's rectangle.
	boardRim = 0.08
	// pieceReach is how far a piece reaches from its point, its shadow
	// included (radius 0.46 cells).
	pieceReach = 0.46 * 1.1
	// fileNumberDist is the distance from the first or last rank to the
	// middle of the file numbers: halfway between the pieces and the
	// frame.
	fileNumberDist = (pieceReach + boardMarginY - boardRim) / 2
	// fileNumberSize is the numbers' size in cells.
	fileNumberSize = 0.28
	buttonDP       = 56 // a button row's height, above the 48 dp minimum
	statusDP       = 60 // two lines of status
	listMinDP      = 62 // the least room for the move list above the board: two rows
)

// layout is the geometry of the play screen for one screen size. Portrait
// puts the move list above the board, the status and the buttons below
// (thumb reach); landscape puts the status, the move list and the buttons
// in a panel right of the board.
type layout struct {
	w, h      float64
	dp        float64 // device pixels per dp
	landscape bool
	board     rect    // the wooden board including margins
	cell      float64 // distance between adjacent points
	originX   float64 // screen x of the leftmost file
	originY   float64 // screen y of the top rank
	status    rect
	buttons   rect // the row (or column) of play buttons
	panel     rect // all the room beside or below the board
	list      rect // the move list: above the board, or in the panel
}

func newLayout(w, h int, dp float64) layout {
	return newLayoutAround(w, h, dp, listMinDP, statusDP+buttonDP+12, 220)
}

// newLayoutBelow is the layout of a board screen that keeps belowDP under
// the board in portrait, or at least panelDP beside it in landscape.
func newLayoutBelow(w, h int, dp, belowDP, panelDP float64) layout {
	return newLayoutAround(w, h, dp, 0, belowDP, panelDP)
}

// newLayoutAround is newLayoutBelow that also keeps at least aboveDP over
// the board in portrait for the move list (more when there is room).
func newLayoutAround(w, h int, dp, aboveDP, belowDP, panelDP float64) layout {
	if dp <= 0 {
		dp = 1
	}
	l := layout{w: float64(w), h: float64(h), dp: dp}
	pad := 6 * dp
	l.landscape = l.w > l.h*1.1
	if l.landscape {
		panelMin := panelDP * dp
		l.cell = math.Min((l.h-2*pad)/boardCellsH, (l.w-panelMin-3*pad)/boardCellsW)
		bw, bh := l.cell*boardCellsW, l.cell*boardCellsH
		l.board = rect{pad, (l.h - bh) / 2, bw, bh}
		px := l.board.X + bw + pad
		pw := l.w - px - pad
		l.status = rect{px, l.board.Y, pw, statusDP * dp * 1.5}
		l.panel = rect{px, pad, pw, l.h - 2*pad}
		below := l.status.Y + l.status.H + pad
		if pw >= 5*64*dp {
			// A row of buttons under the move list, level with the
			// board's foot.
			l.buttons = rect{px, l.board.Y + bh - buttonDP*dp, pw, buttonDP * dp}
			l.list = rect{px, below, pw, l.buttons.Y - pad - below}
		} else {
			l.buttons = rect{px, below, pw, l.h - below - pad}
		}
	} else {
		below, above := belowDP*dp, aboveDP*dp
		l.cell = math.Min((l.w-2*pad)/boardCellsW, (l.h-below-above-2*pad)/boardCellsH)
		bw, bh := l.cell*boardCellsW, l.cell*boardCellsH
		// Centre the board and its panel vertically when there is room.
		top := pad + math.Max(above, (l.h-2*pad-bh-below)/2)
		l.board = rect{(l.w - bw) / 2, top, bw, bh}
		if above > 0 {
			l.list = rect{pad, pad, l.w - 2*pad, top - 4*dp - pad}
		}
		l.status = rect{pad, l.board.Y + bh + 4*dp, l.w - 2*pad, statusDP * dp}
		l.buttons = rect{pad, l.status.Y + l.status.H + 4*dp, l.w - 2*pad, buttonDP * dp}
		py := l.board.Y + bh + 4*dp
		l.panel = rect{pad, py, l.w - 2*pad, l.h - py - pad}
	}
	l.originX = l.board.X + boardMargin*l.cell
	l.originY = l.board.Y + boardMarginY*l.cell
	return l
}

// point returns the screen position of square s.
func (l layout) point(s rules.Square, flipped bool) (float64, float64) {
	col, row := s.File(), 9-s.Rank()
	if flipped {
		col, row = 8-col, 9-row
	}
	return l.originX + float64(col)*l.cell, l.originY + float64(row)*l.cell
}

// square returns the point nearest to (x, y) if it is within about half a
// square of it.
func (l layout) square(x, y float64, flipped bool) (rules.Square, bool) {
	fc := (x - l.originX) / l.cell
	fr := (y - l.originY) / l.cell
	col, row := math.Round(fc), math.Round(fr)
	if col < 0 || col > 8 || row < 0 || row > 9 {
		return rules.NoSquare, false
	}
	if math.Hypot(fc-col, fr-row) > 0.6 {
		return rules.NoSquare, false
	}
	c, r := int(col), int(row)
	if flipped {
		c, r = 8-c, 9-r
	}
	return rules.SquareAt(c, 9-r), true
}

// buttonRects splits the button area into n buttons: a row, or a column
// in a landscape panel too narrow for one.
func (l layout) buttonRects(n int) []rect {
	gap := 6 * l.dp
	out := make([]rect, n)
	if !l.landscape || l.list.H > 0 {
		bw := (l.buttons.W - gap*float64(n-1)) / float64(n)
		for i := range out {
			out[i] = rect{l.buttons.X + float64(i)*(bw+gap), l.buttons.Y, bw, l.buttons.H}
		}
		return out
	}
	bh := buttonDP * l.dp
	for i := range out {
		out[i] = rect{l.buttons.X, l.buttons.Y + float64(i)*(bh+gap), l.buttons.W, bh}
	}
	return out
}

// ScreenPoint returns where square s (ICCS, e.g. "e0") is drawn on a
// w×h screen at device scale dp: the screenshot test uses it to know
// where to look for pieces and board.
func ScreenPoint(w, h int, dp float64, s string, flipped bool) (x, y, cell float64, err error) {
	sq, err := rules.ParseSquare(s)
	if err != nil {
		return 0, 0, 0, err
	}
	l := newLayout(w, h, dp)
	x, y = l.point(sq, flipped)
	return x, y, l.cell, nil
}

// EditorScreenPoint is ScreenPoint for the board editor's smaller board.
func EditorScreenPoint(w, h int, dp float64, s string) (x, y, cell float64, err error) {
	sq, err := rules.ParseSquare(s)
	if err != nil {
		return 0, 0, 0, err
	}
	l := newLayoutBelow(w, h, dp, edBelowDP, 330)
	x, y = l.point(sq, false)
	return x, y, l.cell, nil
}
