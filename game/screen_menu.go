package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/session"
	"xiangqi/rules"
)

// menuScreen is the start screen, at the bottom of the stack: Continue
// (when a game is in progress), New game, Puzzles, Set up position,
// Settings.
type menuScreen struct {
	press buttonPress
}

// menuLandscape reports whether the title goes left of the buttons: a
// landscape screen too low for them under it.
func menuLandscape(c *ctx, n int) bool {
	return float64(c.w) > float64(c.h)*1.1 && float64(c.h)*0.46+float64(n)*(buttonDP+14)*c.dp > float64(c.h)
}

func (m *menuScreen) buttons(c *ctx) []button {
	type item struct {
		label   string
		primary bool
		act     func()
	}
	var items []item
	if c.canContinue() {
		items = append(items, item{c.text(MsgContinue), true, func() {
			c.push(newPlayScreen(c))
			c.match.Resume()
		}})
	} else if c.match != nil && len(c.match.Game().Moves()) > 0 {
		items = append(items, item{c.text(MsgLastGame), false, func() {
			openRecord(c, nil, c.gameID, session.MatchRecord(c.match, c.started))
		}})
	}
	items = append(items,
		item{c.text(MsgNewGame), !c.canContinue(), func() { c.push(&newGameScreen{}) }},
		item{c.text(MsgPuzzles), false, func() { openPuzzleList(c) }},
		item{c.text(MsgGames), false, func() { openGames(c) }},
		item{c.text(MsgSetUp), false, func() { openEditor(c) }},
		item{c.text(MsgSettings), false, func() { c.push(&settingsScreen{}) }},
	)
	col := c.column()
	dp := c.dp
	y := float64(c.h) * 0.46
	if menuLandscape(c, len(items)) {
		col.X = float64(c.w)/2 + (float64(c.w)/2-col.W)/2
		y = (float64(c.h) - float64(len(items))*(buttonDP+14)*dp + 14*dp) / 2
	}
	bs := make([]button, 0, len(items))
	for _, it := range items {
		bs = append(bs, button{r: rect{col.X, y, col.W, buttonDP * dp}, label: it.label, primary: it.primary, act: it.act})
		y += (buttonDP + 14) * dp
	}
	return bs
}

func (m *menuScreen) pointer(c *ctx, ps pointerState) {
	m.press.pointer(c, ps, m.buttons(c))
}

func (m *menuScreen) draw(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	p := c.paint
	w, h := float64(c.w), float64(c.h)
	bs := m.buttons(c)
	cx := w / 2
	cy, ty := h*0.18, h*0.32
	if menuLandscape(c, len(bs)) {
		w /= 2 // the title in the left half
		cx, cy, ty = w/2, h*0.36, h*0.58
	}
	// Two generals face each other above the title.
	r := math.Min(w*0.12, 54*dp)
	st := c.style()
	p.drawPiece(dst, cx-r*1.25, cy, r, rules.MakePiece(rules.Red, rules.General), st, false)
	p.drawPiece(dst, cx+r*1.25, cy, r, rules.MakePiece(rules.Black, rules.General), st, false)
	drawText(dst, c.text(MsgTitle), p.fitFace(c.text(MsgTitle), 44*dp, w-32*dp), cx, ty, alignCenter, colText)
	p.drawButtons(dst, bs, &m.press)
	if c.notice != "" {
		drawText(dst, c.notice, p.fitFace(c.notice, 15*dp, w-24*dp), cx, h-28*dp, alignCenter, colTextDim)
	}
}
