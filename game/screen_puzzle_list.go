package game

import (
	"errors"
	"fmt"
	"image"
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"xiangqi/game/geom"
	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/puzzle"
	"xiangqi/rules"
)

// puzzleHashMiB is the solver's table; the built-in proofs need far less.
const puzzleHashMiB = 8

// puzzleBook is the built-in collection, read once, and the solver that
// judges attempts, made once (its table is puzzleHashMiB).
type puzzleBook struct {
	list   []puzzle.Puzzle
	err    error
	solver *session.PuzzleSolver
	day    func() time.Time // today, for the puzzle of the day (nil: the clock)
	// recent are the ids of the puzzles opened last, the latest last,
	// which Next avoids (session.NextPuzzle).
	recent []string
	// grid is the tiles' empty miniature board, drawn once per size.
	grid     *ebiten.Image
	gridSize [2]int
}

// today is the date the puzzle of the day is picked for.
func (b *puzzleBook) today(c *ctx) time.Time {
	if b.day != nil {
		return b.day()
	}
	return c.now()
}

// puzzles returns the collection, kept by the start screen, reading it on
// first use.
func puzzles(c *ctx) *puzzleBook {
	m := startMenu(c)
	if m.book == nil {
		b := &puzzleBook{}
		b.list, b.err = puzzle.Builtin()
		if b.err == nil && len(b.list) == 0 {
			b.err = errors.New("no puzzles")
		}
		m.book = b
	}
	return m.book
}

// puzzleListScreen shows the collection by grade, a tile per puzzle: a
// miniature of its position and its theme (or its goal), solved ones
// marked with their stars, in a view that scrolls when they do not fit.
// Two rows of chips above filter it by grade and by solved or not.
type puzzleListScreen struct {
	book   *puzzleBook
	scroll scroller
	press  buttonPress
	grade  int // 0: every grade
	state  session.SolvedFilter
	// fits keeps the puzzles near the player's rating (issue 29).
	fits bool
}

func openPuzzleList(c *ctx) *puzzleListScreen {
	if c.game.Match() != nil {
		c.game.Match().Pause()
	}
	s := &puzzleListScreen{book: puzzles(c)}
	c.push(s)
	return s
}

// gradeHeading is the list's heading for puzzles of grade n (0: a table
// without grades, "Puzzles").
func gradeHeading(c *ctx, n int) string {
	if n == 0 {
		return c.text(i18n.MsgPuzzles)
	}
	return fmt.Sprintf(c.text(i18n.MsgGrade), n)
}

// themeMsgs name the themes, indexed by puzzle.Theme (NoTheme has none).
var themeMsgs = [puzzle.NumThemes]i18n.Msg{0, i18n.MsgThemeSmothered, i18n.MsgThemeDoubleCannon, i18n.MsgThemeHorseCannon, i18n.MsgThemeHorseTrough, i18n.MsgThemeHorseCorner, i18n.MsgThemeIronBolt, i18n.MsgThemeTwoChariots, i18n.MsgThemeFacingGenerals}

// puzzleCaption is what a puzzle is called on screen: its theme, else its
// goal's length ("Mate in 3", "Won endgames").
func puzzleCaption(c *ctx, p *puzzle.Puzzle) string {
	if p.Theme != puzzle.NoTheme && p.Theme < puzzle.NumThemes {
		return c.text(themeMsgs[p.Theme])
	}
	if p.Material {
		return c.text(i18n.MsgMaterialPuzzles)
	}
	if p.MateIn == 0 {
		return c.text(i18n.MsgWonEndings)
	}
	return fmt.Sprintf(c.text(i18n.MsgMateIn), p.MateIn)
}

