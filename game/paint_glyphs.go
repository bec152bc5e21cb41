package game

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// glyphRuns draws a line of text with one DrawTriangles call where
// text.Draw makes one DrawImage call a glyph: each glyph image text/v2
// hands out is copied once into a page of our own, and a line's glyphs
// are then quads cut from that page. Through Ebitengine's layers a
// DrawImage call costs about as much as shaping the glyph, and a line is
// drawn glyph by glyph the first frame it shows (paint_lines.go), so a
// screen opened with new text (the Games screen's rows, a list scrolled)
// spends most of its first frame there (BenchmarkGlyphRuns).
//
// The quads are placed as DrawImage places a glyph's image (the same
// rounding of the destination, adjustDestinationPixel) and sampled
// nearest at the same offsets, so the pixels are text.Draw's
// (TestGlyphRunsSamePixels).
type glyphRuns struct {
	side  int // a page's side; 0 is glyphPageSize (tests fill small pages)
	pages []*ebiten.Image
	page  int                       // the page being filled
	x, y  int                       // where the next glyph goes on it
	shelf int                       // the height of the row of glyphs at y
	at    map[*ebiten.Image]glyphAt // the copies, by text/v2's image (kept, so no other image takes its address)

	glyphs []text.Glyph
	vs     []ebiten.Vertex
	is     []uint16
	batch  int           // the page of the vertices in vs
	held   *ebiten.Image // the image whose quads are held (hold), or nil
}

// glyphAt is where a glyph's copy is.
type glyphAt struct {
	page, x, y int
}

const (
	glyphPageSize  = 512 // a page's side, in pixels
	glyphPagesMax  = 4   // pages at most; when all are full, the copies start again on the first
	glyphCopiesMax = 4096
)

// draw draws s as drawText does.
func (r *glyphRuns) draw(dst *ebiten.Image, s string, face text.Face, x, y float64, a align, c color.Color) {
	lo := textLayout(a)
	r.glyphs = text.AppendGlyphs(r.glyphs[:0], s, face, &lo)
	var cs ebiten.ColorScale
	cs.ScaleWithColor(c)
	r.drawGlyphs(dst, r.glyphs, x, y, cs)
}

// drawGlyphs draws glyphs laid out by text.AppendGlyphs as text.Draw
// does with its GeoM translated by x, y and its colour scale cs.
func (r *glyphRuns) drawGlyphs(dst *ebiten.Image, glyphs []text.Glyph, x, y float64, cs ebiten.ColorScale) {
	cr, cg, cb, ca := cs.R(), cs.G(), cs.B(), cs.A()
	if r.held != dst {
		r.flush(r.held) // quads held for another image go first
	}
	for _, g := range glyphs {
		if g.Image == nil {
			continue
		}
		b := g.Image.Bounds()
		w, h := b.Dx(), b.Dy()
		at, ok := r.at[g.Image]
		if !ok {
			if w > r.pageSide()-2 || h > r.pageSide()-2 {
				// Too big for a page (a huge label): as text.Draw does.
				r.flush(dst)
				op := &ebiten.DrawImageOptions{}
				op.GeoM.Translate(g.X+x, g.Y+y)
				op.ColorScale = cs
				dst.DrawImage(g.Image, op)
				continue
			}
			at = r.place(dst, g.Image, w, h)
		}
		if at.page != r.batch && len(r.vs) > 0 {
			r.flush(dst)
		}
		r.batch = at.page
		// DrawImage translates by g.X, g.Y, then by x, y, in float64,
		// and rounds each corner of the destination as below.
		x0 := adjustDestinationPixel(float32(g.X + x))
		y0 := adjustDestinationPixel(float32(g.Y + y))
		x1 := adjustDestinationPixel(float32(g.X+x) + float32(w))
		y1 := adjustDestinationPixel(float32(g.Y+y) + float32(h))
		sx0, sy0 := float32(at.x), float32(at.y)
		sx1, sy1 := sx0+float32(w), sy0+float32(h)
		n := uint16(len(r.vs))
		r.vs = append(r.vs,
			ebiten.Vertex{DstX: x0, DstY: y0, SrcX: sx0, SrcY: sy0, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca},
			ebiten.Vertex{DstX: x1, DstY: y0, SrcX: sx1, SrcY: sy0, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca},
			ebiten.Vertex{DstX: x0, DstY: y1, SrcX: sx0, SrcY: sy1, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca},
			ebiten.Vertex{DstX: x1, DstY: y1, SrcX: sx1, SrcY: sy1, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca},
		)
		r.is = append(r.is, n, n+1, n+2, n+1, n+3, n+2)
		if len(r.vs) >= 4*1024 {
			r.flush(dst)
		}
	}
	if r.held != dst {
		r.flush(dst)
	}
}

