package editor

import (
	"errors"
	"fmt"
	"strings"

	"xiangqi/game/session"
	"xiangqi/game/texts"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/record"
	"xiangqi/rules"
)

// Clipboard reads and writes the system clipboard's text (ui.Clipboard).
// When its program is not installed it fails with a ui.ClipboardMissing:
// the editor says what to install ("xclip") instead of only that the
// clipboard cannot be used.
type Clipboard = ui.Clipboard

// FieldMax is the longest text the FEN field takes.
const FieldMax = 120

// Editor is the board editor: a board on which any piece can be put
// anywhere (a tap puts the palette's piece, or takes away the piece
// that is the palette's own; a drag carries a piece, off the board it
// is gone), the side to move, the board's FEN copied, pasted or typed,
// and the verdict on whether a game can be played from the board.
type Editor struct {
	env     ui.Env
	ed      *session.Editor
	clip    Clipboard // nil: none
	typing  bool      // the FEN field can be typed into
	field   ui.Field
	note    string // one line of feedback (FEN copied, a bad FEN)
	flipped bool
}

// New opens the editor on ed's board. clip is the platform's clipboard
// (nil when there is none); typing is false on a phone, which shows no
// keyboard: there a FEN comes in through the clipboard only (a tap on
// the field pastes).
func New(env ui.Env, ed *session.Editor, clip Clipboard, typing bool) *Editor {
	return &Editor{env: env, ed: ed, clip: clip, typing: typing, field: ui.Field{Max: FieldMax}}
}

// Target is what a player can tap in the editor besides the board and
// the palette.
type Target int

const (
	Clear         Target = iota // an empty board
	StartPosition               // the initial position, Red to move
	Side                        // the side to move, turned
	Flip                        // the board turned
	CopyFEN                     // the board's FEN to the clipboard
	PasteFEN                    // a FEN from the clipboard onto the board
	Play                        // a game from the board (on a playable one)
	FEN                         // the board's FEN: a choice of Copy FEN and Paste FEN
	Explore                     // the opening explorer on the board (on a playable one)
	Board                       // the analysis board on the board (on a playable one; issue 51)
	Back                        // the FEN field closed, else the editor
	FieldTap                    // the FEN field: typed into (all selected), or pasted into on a phone
	FieldClear                  // × at the field's end, while typing
)

// Tap acts on target t.
func (m *Editor) Tap(t Target) ui.Outcome {
	switch t {
	case Clear:
		m.ed.Clear()
		m.edited()
	case StartPosition:
		m.ed.Reset()
		m.edited()
	case Side:
		m.ed.SetSide(m.ed.Side().Other())
		m.edited()
	case Flip:
		m.flipped = !m.flipped
	case CopyFEN:
		m.copyFEN()
	case PasteFEN:
		m.pasteFEN()
	case Play:
		pos, ok := m.ed.Position()
		if !ok || !m.ed.Check().Playable() {
			return ui.Outcome{}
		}
		return ui.Outcome{Start: &ui.Start{Record: &record.Game{Start: pos}, Choose: true}}
	case FEN:
		// Copy and paste share one button, so that the row has room for
		// the explorer; on a phone a tap on the field pastes too.
		act := func(t Target) func() ui.Outcome { return func() ui.Outcome { return m.Tap(t) } }
		return ui.Outcome{Open: &ui.Dialog{Text: "FEN", Choices: []ui.Button{
			{Label: m.env.Text(i18n.MsgCopyFEN), Press: act(CopyFEN)},
			{Label: m.env.Text(i18n.MsgPasteFEN), Press: act(PasteFEN)},
			{Label: m.env.Text(i18n.MsgCancel)},
		}}}
	case Explore:
		pos, ok := m.ed.Position()
		if !ok || !m.ed.Check().Playable() {
			return ui.Outcome{}
		}
		return ui.Outcome{Open: ui.ToExplorer{Game: rules.NewGame(pos), Flipped: m.flipped}}
	case Board:
		pos, ok := m.ed.Position()
		if !ok || !m.ed.Check().Playable() {
			return ui.Outcome{}
		}
		return ui.Outcome{Open: ui.ToBoard{Game: rules.NewGame(pos), Flipped: m.flipped}}
	case Back:
		return m.Back()
	case FieldTap:
		if !m.typing {
			m.pasteFEN()
			break
		}
		if !m.field.Editing {
			m.edit(m.ed.FEN())
			m.note = ""
		}
		m.field.All = len(m.field.Text) > 0
	case FieldClear:
		if !m.field.Editing {
			return ui.Outcome{}
		}
		m.edit("")
		m.note = ""
	default:
		return ui.Outcome{}
	}
	return ui.Redraw()
}

