package game

import (
	"xiangqi/game/geom"
	"xiangqi/rules"
)

// The board screens' geometry is package geom's, which tests check
// without a display; these names keep the screens' code short.
type (
	rect   = geom.Rect
	layout = geom.Layout
)

const (
	boardMargin    = geom.BoardMargin
	boardMarginY   = geom.BoardMarginY
	boardCellsW    = geom.BoardCellsW
	boardCellsH    = geom.BoardCellsH
	boardRim       = geom.BoardRim
	pieceReach     = geom.PieceReach
	fileNumberDist = geom.FileNumberDist
	fileNumberSize = geom.FileNumberSize
	buttonDP       = geom.ButtonDP
	statusDP       = geom.StatusDP
	listMinDP      = geom.ListMinDP
)

func newLayout(w, h int, dp float64) layout { return geom.Play(w, h, dp) }

func newLayoutBelow(w, h int, dp, belowDP, panelDP float64) layout {
	return geom.Below(w, h, dp, belowDP, panelDP)
}

// screenPoint returns where square s (ICCS, e.g. "e0") is drawn on a
// w×h screen at device scale dp: the screenshot test uses it to know
// where to look for pieces and board.
func screenPoint(w, h int, dp float64, s string, flipped bool) (x, y, cell float64, err error) {
	sq, err := rules.ParseSquare(s)
	if err != nil {
		return 0, 0, 0, err
	}
	l := newLayout(w, h, dp)
	x, y = l.Point(sq, flipped)
	return x, y, l.Cell, nil
}

// editorScreenPoint is screenPoint for the board editor's smaller board.
func editorScreenPoint(w, h int, dp float64, s string) (x, y, cell float64, err error) {
	sq, err := rules.ParseSquare(s)
	if err != nil {
		return 0, 0, 0, err
	}
	l := newLayoutBelow(w, h, dp, edBelowDP, 330)
	x, y = l.Point(sq, false)
	return x, y, l.Cell, nil
}
