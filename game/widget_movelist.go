package game

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	etxt "github.com/hajimehoshi/ebiten/v2/text/v2"

	"xiangqi/analysis"
)

// moveList shows a game's moves numbered by full move ("12. 炮二平五
// 马８进７"), as many full moves to a row as fit, the move that led to the
// board highlighted and kept in view. It scrolls by drag; a tap on a move
// reports the ply after it.
type moveList struct {
	scroll   scroller
	followed int // the ply last brought into view; -1 before the first
	press    struct {
		down   bool
		x, y   float64
		ignore bool // the press became a drag
	}
}

// movesShown is what a move list shows.
type movesShown struct {
	texts      []string // each move in the chosen notation
	blackFirst bool     // the game began with Black to move ("1. … 马８进７")
	firstMove  int      // the full-move number of the first move
	ply        int      // how many moves are on the board; the highlighted move is ply-1
	// marks judges each move (nil when the game is not analysed): ?!, ?
	// and ?? are written after the move in their colours.
	marks []analysis.Judgement
	// checks says which moves gave check (rules.Game.Checks): a red "+"
	// after them, so that a check answered at once is still seen.
	checks []bool
	// cycle marks texts[cycle[0]:cycle[1]], the moves a repetition
	// ruling judged (issue 53).
	cycle [2]int
}

// colCycle tints the moves of a ruling's cycle: the coach's threat red,
// faint, under the text.
var colCycle = color.RGBA{0x6c, 0x11, 0x0f, 0x6c}

// colCheckMark is the check's "+" in the move list: the check ring's red,
// opaque, readable on the list and on the highlight.
var colCheckMark = color.RGBA{0xe0, 0x28, 0x28, 0xff}

// Sizes of the list, in dp.
const (
	moveRowDP  = 28
	moveCellDP = 210 // the narrowest full move: number and two moves
	moveNumDP  = 38
)

type moveListGeometry struct {
	r       rect
	perRow  int
	cellW   float64
	rowH    float64
	rows    int
	content float64
}

func (ml *moveList) geometry(c *ctx, r rect, ms movesShown) moveListGeometry {
	dp := c.dp
	g := moveListGeometry{r: r, rowH: moveRowDP * dp}
	g.perRow = max(1, int(r.W/(moveCellDP*dp)))
	g.cellW = r.W / float64(g.perRow)
	slots := len(ms.texts)
	if ms.blackFirst {
		slots++
	}
	full := (slots + 1) / 2
	g.rows = (full + g.perRow - 1) / g.perRow
	g.content = float64(g.rows) * g.rowH
	return g
}

func (g moveListGeometry) maxScroll() float64 { return math.Max(0, g.content-g.r.H) }

// slot is the place of move i: its full move's cell and its column (0 for
// Red's, 1 for Black's).
func (g moveListGeometry) slot(ms movesShown, i int) (row, col, side int) {
	s := i
	if ms.blackFirst {
		s++
	}
	full := s / 2
	return full / g.perRow, full % g.perRow, s % 2
}

// moveRect is where move i is written, before scrolling.
func (g moveListGeometry) moveRect(ms movesShown, i int) rect {
	row, col, side := g.slot(ms, i)
	dp := g.rowH / moveRowDP
	num := moveNumDP * dp
	mw := (g.cellW - num) / 2
	return rect{X: g.r.X + float64(col)*g.cellW + num + float64(side)*mw, Y: g.r.Y + float64(row)*g.rowH, W: mw, H: g.rowH}
}

// follow scrolls so that the highlighted move is in view when the ply
// changed since the last call.
func (ml *moveList) follow(g moveListGeometry, ms movesShown) {
	ml.scroll.clamp(g.maxScroll())
	if ml.followed == ms.ply {
		return
	}
	ml.followed = ms.ply
	if ms.ply == 0 {
		ml.scroll.offset = 0
		return
	}
	mr := g.moveRect(ms, ms.ply-1)
	top := mr.Y - g.r.Y
	switch {
	case top < ml.scroll.offset:
		ml.scroll.offset = top
	case top+mr.H > ml.scroll.offset+g.r.H:
		ml.scroll.offset = math.Min(top+mr.H-g.r.H, g.maxScroll())
	}
}

