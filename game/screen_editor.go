package game

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"xiangqi/game/geom"
	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// editorScreen is the board editor: the board (session.Editor, kept in
// ctx between visits), the palette, the FEN field and two rows of
// buttons. A tap on a point puts the palette's piece; a drag carries a
// piece, off the board it is gone.
type editorScreen struct {
	ed    *session.Editor
	board boardWidget
	field textField
	note  string // one line of feedback (FEN copied, a bad FEN)
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

// openEditor asks where the board editor starts: the start position, an
// empty board, the game's position (in progress, or the last game's final
// one: a finished game's board cannot be played on, so it is never the
// silent choice), or the board as it was left on an earlier visit; then
// shows the editor.
func openEditor(c *ctx) {
	choices := []choice{
		{label: c.text(i18n.MsgStartPosition), act: func() { start := rules.StartPosition(); showEditor(c, &start) }},
		{label: c.text(i18n.MsgEmptyBoard), act: func() { showEditor(c, &rules.Position{}) }},
	}
	if match := c.game.Match(); match != nil {
		if pos := match.Position(); pos.FEN() != rules.StartFEN {
			choices = append(choices, choice{label: c.text(i18n.MsgCurrentPosition), act: func() { showEditor(c, &pos) }})
		}
	}
	if startMenu(c).editor != nil {
		choices = append(choices, choice{label: c.text(i18n.MsgEditorAsLeft), act: func() { showEditor(c, nil) }})
	}
	choices = append(choices, choice{label: c.text(i18n.MsgCancel)})
	c.push(&dialog{text: c.text(i18n.MsgSetUpFrom), choices: choices})
}

// showEditor shows the board editor with pos on its board, or the board as
// it was left when pos is nil (the start position on the first visit).
func showEditor(c *ctx, pos *rules.Position) {
	m := startMenu(c) // keeps the board between visits
	switch {
	case m.editor == nil && pos == nil:
		m.editor = session.NewEditor(rules.StartPosition())
	case m.editor == nil:
		m.editor = session.NewEditor(*pos)
	case pos != nil:
		m.editor.Load(*pos)
	}
	if c.game.Match() != nil {
		c.game.Match().Pause()
	}
	c.push(&editorScreen{ed: m.editor, board: newBoardWidget(false), field: textField{max: 120}})
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
	ed := e.ed
	dp := c.dp
	r := newEditorRows(c)
	var bs []button
	cells, pieces := paletteRects(c)
	for i := range 15 {
		pc := pieces[i]
		label := ""
		if pc == rules.Empty {
			label = c.text(i18n.MsgEraser)
		}
		bs = append(bs, button{r: cells[i], label: label, selected: ed.Tool == pc, act: func() {
			ed.Tool = pc
			c.dirty = true
		}})
	}
	field := rect{X: r.Panel.X, Y: r.Field, W: r.Panel.W, H: edFieldDP * dp}
	if e.field.editing {
		// A clear button at the field's end.
		bs = append(bs, button{r: rect{X: field.X + field.W - field.H, Y: field.Y, W: field.H, H: field.H}, label: "×", act: func() {
			e.field.edit("")
			e.note = ""
		}})
	}
	bs = append(bs, button{r: field, label: "", act: func() {
		if !canTypeFEN(c) {
			e.pasteFEN(c)
			return
		}
		// A tap selects the whole text, so that typing or pasting
		// replaces it.
		if !e.field.editing {
			e.field.edit(ed.FEN())
			e.note = ""
		}
		e.field.selectAll()
	}})
	row := func(row, col int) rect { return editorButtonRect(c, row, col) }
	side := c.text(i18n.MsgRedToMove)
	if ed.Side() == rules.Black {
		side = c.text(i18n.MsgBlackToMove)
	}
	problem := ed.Check()
	bs = append(bs, c.paint.buttonRow([]button{
		{r: row(0, 0), label: c.text(i18n.MsgClear), act: func() { ed.Clear(); e.edited() }},
		{r: row(0, 1), label: c.text(i18n.MsgStartPosition), act: func() { ed.Reset(); e.edited() }},
		{r: row(0, 2), label: side, act: func() { ed.SetSide(ed.Side().Other()); e.edited() }},
		{r: row(0, 3), label: c.text(i18n.MsgFlip), act: func() { e.board.flipped = !e.board.flipped }},
	})...)
	return append(bs, c.paint.buttonRow([]button{
		{r: row(1, 0), label: c.text(i18n.MsgCopyFEN), act: func() { e.copyFEN(c) }},
		{r: row(1, 1), label: c.text(i18n.MsgPasteFEN), act: func() { e.pasteFEN(c) }},
		{r: row(1, 2), label: c.text(i18n.MsgPlay), primary: true, disabled: !problem.Playable(), act: func() {
			if pos, ok := ed.Position(); ok {
				c.push(&newGameScreen{from: &pos})
			}
		}},
		{r: row(1, 3), label: c.text(i18n.MsgBack), act: func() {
			if !e.back(c) {
				c.pop()
			}
		}},
	})...)
}

// editorButtonRect is the place of the button in row (0–1) and column
// (0–3) of the editor's two rows of buttons.
func editorButtonRect(c *ctx, row, col int) rect { return geom.EditorButton(c.w, c.h, c.dp, row, col) }

// edited forgets the feedback about an earlier state.
func (e *editorScreen) edited() {
	e.note = ""
	e.field.stop()
}

// canTypeFEN reports whether the FEN field can be typed into. A phone
// cannot: Ebitengine shows no on-screen keyboard, so there a FEN comes in
// through the clipboard only (a tap on the field pastes).
func canTypeFEN(c *ctx) bool { return !c.cfg.Mobile }

func (e *editorScreen) copyFEN(c *ctx) {
	fen := e.ed.FEN()
	var err error
	if cb := c.cfg.Clipboard; cb != nil {
		if err = cb.WriteText(fen); err == nil {
			e.note = c.text(i18n.MsgFENCopied)
			return
		}
	}
	if _, missing := errors.AsType[*ClipboardMissing](err); missing || !canTypeFEN(c) {
		e.note = clipboardFailed(c, err)
		return
	}
	// No clipboard: the FEN is in the field, selected for the eye.
	e.note = c.text(i18n.MsgNoClipboard)
}

func (e *editorScreen) pasteFEN(c *ctx) {
	var err error
	if cb := c.cfg.Clipboard; cb != nil {
		var s string
		s, err = cb.ReadText()
		switch {
		case err == nil && strings.TrimSpace(s) != "":
			e.applyFEN(c, s)
			return
		case err == nil:
			e.note = c.text(i18n.MsgClipboardEmpty)
			e.field.stop()
			return
		}
	}
	if !canTypeFEN(c) {
		e.note = clipboardFailed(c, err)
		return
	}
	e.note = c.text(i18n.MsgNoClipboard)
	if _, missing := errors.AsType[*ClipboardMissing](err); missing {
		e.note = clipboardFailed(c, err) // the field opens to type in all the same
	}
	e.field.edit("")
}

// applyFEN puts a typed or pasted FEN on the board; a bad one changes
// nothing and says so.
func (e *editorScreen) applyFEN(c *ctx, s string) bool {
	if err := e.ed.SetFEN(strings.TrimSpace(s)); err != nil {
		e.note = c.text(i18n.MsgFENBad)
		return false
	}
	e.edited()
	return true
}

// keys feeds the keyboard to the FEN field while it is being typed.
func (e *editorScreen) keys(c *ctx, ps pointerState) bool {
	if !e.field.editing {
		return false
	}
	k := e.field.keys(ps, c.cfg.Clipboard)
	if k.changed {
		e.note = "" // a complaint about the old text goes with it
		c.dirty = true
	}
	switch {
	case k.escape:
		e.field.stop()
		e.note = ""
		c.dirty = true
	case k.enter:
		// A bad FEN stays in the field with the complaint, until the
		// text changes.
		e.applyFEN(c, e.field.String())
		c.dirty = true
	}
	return true
}

// back closes the FEN field first.
func (e *editorScreen) back(c *ctx) bool {
	if e.field.editing {
		e.field.stop()
		return true
	}
	return false
}

func (e *editorScreen) pointer(c *ctx, ps pointerState) {
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
		started, redraw := b.drag(l, ps.x, ps.y, func(sq rules.Square) bool { return e.ed.At(sq) != rules.Empty })
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
		c.dirty = true
		if wasDrag {
			e.ed.Drop(from, to, toOK)
		} else {
			e.ed.Tap(from)
		}
		e.edited()
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
			e.ed.Tool = cr.piece
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
		if to, ok := editorLayout(c).Square(ps.x, ps.y, e.board.flipped); ok {
			e.ed.Put(to, was.piece)
			e.edited()
		}
		c.dirty = true
		return true
	}
	return false
}

