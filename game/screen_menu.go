package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// menuScreen is the start screen, at the bottom of the stack: Continue
// (when a game is in progress), New game, Puzzles, Set up position,
// Settings.
type menuScreen struct {
	press buttonPress
}

func (m *menuScreen) buttons(c *ctx) []button {
	col := c.column()
	dp := c.dp
	y := float64(c.h) * 0.46
	var bs []button
	add := func(label string, primary bool, act func()) {
		bs = append(bs, button{r: rect{col.X, y, col.W, buttonDP * dp}, label: label, primary: primary, act: act})
		y += (buttonDP + 14) * dp
	}
	if c.canContinue() {
		add(c.text(MsgContinue), true, func() {
			c.push(newPlayScreen(c))
			c.match.Resume()
		})
	}
	add(c.text(MsgNewGame), !c.canContinue(), func() { c.push(&newGameScreen{}) })
	add(c.text(MsgPuzzles), false, func() { openPuzzleList(c) })
	add(c.text(MsgSetUp), false, func() { openEditor(c) })
	add(c.text(MsgSettings), false, func() { c.push(&settingsScreen{}) })
	return bs
}

func (m *menuScreen) pointer(c *ctx, ps pointerState) {
	m.press.pointer(c, ps, m.buttons(c))
}

func (m *menuScreen) draw(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	p := c.paint
	w, h := float64(c.w), float64(c.h)
	// Two generals face each other above the title.
	r := math.Min(w*0.12, 54*dp)
	cy := h * 0.18
	set := c.pieceSet()
	p.drawDisc(dst, w/2-r*1.25, cy, r, pieceGlyphs[set][1], colRedPiece)
	p.drawDisc(dst, w/2+r*1.25, cy, r, pieceGlyphs[set][9], colBlackPiece)
	drawText(dst, c.text(MsgTitle), p.fitFace(c.text(MsgTitle), 44*dp, w-32*dp), w/2, h*0.32, alignCenter, colText)
	p.drawButtons(dst, m.buttons(c), &m.press)
	if c.notice != "" {
		drawText(dst, c.notice, p.fitFace(c.notice, 15*dp, w-24*dp), w/2, h-28*dp, alignCenter, colTextDim)
	}
}