// pointer follows one pointer step over the list in r: it reports a tap
// on a move as the ply after it (tapped), and whether it took the step.
func (ml *moveList) pointer(c *ctx, ps pointerState, r rect, ms movesShown) (ply int, tapped, used bool) {
	g := ml.geometry(c, r, ms)
	switch ps.ev {
	case pointerPress:
		if !r.Contains(ps.x, ps.y) {
			ml.press.down = false
			return 0, false, false
		}
		ml.press.down, ml.press.ignore = true, false
		ml.press.x, ml.press.y = ps.x, ps.y
	case pointerMove, pointerRelease:
		if !ml.press.down {
			return 0, false, false
		}
	default:
		return 0, false, false
	}
	st := ml.scroll.pointer(ps, g.maxScroll(), c.dp)
	c.follow(&ml.scroll)
	if st.started {
		ml.press.ignore = true
	}
	if st.moved {
		c.dirty = true
	}
	if ps.ev != pointerRelease {
		return 0, false, true
	}
	ml.press.down = false
	if ml.press.ignore {
		return 0, false, true
	}
	for i := range ms.texts {
		mr := g.moveRect(ms, i)
		mr.Y -= ml.scroll.offset
		if mr.Contains(ml.press.x, ml.press.y) && r.Contains(ml.press.x, ml.press.y) {
			return i + 1, true, true
		}
	}
	return 0, false, true
}

// draw draws the list in r, scrolled to keep the highlighted move in view.
func (ml *moveList) draw(c *ctx, dst *ebiten.Image, r rect, ms movesShown) {
	dp := c.dp
	p := c.paint
	g := ml.geometry(c, r, ms)
	ml.follow(g, ms)
	view := dst.SubImage(image.Rect(int(r.X), int(r.Y), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))).(*ebiten.Image)
	face := p.fonts.UI(15 * dp)
	off := ml.scroll.offset
	for i, text := range ms.texts {
		mr := g.moveRect(ms, i)
		mr.Y -= off
		if mr.Y+mr.H < r.Y || mr.Y > r.Y+r.H {
			continue
		}
		row, col, side := g.slot(ms, i)
		if side == 0 || i == 0 {
			// The full move's number, once per cell.
			n := ms.firstMove + row*g.perRow + col
			num := fmt.Sprintf("%d.", n)
			nx := g.r.X + float64(col)*g.cellW + moveNumDP*dp - 6*dp
			p.drawLine(view, num, face, nx, mr.Y+mr.H/2, alignRight, colTextDim)
			if side == 1 {
				p.drawLine(view, "…", face, mr.X-mr.W+4*dp, mr.Y+mr.H/2, alignLeft, colTextDim)
			}
		}
		ink := colText
		if i >= ms.cycle[0] && i < ms.cycle[1] {
			p.fillRoundRect(view, mr.Inset(2*dp), 6*dp, colCycle)
		}
		if i == ms.ply-1 {
			p.fillRoundRect(view, mr.Inset(2*dp), 6*dp, colSelected)
			ink = colBlackPiece
		}
		markW := 0.0
		var mark string
		if i < len(ms.marks) {
			if mark = ms.marks[i].Mark(); mark != "" {
				markW = 18 * dp
			}
		}
		checked := i < len(ms.checks) && ms.checks[i]
		checkW := 0.0
		if checked {
			checkW = 12 * dp
		}
		tf := p.fitFace(text, 15*dp, mr.W-8*dp-markW-checkW)
		p.drawLine(view, text, tf, mr.X+4*dp, mr.Y+mr.H/2, alignLeft, ink)
		if checked {
			// A check stays visible in the list after the reply.
			p.drawLine(view, "+", face, mr.X+4*dp+etxt.Advance(text, tf)+dp, mr.Y+mr.H/2, alignLeft, colCheckMark)
		}
		if mark != "" {
			markInk := markColour(ms.marks[i])
			if i == ms.ply-1 {
				markInk = colBlackPiece // on the highlight
			}
			p.drawLine(view, mark, face, mr.X+mr.W-2*dp, mr.Y+mr.H/2, alignRight, markInk)
		}
	}
	ml.scroll.drawBar(c, dst, rect{X: r.X, Y: r.Y, W: r.W - 5*dp, H: r.H}, g.maxScroll())
}
