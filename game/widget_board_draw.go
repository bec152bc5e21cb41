package game

import (
	"image/color"
	"math"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"xiangqi/rules"
)

// boardView is what a board screen shows: a position and its marks.
type boardView struct {
	pos     rules.Position
	flipped bool
	last    rules.Move   // from/to marks; NoMove for none
	hint    rules.Move   // the hint arrow; NoMove for none
	threats []rules.Move // the opponent's threats (explain.Threats), drawn thinner in colThreat
	threat  rules.Move   // the coach's threat arrow (screen_coach.go); NoMove for none
	chases  []rules.Move // a repetition ruling's arrows, chaser to victim (issue 53)
	// lines are the engine's best moves, best first (the analysis board's
	// lines, the hint's other ideas), drawn as arrows shaded by rank.
	lines     []rules.Move
	firstRank int            // the rank of lines[0]: 1 when the best is drawn as the hint
	ui        *boardWidget   // selection, dots, drag and animation; nil for none
	faults    []rules.Square // points marked in red (the editor's problem)
	// unchecked: pos was built by the editor and not validated, so it
	// cannot be asked about check.
	unchecked bool
	// faceToFace turns the top side's pieces to the player sitting there
	// (a game between two players on this device, face to face).
	faceToFace bool
}

// view is what the widget shows of pos: its orientation, selection, drag
// and animation, with no marks yet.
func (b *boardWidget) view(pos rules.Position) boardView {
	return boardView{pos: pos, flipped: b.flipped, last: rules.NoMove, hint: rules.NoMove, ui: b}
}

