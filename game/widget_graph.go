package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"xiangqi/analysis"
)

// evalGraph is a game's evaluation over its moves, from Red's view: up is
// good for Red. The height is Red's expected result (analysis.Eval.
// RedChance), so the scale is readable whatever the scores — a soldier
// moves it a little near equality, a chariot most of the way, and a mate
// sits on the edge. The judged mistakes are dots on the curve; the
// position shown is a vertical line; a tap or a drag picks a position.
type evalGraph struct {
	dragging bool
}

// The graph's colours: Red's side of the middle tinted with the red of the
// pieces, Black's with the dark, and the marks as in the move list.
var (
	colGraphBack  = color.RGBA{0x22, 0x18, 0x11, 0xff}
	colGraphRed   = color.RGBA{0xc8, 0x3a, 0x2a, 0xb0}
	colGraphBlack = color.RGBA{0x0c, 0x0c, 0x0c, 0xc0}
	colGraphLine  = color.RGBA{0xf5, 0xe9, 0xd3, 0xff}
	colGraphMid   = color.RGBA{0x8a, 0x78, 0x60, 0xff}
)

// markColour is the colour of a judgement's mark: yellow for ?!, orange
// for ?, red for ??.
func markColour(j analysis.Judgement) color.RGBA {
	switch j {
	case analysis.Inaccuracy:
		return color.RGBA{0xe8, 0xd0, 0x40, 0xff}
	case analysis.Mistake:
		return color.RGBA{0xf0, 0x8c, 0x28, 0xff}
	case analysis.Blunder:
		return color.RGBA{0xff, 0x50, 0x48, 0xff}
	}
	return colText
}

// graphX is the x of the position after ply moves of n.
func graphX(r rect, ply, n int) float64 {
	if n == 0 {
		return r.X + r.W/2
	}
	return r.X + r.W*float64(ply)/float64(n)
}

// graphY is the y of an evaluation: the middle at even chances, the top
// edge when Red has won.
func graphY(r rect, e analysis.Eval) float64 {
	pad := r.H * 0.06
	return r.Y + pad + (r.H-2*pad)*(1-e.RedChance())
}

// pointer turns a tap or a drag on the graph in r into the position under
// it: ply 0 to n. It reports whether it took the step.
func (g *evalGraph) pointer(ps pointerState, r rect, n int) (ply int, picked, used bool) {
	switch ps.ev {
	case pointerPress:
		if !r.Contains(ps.x, ps.y) {
			return 0, false, false
		}
		g.dragging = true
	case pointerMove:
		if !g.dragging {
			return 0, false, false
		}
	case pointerRelease:
		if !g.dragging {
			return 0, false, false
		}
		g.dragging = false
		if ps.cancel {
			return 0, false, true // the move shown stays
		}
	default:
		return 0, false, false
	}
	if n == 0 || r.W <= 0 {
		return 0, true, true
	}
	f := (ps.x - r.X) / r.W
	return int(math.Round(min(1, max(0, f)) * float64(n))), true, true
}

// draw draws the report's graph in r with the position after ply moves
// marked; positions not analysed yet are left blank.
func (g *evalGraph) draw(c *ctx, dst *ebiten.Image, r rect, rep *analysis.Report, ply int) {
	dp := c.dp
	p := c.paint
	p.fillRoundRect(dst, r, 6*dp, colGraphBack)
	n := len(rep.Moves)
	mid := float32(r.Y + r.H/2)
	// The area between the curve and the middle, one band per move.
	for i := 0; i < n; i++ {
		a, b := rep.Evals[i], rep.Evals[i+1]
		if !a.Done || !b.Done {
			continue
		}
		x0, x1 := float32(graphX(r, i, n)), float32(graphX(r, i+1, n))
		y0, y1 := float32(graphY(r, a)), float32(graphY(r, b))
		g.band(p, dst, x0, y0, x1, y1, mid)
	}
	vector.StrokeLine(dst, float32(r.X), mid, float32(r.X+r.W), mid, float32(dp), colGraphMid, true)
	lw := float32(1.5 * dp)
	for i := 0; i < n; i++ {
		a, b := rep.Evals[i], rep.Evals[i+1]
		if a.Done && b.Done {
			vector.StrokeLine(dst, float32(graphX(r, i, n)), float32(graphY(r, a)), float32(graphX(r, i+1, n)), float32(graphY(r, b)), lw, colGraphLine, true)
		}
	}
	// The position shown.
	x := float32(graphX(r, ply, n))
	vector.StrokeLine(dst, x, float32(r.Y), x, float32(r.Y+r.H), float32(2*dp), colSelected, true)
	for i, j := range rep.Marks {
		if j < analysis.Inaccuracy {
			continue
		}
		e := rep.Evals[i+1]
		rad := 3.5 * dp
		if j == analysis.Blunder {
			rad = 4.5 * dp
		}
		p.fillCircle(dst, graphX(r, i+1, n), graphY(r, e), rad+1.2*dp, colGraphBack)
		p.fillCircle(dst, graphX(r, i+1, n), graphY(r, e), rad, markColour(j))
	}
}

// band fills the area between the segment (x0,y0)-(x1,y1) and the middle
// line, red above it and dark below, split where the segment crosses.
func (g *evalGraph) band(p *painter, dst *ebiten.Image, x0, y0, x1, y1, mid float32) {
	if (y0 < mid) != (y1 < mid) && y0 != mid && y1 != mid {
		t := (mid - y0) / (y1 - y0)
		xm := x0 + (x1-x0)*t
		g.band(p, dst, x0, y0, xm, mid, mid)
		g.band(p, dst, xm, mid, x1, y1, mid)
		return
	}
	col := colGraphRed
	if y0 > mid || y1 > mid {
		col = colGraphBlack
	}
	var path vector.Path
	path.MoveTo(x0, mid)
	path.LineTo(x0, y0)
	path.LineTo(x1, y1)
	path.LineTo(x1, mid)
	path.Close()
	p.draw.fill(dst, &path, col)
}
