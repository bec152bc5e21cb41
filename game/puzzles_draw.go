package game

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/puzzle"
	"xiangqi/rules"
)

func (g *Game) drawPuzzleList(dst *ebiten.Image) {
	dp := g.dp
	w := float64(g.w)
	drawText(dst, g.text(MsgPuzzles), g.fitFace(g.text(MsgPuzzles), 28*dp, w-24*dp), w/2, 40*dp, alignCenter, colText)
	if g.puzzle.loadErr != nil {
		msg := g.puzzle.loadErr.Error()
		drawText(dst, msg, g.fitFace(msg, 16*dp, w-24*dp), w/2, 74*dp, alignCenter, colProblem)
		g.drawButtons(dst, g.buttons())
		return
	}
	count := fmt.Sprintf(g.text(MsgSolvedCount), g.progress.Count(), len(g.puzzle.list))
	drawText(dst, count, g.fonts.UI(17*dp), w/2, 74*dp, alignCenter, colTextDim)
	pg := g.puzzleListGeometry()
	// The grades scroll behind a window between the count and Back.
	v := pg.view()
	view := dst.SubImage(image.Rect(int(v.X), int(v.Y), int(v.X+v.W), int(v.Y+v.H))).(*ebiten.Image)
	y := pg.top - g.puzzle.scroll
	for _, gr := range g.puzzleGrades() {
		head := g.gradeHeading(g.puzzle.list[gr[0]].MateIn)
		solved := 0
		for _, i := range gr {
			if g.progress.Solved(g.puzzle.list[i].ID) {
				solved++
			}
		}
		head += fmt.Sprintf("   %d/%d", solved, len(gr))
		drawText(view, head, g.fonts.UI(17*dp), pg.col.X, y+pg.heading/2, alignLeft, colText)
		rows := (len(gr) + pg.perRow - 1) / pg.perRow
		y += pg.heading + float64(rows)*(pg.tile+pg.gap)
	}
	bs := g.buttons()
	for i, b := range bs {
		on := view // the tiles; Back, the last button, stays put
		if i == len(bs)-1 {
			on = dst
		}
		g.drawButton(on, b, i == g.pressed)
	}
	if max := pg.maxScroll(); max > 0 {
		// A thin bar at the right edge shows where the view is.
		h := v.H * v.H / (v.H + max)
		top := v.Y + (v.H-h)*g.puzzle.scroll/max
		g.fillRoundRect(dst, rect{v.X + v.W + 2*dp, top, 3 * dp, h}, 1.5*dp, colTextDim)
	}
}

func (g *Game) drawPuzzle(dst *ebiten.Image) {
	run := g.puzzle.run
	if run == nil {
		return
	}
	l := newLayout(g.w, g.h, g.dp)
	v := boardView{pos: run.Position(), flipped: g.puzzle.flipped, last: rules.NoMove, hint: run.Hint(), ui: &g.board}
	if ms := run.Moves(); len(ms) > 0 {
		v.last = ms[len(ms)-1]
	}
	g.drawBoardView(dst, l, v)
	dp := g.dp
	first, second := g.puzzleStatus()
	col := colTextDim
	switch run.State() {
	case puzzle.Solved:
		col = colGood
	case puzzle.Failed:
		col = colProblem
	}
	st := l.status
	if l.landscape {
		drawText(dst, first, g.fitFace(first, 20*dp, st.W), st.X, st.Y+20*dp, alignLeft, colText)
		drawText(dst, second, g.fitFace(second, 18*dp, st.W), st.X, st.Y+52*dp, alignLeft, col)
	} else {
		drawText(dst, first, g.fitFace(first, 20*dp, st.W), st.X+st.W/2, st.Y+18*dp, alignCenter, colText)
		drawText(dst, second, g.fitFace(second, 18*dp, st.W), st.X+st.W/2, st.Y+46*dp, alignCenter, col)
	}
	g.drawButtons(dst, g.puzzleButtons())
}