// drawBoardView draws a board with its pieces and marks.
func drawBoardView(cx *ctx, dst *ebiten.Image, l layout, v boardView) {
	g := cx.paint
	c := l.Cell
	lw := float32(math.Max(1, c*0.035))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(l.Board.X, l.Board.Y)
	st := cx.style()
	dst.DrawImage(g.boardImage(l, v.flipped, st), op)
	// Face to face, the pieces of the side at the top are turned to the
	// player sitting there.
	top := rules.Black
	if v.flipped {
		top = rules.Red
	}
	turned := func(pc rules.Piece) bool { return v.faceToFace && pc.Color() == top }

	pos := v.pos
	// Last move: corner brackets on both of its points.
	if mv := v.last; mv != rules.NoMove {
		for _, s := range []rules.Square{mv.From(), mv.To()} {
			x, y := l.Point(s, v.flipped)
			g.drawBrackets(dst, x, y, c*0.5, colLastMove, lw*2)
		}
	}
	// The general in check glows red (only in a legal position, where
	// the generals are known).
	if !v.unchecked && pos.InCheck() {
		x, y := l.Point(pos.GeneralSquare(pos.SideToMove()), v.flipped)
		g.fillCircle(dst, x, y, c*0.58, colCheck)
	}
	for _, s := range v.faults {
		x, y := l.Point(s, v.flipped)
		g.fillCircle(dst, x, y, c*0.6, colCheck)
	}

	b := v.ui
	if b == nil {
		none := newBoardWidget(v.flipped)
		b = &none
	}
	animating := b.anim != rules.NoMove
	// The threats under the hint: the hint is the player's own move.
	for _, t := range v.threats {
		fx, fy := l.Point(t.From(), v.flipped)
		tx, ty := l.Point(t.To(), v.flipped)
		g.drawArrow(dst, fx, fy, tx, ty, c*0.8, colThreat)
	}
	// The lesser lines first, so that the best is drawn over them.
	for i := len(v.lines) - 1; i >= 0; i-- {
		mv := v.lines[i]
		fx, fy := l.Point(mv.From(), v.flipped)
		tx, ty := l.Point(mv.To(), v.flipped)
		rank := i + v.firstRank
		w := c
		if rank > 0 {
			w = c * 0.8
		}
		g.drawArrow(dst, fx, fy, tx, ty, w, lineInk(rank))
	}
	if h := v.hint; h != rules.NoMove {
		fx, fy := l.Point(h.From(), v.flipped)
		tx, ty := l.Point(h.To(), v.flipped)
		g.drawArrow(dst, fx, fy, tx, ty, c, colHint)
	}
	for _, h := range v.chases {
		fx, fy := l.Point(h.From(), v.flipped)
		tx, ty := l.Point(h.To(), v.flipped)
		g.drawArrow(dst, fx, fy, tx, ty, c, colCoachThreat)
	}
	if h := v.threat; h != rules.NoMove {
		fx, fy := l.Point(h.From(), v.flipped)
		tx, ty := l.Point(h.To(), v.flipped)
		g.drawArrow(dst, fx, fy, tx, ty, c, colCoachThreat)
	}
	for sq := rules.Square(0); sq < rules.NumSquares; sq++ {
		pc := pos.At(sq)
		if pc == rules.Empty {
			continue
		}
		if animating && sq == b.anim.To() {
			continue
		}
		if b.dragging && sq == b.sel {
			continue
		}
		x, y := l.Point(sq, v.flipped)
		g.drawPiece(dst, x, y, c*0.46, pc, st, turned(pc))
	}
	if b.sel != rules.NoSquare {
		x, y := l.Point(b.sel, v.flipped)
		g.strokeCircle(dst, x, y, c*0.52, float64(lw)*3, colSelRing)
		if cx.settings.ShowMoves {
			for _, m := range b.dests {
				tx, ty := l.Point(m.To(), v.flipped)
				if pos.At(m.To()) != rules.Empty {
					g.strokeCircle(dst, tx, ty, c*0.52, float64(lw)*3, colDot) // a capture
				} else {
					g.fillCircle(dst, tx, ty, c*0.14, colDot)
				}
			}
		}
	}
	for _, t := range v.threats {
		// The threatened point ringed over its piece, thinner than the
		// hint's rings.
		x, y := l.Point(t.To(), v.flipped)
		g.strokeCircle(dst, x, y, c*0.52, float64(lw)*2.5, colThreat)
	}
	if h := v.hint; h != rules.NoMove {
		// Both points ringed over the pieces, so that a one-step hint is
		// as clear as a long one; the arrow between them runs under the
		// pieces, never hiding the one it points at.
		for _, s := range []rules.Square{h.From(), h.To()} {
			x, y := l.Point(s, v.flipped)
			g.strokeCircle(dst, x, y, c*0.54, float64(lw)*3.5, colHint)
		}
	}
	for _, h := range v.chases {
		// The chaser and its victim ringed over their pieces.
		for _, s := range []rules.Square{h.From(), h.To()} {
			x, y := l.Point(s, v.flipped)
			g.strokeCircle(dst, x, y, c*0.54, float64(lw)*3.5, colCoachThreat)
		}
	}
	if h := v.threat; h != rules.NoMove {
		for _, s := range []rules.Square{h.From(), h.To()} {
			x, y := l.Point(s, v.flipped)
			g.strokeCircle(dst, x, y, c*0.54, float64(lw)*3.5, colCoachThreat)
		}
	}
	if animating {
		fx, fy := l.Point(b.anim.From(), v.flipped)
		tx, ty := l.Point(b.anim.To(), v.flipped)
		t := b.animFraction()
		g.drawPiece(dst, fx+(tx-fx)*t, fy+(ty-fy)*t, c*0.46, b.animPiece, st, turned(b.animPiece))
	}
	if b.dragging && b.sel != rules.NoSquare {
		pc := pos.At(b.sel)
		// Where a move can land (the editor's board, with no legal
		// moves of its own, takes a piece anywhere).
		lands := func(sq rules.Square) bool {
			_, legal := b.destination(sq)
			return legal || len(b.dests) == 0
		}
		g.drawDragged(dst, l, v.flipped, b.dragX, b.dragY, pc, st, b.touch, turned(pc), lands)
	}
}

// dragLift is how far above a finger a dragged piece is drawn, beyond
// its own radius, in dp.
const dragLift = 22

