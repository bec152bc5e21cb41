package game

import (
	"fmt"
	"math"
	"strings"

	"xiangqi/game/session"
	"xiangqi/rules"
)

// editorScreen is the board editor's screen state; the board and its
// verdict live in session.Editor.
type editorScreen struct {
	ed      *session.Editor
	tool    rules.Piece // the palette's choice; Empty is the eraser
	flipped bool
	note    string // one line of feedback (FEN copied, a bad FEN)

	typing bool   // the FEN field has the keyboard
	field  []rune // the text typed into it

	// A press on the board: a tap puts the tool, a drag carries a piece
	// (off the board: removes it).
	ui boardUI
}

// Heights of the editor's panel rows, in dp.
const (
	edMessageDP = 30
	edPaletteDP = 44
	edFieldDP   = 34
	edLabelDP   = 20
	edButtonDP  = 48
	edGapDP     = 6
	// edBelowDP is the whole panel under the board in portrait.
	edBelowDP = edMessageDP + 2*edPaletteDP + edLabelDP + edFieldDP + 2*edButtonDP + 7*edGapDP + 8
)

// editorLayout is the board's geometry on the editor screen.
func (g *Game) editorLayout() layout {
	return newLayoutBelow(g.w, g.h, g.dp, edBelowDP, 330)
}

// editorRows gives the y of the panel's rows.
type editorRows struct {
	message, palette, label, field, buttons float64
	panel                                   rect
}

func (g *Game) editorRows() editorRows {
	l := g.editorLayout()
	dp := g.dp
	var r editorRows
	r.panel = l.panel
	y := l.panel.Y + 2*dp
	r.message = y
	y += (edMessageDP + edGapDP) * dp
	r.palette = y
	y += (2*edPaletteDP + 2*edGapDP) * dp
	r.label = y
	y += edLabelDP * dp
	r.field = y
	y += (edFieldDP + edGapDP) * dp
	r.buttons = y
	return r
}

// OpenEditor shows the board editor with the board of fen, which may be
// an illegal position ("" for the current game's position or the start).
func (g *Game) OpenEditor(fen string) error {
	g.openEditor()
	if fen != "" {
		if err := g.editor.ed.SetFEN(fen); err != nil {
			return err
		}
	}
	return nil
}

func (g *Game) openEditor() {
	if g.editor.ed == nil {
		pos := rules.StartPosition()
		if g.match != nil {
			pos = g.match.Position()
		}
		g.editor.ed = session.NewEditor(pos)
		g.editor.tool = rules.MakePiece(rules.Red, rules.Chariot)
	}
	if g.match != nil {
		g.match.Pause()
	}
	g.editor.ui = boardUI{sel: rules.NoSquare, anim: rules.NoMove}
	g.editor.note = ""
	g.editor.stopTyping()
	g.scene, g.dialog = sceneEditor, nil
	g.dirty = true
}

func (e *editorScreen) stopTyping() {
	e.typing = false
	e.field = e.field[:0]
}

