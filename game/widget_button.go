package game

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// button is a tappable rectangle. The screens build their buttons from
// their state whenever they need them (a press, a release, a redraw), so
// there is no widget tree to keep in step with the game.
type button struct {
	r        rect
	label    string
	act      func()
	selected bool // a chosen option among several
	primary  bool
	disabled bool
	done     bool    // a solved puzzle's tile
	px       float64 // the label's font size; 0: the largest that fits, up to 18 dp
}

// buttonPress follows a press on one of a screen's buttons: a button acts
// when the pointer is released over the one it went down on.
type buttonPress struct {
	down bool
	i    int // the button pressed, while down
}

// pointer feeds one pointer step to bs; it reports whether the buttons
// took it (a press on a button, and every step until its release).
func (bp *buttonPress) pointer(c *ctx, ps pointerState, bs []button) bool {
	switch ps.ev {
	case pointerPress:
		bp.down = false
		for i, b := range bs {
			if b.r.contains(ps.x, ps.y) && !b.disabled {
				bp.down, bp.i = true, i
				c.dirty = true
				return true
			}
		}
	case pointerMove:
		return bp.down
	case pointerRelease:
		if !bp.down {
			return false
		}
		bp.down = false
		c.dirty = true
		if i := bp.i; i < len(bs) && bs[i].r.contains(ps.x, ps.y) && !bs[i].disabled && bs[i].act != nil {
			bs[i].act()
		}
		return true
	}
	return false
}

// cancel forgets the press: the pointer went on to drag a list.
func (bp *buttonPress) cancel() { bp.down = false }

// pressed reports whether button i is held down.
func (bp *buttonPress) pressed(i int) bool { return bp.down && bp.i == i }

func (p *painter) drawButton(dst *ebiten.Image, b button, down bool) {
	c := colButton
	switch {
	case b.disabled:
		c = colDisabled
	case down:
		c = colButtonDown
	case b.selected:
		c = colSelected
	case b.done:
		c = colSolved
	case b.primary:
		c = colPrimary
	}
	p.fillRoundRect(dst, b.r, 10*p.dp, c)
	tc := colText
	if b.disabled {
		tc = colTextDim
	}
	cx, cy := b.r.center()
	px := b.px
	if px == 0 {
		px = p.fitPx(b.label, 18*p.dp, b.r.W-12*p.dp)
	}
	drawText(dst, b.label, p.fonts.UI(px), cx, cy, alignCenter, tc)
}

// buttonRow gives a row of buttons one font size, the largest in which
// every label fits, so that a long label does not leave its neighbours in
// a bigger type.
func (p *painter) buttonRow(bs []button) []button {
	px := 18 * p.dp
	for _, b := range bs {
		if b.label != "" {
			px = min(px, p.fitPx(b.label, 18*p.dp, b.r.W-12*p.dp))
		}
	}
	for i := range bs {
		bs[i].px = px
	}
	return bs
}

// drawButtons draws bs, the one held down as such.
func (p *painter) drawButtons(dst *ebiten.Image, bs []button, bp *buttonPress) {
	for i, b := range bs {
		p.drawButton(dst, b, bp.pressed(i))
	}
}
