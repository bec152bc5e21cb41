package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/rules"
)

func (e *editorScreen) draw(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	p := c.paint
	m := e.m
	e.board.flipped = m.Flipped()
	l := editorLayout(c)
	v := e.board.view(m.Board())
	v.unchecked = true
	if pos, ok := m.Position(); ok {
		v.pos, v.unchecked = pos, false
	}
	v.faults = m.Faults()
	drawBoardView(c, dst, l, v)

	r := newEditorRows(c)
	msg, playable := m.Verdict()
	col := colGood
	if !playable {
		col = colProblem
	}
	p.drawLine(dst, msg, p.fitFace(msg, 19*dp, r.Panel.W), r.Panel.X+r.Panel.W/2, r.Message+edMessageDP*dp/2, alignCenter, col)

	p.drawButtons(dst, e.buttons(c), &e.press)
	// The palette's pieces on their cells.
	cells, pieces := paletteRects(c)
	for i := range 15 {
		if pc := pieces[i]; pc != rules.Empty {
			cx, cy := cells[i].Center()
			rad := min(cells[i].W, cells[i].H) * 0.42
			p.drawPiece(dst, cx, cy, rad, pc, c.style(), false)
		}
	}

	// The FEN field: the board's FEN, or the text being typed; over it
	// what it is for, or a complaint about the text typed until it
	// changes.
	label, bad := m.FieldLabel()
	ink := colTextDim
	if bad {
		ink = colProblem
	}
	p.drawLine(dst, label, p.fitFace(label, 14*dp, r.Panel.W), r.Panel.X, r.Label+edLabelDP*dp/2, alignLeft, ink)
	field := rect{X: r.Panel.X, Y: r.Field, W: r.Panel.W, H: edFieldDP * dp}
	f := m.Field()
	tf := textField{f}
	tf.draw(c, dst, field, m.FEN(), field.H)
	if f.Editing { // the clear button, over the field
		bs := e.buttons(c)
		for i, b := range bs {
			if b.label == "×" {
				p.drawButton(dst, b, e.press.pressed(i))
			}
		}
	}
	// A piece carried from the palette, over everything.
	if cr := e.carry; cr.dragging {
		p.drawDragged(dst, l, e.board.flipped, cr.x, cr.y, cr.piece, c.style(), cr.touch, false, func(rules.Square) bool { return true })
	}
}