// problemText is the editor's verdict in the player's language.
func problemText(c *ctx, p session.Problem) string {
	side := func(col rules.Color) string {
		if col == rules.Black {
			return c.text(i18n.MsgBlack)
		}
		return c.text(i18n.MsgRed)
	}
	switch p.Kind {
	case session.ProblemNone:
		return c.text(i18n.MsgPositionLegal)
	case session.ProblemGeneralOutside:
		return fmt.Sprintf(c.text(i18n.MsgProbGeneralOutside), side(p.Color))
	case session.ProblemNoGeneral:
		return fmt.Sprintf(c.text(i18n.MsgProbNoGeneral), side(p.Color))
	case session.ProblemTooMany:
		return fmt.Sprintf(c.text(i18n.MsgProbTooMany), side(p.Color), p.Max, c.lang.Count(kindMsgs[p.Piece], p.Max))
	case session.ProblemAdvisorOff:
		return fmt.Sprintf(c.text(i18n.MsgProbAdvisor), side(p.Color))
	case session.ProblemElephantOff:
		return fmt.Sprintf(c.text(i18n.MsgProbElephant), side(p.Color))
	case session.ProblemSoldierBehind:
		return fmt.Sprintf(c.text(i18n.MsgProbSoldier), side(p.Color))
	case session.ProblemGeneralsFacing:
		return c.text(i18n.MsgProbFacing)
	case session.ProblemNotToMoveInCheck:
		return fmt.Sprintf(c.text(i18n.MsgProbInCheck), side(p.Color), side(p.Color.Other()))
	case session.ProblemGameOver:
		return fmt.Sprintf(c.text(i18n.MsgProbGameOver), c.text(reasonMsg(p.Status.Reason)))
	}
	return fmt.Sprintf(c.text(i18n.MsgProbOther), p.Text)
}

// kindMsgs name the piece kinds (with a singular and a plural in English:
// i18n.Lang.Count), by rules.Kind.
var kindMsgs = [rules.NumKinds]i18n.Msg{i18n.MsgKindGeneral, i18n.MsgKindGeneral, i18n.MsgKindAdvisor, i18n.MsgKindElephant, i18n.MsgKindHorse, i18n.MsgKindChariot, i18n.MsgKindCannon, i18n.MsgKindSoldier}
