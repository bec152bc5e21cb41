package game

import (
	"math"

	"xiangqi/game/editor"
	"xiangqi/game/geom"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// editorScreen is the view of the board editor (the model
// editor.Editor): the board, the palette, the FEN field and two rows of
// buttons. A tap on a point puts the palette's piece; a drag carries a
// piece, off the board it is gone.
type editorScreen struct {
	m     *editor.Editor
	board boardWidget
	press buttonPress
	carry carry // a piece dragged from the palette
}

// carry is a press on a palette piece, which becomes a drag of a new
// piece onto the board when the pointer moves on.
type carry struct {
	piece           rules.Piece // Empty: no press on a palette piece
	pressX, pressY  float64
	x, y            float64
	touch, dragging bool
}

// The editor's geometry is package geom's.
const (
	edMessageDP = geom.EdMessageDP
	edPaletteDP = geom.EdPaletteDP
	edFieldDP   = geom.EdFieldDP
	edLabelDP   = geom.EdLabelDP
	edButtonDP  = geom.EdButtonDP
	edGapDP     = geom.EdGapDP
	edBelowDP   = geom.EdBelowDP
)

type editorRows = geom.EditorRows

func editorLayout(c *ctx) layout { return geom.Editor(c.w, c.h, c.dp) }

func newEditorRows(c *ctx) editorRows { return geom.NewEditorRows(c.w, c.h, c.dp) }

// openEditor asks where the board editor starts (editor.SetUpFrom),
// then shows the editor.
func openEditor(c *ctx) {
	var game *rules.Position
	if match := c.game.Match(); match != nil {
		pos := match.Position()
		game = &pos
	}
	open := func(pos *rules.Position) ui.Outcome { showEditor(c, pos); return ui.Outcome{} }
	c.push(newDialog(editor.SetUpFrom(c.env(), game, startMenu(c).editor != nil, open)))
}

// showEditor shows the board editor with pos on its board, or the board as
// it was left when pos is nil (the start position on the first visit).
func showEditor(c *ctx, pos *rules.Position) {
	m := startMenu(c) // keeps the board between visits
	m.editor = editor.Reopen(m.editor, pos)
	if c.game.Match() != nil {
		c.game.Match().Pause()
	}
	c.push(&editorScreen{m: editor.New(c.env(), m.editor, c.cfg.Clipboard, canTypeFEN(c)), board: newBoardWidget(false)})
}

// paletteRects are the 16 cells of the palette: Red's seven pieces and the
// eraser on the first row, Black's seven on the second.
func paletteRects(c *ctx) (cells [16]rect, pieces [16]rules.Piece) {
	cells = geom.PaletteCells(c.w, c.h, c.dp)
	for i := range pieces {
		row, col := i/8, i%8
		switch {
		case col < 7:
			c := rules.Red
			if row == 1 {
				c = rules.Black
			}
			pieces[i] = rules.MakePiece(c, rules.Kind(col+1))
		default:
			pieces[i] = rules.Empty // the eraser (row 0); row 1's last cell is unused
		}
	}
	return cells, pieces
}

func (e *editorScreen) buttons(c *ctx) []button {
	m := e.m
	dp := c.dp
	r := newEditorRows(c)
	tap := func(t editor.Target) func() { return func() { c.apply(m.Tap(t)) } }
	var bs []button
	cells, pieces := paletteRects(c)
	for i := range 15 {
		pc := pieces[i]
		label := ""
		if pc == rules.Empty {
			label = c.text(i18n.MsgEraser)
		}
		bs = append(bs, button{r: cells[i], label: label, selected: m.Tool() == pc, act: func() { c.apply(m.Palette(pc)) }})
	}
	field := rect{X: r.Panel.X, Y: r.Field, W: r.Panel.W, H: edFieldDP * dp}
	if m.Field().Editing {
		// A clear button at the field's end.
		bs = append(bs, button{r: rect{X: field.X + field.W - field.H, Y: field.Y, W: field.H, H: field.H}, label: "×", act: tap(editor.FieldClear)})
	}
	bs = append(bs, button{r: field, label: "", act: tap(editor.FieldTap)})
	row := func(row, col int) rect { return editorButtonRect(c, row, col) }
	bs = append(bs, c.paint.buttonRow([]button{
		{r: row(0, 0), label: c.text(i18n.MsgClear), act: tap(editor.Clear)},
		{r: row(0, 1), label: c.text(i18n.MsgStartPosition), act: tap(editor.StartPosition)},
		{r: row(0, 2), label: m.SideLabel(), act: tap(editor.Side)},
		{r: row(0, 3), label: c.text(i18n.MsgFlip), act: tap(editor.Flip)},
	})...)
	// The second row has the analysis board's button too (issue 51): five
	// across the four columns' width.
	first, last := row(1, 0), row(1, 3)
	rs := rowRects(rect{X: first.X, Y: first.Y, W: last.X + last.W - first.X, H: first.H}, 5, last.X-(row(1, 2).X+row(1, 2).W))
	return append(bs, c.paint.buttonRow([]button{
		{r: rs[0], label: "FEN…", act: tap(editor.FEN)},
		{r: rs[1], label: c.text(i18n.MsgExplore), disabled: !m.CanPlay(), act: tap(editor.Explore)},
		{r: rs[2], label: c.text(i18n.MsgAnalysisBoardShort), disabled: !m.CanPlay(), act: tap(editor.Board)},
		{r: rs[3], label: c.text(i18n.MsgPlay), primary: true, disabled: !m.CanPlay(), act: tap(editor.Play)},
		{r: rs[4], label: c.text(i18n.MsgBack), act: tap(editor.Back)},
	})...)
}

// editorButtonRect is the place of the button in row (0–1) and column
// (0–3) of the editor's two rows of buttons.
func editorButtonRect(c *ctx, row, col int) rect { return geom.EditorButton(c.w, c.h, c.dp, row, col) }

// canTypeFEN reports whether the FEN field can be typed into. A phone
// cannot: Ebitengine shows no on-screen keyboard, so there a FEN comes in
// through the clipboard only (a tap on the field pastes).
func canTypeFEN(c *ctx) bool { return !c.cfg.Mobile }

// keys feeds the keyboard to the FEN field while it is being typed.
func (e *editorScreen) keys(c *ctx, ps pointerState) bool {
	if !e.m.Typing() {
		return false
	}
	c.apply(e.m.Keys(editor.Keys{Text: ps.text, SelectAll: ps.selectAll, Erase: ps.erase, Paste: ps.paste, Enter: ps.enter, Escape: ps.escape}))
	return true
}

// back closes the FEN field first.
func (e *editorScreen) back(c *ctx) bool {
	if !e.m.Typing() {
		return false
	}
	c.apply(e.m.Back())
	return true
}

func (e *editorScreen) pointer(c *ctx, ps pointerState) {
	e.board.flipped = e.m.Flipped()
	if e.carryPiece(c, ps) {
		return
	}
	if e.press.pointer(c, ps, e.buttons(c)) {
		return
	}
	l := editorLayout(c)
	b := &e.board
	switch ps.ev {
	case pointerPress:
		b.press(l, ps)
	case pointerMove:
		started, redraw := b.drag(l, ps.x, ps.y, func(sq rules.Square) bool { return e.m.At(sq) != rules.Empty })
		if started {
			b.sel = b.pressedOn // the dragged piece is drawn from its point
		}
		if redraw {
			c.dirty = true
		}
	case pointerRelease:
		from, to, toOK, wasDrag, ok := b.release(l, ps.x, ps.y)
		b.sel = rules.NoSquare
		if !ok || from == rules.NoSquare || ps.cancel { // a cancelled drag puts nothing off the board
			return
		}
		switch {
		case !wasDrag:
			c.apply(e.m.TapPoint(from))
		case toOK:
			c.apply(e.m.Drag(from, to))
		default:
			c.apply(e.m.Drag(from, rules.NoSquare))
		}
	}
}

// carryPiece follows a press on a palette piece: a tap chooses it as the
// tool (the palette's button does that), a drag carries a new piece of
// its kind to a point of the board (and chooses it too); dropped off the
// board, nothing is put. It reports whether it took the step.
func (e *editorScreen) carryPiece(c *ctx, ps pointerState) bool {
	cr := &e.carry
	switch ps.ev {
	case pointerPress:
		*cr = carry{}
		cells, pieces := paletteRects(c)
		for i := range 15 {
			if pieces[i] != rules.Empty && cells[i].Contains(ps.x, ps.y) {
				*cr = carry{piece: pieces[i], pressX: ps.x, pressY: ps.y, x: ps.x, y: ps.y, touch: ps.touch}
			}
		}
		return false // the palette's button takes the press too: a tap chooses the tool
	case pointerMove:
		if cr.piece == rules.Empty {
			return false
		}
		if !cr.dragging && math.Hypot(ps.x-cr.pressX, ps.y-cr.pressY) > 8*c.dp {
			cr.dragging = true
			e.press.cancel() // not a tap any more
			c.apply(e.m.Carry(cr.piece))
		}
		if cr.dragging {
			cr.x, cr.y = ps.x, ps.y
			c.dirty = true
		}
		return cr.dragging
	case pointerRelease:
		was := *cr
		*cr = carry{}
		if !was.dragging {
			return false
		}
		to, ok := editorLayout(c).Square(ps.x, ps.y, e.board.flipped)
		if !ok {
			to = rules.NoSquare
		}
		c.apply(e.m.CarryTo(was.piece, to))
		return true
	}
	return false
}
