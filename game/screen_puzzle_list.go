package game

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"xiangqi/game/geom"
	"xiangqi/game/puzzles"
	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// puzzleBook is the collection (puzzles.Book: the built-in puzzles, their
// solver, the puzzles opened last) with the tiles' drawing cache.
type puzzleBook struct {
	*puzzles.Book
	// grid is the tiles' empty miniature board, drawn once per size.
	grid     *ebiten.Image
	gridSize [2]int
}

// builtinPuzzles returns the collection, kept by the start screen, reading
// it on first use.
func builtinPuzzles(c *ctx) *puzzleBook {
	m := startMenu(c)
	if m.book == nil {
		m.book = &puzzleBook{Book: puzzles.Builtin()}
	}
	return m.book
}

// puzzleServices are what the puzzle screens' models use (puzzles.Services).
func (c *ctx) puzzleServices() puzzles.Services {
	return puzzles.Services{Book: builtinPuzzles(c).Book, Progress: &c.progress, Training: &c.training, Engine: c.engine}
}

// puzzleListScreen is the view of the collection (puzzles.List): the
// filters' chips, a tile per puzzle shown (a miniature of its position and
// its caption, solved ones marked with their stars), by grade, in a view
// that scrolls when they do not fit. The scroll is the view's.
type puzzleListScreen struct {
	m      *puzzles.List
	book   *puzzleBook // the miniature boards' cache
	scroll scroller
	press  buttonPress
}

func newPuzzleListScreen(c *ctx) *puzzleListScreen {
	return &puzzleListScreen{m: puzzles.NewList(c.env(), c.puzzleServices()), book: builtinPuzzles(c)}
}

func openPuzzleList(c *ctx) *puzzleListScreen {
	if c.game.Match() != nil {
		c.game.Match().Pause()
	}
	s := newPuzzleListScreen(c)
	c.push(s)
	return s
}

// puzzleListGeometry lays the list out (geom.PuzzleList): the filter
// chips (48 dp or more each), then the grades' tiles (geom.PuzzleTiles: as
// many per row as fit at geom.TileMinDP or more), in a view between the
// chips and the Back button that scrolls when they do not all fit.
type puzzleListGeometry struct {
	geom.PuzzleListLayout
	col     rect
	chips   [2]float64 // the chip rows' tops
	chipH   float64
	top     float64 // where the view begins
	bottom  float64 // where it ends
	perRow  int
	tileW   float64
	tileH   float64
	gap     float64
	heading float64
	content float64 // the height of all grades
	tiers   [][]int // the puzzles shown, by grade
}

func (s *puzzleListScreen) geometry(c *ctx) puzzleListGeometry {
	dp := c.dp
	l := geom.PuzzleList(c.w, c.h, dp)
	tl := l.Tiles
	pg := puzzleListGeometry{PuzzleListLayout: l, col: l.Col, gap: tl.Gap, heading: geom.ListHeadingDP * dp, chipH: l.Grades.H}
	pg.chips = [2]float64{l.Grades.Y, l.States.Y}
	pg.top, pg.bottom = l.Top, l.Bottom
	pg.perRow, pg.tileW, pg.tileH = tl.PerRow, tl.W, tl.H
	pg.tiers = s.m.Tiers()
	for _, gr := range pg.tiers {
		rows := (len(gr) + pg.perRow - 1) / pg.perRow
		pg.content += pg.heading + float64(rows)*(pg.tileH+pg.gap)
	}
	return pg
}

// maxScroll is how far the list can move up.
func (pg puzzleListGeometry) maxScroll() float64 {
	return math.Max(0, pg.content-(pg.bottom-pg.top))
}

// view is the part of the screen the tiles show through.
func (pg puzzleListGeometry) view() rect {
	return rect{X: pg.col.X - 4, Y: pg.top, W: pg.col.W + 8, H: pg.bottom - pg.top}
}

// listTile is a tile in view and the puzzle it opens.
type listTile struct {
	button
	index    int
	tappable bool // at least half in view
}

// tiles are the tiles at least half in view (only those can be tapped).
func (s *puzzleListScreen) tiles(c *ctx, pg puzzleListGeometry) []listTile {
	return s.layTiles(c, pg, false)
}

