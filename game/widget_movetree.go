package game

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/ui"
)

// moveTree shows a record's moves with their variations and comments
// (ui.MovesShown.Tree) as PGN flows them: the main line in rows of moves,
// each variation on rows of its own, indented by its depth and in
// brackets, comments dim among the moves. The move shown is highlighted
// and kept in view; the list scrolls by drag, and a tap on an item
// reports its index.
type moveTree struct {
	scroll   scroller
	followed int // the selected item last brought into view; -1 before the first
	press    struct {
		down   bool
		x, y   float64
		ignore bool // the press became a drag
	}
}

// treeBox is where an item is written, before scrolling, and its text as
// it fits.
type treeBox struct {
	r    rect
	text string
}

// Sizes of the tree, in dp.
const (
	treeIndentDP = 14 // each variation's indent
	treePadDP    = 5  // around an item's text
)

// layout places the items in r: a row starts at an item that starts one
// (NewRow), or where the next does not fit; a comment wider than a row is
// cut with "…".
func (mt *moveTree) layout(c *ctx, r rect, items []ui.MoveItem) (boxes []treeBox, content float64) {
	dp := c.dp
	p := c.paint
	face := p.fonts.UI(15 * dp)
	rowH := moveRowDP * dp
	width := r.W - 8*dp // the scroll bar's room
	x, y := 0.0, 0.0
	for i, it := range items {
		indent := float64(it.Depth) * treeIndentDP * dp
		text := it.Text
		w := measure(text, face) + 2*treePadDP*dp
		if room := width - indent; w > room {
			text, _ = p.fitLine(text, 15*dp, 15*dp, room-2*treePadDP*dp)
			w = room
		}
		if i == 0 || it.NewRow || x+w > width {
			if i > 0 {
				y += rowH
			}
			x = indent
		}
		boxes = append(boxes, treeBox{r: rect{X: r.X + x, Y: r.Y + y, W: w, H: rowH}, text: text})
		x += w
	}
	if len(items) > 0 {
		content = y + rowH
	}
	return boxes, content
}

// selected is the index of the highlighted item, -1 for none.
func selected(items []ui.MoveItem) int {
	for i, it := range items {
		if it.Selected {
			return i
		}
	}
	return -1
}

// follow scrolls so that the highlighted item is in view when it changed
// since the last call.
func (mt *moveTree) follow(r rect, boxes []treeBox, items []ui.MoveItem, maxScroll float64) {
	mt.scroll.clamp(maxScroll)
	sel := selected(items)
	if sel == mt.followed {
		return
	}
	mt.followed = sel
	if sel < 0 {
		mt.scroll.offset = 0
		return
	}
	top := boxes[sel].r.Y - r.Y
	switch {
	case top < mt.scroll.offset:
		mt.scroll.offset = top
	case top+boxes[sel].r.H > mt.scroll.offset+r.H:
		mt.scroll.offset = math.Min(top+boxes[sel].r.H-r.H, maxScroll)
	}
}

// pointer follows one pointer step over the tree in r: it reports a tap
// on item i (tapped), and whether it took the step.
func (mt *moveTree) pointer(c *ctx, ps pointerState, r rect, items []ui.MoveItem) (i int, tapped, used bool) {
	boxes, content := mt.layout(c, r, items)
	maxScroll := math.Max(0, content-r.H)
	switch ps.ev {
	case pointerPress:
		if !r.Contains(ps.x, ps.y) {
			mt.press.down = false
			return 0, false, false
		}
		mt.press.down, mt.press.ignore = true, false
		mt.press.x, mt.press.y = ps.x, ps.y
	case pointerMove, pointerRelease:
		if !mt.press.down {
			return 0, false, false
		}
	default:
		return 0, false, false
	}
	st := mt.scroll.pointer(ps, maxScroll, c.dp)
	c.follow(&mt.scroll)
	if st.started {
		mt.press.ignore = true
	}
	if st.moved {
		c.dirty = true
	}
	if ps.ev != pointerRelease {
		return 0, false, true
	}
	mt.press.down = false
	if mt.press.ignore {
		return 0, false, true
	}
	for i, b := range boxes {
		br := b.r
		br.Y -= mt.scroll.offset
		if br.Contains(mt.press.x, mt.press.y) && r.Contains(mt.press.x, mt.press.y) {
			return i, true, true
		}
	}
	return 0, false, true
}

// draw draws the tree in r, scrolled to keep the highlighted item in view.
func (mt *moveTree) draw(c *ctx, dst *ebiten.Image, r rect, items []ui.MoveItem) {
	dp := c.dp
	p := c.paint
	boxes, content := mt.layout(c, r, items)
	maxScroll := math.Max(0, content-r.H)
	mt.follow(r, boxes, items, maxScroll)
	view := dst.SubImage(image.Rect(int(r.X), int(r.Y), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))).(*ebiten.Image)
	face := p.fonts.UI(15 * dp)
	for i, b := range boxes {
		br := b.r
		br.Y -= mt.scroll.offset
		if br.Y+br.H < r.Y || br.Y > r.Y+r.H {
			continue
		}
		it := items[i]
		ink := colText
		if it.Comment {
			ink = colTextDim
		}
		if it.Selected {
			p.fillRoundRect(view, br.Inset(2*dp), 6*dp, colSelected)
			ink = colBlackPiece
		}
		p.drawLine(view, b.text, face, br.X+treePadDP*dp, br.Y+br.H/2, alignLeft, ink)
	}
	mt.scroll.drawBar(c, dst, rect{X: r.X, Y: r.Y, W: r.W - 5*dp, H: r.H}, maxScroll)
}
