package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// lineCache keeps lines of text drawn into images of their own, so that a
// line drawn frame after frame (a list's rows while it scrolls, a screen
// opened again) costs one DrawImage instead of one for each glyph and
// the shaping of the string. text.Draw lays the glyphs out at the origin
// and only then translates them, so a line's image holds the same glyph
// images at the same offsets, and drawn at the same point it puts the
// same pixels on the screen, but where two glyphs' images overlap: there
// the line's image composites them first, and the extra rounding may
// change a channel by one level of 255 (TestTextLinesSamePixels in
// cmd/xiangqi: 1–2 pixels a screen).
//
// A line is drawn into an image only when it is drawn again in a later
// frame than the first: text shown once (a clock's tenths, a count that
// runs) costs no image. Every linesKeep frames drawn, the lines not drawn
// in the last linesKeep are dropped.
type lineCache struct {
	off   bool // every line drawn by text.Draw (drive.Driver.SetTextGlyphs)
	frame uint64
	byKey map[lineKey]*lineImage
}

type lineKey struct {
	s    string
	face text.Face
	a    align
}

type lineImage struct {
	img    *ebiten.Image // nil until the line is drawn in a second frame, or when it has no ink
	ox, oy float64       // the text's origin in img
	drawn  bool          // img is made (nil then means no ink: spaces)
	used   uint64        // the last frame it was drawn in
}

const (
	linesKeep = 120  // frames a line is kept undrawn (two seconds of a redrawn screen)
	linesMax  = 1024 // lines kept at most; above, the sweep comes at once
)

// endFrame counts a frame drawn and now and then drops the lines not
// drawn for linesKeep frames.
func (l *lineCache) endFrame() {
	l.frame++
	if l.frame%linesKeep == 0 || len(l.byKey) > linesMax {
		l.sweep(linesKeep)
	}
}

// sweep drops the lines not drawn in the last keep frames.
func (l *lineCache) sweep(keep uint64) {
	for k, e := range l.byKey {
		if e.used+keep <= l.frame {
			if e.img != nil {
				e.img.Deallocate()
			}
			delete(l.byKey, k)
		}
	}
}

// clear drops every line (the screen's size changed, and so did the
// faces).
func (l *lineCache) clear() {
	l.sweep(0)
	clear(l.byKey)
}

// drawLine is drawText through the painter's lines.
func (p *painter) drawLine(dst *ebiten.Image, s string, face text.Face, x, y float64, a align, c color.Color) {
	l := &p.lines
	if l.off {
		drawText(dst, s, face, x, y, a, c)
		return
	}
	k := lineKey{s, face, a}
	e := l.byKey[k]
	if e == nil {
		if l.byKey == nil {
			l.byKey = map[lineKey]*lineImage{}
		}
		l.byKey[k] = &lineImage{used: l.frame}
		p.runs.draw(dst, s, face, x, y, a, c)
		return
	}
	if !e.drawn && e.used != l.frame {
		e.render(s, face, a, &p.runs)
	}
	e.used = l.frame
	switch {
	case !e.drawn:
		p.runs.draw(dst, s, face, x, y, a, c)
	case e.img != nil:
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(x-e.ox, y-e.oy)
		op.ColorScale.ScaleWithColor(c)
		dst.DrawImage(e.img, op)
	}
}

// render draws the line in white into an image of its ink's size.
func (e *lineImage) render(s string, face text.Face, a align, runs *glyphRuns) {
	e.drawn = true
	lo := textLayout(a)
	glyphs := text.AppendGlyphs(nil, s, face, &lo)
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, g := range glyphs {
		if g.Image == nil {
			continue
		}
		b := g.Image.Bounds()
		x0, y0 = min(x0, g.X), min(y0, g.Y)
		x1, y1 = max(x1, g.X+float64(b.Dx())), max(y1, g.Y+float64(b.Dy()))
	}
	if x0 > x1 {
		return // no ink
	}
	e.img = ebiten.NewImage(int(x1-x0), int(y1-y0))
	runs.drawGlyphs(e.img, glyphs, -x0, -y0, ebiten.ColorScale{})
	e.ox, e.oy = -x0, -y0
}