// hold keeps the quads of the lines drawn into dst from now on, to draw
// them in one DrawTriangles call at release, where each line was a call
// of its own: a list's rows drawn the first time spent a fifth of their
// time there (about 7 µs a call, BenchmarkGamesScreenFirstFrameInLoop).
// The text is then drawn after what is drawn into dst between, so the
// caller holds only across draws that do not overlap the lines (a list's
// rows). A line drawn into another image draws the quads held first.
func (r *glyphRuns) hold(dst *ebiten.Image) {
	r.release()
	r.held = dst
}

// release draws the quads held, and holds no more.
func (r *glyphRuns) release() {
	if r.held != nil {
		r.flush(r.held)
		r.held = nil
	}
}

// flush draws the quads gathered.
func (r *glyphRuns) flush(dst *ebiten.Image) {
	if len(r.vs) == 0 {
		return
	}
	op := &ebiten.DrawTrianglesOptions{ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
	dst.DrawTriangles(r.vs, r.is, r.pages[r.batch], op)
	r.vs, r.is = r.vs[:0], r.is[:0]
}

// place copies img (w×h) into a page, with a pixel of room around it so
// that no neighbour is ever sampled. The quads gathered are drawn first:
// a full set of pages is cleared and filled again from the first.
func (r *glyphRuns) place(dst *ebiten.Image, img *ebiten.Image, w, h int) glyphAt {
	if r.at == nil {
		r.at = map[*ebiten.Image]glyphAt{}
	}
	side := r.pageSide()
	if r.x+w+2 > side { // a new row
		r.x, r.y, r.shelf = 0, r.y+r.shelf, 0
	}
	if r.pages == nil || r.y+h+2 > side || len(r.at) >= glyphCopiesMax {
		r.flush(dst)
		r.nextPage()
	}
	at := glyphAt{page: r.page, x: r.x + 1, y: r.y + 1}
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
	op.GeoM.Translate(float64(at.x), float64(at.y))
	r.pages[r.page].DrawImage(img, op)
	r.at[img] = at
	r.x += w + 2
	r.shelf = max(r.shelf, h+2)
	return at
}

// nextPage starts filling a new page, or, all pages full, forgets every
// copy and starts again on the first. A page reused is cleared after the
// draws that read it: Ebitengine runs its commands in order.
func (r *glyphRuns) nextPage() {
	r.x, r.y, r.shelf = 0, 0, 0
	switch {
	case r.pages == nil:
		r.page = 0
	case len(r.at) >= glyphCopiesMax || r.page+1 == glyphPagesMax:
		clear(r.at)
		r.page = 0
	default:
		r.page++
	}
	if r.page == len(r.pages) {
		// Unmanaged: a texture of its own, off Ebitengine's atlas, where
		// the glyph images are (an image on the atlas drawn from another
		// there is first moved off it).
		side := r.pageSide()
		r.pages = append(r.pages, ebiten.NewImageWithOptions(image.Rect(0, 0, side, side), &ebiten.NewImageOptions{Unmanaged: true}))
		return
	}
	r.pages[r.page].Clear()
}

func (r *glyphRuns) pageSide() int {
	if r.side > 0 {
		return r.side
	}
	return glyphPageSize
}

// adjustDestinationPixel is Ebitengine's rounding of a DrawImage's
// destination corners (internal/graphics/vertex.go in v2.8.8), which
// DrawTriangles does not do: "avoid the center of the pixel".
func adjustDestinationPixel(x float32) float32 {
	ix := float32(int(x))
	if x < 0 && x != ix {
		ix--
	}
	frac := x - ix
	switch {
	case frac < 3.0/16.0:
		return ix
	case frac < 8.0/16.0:
		return ix + 5.0/16.0
	case frac < 13.0/16.0:
		return ix + 11.0/16.0
	default:
		return ix + 1
	}
}