// starText is stars out of three: ★★☆.
func starText(c *ctx, stars int) string {
	return strings.Repeat(c.text(i18n.MsgStar), stars) + strings.Repeat(c.text(i18n.MsgNoStar), max(0, 3-stars))
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
	pg.tiers = session.PuzzleTiers(s.book.list, s.grade, s.state, c.progress.Solved)
	if s.fits {
		pg.tiers = session.FilterTiers(pg.tiers, s.fitting(c))
	}
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
			p := &s.book.list[i]
			solved := c.progress.Solved(p.ID)
			b := button{r: rect{X: x, Y: y, W: pg.tileW, H: pg.tileH}, label: puzzleCaption(c, p), done: solved, act: func() { openPuzzle(c, s.book, i) }}
			if solved {
				// Its stars, or ✓ for a puzzle solved before hints were
				// counted, whose stars are not known until it is solved
				// again.
				if b.stars = c.progress.Stars(p.ID); b.stars == 0 {
					b.sub = c.text(i18n.MsgSolvedMark)
				}
			}
			ts = append(ts, listTile{b, i, tappable})
		}
		y += pg.tileH + pg.gap
	}
	return ts
}

// chips are the filters: All and the grades, then All, Unsolved, Solved.
func (s *puzzleListScreen) chips(c *ctx, pg puzzleListGeometry) []button {
	var bs []button
	// The grades' chips are 48 dp or more; All takes the rest, a little
	// wider for its word.
	n := puzzle.NumGrades + 1
	free := pg.Grades.W - float64(n-1)*pg.gap
	numW := math.Max(48*c.dp, free/(float64(n)+0.6))
	x := pg.Grades.X
	for g := 0; g < n; g++ {
		label := c.text(i18n.MsgFilterAll)
		w := free - float64(n-1)*numW
		if g > 0 {
			label = fmt.Sprint(g)
			w = numW
		}
		r := rect{X: x, Y: pg.chips[0], W: w, H: pg.chipH}
		x += w + pg.gap
		bs = append(bs, button{r: r, label: label, selected: s.grade == g, act: func() {
			s.grade = g
			s.scroll.offset = 0
		}})
	}
	states := [session.NumSolvedFilters]i18n.Msg{i18n.MsgFilterAll, i18n.MsgFilterUnsolved, i18n.MsgFilterSolved}
	// The three states and, after them, "For me" (near the player's
	// rating), which goes with any of them.
	w := (pg.States.W - 3*pg.gap) / 4
	for i, m := range states {
		f := session.SolvedFilter(i)
		bs = append(bs, button{r: rect{X: pg.States.X + float64(i)*(w+pg.gap), Y: pg.chips[1], W: w, H: pg.chipH}, label: c.text(m), selected: s.state == f, act: func() {
			s.state = f
			s.scroll.offset = 0
		}})
	}
	bs = append(bs, button{r: rect{X: pg.States.X + 3*(w+pg.gap), Y: pg.chips[1], W: w, H: pg.chipH}, label: c.text(i18n.MsgFilterFits), selected: s.fits, act: func() {
		s.fits = !s.fits
		s.scroll.offset = 0
	}})
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
	return append(bs, button{r: back, label: c.text(i18n.MsgBack), primary: true, act: func() { c.pop() }})
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

// fitting keeps the puzzles within session.FitWindow of the player's rating.
func (s *puzzleListScreen) fitting(c *ctx) func(i int) bool {
	player := c.training.Player().R
	return func(i int) bool {
		p := &s.book.list[i]
		return session.Fits(c.training.PuzzleRating(p.ID, p.Grade).R, player)
	}
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
	title := c.text(i18n.MsgPuzzles)
	count := fmt.Sprintf(c.text(i18n.MsgSolvedCount), c.progress.Count(), len(s.book.list))
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
	if s.book.err != nil {
		msg := s.book.err.Error()
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
		msg := c.text(i18n.MsgNoPuzzleMatches)
		p.drawLine(dst, msg, p.fitFace(msg, 17*dp, pg.col.W), w/2, pg.top+40*dp, alignCenter, colTextDim)
	}
	y := pg.top - s.scroll.offset
	for _, gr := range pg.tiers {
		head := gradeHeading(c, s.book.list[gr[0]].Grade)
		solved := 0
		for _, i := range gr {
			if c.progress.Solved(s.book.list[i].ID) {
				solved++
			}
		}
		head += fmt.Sprintf("   %d/%d", solved, len(gr))
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
	pz := &s.book.list[t.index]
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