// Back closes the FEN field while it is typed into, else the editor.
func (m *Editor) Back() ui.Outcome {
	if m.field.Editing {
		m.stop()
		return ui.Redraw()
	}
	return ui.Outcome{Close: true}
}

// Palette chooses the palette's piece pc as the tool (Empty: the
// eraser).
func (m *Editor) Palette(pc rules.Piece) ui.Outcome {
	if m.ed.Tool == pc {
		return ui.Outcome{}
	}
	m.ed.Tool = pc
	return ui.Redraw()
}

// TapPoint is a tap on point sq: the tool's piece is put there, or taken
// away when it is the tool's own.
func (m *Editor) TapPoint(sq rules.Square) ui.Outcome {
	if !sq.Valid() {
		return ui.Outcome{}
	}
	m.ed.Tap(sq)
	m.edited()
	return ui.Redraw()
}

// Drag ends a drag of the piece on from: dropped on point to it moves
// there; dropped off the board (to is NoSquare) it is taken away.
func (m *Editor) Drag(from, to rules.Square) ui.Outcome {
	if !from.Valid() || m.ed.At(from) == rules.Empty {
		return ui.Outcome{}
	}
	m.ed.Drop(from, to, to.Valid())
	m.edited()
	return ui.Redraw()
}

// Carry starts a drag of a new piece pc from the palette: it becomes the
// tool.
func (m *Editor) Carry(pc rules.Piece) ui.Outcome {
	if pc == rules.Empty {
		return ui.Outcome{}
	}
	m.ed.Tool = pc
	return ui.Redraw()
}

// CarryTo ends a drag of a new piece pc from the palette: dropped on
// point to it is put there; off the board (NoSquare) nothing is.
func (m *Editor) CarryTo(pc rules.Piece, to rules.Square) ui.Outcome {
	if pc != rules.Empty && to.Valid() {
		m.ed.Put(to, pc)
		m.edited()
	}
	return ui.Redraw()
}

// Keys is one tick of keyboard for the FEN field: the characters typed
// (an input method's included) and the keys pressed.
type Keys struct {
	Text      []rune
	SelectAll bool // Ctrl+A
	Erase     bool // Backspace
	Paste     bool // Ctrl+V
	Enter     bool
	Escape    bool
}

// Typing reports whether the FEN field takes the keyboard.
func (m *Editor) Typing() bool { return m.field.Editing }

// Keys feeds a tick of keyboard to the FEN field while it is typed into:
// a change of the text takes the complaint about the old one away,
// Escape closes the field, Enter puts its FEN on the board (a bad one
// stays in the field with the complaint until the text changes).
func (m *Editor) Keys(k Keys) ui.Outcome {
	f := &m.field
	if !f.Editing {
		return ui.Outcome{}
	}
	var clip interface{ ReadText() (string, error) }
	if m.clip != nil {
		clip = m.clip
	}
	changed := f.Type(ui.FieldKeys{Text: k.Text, SelectAll: k.SelectAll, Erase: k.Erase, Paste: k.Paste}, clip)
	var o ui.Outcome
	if changed {
		m.note = ""
		o = ui.Redraw()
	}
	switch {
	case k.Escape:
		m.stop()
		m.note = ""
		o = ui.Redraw()
	case k.Enter:
		m.applyFEN(string(f.Text))
		o = ui.Redraw()
	}
	return o
}

