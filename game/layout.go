package game

import "xiangqi/game/geom"

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