// layTiles are the tiles in view: with partly, also those only partly in
// view, which are drawn (a row scrolled half out stays drawn to the
// window's edge) but cannot be tapped.
func (s *puzzleListScreen) layTiles(c *ctx, pg puzzleListGeometry, partly bool) []listTile {
	var ts []listTile
	y := pg.top - s.scroll.offset
	for _, gr := range pg.tiers {
		y += pg.heading
		for k, i := range gr {
			if k > 0 && k%pg.perRow == 0 {
				y += pg.tileH + pg.gap
			}
			tappable := y+pg.tileH/2 >= pg.top && y+pg.tileH/2 <= pg.bottom
			if !tappable && (!partly || y+pg.tileH <= pg.top || y >= pg.bottom) {
				continue
			}
			x := pg.col.X + float64(k%pg.perRow)*(pg.tileW+pg.gap)
			tl := s.m.Tile(i)
			b := button{r: rect{X: x, Y: y, W: pg.tileW, H: pg.tileH}, label: tl.Caption, done: tl.Solved, stars: tl.Stars, sub: tl.Mark, act: func() { c.apply(s.m.Open(i)) }}
			ts = append(ts, listTile{b, i, tappable})
		}
		y += pg.tileH + pg.gap
	}
	return ts
}

// chips are the filters: All and the grades, then All, Unsolved, Solved
// and For me. A tap on one shows the list from its top.
func (s *puzzleListScreen) chips(c *ctx, pg puzzleListGeometry) []button {
	var bs []button
	m := s.m
	filter := func(o ui.Outcome) {
		s.scroll.offset = 0
		c.apply(o)
	}
	// The grades' chips are 48 dp or more; All takes the rest, a little
	// wider for its word.
	grades := m.GradeChips()
	n := len(grades)
	free := pg.Grades.W - float64(n-1)*pg.gap
	numW := math.Max(48*c.dp, free/(float64(n)+0.6))
	x := pg.Grades.X
	for g, ch := range grades {
		w := free - float64(n-1)*numW
		if g > 0 {
			w = numW
		}
		r := rect{X: x, Y: pg.chips[0], W: w, H: pg.chipH}
		x += w + pg.gap
		bs = append(bs, button{r: r, label: ch.Label, selected: ch.Selected, act: func() { filter(m.ChooseGrade(g)) }})
	}
	// The three states and, after them, "For me" (near the player's
	// rating), which goes with any of them.
	states := m.StateChips()
	w := (pg.States.W - 3*pg.gap) / 4
	for i, ch := range states {
		act := func() { filter(m.ChooseState(session.SolvedFilter(i))) }
		if i == len(states)-1 {
			act = func() { filter(m.Tap(puzzles.ListFits)) }
		}
		bs = append(bs, button{r: rect{X: pg.States.X + float64(i)*(w+pg.gap), Y: pg.chips[1], W: w, H: pg.chipH}, label: ch.Label, selected: ch.Selected, act: act})
	}
	return bs
}

// buttons are the chips, the tiles in view, then Back.
func (s *puzzleListScreen) buttons(c *ctx) []button {
	pg := s.geometry(c)
	s.scroll.clamp(pg.maxScroll()) // after a resize or a filter
	bs := s.chips(c, pg)
	for _, t := range s.tiles(c, pg) {
		bs = append(bs, t.button)
	}
	tr, back := listFoot(c, pg)
	bs = append(bs, button{r: tr, label: c.text(i18n.MsgTraining), act: func() { openTraining(c) }})
	return append(bs, button{r: back, label: c.text(i18n.MsgBack), primary: true, act: func() { c.apply(s.m.Tap(puzzles.ListBack)) }})
}

// listFoot splits Back's place between Training (issue 29) and Back.
func listFoot(c *ctx, pg puzzleListGeometry) (training, back rect) {
	gap := 8 * c.dp
	b := pg.Back
	if pg.Compact {
		// The row of the title: Training left of Back, as wide.
		return rect{X: b.X - gap - b.W, Y: b.Y, W: b.W, H: b.H}, b
	}
	w := (b.W - gap) / 2
	return rect{X: b.X, Y: b.Y, W: w, H: b.H}, rect{X: b.X + w + gap, Y: b.Y, W: w, H: b.H}
}