// edit opens the field with s in it, the cursor at its end.
func (m *Editor) edit(s string) { m.field.Edit(s) }

// stop closes the field and empties it.
func (m *Editor) stop() { m.field.Stop() }

// edited forgets the feedback about an earlier state.
func (m *Editor) edited() {
	m.note = ""
	m.stop()
}

func (m *Editor) copyFEN() {
	var err error
	if m.clip != nil {
		if err = m.clip.WriteText(m.ed.FEN()); err == nil {
			m.note = m.env.Text(i18n.MsgFENCopied)
			return
		}
	}
	if _, missing := errors.AsType[*ui.ClipboardMissing](err); missing || !m.typing {
		m.note = m.clipboardFailed(err)
		return
	}
	// No clipboard: the FEN is in the field, selected for the eye.
	m.note = m.env.Text(i18n.MsgNoClipboard)
}

func (m *Editor) pasteFEN() {
	var err error
	if m.clip != nil {
		var s string
		s, err = m.clip.ReadText()
		switch {
		case err == nil && strings.TrimSpace(s) != "":
			m.applyFEN(s)
			return
		case err == nil:
			m.note = m.env.Text(i18n.MsgClipboardEmpty)
			m.stop()
			return
		}
	}
	if !m.typing {
		m.note = m.clipboardFailed(err)
		return
	}
	m.note = m.env.Text(i18n.MsgNoClipboard)
	if _, missing := errors.AsType[*ui.ClipboardMissing](err); missing {
		m.note = m.clipboardFailed(err) // the field opens to type in all the same
	}
	m.edit("")
}

// applyFEN puts a typed or pasted FEN on the board; a bad one changes
// nothing and says so.
func (m *Editor) applyFEN(s string) {
	if err := m.ed.SetFEN(strings.TrimSpace(s)); err != nil {
		m.note = m.env.Text(i18n.MsgFENBad)
		return
	}
	m.edited()
}

// clipboardFailed says that the clipboard could not be used, and what to
// install when its program is missing (ui.ClipboardFailed).
func (m *Editor) clipboardFailed(err error) string { return ui.ClipboardFailed(m.env.Lang(), err) }

// Flipped reports whether the board is shown turned, Black at the
// bottom.
func (m *Editor) Flipped() bool { return m.flipped }

// Tool is the palette's piece chosen; Empty is the eraser.
func (m *Editor) Tool() rules.Piece { return m.ed.Tool }

// At is the piece on point sq.
func (m *Editor) At(sq rules.Square) rules.Piece { return m.ed.At(sq) }

// Board is the board as it stands, legal or not: for drawing.
func (m *Editor) Board() rules.Position { return m.ed.Board() }

// Position is the board as a position when it is a legal one.
func (m *Editor) Position() (rules.Position, bool) { return m.ed.Position() }

// FEN is the board's FEN, legal or not.
func (m *Editor) FEN() string { return m.ed.FEN() }

// Field is the FEN field as it is typed into.
func (m *Editor) Field() ui.Field { return m.field }

// Note is the line of feedback: the FEN copied, a bad FEN, the
// clipboard's failure; "" when none.
func (m *Editor) Note() string { return m.note }

// CanPlay reports whether a game can start from the board.
func (m *Editor) CanPlay() bool { return m.ed.Check().Playable() }

// SideLabel is the side to move's button: "Red to move".
func (m *Editor) SideLabel() string {
	if m.ed.Side() == rules.Black {
		return m.env.Text(i18n.MsgBlackToMove)
	}
	return m.env.Text(i18n.MsgRedToMove)
}