// paletteRects are the 16 cells of the palette: Red's seven pieces and the
// eraser on the first row, Black's seven on the second.
func (g *Game) paletteRects() (cells [16]rect, pieces [16]rules.Piece) {
	r := g.editorRows()
	dp := g.dp
	gap := edGapDP * dp
	w := (r.panel.W - 7*gap) / 8
	for i := range 16 {
		row, col := i/8, i%8
		cells[i] = rect{r.panel.X + float64(col)*(w+gap), r.palette + float64(row)*(edPaletteDP+edGapDP)*dp, w, edPaletteDP * dp}
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

func (g *Game) editorButtons() []button {
	e := &g.editor
	ed := e.ed
	dp := g.dp
	r := g.editorRows()
	var bs []button
	cells, pieces := g.paletteRects()
	for i := range 15 {
		pc := pieces[i]
		label := ""
		if pc == rules.Empty {
			label = g.text(MsgEraser)
		}
		bs = append(bs, button{r: cells[i], label: label, selected: e.tool == pc, act: func() {
			e.tool = pc
			g.dirty = true
		}})
	}
	bs = append(bs, button{r: rect{r.panel.X, r.field, r.panel.W, edFieldDP * dp}, label: "", act: func() {
		if !g.canTypeFEN() {
			g.pasteFEN()
			return
		}
		if !e.typing {
			e.typing = true
			e.field = append(e.field[:0], []rune(ed.FEN())...)
			e.note = ""
		}
	}})
	row := g.editorButtonRect
	side := g.text(MsgRedToMove)
	if ed.Side() == rules.Black {
		side = g.text(MsgBlackToMove)
	}
	problem := ed.Check()
	bs = append(bs,
		button{r: row(0, 0), label: g.text(MsgClear), act: func() { ed.Clear(); e.edited() }},
		button{r: row(0, 1), label: g.text(MsgStartPosition), act: func() { ed.Reset(); e.edited() }},
		button{r: row(0, 2), label: side, act: func() { ed.SetSide(ed.Side().Other()); e.edited() }},
		button{r: row(0, 3), label: g.text(MsgFlip), act: func() { e.flipped = !e.flipped }},
		button{r: row(1, 0), label: g.text(MsgCopyFEN), act: g.copyFEN},
		button{r: row(1, 1), label: g.text(MsgPasteFEN), act: g.pasteFEN},
		button{r: row(1, 2), label: g.text(MsgPlay), primary: true, disabled: !problem.Playable(), act: func() {
			if pos, ok := ed.Position(); ok {
				g.openNewGameFrom(pos)
			}
		}},
		button{r: row(1, 3), label: g.text(MsgBack), act: func() { g.Back() }},
	)
	return bs
}

// editorButtonRect is the place of the button in row (0–1) and column
// (0–3) of the editor's two rows of buttons.
func (g *Game) editorButtonRect(row, col int) rect {
	r := g.editorRows()
	dp := g.dp
	gap := edGapDP * dp
	w4 := (r.panel.W - 3*gap) / 4
	y := r.buttons + float64(row)*(edButtonDP+edGapDP)*dp
	return rect{r.panel.X + float64(col)*(w4+gap), y, w4, edButtonDP * dp}
}

// EditorControlPoint returns the centre of an editor control on a w×h
// screen at scale dp, for tests that click: "button R C" (row, column) or
// "palette I" (0–6 Red's pieces, 7 the eraser, 8–14 Black's). The New
// game screen's Start button is "start".
func EditorControlPoint(w, h int, dp float64, name string) (x, y float64, err error) {
	g := &Game{w: w, h: h, dp: dp}
	var a, b int
	switch {
	case name == "start":
		col := g.column()
		_, _, _, _, startY := g.newGameRows()
		half := (col.W - 6*dp) / 2
		x, y = rect{col.X + half + 6*dp, startY, half, buttonDP * dp}.center()
		return x, y, nil
	case strings.HasPrefix(name, "button"):
		if _, err := fmt.Sscanf(name, "button %d %d", &a, &b); err != nil {
			return 0, 0, err
		}
		x, y = g.editorButtonRect(a, b).center()
		return x, y, nil
	case strings.HasPrefix(name, "palette"):
		if _, err := fmt.Sscanf(name, "palette %d", &a); err != nil || a < 0 || a > 14 {
			return 0, 0, fmt.Errorf("bad palette cell %q", name)
		}
		cells, _ := g.paletteRects()
		x, y = cells[a].center()
		return x, y, nil
	}
	return 0, 0, fmt.Errorf("unknown editor control %q", name)
}

// edited forgets the feedback about an earlier state.
func (e *editorScreen) edited() {
	e.note = ""
	e.stopTyping()
}

// canTypeFEN reports whether the FEN field can be typed into. A phone
// cannot: Ebitengine shows no on-screen keyboard, so there a FEN comes in
// through the clipboard only (a tap on the field pastes).
func (g *Game) canTypeFEN() bool { return !g.cfg.Mobile }

func (g *Game) copyFEN() {
	e := &g.editor
	fen := e.ed.FEN()
	if cb := g.cfg.Clipboard; cb != nil && cb.WriteText(fen) == nil {
		e.note = g.text(MsgFENCopied)
		return
	}
	if !g.canTypeFEN() {
		e.note = g.text(MsgClipboardFailed)
		return
	}
	// No clipboard: the FEN is in the field, selected for the eye.
	e.note = g.text(MsgNoClipboard)
}

func (g *Game) pasteFEN() {
	e := &g.editor
	if cb := g.cfg.Clipboard; cb != nil {
		s, err := cb.ReadText()
		switch {
		case err == nil && strings.TrimSpace(s) != "":
			g.applyFEN(s)
			return
		case err == nil:
			e.note = g.text(MsgClipboardEmpty)
			e.stopTyping()
			return
		}
	}
	if !g.canTypeFEN() {
		e.note = g.text(MsgClipboardFailed)
		return
	}
	e.note = g.text(MsgNoClipboard)
	e.typing = true
	e.field = e.field[:0]
}

// applyFEN puts a typed or pasted FEN on the board; a bad one changes
// nothing and says so.
func (g *Game) applyFEN(s string) bool {
	e := &g.editor
	if err := e.ed.SetFEN(strings.TrimSpace(s)); err != nil {
		e.note = g.text(MsgFENBad)
		return false
	}
	e.edited()
	return true
}

// editorKeys feeds the keyboard to the FEN field while it is being typed.
func (g *Game) editorKeys(ps pointerState) {
	e := &g.editor
	changed := false
	for _, r := range ps.text {
		if r >= ' ' && r < 0x7f && len(e.field) < 120 {
			e.field = append(e.field, r)
			changed = true
		}
	}
	if ps.erase && len(e.field) > 0 {
		e.field = e.field[:len(e.field)-1]
		changed = true
	}
	if ps.paste && g.cfg.Clipboard != nil {
		if s, err := g.cfg.Clipboard.ReadText(); err == nil {
			s = strings.Join(strings.Fields(s), " ")
			e.field = append(e.field, []rune(s)...)
			changed = true
		}
	}
	switch {
	case ps.escape:
		e.stopTyping()
		changed = true
	case ps.enter:
		g.applyFEN(string(e.field))
		changed = true
	}
	if changed {
		e.note = ""
		g.dirty = true
	}
}

// editorPress starts a tap or a drag on the board.
func (g *Game) editorPress(x, y float64) {
	e := &g.editor
	b := &e.ui
	l := g.editorLayout()
	b.pressing, b.dragging = true, false
	b.pressX, b.pressY, b.dragX, b.dragY = x, y, x, y
	b.pressedOn = rules.NoSquare
	if sq, ok := l.square(x, y, e.flipped); ok {
		b.pressedOn = sq
	}
}

func (g *Game) editorMove(x, y float64) {
	e := &g.editor
	b := &e.ui
	if !b.pressing || b.pressedOn == rules.NoSquare || e.ed.At(b.pressedOn) == rules.Empty {
		return
	}
	l := g.editorLayout()
	if !b.dragging && math.Hypot(x-b.pressX, y-b.pressY) > 0.3*l.cell {
		b.dragging = true
		b.sel = b.pressedOn
	}
	if b.dragging {
		b.dragX, b.dragY = x, y
		g.dirty = true
	}
}

// editorRelease ends a tap (put the tool's piece, or take away the same
// piece) or a drag (carry the piece; dropped off the board it is gone).
func (g *Game) editorRelease(x, y float64) {
	e := &g.editor
	b := &e.ui
	if !b.pressing {
		return
	}
	b.pressing = false
	wasDrag := b.dragging
	b.dragging, b.sel = false, rules.NoSquare
	from := b.pressedOn
	if from == rules.NoSquare {
		return
	}
	g.dirty = true
	if wasDrag {
		l := g.editorLayout()
		if to, ok := l.square(x, y, e.flipped); ok {
			e.ed.Move(from, to)
		} else {
			e.ed.Put(from, rules.Empty)
		}
		e.edited()
		return
	}
	if e.ed.At(from) == e.tool {
		e.ed.Put(from, rules.Empty)
	} else {
		e.ed.Put(from, e.tool)
	}
	e.edited()
}

// problemText is the editor's verdict in the player's language.
func (g *Game) problemText(p session.Problem) string {
	side := func(c rules.Color) string {
		if c == rules.Black {
			return g.text(MsgBlack)
		}
		return g.text(MsgRed)
	}
	switch p.Kind {
	case session.ProblemNone:
		return g.text(MsgPositionLegal)
	case session.ProblemGeneralOutside:
		return fmt.Sprintf(g.text(MsgProbGeneralOutside), side(p.Color))
	case session.ProblemNoGeneral:
		return fmt.Sprintf(g.text(MsgProbNoGeneral), side(p.Color))
	case session.ProblemTooMany:
		return fmt.Sprintf(g.text(MsgProbTooMany), side(p.Color), p.Max, g.text(kindMsgs[p.Piece]))
	case session.ProblemAdvisorOff:
		return fmt.Sprintf(g.text(MsgProbAdvisor), side(p.Color))
	case session.ProblemElephantOff:
		return fmt.Sprintf(g.text(MsgProbElephant), side(p.Color))
	case session.ProblemSoldierBehind:
		return fmt.Sprintf(g.text(MsgProbSoldier), side(p.Color))
	case session.ProblemGeneralsFacing:
		return g.text(MsgProbFacing)
	case session.ProblemNotToMoveInCheck:
		return fmt.Sprintf(g.text(MsgProbInCheck), side(p.Color), side(p.Color.Other()))
	case session.ProblemGameOver:
		return fmt.Sprintf(g.text(MsgProbGameOver), g.text(reasonMsg(p.Status.Reason)))
	}
	return fmt.Sprintf(g.text(MsgProbOther), p.Text)
}

// kindMsgs name the piece kinds (plural in English), by rules.Kind.
var kindMsgs = [rules.NumKinds]Msg{MsgKindGeneral, MsgKindGeneral, MsgKindAdvisor, MsgKindElephant, MsgKindHorse, MsgKindChariot, MsgKindCannon, MsgKindSoldier}
