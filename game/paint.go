package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"xiangqi/game/textfit"
)

// The palette.
var (
	colBackground = color.RGBA{0x3a, 0x2a, 0x1f, 0xff}
	colBoard      = color.RGBA{0xe8, 0xc3, 0x8a, 0xff}
	colBoardEdge  = color.RGBA{0x8b, 0x5a, 0x2b, 0xff}
	colLine       = color.RGBA{0x5c, 0x3a, 0x1e, 0xff}
	colIvory      = color.RGBA{0xf6, 0xec, 0xd6, 0xff}
	colIvoryEdge  = color.RGBA{0xc9, 0xb4, 0x8c, 0xff}
	colShadow     = color.RGBA{0x00, 0x00, 0x00, 0x50}
	colRedPiece   = color.RGBA{0xb3, 0x1b, 0x1b, 0xff}
	colBlackPiece = color.RGBA{0x1d, 0x1d, 0x1d, 0xff}
	colText       = color.RGBA{0xf5, 0xe9, 0xd3, 0xff}
	colTextDim    = color.RGBA{0xc8, 0xb8, 0x9c, 0xff}
	colButton     = color.RGBA{0x6b, 0x42, 0x26, 0xff}
	colButtonDown = color.RGBA{0x9a, 0x64, 0x3c, 0xff}
	colPrimary    = color.RGBA{0xa8, 0x32, 0x28, 0xff}
	colSelected   = color.RGBA{0xd9, 0x8c, 0x1f, 0xff}
	colDisabled   = color.RGBA{0x52, 0x3f, 0x31, 0xff}
	colSelRing    = color.RGBA{0x1e, 0x90, 0x4a, 0xff}
	colDot        = color.RGBA{0x1e, 0x90, 0x4a, 0xd0}
	colDropArea   = color.RGBA{0x1e, 0x90, 0x4a, 0x50} // where a dragged piece would land
	colLastMove   = color.RGBA{0x2e, 0x6f, 0xd8, 0xff}
	colCheck      = color.RGBA{0xe8, 0x1e, 0x1e, 0xc0}
	colHint       = color.RGBA{0xe0, 0x7b, 0x10, 0xc8}
	colThreat     = color.RGBA{0xd0, 0x1e, 0x4a, 0xb8} // the opponent's threats: crimson beside the hint's orange
	colDim        = color.RGBA{0x00, 0x00, 0x00, 0x90}
	colPanel      = color.RGBA{0x2a, 0x1d, 0x14, 0xf4}
	colSolved     = color.RGBA{0x2f, 0x7a, 0x3e, 0xff}
	colStar       = color.RGBA{0xff, 0xd5, 0x4a, 0xff}
	colStarOff    = color.RGBA{0x1c, 0x4a, 0x26, 0xff} // a star not earned, on a solved tile
	colField      = color.RGBA{0x22, 0x18, 0x11, 0xff}
	colFieldEdit  = color.RGBA{0xf6, 0xec, 0xd6, 0xff}
	colProblem    = color.RGBA{0xff, 0x8a, 0x7a, 0xff}
	colGood       = color.RGBA{0x9c, 0xe0, 0x9a, 0xff}
	colSelection  = color.RGBA{0x9c, 0xc4, 0xf0, 0xff}
)

// painter draws what the screens are made of, with the images it caches
// between frames: the fonts, the board, the pieces and the shapes.
type painter struct {
	fonts   *fonts
	dp      float64
	draw    drawer
	sprites sprites
	lines   lineCache         // lines of text drawn into images (paint_lines.go)
	runs    glyphRuns         // lines of text drawn a quad a glyph (paint_glyphs.go)
	cuts    map[cutKey]fitted // fitLine's lines, which cost a few measures each
	widths  map[widthKey]float64
}

func newPainter(f *fonts) *painter { return &painter{fonts: f, dp: 1} }

// resize drops every cached image: they were drawn for another size.
func (p *painter) resize(dp float64) {
	p.dp = dp
	p.sprites.clear()
	p.clearText()
}

// clearText drops what the painter keeps of text: the lines drawn into
// images, the widths measured, the lines fitted.
func (p *painter) clearText() {
	p.lines.clear()
	clear(p.cuts)
	clear(p.widths)
}

// drawer keeps what filled paths need between frames, so that a redraw
// allocates little.
type drawer struct {
	white *ebiten.Image
	vs    []ebiten.Vertex
	is    []uint16
}

