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
		px, _ = p.fitLabel(b.label, b.r)
	}
	face := p.fonts.UI(px)
	if a, z, two := p.labelLines(b.label, px, b.r); two {
		drawText(dst, a, face, cx, cy-px*0.6, alignCenter, tc)
		drawText(dst, z, face, cx, cy+px*0.6, alignCenter, tc)
		return
	}
	drawText(dst, b.label, face, cx, cy, alignCenter, tc)
}

// minLabelDP is the smallest label size: below it a label goes on two
// lines rather than shrink further.
const minLabelDP = 13

// fitLabel is the largest size, up to 18 dp, at which a label fits a
// button: on one line, or on two (split at a space) when one line would be
// smaller than minLabelDP.
func (p *painter) fitLabel(label string, r rect) (px float64, twoLines bool) {
	w := r.W - 12*p.dp
	one := p.fitPx(label, 18*p.dp, w)
	if one >= minLabelDP*p.dp {
		return one, false
	}
	a, z, ok := p.split(label)
	if !ok {
		return one, false
	}
	two := min(p.fitPx(a, 18*p.dp, w), p.fitPx(z, 18*p.dp, w), (r.H-8*p.dp)/2.3)
	if two > one {
		return two, true
	}
	return one, false
}

// labelLines says how a label is drawn at size px: on two lines when one
// line is too wide.
func (p *painter) labelLines(label string, px float64, r rect) (a, z string, two bool) {
	if measure(label, p.fonts.UI(px)) <= r.W-12*p.dp {
		return label, "", false
	}
	return p.split(label)
}

// split cuts a label at the space that makes its longer half the
// shortest.
func (p *painter) split(label string) (a, z string, ok bool) {
	face := p.fonts.UI(18 * p.dp)
	best := -1.0
	for i, r := range label {
		if r != ' ' {
			continue
		}
		w := max(measure(label[:i], face), measure(label[i+1:], face))
		if best < 0 || w < best {
			best, a, z, ok = w, label[:i], label[i+1:], true
		}
	}
	return a, z, ok
}

// buttonRow gives a row of buttons one font size, the largest in which
// every label fits (a long one on two lines rather than unreadably
// small), so that a long label does not leave its neighbours in a bigger
// type.
func (p *painter) buttonRow(bs []button) []button {
	px := 18 * p.dp
	for _, b := range bs {
		if b.label != "" {
			fit, _ := p.fitLabel(b.label, b.r)
			px = min(px, fit)
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