// drawDragged draws a piece carried by the pointer at (x, y) and marks
// the point it would be dropped on, if lands allows it there. Under a
// finger the piece is drawn larger (1.4 times) and lifted above the finger
// so that the player sees it, and the mark around the point is wider than
// a fingertip; turned (face to face, the top player's piece) it is lifted
// toward that player.
func (g *painter) drawDragged(dst *ebiten.Image, l layout, flipped bool, x, y float64, pc rules.Piece, st boardStyle, touch, turned bool, lands func(rules.Square) bool) {
	c := l.Cell
	if sq, ok := l.Square(x, y, flipped); ok && lands(sq) {
		tx, ty := l.Point(sq, flipped)
		mark := c * 0.56
		if touch {
			mark = c * 0.9
			g.fillCircle(dst, tx, ty, mark, colDropArea)
		}
		g.strokeCircle(dst, tx, ty, mark, math.Max(2, c*0.08), colSelRing)
	}
	r := c * 0.5
	if touch {
		r = c * 0.46 * 1.4
		lift := r + dragLift*l.DP
		if turned {
			lift = -lift
		}
		y -= lift
	}
	g.drawPiece(dst, x, y, r, pc, st, turned)
}

// boardImage returns the board without pieces, drawn once per size,
// orientation and style: its hundreds of antialiased lines would cost far
// more than one image on every redraw.
func (g *painter) boardImage(l layout, flipped bool, st boardStyle) *ebiten.Image {
	key := boardKey{w: int(l.W), h: int(l.H), dp: l.DP, cell: l.Cell, flipped: flipped, style: st}
	if g.sprites.board != nil && g.sprites.boardKey == key {
		return g.sprites.board
	}
	if g.sprites.board != nil {
		g.sprites.board.Deallocate()
	}
	img := ebiten.NewImage(int(math.Ceil(l.Board.W)), int(math.Ceil(l.Board.H)))
	// Draw in the image's own coordinates.
	l.OriginX -= l.Board.X
	l.OriginY -= l.Board.Y
	l.Board.X, l.Board.Y = 0, 0
	g.drawStaticBoard(img, l, flipped, st)
	g.sprites.board, g.sprites.boardKey = img, key
	return img
}

type boardKey struct {
	w, h    int
	dp      float64
	cell    float64 // the editor's board is smaller than the play screen's
	flipped bool
	style   boardStyle
}

func (g *painter) drawStaticBoard(dst *ebiten.Image, l layout, flipped bool, st boardStyle) {
	c := l.Cell
	th := st.colors()
	lw := float32(math.Max(1, c*0.035*th.lineWidth))
	g.draw.fill(dst, roundRectPath(l.Board, c*0.18), th.edge)
	g.draw.fill(dst, roundRectPath(l.Board.Inset(c*boardRim), c*0.14), th.board)

	x0, y0 := float32(l.OriginX), float32(l.OriginY)
	fc := float32(c)
	line := func(ax, ay, bx, by float32, w float32) {
		vector.StrokeLine(dst, x0+ax*fc, y0+ay*fc, x0+bx*fc, y0+by*fc, w, th.line, true)
	}
	// The outer frame, a little heavier; ranks; files broken by the river.
	vector.StrokeRect(dst, x0-fc*0.12, y0-fc*0.12, 8*fc+fc*0.24, 9*fc+fc*0.24, lw*1.6, th.line, true)
	for r := 0; r <= 9; r++ {
		line(0, float32(r), 8, float32(r), lw)
	}
	for f := 0; f <= 8; f++ {
		if f == 0 || f == 8 {
			line(float32(f), 0, float32(f), 9, lw)
			continue
		}
		line(float32(f), 0, float32(f), 4, lw)
		line(float32(f), 5, float32(f), 9, lw)
	}
	// Palace diagonals.
	for _, top := range []float32{0, 7} {
		line(3, top, 5, top+2, lw)
		line(5, top, 3, top+2, lw)
	}
	// Cross marks at the cannon and soldier points (screen rows, which
	// are symmetric so flipping does not move them).
	for _, p := range [][2]int{{1, 2}, {7, 2}, {1, 7}, {7, 7}, {0, 3}, {2, 3}, {4, 3}, {6, 3}, {8, 3}, {0, 6}, {2, 6}, {4, 6}, {6, 6}, {8, 6}} {
		g.drawCross(dst, l, p[0], p[1], lw, th.line)
	}
	g.drawRiver(dst, l, flipped, st)
	g.drawFileNumbers(dst, l, flipped, st)
}

