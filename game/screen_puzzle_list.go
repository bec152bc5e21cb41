package game

import (
	"errors"
	"fmt"
	"image"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/session"
	"xiangqi/puzzle"
)

// puzzleHashMiB is the solver's table; the built-in proofs need far less.
const puzzleHashMiB = 8

// puzzleBook is the built-in collection, read once, and the solver that
// judges attempts, made once (its table is puzzleHashMiB).
type puzzleBook struct {
	list   []puzzle.Puzzle
	err    error
	solver *session.PuzzleSolver
}

// puzzles returns the collection, reading it on first use.
func (c *ctx) puzzles() *puzzleBook {
	if c.book == nil {
		b := &puzzleBook{}
		b.list, b.err = puzzle.Builtin()
		if b.err == nil && len(b.list) == 0 {
			b.err = errors.New("no puzzles")
		}
		c.book = b
	}
	return c.book
}

// puzzleListScreen shows the collection by grade, a tile per puzzle
// (solved ones marked), in a view that scrolls when they do not fit.
type puzzleListScreen struct {
	book   *puzzleBook
	scroll scroller
	press  buttonPress
}

func openPuzzleList(c *ctx) *puzzleListScreen {
	if c.match != nil {
		c.match.Pause()
	}
	s := &puzzleListScreen{book: c.puzzles()}
	c.push(s)
	return s
}

// gradeHeading is the list's heading for puzzles of mate length n (0: won
// endings).
func gradeHeading(c *ctx, n int) string {
	if n == 0 {
		return c.text(MsgWonEndings)
	}
	return fmt.Sprintf(c.text(MsgMateIn), n)
}

// starText is stars out of three: ★★☆.
func starText(c *ctx, stars int) string {
	return strings.Repeat(c.text(MsgStar), stars) + strings.Repeat(c.text(MsgNoStar), max(0, 3-stars))
}

// puzzleListGeometry lays the grades' tiles out: as many per row as fit at
// 48 dp or more (a comfortable touch target, up to 60 dp), in a view between
// the heading and the Back button that scrolls when they do not all fit.
type puzzleListGeometry struct {
	col     rect
	top     float64 // where the view begins
	bottom  float64 // where it ends
	perRow  int
	tile    float64
	gap     float64
	heading float64
	backY   float64
	content float64 // the height of all grades
}

func (s *puzzleListScreen) geometry(c *ctx) puzzleListGeometry {
	dp := c.dp
	cw := math.Min(float64(c.w)-24*dp, 560*dp)
	pg := puzzleListGeometry{col: rect{(float64(c.w) - cw) / 2, 0, cw, float64(c.h)}, top: 100 * dp, gap: 6 * dp, heading: 30 * dp}
	pg.backY = float64(c.h) - (buttonDP+14)*dp
	pg.bottom = pg.backY - 8*dp
	pg.perRow = max(1, int((cw+pg.gap)/(48*dp+pg.gap)))
	pg.tile = math.Min(60*dp, (cw-float64(pg.perRow-1)*pg.gap)/float64(pg.perRow))
	for _, gr := range session.PuzzleGrades(s.book.list) {
		rows := (len(gr) + pg.perRow - 1) / pg.perRow
		pg.content += pg.heading + float64(rows)*(pg.tile+pg.gap)
	}
	return pg
}

// maxScroll is how far the list can move up.
func (pg puzzleListGeometry) maxScroll() float64 {
	return math.Max(0, pg.content-(pg.bottom-pg.top))
}

// view is the part of the screen the tiles show through.
func (pg puzzleListGeometry) view() rect {
	return rect{pg.col.X - 4, pg.top, pg.col.W + 8, pg.bottom - pg.top}
}

// buttons are the tiles at least half in view (only those can be tapped),
// then Back.
func (s *puzzleListScreen) buttons(c *ctx) []button {
	dp := c.dp
	pg := s.geometry(c)
	s.scroll.clamp(pg.maxScroll()) // after a resize
	var bs []button
	y := pg.top - s.scroll.offset
	for _, gr := range session.PuzzleGrades(s.book.list) {
		y += pg.heading
		for k, i := range gr {
			if k > 0 && k%pg.perRow == 0 {
				y += pg.tile + pg.gap
			}
			if y+pg.tile/2 < pg.top || y+pg.tile/2 > pg.bottom {
				continue
			}
			x := pg.col.X + float64(k%pg.perRow)*(pg.tile+pg.gap)
			p := s.book.list[i]
			solved := c.progress.Solved(p.ID)
			b := button{r: rect{x, y, pg.tile, pg.tile}, label: fmt.Sprint(k + 1), done: solved, act: func() { openPuzzle(c, s.book, i) }}
			if solved {
				// Its stars, or ✓ for a puzzle solved before hints were
				// counted, whose stars are not known until it is solved
				// again.
				if b.stars = c.progress.Stars(p.ID); b.stars == 0 {
					b.sub = c.text(MsgSolvedMark)
				}
			}
			bs = append(bs, b)
		}
		y += pg.tile + pg.gap
	}
	return append(bs, button{r: rect{pg.col.X, pg.backY, pg.col.W, buttonDP * dp}, label: c.text(MsgBack), primary: true, act: func() { c.pop() }})
}

func (s *puzzleListScreen) pointer(c *ctx, ps pointerState) {
	if !s.scroll.take(c, ps, s.geometry(c).maxScroll(), &s.press) {
		s.press.pointer(c, ps, s.buttons(c))
	}
}

func (s *puzzleListScreen) draw(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	p := c.paint
	w := float64(c.w)
	drawText(dst, c.text(MsgPuzzles), p.fitFace(c.text(MsgPuzzles), 28*dp, w-24*dp), w/2, 40*dp, alignCenter, colText)
	if s.book.err != nil {
		msg := s.book.err.Error()
		drawText(dst, msg, p.fitFace(msg, 16*dp, w-24*dp), w/2, 74*dp, alignCenter, colProblem)
		p.drawButtons(dst, s.buttons(c), &s.press)
		return
	}
	count := fmt.Sprintf(c.text(MsgSolvedCount), c.progress.Count(), len(s.book.list))
	drawText(dst, count, p.fonts.UI(17*dp), w/2, 74*dp, alignCenter, colTextDim)
	pg := s.geometry(c)
	// The grades scroll behind a window between the count and Back.
	v := pg.view()
	view := dst.SubImage(image.Rect(int(v.X), int(v.Y), int(v.X+v.W), int(v.Y+v.H))).(*ebiten.Image)
	y := pg.top - s.scroll.offset
	for _, gr := range session.PuzzleGrades(s.book.list) {
		head := gradeHeading(c, s.book.list[gr[0]].MateIn)
		solved := 0
		for _, i := range gr {
			if c.progress.Solved(s.book.list[i].ID) {
				solved++
			}
		}
		head += fmt.Sprintf("   %d/%d", solved, len(gr))
		drawText(view, head, p.fonts.UI(17*dp), pg.col.X, y+pg.heading/2, alignLeft, colText)
		rows := (len(gr) + pg.perRow - 1) / pg.perRow
		y += pg.heading + float64(rows)*(pg.tile+pg.gap)
	}
	bs := s.buttons(c)
	for i, b := range bs {
		on := view // the tiles; Back, the last button, stays put
		if i == len(bs)-1 {
			on = dst
		}
		p.drawButton(on, b, s.press.pressed(i))
	}
	s.scroll.drawBar(c, dst, v, pg.maxScroll())
}
