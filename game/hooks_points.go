//go:build automation

package game

import (
	"fmt"
	"strings"

	"xiangqi/game/geom"
	"xiangqi/rules"
)

// Where things are on the screen, for the tests that click and look
// (Drive: drive.Driver's ScreenPoint, EditorScreenPoint and
// EditorControlPoint).

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

// editorControlPoint returns the centre of an editor control on a w×h
// screen at scale dp, for tests that click: "button R C" (row, column) or
// "palette I" (0–6 Red's pieces, 7 the eraser, 8–14 Black's). The New
// game screen's Start button is "start".
func editorControlPoint(w, h int, dp float64, name string) (x, y float64, err error) {
	c := &ctx{surface: surface{w: w, h: h, dp: dp}}
	var a, b int
	switch {
	case name == "start":
		_, start := newGameActions(c)
		x, y = start.Center()
		return x, y, nil
	case strings.HasPrefix(name, "button"):
		if _, err := fmt.Sscanf(name, "button %d %d", &a, &b); err != nil {
			return 0, 0, err
		}
		x, y = editorButtonRect(c, a, b).Center()
		return x, y, nil
	case strings.HasPrefix(name, "palette"):
		if _, err := fmt.Sscanf(name, "palette %d", &a); err != nil || a < 0 || a > 14 {
			return 0, 0, fmt.Errorf("bad palette cell %q", name)
		}
		cells, _ := paletteRects(c)
		x, y = cells[a].Center()
		return x, y, nil
	}
	return 0, 0, fmt.Errorf("unknown editor control %q", name)
}

func newLayoutBelow(w, h int, dp, belowDP, panelDP float64) layout {
	return geom.Below(w, h, dp, belowDP, panelDP)
}