// drawCross draws the small corner marks around a cannon or soldier point
// at screen column col and row; on the edge files only the inner half.
func (g *painter) drawCross(dst *ebiten.Image, l layout, col, row int, lw float32, ink color.RGBA) {
	c := l.Cell
	x := l.OriginX + float64(col)*c
	y := l.OriginY + float64(row)*c
	gap, arm := c*0.09, c*0.2
	for _, sx := range []float64{-1, 1} {
		if (col == 0 && sx < 0) || (col == 8 && sx > 0) {
			continue
		}
		for _, sy := range []float64{-1, 1} {
			cx, cy := x+sx*gap, y+sy*gap
			vector.StrokeLine(dst, float32(cx), float32(cy), float32(cx+sx*arm), float32(cy), lw, ink, true)
			vector.StrokeLine(dst, float32(cx), float32(cy), float32(cx), float32(cy+sy*arm), lw, ink, true)
		}
	}
}

func (g *painter) drawRiver(dst *ebiten.Image, l layout, flipped bool, st boardStyle) {
	c := l.Cell
	face := g.fonts.Piece(c * 0.52)
	y := l.OriginY + 4.5*c
	left, right := st.river()
	// Each side's words read from its own side: on a flipped board the
	// words trade places.
	if flipped {
		left, right = right, left
	}
	ink := st.colors().line
	g.drawLine(dst, spaced(left), face, l.OriginX+2*c, y, alignCenter, ink)
	g.drawLine(dst, spaced(right), face, l.OriginX+6*c, y, alignCenter, ink)
}

// spaced puts a wide gap between characters, as the river's words are
// written.
func spaced(s string) string {
	var out []rune
	for i, r := range []rune(s) {
		if i > 0 {
			out = append(out, '\u3000')
		}
		out = append(out, r)
	}
	return string(out)
}

// drawFileNumbers writes the file numbers of both sides: Red counts its
// files 一 to 九 (with letters on the pieces 1 to 9) from its right, Black
// 1 to 9 from its right. They stand halfway between the pieces of the
// first or last rank and the frame.
func (g *painter) drawFileNumbers(dst *ebiten.Image, l layout, flipped bool, st boardStyle) {
	c := l.Cell
	face := g.fonts.Piece(c * fileNumberSize)
	ink := st.colors().line
	reds, blacks := st.numerals()
	// The glyphs' middle sits a little above the line box's middle.
	shift := c * fileNumberSize * 0.06
	top := l.OriginY - c*fileNumberDist + shift
	bottom := l.OriginY + 9*c + c*fileNumberDist + shift
	for f := 0; f < 9; f++ {
		red := reds[8-f]
		black := blacks[f]
		xr, _ := l.Point(rules.SquareAt(f, 0), flipped)
		xb, _ := l.Point(rules.SquareAt(f, 9), flipped)
		redY, blackY := bottom, top
		if flipped {
			redY, blackY = top, bottom
		}
		g.drawLine(dst, red, face, xr, redY, alignCenter, ink)
		g.drawLine(dst, black, face, xb, blackY, alignCenter, ink)
	}
}

// drawPiece draws a disc with an engraved ring and the piece's character
// in its side's colours of the style's theme; turned, the character is
// upside down (face to face, for the player across the board).
func (g *painter) drawPiece(dst *ebiten.Image, x, y, r float64, pc rules.Piece, st boardStyle, turned bool) {
	g.drawDisc(dst, x, y, r, st.glyph(pc), st.colors().pieces[pc.Color()], turned)
}

// drawDisc draws a piece from its cached image, so that a redraw costs
// one image per piece instead of several antialiased circles and a text.
func (g *painter) drawDisc(dst *ebiten.Image, x, y, r float64, glyph string, pcs pieceColors, turned bool) {
	key := discKey{glyph: glyph, colors: pcs, r: r, turned: turned}
	img, ok := g.sprites.discs[key]
	if !ok {
		size := int(math.Ceil(r*2.3)) + 2
		img = ebiten.NewImage(size, size)
		drawDiscShape(g, img, float64(size)/2, float64(size)/2, r, glyph, pcs, turned)
		if g.sprites.discs == nil {
			g.sprites.discs = map[discKey]*ebiten.Image{}
		}
		g.sprites.discs[key] = img
	}
	half := float64(img.Bounds().Dx()) / 2
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(x-half, y-half)
	dst.DrawImage(img, op)
}