func (d *drawer) fill(dst *ebiten.Image, p *vector.Path, c color.Color) {
	if d.white == nil {
		img := ebiten.NewImage(3, 3)
		img.Fill(color.White)
		d.white = img
	}
	d.vs, d.is = p.AppendVerticesAndIndicesForFilling(d.vs[:0], d.is[:0])
	r, g, b, a := c.RGBA()
	for i := range d.vs {
		d.vs[i].SrcX, d.vs[i].SrcY = 1, 1
		d.vs[i].ColorR = float32(r) / 0xffff
		d.vs[i].ColorG = float32(g) / 0xffff
		d.vs[i].ColorB = float32(b) / 0xffff
		d.vs[i].ColorA = float32(a) / 0xffff
	}
	op := &ebiten.DrawTrianglesOptions{AntiAlias: true}
	dst.DrawTriangles(d.vs, d.is, d.white.SubImage(d.white.Bounds().Inset(1)).(*ebiten.Image), op)
}

func roundRectPath(r rect, rad float64) *vector.Path {
	var p vector.Path
	x, y, w, h := float32(r.X), float32(r.Y), float32(r.W), float32(r.H)
	rr := float32(math.Min(rad, math.Min(r.W, r.H)/2))
	p.MoveTo(x+rr, y)
	p.LineTo(x+w-rr, y)
	p.ArcTo(x+w, y, x+w, y+rr, rr)
	p.LineTo(x+w, y+h-rr)
	p.ArcTo(x+w, y+h, x+w-rr, y+h, rr)
	p.LineTo(x+rr, y+h)
	p.ArcTo(x, y+h, x, y+h-rr, rr)
	p.LineTo(x, y+rr)
	p.ArcTo(x, y, x+rr, y, rr)
	p.Close()
	return &p
}

// align says where a text's anchor point is.
type align int

const (
	alignCenter align = iota
	alignLeft
	alignRight
)

// drawText draws s with its vertical centre at y.
func drawText(dst *ebiten.Image, s string, face text.Face, x, y float64, a align, c color.Color) {
	op := &text.DrawOptions{LayoutOptions: textLayout(a)}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	text.Draw(dst, s, face, op)
}

// textLayout is drawText's layout for the alignment a.
func textLayout(a align) text.LayoutOptions {
	lo := text.LayoutOptions{SecondaryAlign: text.AlignCenter}
	switch a {
	case alignCenter:
		lo.PrimaryAlign = text.AlignCenter
	case alignRight:
		lo.PrimaryAlign = text.AlignEnd
	}
	return lo
}

// measure is the width of s in face.
func measure(s string, face text.Face) float64 {
	w, _ := text.Measure(s, face, 0)
	return w
}

// fitFace returns the largest UI face up to px in which s fits width w.
func (p *painter) fitFace(s string, px, w float64) text.Face {
	return p.fonts.UI(p.fitPx(s, px, w))
}

// fitPx is the size of fitFace's face: px, shrunk by a tenth at a time
// until s fits width w (or the size is 8 px or less).
func (p *painter) fitPx(s string, px, w float64) float64 {
	for px > 8 {
		if p.width(s, p.fonts.UI(px)) <= w {
			return px
		}
		px *= 0.9
	}
	return px
}

// fitPxWidth is max(fitPx(s, px, w), minPx) and s's width at that size,
// without measuring the sizes under minPx, which fitPx would try in vain
// (a row too long for its width at minPx measured eight sizes where it
// measures two), nor a size that a larger one's width shows far too
// narrow: a line's width scales with its size but for each glyph's
// advance, which is rounded to a 64th of a pixel at either size, so a
// width scaled down from a larger size that passes w by more than a 32nd
// of a pixel a byte is too wide at that size too, and its estimate does
// for textfit.Cut. A Games row too long for its 16 px was shaped at 16
// px, at 14 px and there again for the cut's starts; a new string's
// shaping is most of the cost of a row drawn the first time.
func (p *painter) fitPxWidth(s string, px, minPx, w float64) (size, width float64) {
	var wide, at float64 // the width measured last, too wide, at face size at
	widthAt := func(px float64) float64 {
		fpx := facePx(px)
		if at > 0 {
			if est := wide * fpx / at; est-float64(len(s))/32 > w {
				return est
			}
		}
		x := p.width(s, p.fonts.UI(px))
		wide, at = x, fpx
		return x
	}
	for px > 8 && px >= minPx {
		if x := widthAt(px); x <= w {
			return px, x
		}
		px *= 0.9
	}
	px = math.Max(px, minPx)
	return px, widthAt(px)
}

// widthKey identifies a measured width: the text and its face.
type widthKey struct {
	s    string
	face text.Face
}

// maxWidths bounds the painter's widths; full, it starts again.
const maxWidths = 1024