// FieldLabel is the line over the FEN field: the feedback when there is
// some (bad when it is the complaint about a bad FEN), else what the
// field is for.
func (m *Editor) FieldLabel() (text string, bad bool) {
	switch {
	case m.note != "":
		return m.note, m.note == m.env.Text(i18n.MsgFENBad)
	case m.field.Editing:
		return m.env.Text(i18n.MsgFENTyping), false
	case !m.typing:
		return m.env.Text(i18n.MsgFENFieldPhone), false
	}
	return m.env.Text(i18n.MsgFENField), false
}

// Verdict is the editor's verdict on the board in the player's words:
// the position is legal, or why a game cannot be played from it
// (playable false).
func (m *Editor) Verdict() (text string, playable bool) {
	p := m.ed.Check()
	return problemText(m.env, p), p.Playable()
}

// Faults are the points at fault on the board (both generals when they
// face each other), to be marked.
func (m *Editor) Faults() []rules.Square {
	p := m.ed.Check()
	var out []rules.Square
	if p.Square != rules.NoSquare {
		out = append(out, p.Square)
	}
	if p.Kind == session.ProblemGeneralsFacing {
		other := rules.MakePiece(p.Color.Other(), rules.General)
		for s := rules.Square(0); s < rules.NumSquares; s++ {
			if m.ed.At(s) == other {
				out = append(out, s)
			}
		}
	}
	return out
}

// problemText is the verdict p in the player's language.
func problemText(env ui.Env, p session.Problem) string {
	side := func(col rules.Color) string {
		if col == rules.Black {
			return env.Text(i18n.MsgBlack)
		}
		return env.Text(i18n.MsgRed)
	}
	switch p.Kind {
	case session.ProblemNone:
		return env.Text(i18n.MsgPositionLegal)
	case session.ProblemGeneralOutside:
		return fmt.Sprintf(env.Text(i18n.MsgProbGeneralOutside), side(p.Color))
	case session.ProblemNoGeneral:
		return fmt.Sprintf(env.Text(i18n.MsgProbNoGeneral), side(p.Color))
	case session.ProblemTooMany:
		return fmt.Sprintf(env.Text(i18n.MsgProbTooMany), side(p.Color), p.Max, env.Lang().Count(kindMsg(p.Piece), p.Max))
	case session.ProblemAdvisorOff:
		return fmt.Sprintf(env.Text(i18n.MsgProbAdvisor), side(p.Color))
	case session.ProblemElephantOff:
		return fmt.Sprintf(env.Text(i18n.MsgProbElephant), side(p.Color))
	case session.ProblemSoldierBehind:
		return fmt.Sprintf(env.Text(i18n.MsgProbSoldier), side(p.Color))
	case session.ProblemGeneralsFacing:
		return env.Text(i18n.MsgProbFacing)
	case session.ProblemNotToMoveInCheck:
		return fmt.Sprintf(env.Text(i18n.MsgProbInCheck), side(p.Color), side(p.Color.Other()))
	case session.ProblemGameOver:
		return fmt.Sprintf(env.Text(i18n.MsgProbGameOver), env.Text(texts.ReasonMsg(p.Status.Reason)))
	}
	return fmt.Sprintf(env.Text(i18n.MsgProbOther), p.Text)
}

// kindMsg names piece kind k (with a singular and a plural in English:
// i18n.Lang.Count).
func kindMsg(k rules.Kind) i18n.Msg {
	switch k {
	case rules.Advisor:
		return i18n.MsgKindAdvisor
	case rules.Elephant:
		return i18n.MsgKindElephant
	case rules.Horse:
		return i18n.MsgKindHorse
	case rules.Chariot:
		return i18n.MsgKindChariot
	case rules.Cannon:
		return i18n.MsgKindCannon
	case rules.Soldier:
		return i18n.MsgKindSoldier
	}
	return i18n.MsgKindGeneral
}
