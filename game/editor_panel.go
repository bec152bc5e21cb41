package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/rules"
)

func (e *editorScreen) draw(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	p := c.paint
	l := editorLayout(c)
	problem := e.ed.Check()
	v := e.board.view(e.ed.Board())
	v.unchecked = true
	if pos, ok := e.ed.Position(); ok {
		v.pos, v.unchecked = pos, false
	}
	if problem.Square != rules.NoSquare {
		v.faults = []rules.Square{problem.Square}
	}
	if problem.Kind == session.ProblemGeneralsFacing {
		// Both generals are at fault.
		other := rules.MakePiece(problem.Color.Other(), rules.General)
		for s := rules.Square(0); s < rules.NumSquares; s++ {
			if e.ed.At(s) == other {
				v.faults = append(v.faults, s)
			}
		}
	}
	drawBoardView(c, dst, l, v)

	r := newEditorRows(c)
	msg := problemText(c, problem)
	col := colGood
	if !problem.Playable() {
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

	// The FEN field: the board's FEN, or the text being typed.
	label := c.text(i18n.MsgFENField)
	if !canTypeFEN(c) {
		label = c.text(i18n.MsgFENFieldPhone)
	}
	switch {
	case e.note != "": // a complaint about the text typed, until it changes
		label = e.note
	case e.field.editing:
		label = c.text(i18n.MsgFENTyping)
	}
	ink := colTextDim
	if e.note == c.text(i18n.MsgFENBad) {
		ink = colProblem
	}
	p.drawLine(dst, label, p.fitFace(label, 14*dp, r.Panel.W), r.Panel.X, r.Label+edLabelDP*dp/2, alignLeft, ink)
	field := rect{X: r.Panel.X, Y: r.Field, W: r.Panel.W, H: edFieldDP * dp}
	e.field.draw(c, dst, field, e.ed.FEN(), field.H)
	if e.field.editing { // the clear button, over the field
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
