package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/session"
	"xiangqi/rules"
)

func (g *Game) drawEditor(dst *ebiten.Image) {
	e := &g.editor
	dp := g.dp
	l := g.editorLayout()
	problem := e.ed.Check()
	v := boardView{pos: e.ed.Board(), flipped: e.flipped, last: rules.NoMove, hint: rules.NoMove, ui: &e.ui, unchecked: true}
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
	g.drawBoardView(dst, l, v)

	r := g.editorRows()
	msg := g.problemText(problem)
	col := colGood
	if !problem.Playable() {
		col = colProblem
	}
	drawText(dst, msg, g.fitFace(msg, 19*dp, r.panel.W), r.panel.X+r.panel.W/2, r.message+edMessageDP*dp/2, alignCenter, col)

	bs := g.buttons()
	if g.dialog != nil {
		bs = g.editorButtons()
	}
	g.drawButtons(dst, bs)
	// The palette's pieces on their cells.
	cells, pieces := g.paletteRects()
	set := 0
	if g.settings.Simplified {
		set = 1
	}
	for i := range 15 {
		if pc := pieces[i]; pc != rules.Empty {
			cx, cy := cells[i].center()
			rad := min(cells[i].W, cells[i].H) * 0.42
			g.drawPiece(dst, cx, cy, rad, pc, set)
		}
	}

	// The FEN field: the board's FEN, or the text being typed.
	label := g.text(MsgFENField)
	if !g.canTypeFEN() {
		label = g.text(MsgFENFieldPhone)
	}
	switch {
	case e.typing:
		label = g.text(MsgFENTyping)
	case e.note != "":
		label = e.note
	}
	drawText(dst, label, g.fitFace(label, 14*dp, r.panel.W), r.panel.X, r.label+edLabelDP*dp/2, alignLeft, colTextDim)
	field := rect{r.panel.X, r.field, r.panel.W, edFieldDP * dp}
	text, ink := e.ed.FEN(), colText
	if e.typing {
		g.fillRoundRect(dst, field, 6*dp, colFieldEdit)
		text, ink = string(e.field)+"|", colBlackPiece
	} else {
		g.fillRoundRect(dst, field, 6*dp, colField)
	}
	drawText(dst, text, g.fitFace(text, 15*dp, field.W-12*dp), field.X+6*dp, field.Y+field.H/2, alignLeft, ink)
}
