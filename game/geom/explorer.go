package geom

// The opening explorer's figures, in dp: the source tabs, the line of
// the moves played, the table's head and each of its rows.
const (
	ExplorerTabsDP = 34
	ExplorerLineDP = 20
	ExplorerHeadDP = 18
	ExplorerRowDP  = 36
	// ExplorerCreditDP is the master data's credit under the table: two
	// lines of small type, for a phone too narrow for one.
	ExplorerCreditDP = 26
	// explorerRowsMin is the rows a portrait screen keeps room for under
	// the board (it shrinks the board for them); the table scrolls.
	explorerRowsMin = 4
)

// ExplorerLayout is the explorer's screen: the board, and beside or
// under it the source tabs, the line of moves played, the table of the
// moves from the board (its head, then its rows, which scroll), the
// credit of the data counted in and a row of buttons.
type ExplorerLayout struct {
	Layout
	Tabs, Line, Head, Table, Credit, Buttons Rect
}

// Explorer lays the explorer out on a w×h screen at dp device pixels per
// dp: the panel under the board in portrait, beside it in landscape.
func Explorer(w, h int, dp float64) ExplorerLayout {
	if dp <= 0 {
		dp = 1
	}
	gap := 4 * dp
	below := ExplorerTabsDP + ExplorerLineDP + ExplorerHeadDP + explorerRowsMin*ExplorerRowDP + ExplorerCreditDP + ButtonDP + 6*4
	l := Around(w, h, dp, 0, float64(below), 300)
	var x, y, pw, bottom float64
	if l.Landscape {
		x, y, pw = l.Panel.X, l.Board.Y, l.Panel.W
		bottom = l.Board.Y + l.Board.H
	} else {
		x, y, pw = l.Panel.X, l.Board.Y+l.Board.H+gap, l.Panel.W
		bottom = l.H - 6*dp
	}
	e := ExplorerLayout{Layout: l}
	e.Tabs = Rect{x, y, pw, ExplorerTabsDP * dp}
	e.Line = Rect{x, e.Tabs.Y + e.Tabs.H + gap, pw, ExplorerLineDP * dp}
	e.Head = Rect{x, e.Line.Y + e.Line.H, pw, ExplorerHeadDP * dp}
	e.Buttons = Rect{x, bottom - ButtonDP*dp, pw, ButtonDP * dp}
	e.Credit = Rect{x, e.Buttons.Y - gap - ExplorerCreditDP*dp, pw, ExplorerCreditDP * dp}
	top := e.Head.Y + e.Head.H + gap
	e.Table = Rect{x, top, pw, max(0, e.Credit.Y-gap-top)}
	return e
}
