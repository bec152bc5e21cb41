package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
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
	// icon, when set, is drawn in the button's left iconW px (a sample
	// piece), the label centred in the rest.
	icon  func(dst *ebiten.Image, r rect)
	iconW float64
	// sub, when set, is a short second line under the label, smaller and
	// in gold (a solved puzzle's ✓); stars, when 1–3, are three stars
	// under the label, that many of them gold (a solved puzzle's rating).
	sub   string
	stars int
}

// labelRect is where the label goes: the button less its icon.
func (b button) labelRect() rect {
	if b.icon == nil {
		return b.r
	}
	return rect{X: b.r.X + b.iconW, Y: b.r.Y, W: b.r.W - b.iconW, H: b.r.H}
}

// buttonPress follows a press on one of a screen's buttons: a button acts
// when the pointer is released over the one it went down on, if it had
// been shown for a moment when the press began (pressGuard).
type buttonPress struct {
	down bool
	i    int // the button pressed, while down; -1: a press swallowed
}

// pointer feeds one pointer step to bs, the top screen's buttons; it
// reports whether the buttons took it (a press on a button, and every
// step until its release).
func (bp *buttonPress) pointer(c *ctx, ps pointerState, bs []button) bool {
	switch ps.ev {
	case pointerPress:
		bp.down = false
		c.guard.see(c.top(), bs)
		for i, b := range bs {
			if b.r.Contains(ps.x, ps.y) && !b.disabled {
				if !c.guard.armed(b.label) {
					// Shown too recently to be what the press aimed at
					// (a fast second tap): swallowed, to its release.
					bp.down, bp.i = true, -1
					return true
				}
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
		if i := bp.i; i >= 0 && i < len(bs) && bs[i].r.Contains(ps.x, ps.y) && !bs[i].disabled && bs[i].act != nil {
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
	lr := b.labelRect()
	if b.icon != nil {
		b.icon(dst, rect{X: b.r.X, Y: b.r.Y, W: b.iconW, H: b.r.H})
	}
	cx, cy := lr.Center()
	px := b.px
	if px == 0 {
		px, _ = p.fitLabel(b.label, lr)
	}
	face := p.fonts.UI(px)
	switch {
	case b.stars > 0:
		p.drawLine(dst, b.label, face, cx, cy-px*0.5, alignCenter, tc)
		p.drawStars(dst, cx, cy+px*0.65, math.Min(px*0.45, (lr.W-10*p.dp)/6.4), b.stars)
		return
	case b.sub != "":
		sp := p.fitPx(b.sub, px*0.8, lr.W-6*p.dp)
		p.drawLine(dst, b.label, face, cx, cy-px*0.5, alignCenter, tc)
		sc := colStar // gold, but not on the chosen option's gold or the solved green
		if b.selected || b.disabled || b.done {
			sc = tc
		}
		p.drawLine(dst, b.sub, p.fonts.UI(sp), cx, cy+px*0.6, alignCenter, sc)
		return
	}
	if a, z, two := p.labelLines(b.label, px, lr); two {
		p.drawLine(dst, a, face, cx, cy-px*0.6, alignCenter, tc)
		p.drawLine(dst, z, face, cx, cy+px*0.6, alignCenter, tc)
		return
	}
	p.drawLine(dst, b.label, face, cx, cy, alignCenter, tc)
}

// drawStars draws three five-pointed stars of outer radius r centred at
// (cx, cy), the first n gold and the others dark: a rating out of three.
func (p *painter) drawStars(dst *ebiten.Image, cx, cy, r float64, n int) {
	for i := range 3 {
		x := cx + float64(i-1)*r*2.2
		var path vector.Path
		for k := range 10 {
			rad := r
			if k%2 == 1 {
				rad = r * 0.45
			}
			a := -math.Pi/2 + float64(k)*math.Pi/5
			px, py := float32(x+rad*math.Cos(a)), float32(cy+r*0.1+rad*math.Sin(a))
			if k == 0 {
				path.MoveTo(px, py)
			} else {
				path.LineTo(px, py)
			}
		}
		path.Close()
		col := colStarOff
		if i < n {
			col = colStar
		}
		p.draw.fill(dst, &path, col)
	}
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

// largestLabel is the largest size, up to 18 dp, at which a label fits a
// button on one line or on two, whichever is larger.
func (p *painter) largestLabel(label string, r rect) float64 {
	w := r.W - 12*p.dp
	px := p.fitPx(label, 18*p.dp, w)
	if a, z, ok := p.split(label); ok {
		px = max(px, min(p.fitPx(a, 18*p.dp, w), p.fitPx(z, 18*p.dp, w), (r.H-8*p.dp)/2.3))
	}
	return px
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
			fit, _ := p.fitLabel(b.label, b.labelRect())
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