type discKey struct {
	glyph  string
	colors pieceColors
	r      float64
	turned bool
}

// sprites are images drawn once and reused: the board and the pieces.
type sprites struct {
	board    *ebiten.Image
	boardKey boardKey
	discs    map[discKey]*ebiten.Image
	shapes   map[shapeKey]*ebiten.Image
}

// clear drops every cached image (the screen size changed).
func (s *sprites) clear() {
	if s.board != nil {
		s.board.Deallocate()
		s.board = nil
	}
	for k, img := range s.discs {
		img.Deallocate()
		delete(s.discs, k)
	}
	for k, img := range s.shapes {
		img.Deallocate()
		delete(s.shapes, k)
	}
}

func drawDiscShape(g *painter, dst *ebiten.Image, x, y, r float64, glyph string, pcs pieceColors, turned bool) {
	fx, fy, fr := float32(x), float32(y), float32(r)
	vector.DrawFilledCircle(dst, fx+fr*0.06, fy+fr*0.1, fr, colShadow, true)
	vector.DrawFilledCircle(dst, fx, fy, fr, pcs.rim, true)
	vector.DrawFilledCircle(dst, fx, fy-fr*0.03, fr*float32(1-pcs.rimWidth), pcs.face, true)
	vector.StrokeCircle(dst, fx, fy-fr*0.03, fr*0.8, float32(math.Max(1, r*0.05)), pcs.ink, true)
	// A Chinese character fills the ring; letters are sized to fit it
	// (Tg, the widest, included), a little larger than the characters'
	// height since capitals are shorter.
	px := r * 1.12
	if !isHan(glyph) {
		px = r * 1.2
		if w := measure(glyph, g.fonts.Piece(px)); w > r*1.2 {
			px *= r * 1.2 / w
		}
	}
	op := &text.DrawOptions{}
	op.PrimaryAlign, op.SecondaryAlign = text.AlignCenter, text.AlignCenter
	if turned {
		op.GeoM.Scale(-1, -1) // half a turn
		op.GeoM.Translate(x, y+r*0.06)
	} else {
		op.GeoM.Translate(x, y-r*0.06)
	}
	op.ColorScale.ScaleWithColor(pcs.ink)
	text.Draw(dst, glyph, g.fonts.Piece(px), op)
}

// isHan reports whether s begins with a Chinese character.
func isHan(s string) bool {
	for _, r := range s {
		return unicode.Is(unicode.Han, r)
	}
	return false
}

// drawBrackets draws four corner brackets around (x, y), half-size h.
func (g *painter) drawBrackets(dst *ebiten.Image, x, y, h float64, c color.Color, lw float32) {
	arm := h * 0.4
	for _, sx := range []float64{-1, 1} {
		for _, sy := range []float64{-1, 1} {
			cx, cy := x+sx*h, y+sy*h
			// Axis-aligned: no antialiasing needed, which keeps them cheap.
			vector.StrokeLine(dst, float32(cx), float32(cy), float32(cx-sx*arm), float32(cy), lw, c, false)
			vector.StrokeLine(dst, float32(cx), float32(cy), float32(cx), float32(cy-sy*arm), lw, c, false)
		}
	}
}

// drawArrow draws a thick arrow from one point to another in col, sized
// by cell (the hint's at the board's cell, a threat's a little thinner).
func (g *painter) drawArrow(dst *ebiten.Image, fx, fy, tx, ty, cell float64, col color.RGBA) {
	dx, dy := tx-fx, ty-fy
	n := math.Hypot(dx, dy)
	if n == 0 {
		return
	}
	ux, uy := dx/n, dy/n
	px, py := -uy, ux
	w, head, hw := cell*0.08, cell*0.5, cell*0.34
	bx, by := tx-ux*head, ty-uy*head
	var p vector.Path
	pt := func(x, y float64) { p.LineTo(float32(x), float32(y)) }
	p.MoveTo(float32(fx+px*w), float32(fy+py*w))
	pt(bx+px*w, by+py*w)
	pt(bx+px*hw, by+py*hw)
	pt(tx, ty)
	pt(bx-px*hw, by-py*hw)
	pt(bx-px*w, by-py*w)
	pt(fx-px*w, fy-py*w)
	p.Close()
	g.draw.fill(dst, &p, col)
}
