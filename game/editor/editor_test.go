package editor

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"xiangqi/game/session"
	"xiangqi/game/texts"
	"xiangqi/game/ui"
	"xiangqi/game/ui/uitest"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// clip is a clipboard holding text, or failing every call with err.
type clip struct {
	text   string
	err    error
	writes int
}

func (c *clip) ReadText() (string, error) { return c.text, c.err }
func (c *clip) WriteText(s string) error {
	if c.err != nil {
		return c.err
	}
	c.text = s
	c.writes++
	return nil
}

func open(t *testing.T, fen string, cb Clipboard, typing bool) *Editor {
	t.Helper()
	return openIn(t, i18n.LangEn, fen, cb, typing)
}

func openIn(t *testing.T, lang i18n.Lang, fen string, cb Clipboard, typing bool) *Editor {
	t.Helper()
	ed := session.NewEditor(rules.StartPosition())
	if fen != "" {
		if err := ed.SetFEN(fen); err != nil {
			t.Fatal(err)
		}
	}
	return New(ui.LangEnv(lang, &session.Settings{}), ed, cb, typing)
}

func sq(t *testing.T, s string) rules.Square {
	t.Helper()
	q, err := rules.ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

var (
	redChariot  = rules.MakePiece(rules.Red, rules.Chariot)
	blackCannon = rules.MakePiece(rules.Black, rules.Cannon)
)

// TestEditorPoints (from the display TestEditorPointer): a tap puts the
// tool's piece and a second tap takes it away; a drag moves a piece, off
// the board it is gone; a drag from an empty point does nothing.
func TestEditorPoints(t *testing.T) {
	m := open(t, "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", nil, true)
	a0 := sq(t, "a0")
	if m.Tool() != redChariot {
		t.Fatalf("the tool at the start: %v", m.Tool())
	}
	if o := m.TapPoint(a0); !o.Changed || m.At(a0) != redChariot {
		t.Fatalf("tap on a0: %+v, a0 holds %v", o, m.At(a0))
	}
	if m.TapPoint(a0); m.At(a0) != rules.Empty {
		t.Fatalf("a second tap on a0 left %v", m.At(a0))
	}
	m.TapPoint(a0)
	if o := m.TapPoint(rules.NoSquare); o != (ui.Outcome{}) {
		t.Errorf("a tap off the board: %+v", o)
	}
	a5 := sq(t, "a5")
	if o := m.Drag(a0, a5); !o.Changed || m.At(a0) != rules.Empty || m.At(a5) != redChariot {
		t.Fatalf("a drag a0-a5: %+v, a0 %v, a5 %v", o, m.At(a0), m.At(a5))
	}
	if o := m.Drag(a0, a5); o != (ui.Outcome{}) || m.At(a5) != redChariot {
		t.Fatalf("a drag from an empty point: %+v, a5 %v", o, m.At(a5))
	}
	if m.Drag(a5, rules.NoSquare); m.At(a5) != rules.Empty {
		t.Fatalf("dragged off the board, a5 still holds %v", m.At(a5))
	}
	// The eraser.
	m.Palette(rules.Empty)
	e0 := sq(t, "e0")
	if m.TapPoint(e0); m.At(e0) != rules.Empty {
		t.Fatalf("the eraser left %v on e0", m.At(e0))
	}
}

// TestEditorPaletteCarry (from the display TestEditorPaletteDrag): a
// piece carried from the palette is put where it is dropped and becomes
// the tool; dropped off the board it is not put; a tap on the palette
// only chooses the tool (twice: nothing more).
func TestEditorPaletteCarry(t *testing.T) {
	m := open(t, "", nil, true)
	m.Tap(Clear)
	e4 := sq(t, "e4")
	m.Carry(blackCannon)
	if o := m.CarryTo(blackCannon, e4); !o.Changed || m.At(e4) != blackCannon || m.Tool() != blackCannon {
		t.Fatalf("after the drop: %+v, e4 holds %v, tool %v", o, m.At(e4), m.Tool())
	}
	horse := rules.MakePiece(rules.Red, rules.Horse)
	m.Carry(horse)
	m.CarryTo(horse, rules.NoSquare)
	if n := count(m, horse); n != 0 {
		t.Fatalf("%d horses after a drop off the board", n)
	}
	adv := rules.MakePiece(rules.Red, rules.Advisor)
	if o := m.Palette(adv); !o.Changed || m.Tool() != adv || count(m, adv) != 0 {
		t.Fatalf("tap: %+v, tool %v, %d advisors", o, m.Tool(), count(m, adv))
	}
	if o := m.Palette(adv); o != (ui.Outcome{}) {
		t.Errorf("the same piece tapped twice: %+v", o)
	}
	if o := m.Carry(rules.Empty); o != (ui.Outcome{}) || m.Tool() != adv {
		t.Errorf("the eraser carried: %+v, tool %v", o, m.Tool())
	}
}

func count(m *Editor, pc rules.Piece) int {
	n := 0
	for s := rules.Square(0); s < rules.NumSquares; s++ {
		if m.At(s) == pc {
			n++
		}
	}
	return n
}

// TestEditorFENField (from the display test): a tap selects the FEN so
// that typing replaces it; a bad FEN and Enter keep the text with the
// complaint until the text changes; × clears the field; a pasted FEN and
// Enter set the board; Escape and Back close the field before the
// editor.
func TestEditorFENField(t *testing.T) {
	const fen = "3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1"
	cb := &clip{text: fen}
	m := open(t, "", cb, true)
	if m.Typing() {
		t.Fatal("the field is open at the start")
	}
	if o := m.Keys(Keys{Text: []rune("x"), Enter: true}); o != (ui.Outcome{}) || m.FEN() != rules.StartFEN {
		t.Fatalf("keys with the field closed: %+v, board %s", o, m.FEN())
	}
	m.Tap(FieldTap)
	if f := m.Field(); !f.Editing || !f.All || string(f.Text) != rules.StartFEN {
		t.Fatalf("a tap on the field: %+v", f)
	}
	if label, bad := m.FieldLabel(); label != i18n.LangEn.Text(i18n.MsgFENTyping) || bad {
		t.Errorf("the label while typing: %q", label)
	}
	m.Tap(FieldTap) // a second tap: still all selected, the text kept
	if f := m.Field(); !f.All || string(f.Text) != rules.StartFEN {
		t.Fatalf("a second tap on the field: %+v", f)
	}
	m.Keys(Keys{Text: []rune("xyz")})
	m.Keys(Keys{Enter: true})
	if f := m.Field(); !f.Editing || string(f.Text) != "xyz" || m.Note() != "That is not a valid FEN" {
		t.Fatalf("after a bad FEN and Enter: %+v, note %q", f, m.Note())
	}
	if label, bad := m.FieldLabel(); label != m.Note() || !bad {
		t.Errorf("the label of a bad FEN: %q, bad %v", label, bad)
	}
	if m.Keys(Keys{}); m.Note() == "" {
		t.Fatal("the complaint went away by itself")
	}
	if m.Keys(Keys{Text: []rune("1")}); m.Note() != "" {
		t.Fatalf("the complaint stayed after the text changed: %q", m.Note())
	}
	m.Keys(Keys{Erase: true})
	if got := string(m.Field().Text); got != "xyz" {
		t.Fatalf("Backspace: %q", got)
	}
	m.Keys(Keys{SelectAll: true})
	m.Keys(Keys{Erase: true})
	if f := m.Field(); len(f.Text) != 0 || f.All {
		t.Fatalf("Ctrl+A, Backspace: %+v", f)
	}
	m.Keys(Keys{Text: []rune("ab\x01")})
	if o := m.Tap(FieldClear); !o.Changed || !m.Typing() || len(m.Field().Text) != 0 {
		t.Fatalf("× left %q (editing %v)", string(m.Field().Text), m.Typing())
	}
	m.Keys(Keys{Paste: true})
	m.Keys(Keys{Enter: true})
	if m.Typing() || m.FEN() != fen {
		t.Fatalf("pasted FEN: editing %v, board %s", m.Typing(), m.FEN())
	}
	if o := m.Tap(FieldClear); o != (ui.Outcome{}) {
		t.Errorf("× with the field closed: %+v", o)
	}
	// Escape, then Back.
	m.Tap(FieldTap)
	if o := m.Keys(Keys{Escape: true}); !o.Changed || m.Typing() {
		t.Fatal("Escape did not close the field")
	}
	m.Tap(FieldTap)
	if o := m.Tap(Back); o.Close || m.Typing() {
		t.Fatalf("Back with the field open: %+v, typing %v", o, m.Typing())
	}
	if o := m.Back(); !o.Close {
		t.Fatalf("Back: %+v", o)
	}
	// The field takes at most FieldMax characters, printable ones.
	m.Tap(FieldTap)
	m.Keys(Keys{Text: []rune(strings.Repeat("a", FieldMax+10) + "\n")})
	if n := len(m.Field().Text); n != FieldMax {
		t.Errorf("the field took %d characters", n)
	}
	// Vietnamese and Chinese as an input method hands them over; a
	// control character or a private use one is not taken.
	m.Tap(FieldClear)
	m.Keys(Keys{Text: []rune("Nguyễn\t胡荣华\ue000")})
	if got := string(m.Field().Text); got != "Nguyễn胡荣华" {
		t.Errorf("typed in Vietnamese and Chinese: %q", got)
	}
	// An edit of the board closes the field.
	m.TapPoint(sq(t, "a5"))
	if m.Typing() {
		t.Error("the field stayed open after an edit")
	}
}

// TestEditorClipboard (issue 32, bug 6, and the Copy FEN/Paste FEN
// buttons): copied; pasted (a bad one refused, an empty clipboard said);
// without a clipboard the field opens to type in; a phone (no typing)
// says the clipboard cannot be used and a tap on its field pastes; a
// missing program is named in every language.
func TestEditorClipboard(t *testing.T) {
	cb := &clip{}
	m := open(t, "", cb, true)
	m.Tap(CopyFEN)
	if cb.text != rules.StartFEN || m.Note() != i18n.LangEn.Text(i18n.MsgFENCopied) {
		t.Fatalf("copied %q, note %q", cb.text, m.Note())
	}
	cb.text = "  "
	m.Tap(PasteFEN)
	if m.Note() != i18n.LangEn.Text(i18n.MsgClipboardEmpty) || m.Typing() {
		t.Fatalf("an empty clipboard: note %q, typing %v", m.Note(), m.Typing())
	}
	cb.text = "not a board"
	m.Tap(PasteFEN)
	if m.Note() != i18n.LangEn.Text(i18n.MsgFENBad) || m.FEN() != rules.StartFEN {
		t.Fatalf("a bad FEN pasted: note %q, board %s", m.Note(), m.FEN())
	}
	const fen = "4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1"
	cb.text = "\n" + fen + "\n"
	m.Tap(PasteFEN)
	if m.FEN() != fen || m.Note() != "" {
		t.Fatalf("pasted: board %s, note %q", m.FEN(), m.Note())
	}
	if m.SideLabel() != i18n.LangEn.Text(i18n.MsgBlackToMove) {
		t.Errorf("the side of the pasted board: %q", m.SideLabel())
	}

	// No clipboard on a desktop: Copy says so; Paste opens the field.
	m = open(t, "", nil, true)
	m.Tap(CopyFEN)
	if m.Note() != i18n.LangEn.Text(i18n.MsgNoClipboard) {
		t.Errorf("copy without a clipboard: %q", m.Note())
	}
	m.Tap(PasteFEN)
	if m.Note() != i18n.LangEn.Text(i18n.MsgNoClipboard) || !m.Typing() || len(m.Field().Text) != 0 {
		t.Errorf("paste without a clipboard: note %q, typing %v", m.Note(), m.Typing())
	}
	// A phone: no field to type in; a tap on the field pastes.
	broken := &clip{err: errors.New("exit status 1")}
	m = open(t, "", broken, false)
	if label, _ := m.FieldLabel(); label != i18n.LangEn.Text(i18n.MsgFENFieldPhone) {
		t.Errorf("a phone's label: %q", label)
	}
	m.Tap(FieldTap)
	if m.Typing() || m.Note() != i18n.LangEn.Text(i18n.MsgClipboardFailed) {
		t.Errorf("a tap on a phone's field with a broken clipboard: typing %v, note %q", m.Typing(), m.Note())
	}
	m.Tap(CopyFEN)
	if m.Note() != i18n.LangEn.Text(i18n.MsgClipboardFailed) {
		t.Errorf("copy on a phone with a broken clipboard: %q", m.Note())
	}
	phone := &clip{text: "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"}
	m = open(t, "", phone, false)
	if m.Tap(FieldTap); m.FEN() != phone.text || m.Typing() {
		t.Errorf("a tap on a phone's field pasted %s (typing %v)", m.FEN(), m.Typing())
	}

	// The program missing, wrapped as a platform may return it: named.
	missing := &clip{err: errors.Join(errors.New("exec: not found"), &ui.ClipboardMissing{Install: "xclip"})}
	for _, lang := range []i18n.Lang{i18n.LangVi, i18n.LangEn, i18n.LangZh} {
		want := fmt.Sprintf(lang.Text(i18n.MsgClipboardInstall), "xclip")
		m = openIn(t, lang, "", missing, true)
		m.Tap(CopyFEN)
		if m.Note() != want {
			t.Errorf("%s: Copy FEN without xclip says %q, want %q", lang.Code(), m.Note(), want)
		}
		m.Tap(PasteFEN)
		if m.Note() != want || !m.Typing() {
			t.Errorf("%s: Paste FEN without xclip says %q (typing %v)", lang.Code(), m.Note(), m.Typing())
		}
	}
}

// TestEditorVerdict: the verdict in words, the points at fault, Play on
// and off; Clear, Start position, Side to move and Flip.
func TestEditorVerdict(t *testing.T) {
	m := open(t, "", nil, true)
	if text, ok := m.Verdict(); !ok || text != i18n.LangEn.Text(i18n.MsgPositionLegal) || !m.CanPlay() || len(m.Faults()) != 0 {
		t.Fatalf("the start: %q, %v, faults %v", text, ok, m.Faults())
	}
	o := m.Tap(Play)
	if o.Start == nil || !o.Start.Choose || o.Start.Record.Start.FEN() != rules.StartFEN || len(o.Start.Record.Moves) != 0 {
		t.Fatalf("Play: %+v", o.Start)
	}
	if o := m.Tap(Clear); !o.Changed || m.FEN() != "9/9/9/9/9/9/9/9/9/9 w - - 0 1" {
		t.Fatalf("Clear: %+v, %s", o, m.FEN())
	}
	text, ok := m.Verdict()
	if ok || m.CanPlay() || !strings.Contains(text, "Red") {
		t.Errorf("an empty board: %q, %v", text, ok)
	}
	if o := m.Tap(Play); o != (ui.Outcome{}) {
		t.Errorf("Play on an empty board: %+v", o)
	}
	// The generals facing: both marked.
	m.Tap(StartPosition)
	if m.FEN() != rules.StartFEN {
		t.Fatalf("Start position: %s", m.FEN())
	}
	ed := session.NewEditor(rules.Position{})
	if err := ed.SetFEN("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"); err != nil {
		t.Fatal(err)
	}
	facing := New(ui.LangEnv(i18n.LangEn, &session.Settings{}), ed, nil, true)
	if text, _ := facing.Verdict(); text != i18n.LangEn.Text(i18n.MsgProbFacing) || len(facing.Faults()) != 2 {
		t.Errorf("generals facing: %q, faults %v", text, facing.Faults())
	}
	// Too many: the kind named with its count.
	m = open(t, "3k5/9/9/9/9/9/9/9/RRR6/4K4 w - - 0 1", nil, true)
	if text, _ := m.Verdict(); !strings.Contains(text, "2 chariots") || len(m.Faults()) != 1 {
		t.Errorf("three chariots: %q, faults %v", text, m.Faults())
	}
	// Over: no legal move, no game from it.
	m = open(t, "3k5/4R4/4R4/9/9/9/9/9/9/4K4 b - - 0 1", nil, true)
	pos, _ := m.Position()
	if text, ok := m.Verdict(); ok || !strings.Contains(text, "already over") || !strings.Contains(text, i18n.LangEn.Text(texts.ReasonMsg(pos.Status().Reason))) {
		t.Errorf("mated: %q, %v", text, ok)
	}
	if _, ok := m.Position(); !ok || m.CanPlay() {
		t.Errorf("a mated board is a legal position not to play from")
	}
	// Side and Flip.
	if m.Tap(Side); m.SideLabel() != i18n.LangEn.Text(i18n.MsgRedToMove) {
		t.Errorf("side turned: %q", m.SideLabel())
	}
	if m.Tap(Flip); !m.Flipped() {
		t.Error("Flip did not turn the board")
	}
	if m.Tap(Flip); m.Flipped() {
		t.Error("Flip twice left the board turned")
	}
	if o := m.Tap(Target(99)); o != (ui.Outcome{}) {
		t.Errorf("an unknown target: %+v", o)
	}
}

// TestEditorFENAndExplore (issue 50): the board's FEN is copied or pasted
// through one button's choice, which leaves room in the row for the
// opening explorer; the explorer opens on a playable board, as the player
// sees it, and not on one that cannot be played.
func TestEditorFENAndExplore(t *testing.T) {
	cb := &clip{}
	m := open(t, "", cb, true)
	sh := uitest.New(m)
	sh.Apply(m.Tap(FEN))
	if d := uitest.TopIs[*ui.Dialog](t, sh); d.Text != "FEN" || !slices.Equal(sh.Labels(), []string{"Copy FEN", "Paste FEN", "Cancel"}) {
		t.Fatalf("the FEN choice: %q %q", d.Text, sh.Labels())
	}
	sh.Tap(t, "Copy FEN")
	if cb.text != rules.StartFEN || sh.Top() != m {
		t.Fatalf("copied %q; on top %T", cb.text, sh.Top())
	}
	const fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 0 1"
	cb.text = fen
	sh.Apply(m.Tap(FEN))
	sh.Tap(t, "Paste FEN")
	if m.FEN() != fen {
		t.Fatalf("pasted: %s", m.FEN())
	}
	sh.Apply(m.Tap(Flip))
	sh.Apply(m.Tap(Explore))
	if len(sh.Routes) != 1 {
		t.Fatalf("the explorer did not open: %+v", sh.Routes)
	}
	to, ok := sh.Routes[0].(ui.ToExplorer)
	if !ok || !to.Flipped {
		t.Fatalf("the explorer opened on %+v", sh.Routes)
	}
	if pos := to.Game.Position(); pos.FEN() != fen {
		t.Fatalf("the explorer opened on %s", pos.FEN())
	}
	// The analysis board, on the same board (issue 51).
	sh.Apply(m.Tap(Board))
	tb, ok := sh.Routes[1].(ui.ToBoard)
	if !ok || !tb.Flipped {
		t.Fatalf("the analysis board opened on %+v", sh.Routes)
	}
	if pos := tb.Game.Position(); pos.FEN() != fen {
		t.Fatalf("the analysis board opened on %s", pos.FEN())
	}
	sh.Apply(m.Tap(Clear)) // no generals: no game, no explorer
	if o := m.Tap(Explore); o.Open != nil {
		t.Fatalf("the explorer opened on an empty board: %+v", o)
	}
	if o := m.Tap(Board); o.Open != nil {
		t.Fatalf("the analysis board opened on an empty board: %+v", o)
	}
}