func (s *puzzleListScreen) pointer(c *ctx, ps pointerState) {
	if !s.scroll.take(c, ps, s.geometry(c).maxScroll(), &s.press) {
		if s.press.pointer(c, ps, s.buttons(c)) {
			c.dirty = true
		}
	}
}

func (s *puzzleListScreen) draw(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	p := c.paint
	w := float64(c.w)
	pg := s.geometry(c)
	title := s.m.Title()
	count := s.m.Count()
	if pg.Compact {
		// The title, the count after it, Back on their right.
		tr, _ := listFoot(c, pg)
		room := tr.X - pg.col.X - 12*dp
		tf := p.fitFace(title, 24*dp, room*0.6)
		p.drawLine(dst, title, tf, pg.col.X, pg.TitleY, alignLeft, colText)
		x := pg.col.X + measure(title, tf) + 16*dp
		p.drawLine(dst, count, p.fitFace(count, 16*dp, tr.X-12*dp-x), x, pg.CountY, alignLeft, colTextDim)
	} else {
		p.drawLine(dst, title, p.fitFace(title, 26*dp, w-24*dp), w/2, pg.TitleY, alignCenter, colText)
	}
	if msg := s.m.Problem(); msg != "" {
		p.drawLine(dst, msg, p.fitFace(msg, 16*dp, w-24*dp), w/2, 64*dp, alignCenter, colProblem)
		p.drawButtons(dst, s.buttons(c), &s.press)
		return
	}
	if !pg.Compact {
		p.drawLine(dst, count, p.fitFace(count, 16*dp, w-24*dp), w/2, pg.CountY, alignCenter, colTextDim)
	}
	s.scroll.clamp(pg.maxScroll())
	chips := s.chips(c, pg)
	for i, b := range chips {
		p.drawButton(dst, b, s.press.pressed(i))
	}
	// The grades scroll behind a window between the chips and Back.
	v := pg.view()
	view := dst.SubImage(image.Rect(int(v.X), int(v.Y), int(v.X+v.W), int(v.Y+v.H))).(*ebiten.Image)
	if len(pg.tiers) == 0 {
		msg := s.m.Empty()
		p.drawLine(dst, msg, p.fitFace(msg, 17*dp, pg.col.W), w/2, pg.top+40*dp, alignCenter, colTextDim)
	}
	y := pg.top - s.scroll.offset
	for _, gr := range pg.tiers {
		head := s.m.Heading(gr)
		p.drawLine(view, head, p.fonts.UI(17*dp), pg.col.X, y+pg.heading/2, alignLeft, colText)
		rows := (len(gr) + pg.perRow - 1) / pg.perRow
		y += pg.heading + float64(rows)*(pg.tileH+pg.gap)
	}
	k := 0 // the tappable tiles' place among the buttons
	for _, t := range s.layTiles(c, pg, true) {
		s.drawTile(c, view, t, t.tappable && s.press.pressed(len(chips)+k))
		if t.tappable {
			k++
		}
	}
	bs := s.buttons(c)
	p.drawButton(dst, bs[len(bs)-2], s.press.pressed(len(bs)-2))
	p.drawButton(dst, bs[len(bs)-1], s.press.pressed(len(bs)-1))
	s.scroll.drawBar(c, dst, v, pg.maxScroll())
}