// width is measure through the painter's cache: fitting a label or a
// list's row measures the same strings frame after frame, and a measure
// shapes the string (BenchmarkGamesScreenFirstFrame: measures were a
// third of a Games screen's frame drawn again).
func (p *painter) width(s string, face text.Face) float64 {
	k := widthKey{s, face}
	if w, ok := p.widths[k]; ok {
		return w
	}
	w := measure(s, face)
	if p.widths == nil || len(p.widths) >= maxWidths {
		p.widths = map[widthKey]float64{}
	}
	p.widths[k] = w
	return w
}

// cutKey identifies a fitted line: the text, the sizes asked for and its
// room.
type cutKey struct {
	s            string
	px, minPx, w float64
}

// fitted is what fitLine returns.
type fitted struct {
	s  string
	px float64
}

// maxCuts bounds fitLine's cache; a long list scrolled through fills it,
// and then it starts again.
const maxCuts = 512

// fitLine fits a line that may be far too long (a record's names and
// event) into width w at a readable size: px, shrunk as fitPx does but not
// below minPx, and then cut with "…" (textfit.Cut) if it still does not
// fit. It returns the line to draw and its size (fonts.UI's px).
func (p *painter) fitLine(s string, px, minPx, w float64) (string, float64) {
	k := cutKey{s: s, px: px, minPx: minPx, w: w}
	if f, ok := p.cuts[k]; ok {
		return f.s, f.px
	}
	size, whole := p.fitPxWidth(s, px, minPx, w)
	face := p.fonts.UI(size)
	// Cut measures the whole line first, as fitPxWidth just did at this
	// size, or knew too wide without measuring. The starts cut with "…"
	// are measured once each, and not kept.
	line := textfit.Cut(s, float64(int(w)), func(x string) float64 {
		if x == s {
			return whole
		}
		return measure(x, face)
	})
	if p.cuts == nil || len(p.cuts) >= maxCuts {
		p.cuts = map[cutKey]fitted{}
	}
	p.cuts[k] = fitted{line, size}
	return line, size
}

// shapeKind is a shape drawn once into a cached image.
type shapeKind int

const (
	shapeRoundRect shapeKind = iota
	shapeDisc
	shapeRing
)

// shapeKey identifies a cached shape: its kind, size and colour.
type shapeKey struct {
	kind shapeKind
	w, h int
	r    float64 // corner radius or stroke width
	col  color.RGBA
}

// shape returns the shape's image, drawing it on first use. Antialiased
// vector drawing costs an offscreen pass per call, so every shape drawn on
// each redraw (buttons, rings, dots) comes from this cache instead.
func (p *painter) shape(k shapeKey) *ebiten.Image {
	if img, ok := p.sprites.shapes[k]; ok {
		return img
	}
	img := ebiten.NewImage(k.w+2, k.h+2)
	switch k.kind {
	case shapeRoundRect:
		p.draw.fill(img, roundRectPath(rect{X: 1, Y: 1, W: float64(k.w), H: float64(k.h)}, k.r), k.col)
	case shapeDisc:
		vector.DrawFilledCircle(img, float32(k.w)/2+1, float32(k.h)/2+1, float32(k.w)/2, k.col, true)
	case shapeRing:
		vector.StrokeCircle(img, float32(k.w)/2+1, float32(k.h)/2+1, float32(float64(k.w)/2-k.r/2), float32(k.r), k.col, true)
	}
	if p.sprites.shapes == nil {
		p.sprites.shapes = map[shapeKey]*ebiten.Image{}
	}
	p.sprites.shapes[k] = img
	return img
}

// drawShape draws a cached shape with its top-left corner at (x, y).
func (p *painter) drawShape(dst *ebiten.Image, k shapeKey, x, y float64) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x)-1, math.Round(y)-1)
	dst.DrawImage(p.shape(k), op)
}

// fillRoundRect draws r filled with c and rounded corners of radius rad.
func (p *painter) fillRoundRect(dst *ebiten.Image, r rect, rad float64, c color.RGBA) {
	p.drawShape(dst, shapeKey{kind: shapeRoundRect, w: int(math.Round(r.W)), h: int(math.Round(r.H)), r: rad, col: c}, r.X, r.Y)
}

// fillCircle draws a disc of radius rad centred at (x, y).
func (p *painter) fillCircle(dst *ebiten.Image, x, y, rad float64, c color.RGBA) {
	d := int(math.Round(2 * rad))
	p.drawShape(dst, shapeKey{kind: shapeDisc, w: d, h: d, col: c}, x-float64(d)/2, y-float64(d)/2)
}

// strokeCircle draws a ring of outer radius rad and width lw at (x, y).
func (p *painter) strokeCircle(dst *ebiten.Image, x, y, rad, lw float64, c color.RGBA) {
	d := int(math.Round(2 * rad))
	p.drawShape(dst, shapeKey{kind: shapeRing, w: d, h: d, r: lw, col: c}, x-float64(d)/2, y-float64(d)/2)
}