// drawTile draws a puzzle's tile: its position in miniature, the player's
// side at the bottom, its caption under it, and when solved its stars (or
// ✓) between the two.
func (s *puzzleListScreen) drawTile(c *ctx, dst *ebiten.Image, t listTile, down bool) {
	dp := c.dp
	p := c.paint
	b := t.button
	bg := colButton
	switch {
	case down:
		bg = colButtonDown
	case b.done:
		bg = colSolved
	}
	p.fillRoundRect(dst, b.r, 8*dp, bg)
	pz := &s.book.List[t.index]
	in := geom.TileInsetDP * dp
	board := rect{X: b.r.X + in, Y: b.r.Y + in, W: b.r.W - 2*in, H: geom.MiniBoardH(b.r.W, dp)}
	s.book.drawMiniBoard(p, dst, board, &pz.Start, pz.Side() == rules.Black, c.style())
	cap := b.label
	p.drawLine(dst, cap, p.fitFace(cap, 12*dp, b.r.W-6*dp), b.r.X+b.r.W/2, b.r.Y+b.r.H-11*dp, alignCenter, colText)
	if b.done {
		// The stars (or ✓) in their row between the board and the
		// caption.
		cx, cy := b.r.X+b.r.W/2, board.Y+board.H+geom.TileStarsDP*dp/2+1*dp
		if b.stars > 0 {
			p.drawStars(dst, cx, cy, math.Min(6*dp, board.W/7), b.stars)
		} else {
			p.drawLine(dst, b.sub, p.fonts.UI(12*dp), cx, cy, alignCenter, colStar)
		}
	}
}

// drawMiniBoard draws pos small in r: the board's lines and river, and
// each piece as a disc with its glyph of the style's piece set in its
// side's ink (geom.MiniPiece: 9 dp or more on the list's tiles), turned
// when flipped. The empty board is drawn once per size.
func (b *puzzleBook) drawMiniBoard(p *painter, dst *ebiten.Image, r rect, pos *rules.Position, flipped bool, st boardStyle) {
	w, h := int(math.Round(r.W)), int(math.Round(r.H))
	sp, gx, gy := geom.MiniBoard(rect{W: float64(w), H: float64(h)})
	if b.grid == nil || b.gridSize != [2]int{w, h} {
		if b.grid != nil {
			b.grid.Deallocate()
		}
		b.grid = ebiten.NewImage(w, h)
		b.gridSize = [2]int{w, h}
		p.fillRoundRect(b.grid, rect{X: 0, Y: 0, W: float64(w), H: float64(h)}, 3*p.dp, colBoard)
		lw := float32(math.Max(1, p.dp*0.6))
		for rk := 0; rk < 10; rk++ {
			y := float32(gy + float64(rk)*sp)
			vector.StrokeLine(b.grid, float32(gx), y, float32(gx+8*sp), y, lw, colLine, false)
		}
		for f := 0; f < 9; f++ {
			x := float32(gx + float64(f)*sp)
			if f == 0 || f == 8 {
				vector.StrokeLine(b.grid, x, float32(gy), x, float32(gy+9*sp), lw, colLine, false)
				continue
			}
			vector.StrokeLine(b.grid, x, float32(gy), x, float32(gy+4*sp), lw, colLine, false)
			vector.StrokeLine(b.grid, x, float32(gy+5*sp), x, float32(gy+9*sp), lw, colLine, false)
		}
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(r.X), math.Round(r.Y))
	dst.DrawImage(b.grid, op)
	x0, y0 := math.Round(r.X)+gx, math.Round(r.Y)+gy
	radius, px := geom.MiniPiece(sp)
	for sq := rules.Square(0); sq < rules.NumSquares; sq++ {
		pc := pos.At(sq)
		if pc == rules.Empty {
			continue
		}
		f, rk := sq.File(), 9-sq.Rank()
		if flipped {
			f, rk = 8-f, 9-rk
		}
		x, y := x0+float64(f)*sp, y0+float64(rk)*sp
		drawMiniPiece(p, dst, x, y, radius, px, st.glyph(pc), st.colors().pieces[pc.Color()])
	}
}

// drawMiniPiece is a miniature piece: a disc in the theme's face colour
// ringed in the side's ink, and the glyph in that ink, as large as the
// disc holds: a character within the ring, letters to the disc's edge
// (two, "Tg", narrowed to fit: 9 px at 360×640).
func drawMiniPiece(p *painter, dst *ebiten.Image, x, y, r, px float64, glyph string, pcs pieceColors) {
	p.fillCircle(dst, x, y, r, pcs.ink)
	p.fillCircle(dst, x, y, r-math.Max(1, r*0.1), pcs.face)
	room := 1.9 * r
	if !isHan(glyph) {
		room = 2.05 * r
	}
	p.drawLine(dst, glyph, p.fitFace(glyph, px, room), x, y, alignCenter, pcs.ink)
}
