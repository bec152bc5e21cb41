//go:build display

package game

import (
	"context"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/session"
	"xiangqi/rules"
)

// newTestGame is a game on a 540×960 screen at 1 dp, in English, with no
// engine behind it (two players) and a scripted pointer.
func newTestGame(t testing.TB, cfg Config) (*Game, *scriptInput) {
	t.Helper()
	in := &scriptInput{}
	if cfg.DataDir == "" {
		cfg.DataDir = t.TempDir()
	}
	cfg.Lang = "en"
	g, err := newGame(cfg, session.Timed(nil, session.Timing{}), in, nil)
	if err != nil {
		t.Fatal(err)
	}
	g.c.setSize(540, 960, 1)
	t.Cleanup(g.c.index.Close) // before the data folder is removed
	return g, in
}

type withButtons interface{ buttons(c *ctx) []button }

// tap taps the top screen's button labelled label.
func tap(t *testing.T, g *Game, in *scriptInput, label string) {
	t.Helper()
	c := g.c
	for _, b := range c.top().(withButtons).buttons(c) {
		if b.label == label {
			x, y := b.r.Center()
			in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
			return
		}
	}
	t.Fatalf("no button %q on %T", label, c.top())
}

// tapPoint taps a point of the board of a play or puzzle screen.
func tapPoint(t *testing.T, g *Game, in *scriptInput, sq string, flipped bool) {
	t.Helper()
	s, err := rules.ParseSquare(sq)
	if err != nil {
		t.Fatal(err)
	}
	x, y := g.c.playLayout().Point(s, flipped)
	in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
}

func topIs[S screen](t *testing.T, g *Game) S {
	t.Helper()
	s, ok := g.c.top().(S)
	if !ok {
		var want S
		t.Fatalf("top screen is %T, want %T", g.c.top(), want)
	}
	return s
}

// TestBoardPickMove: a tap selects a piece of the side to move, a tap on a
// legal point plays (animated), a tap elsewhere deselects, a drag plays
// without animation, and nothing happens while the person may not move.
func TestBoardPickMove(t *testing.T) {
	l := newLayout(540, 960, 1)
	b := newBoardWidget(false)
	pos := rules.StartPosition()
	at := func(ev pointerEvent, sq string) pointerState {
		s, err := rules.ParseSquare(sq)
		if err != nil {
			t.Fatal(err)
		}
		x, y := l.Point(s, false)
		return pointerState{ev: ev, x: x, y: y}
	}
	step := func(ps pointerState, canMove bool) rules.Move {
		m, _, _ := b.pickMove(l, ps, pos, canMove)
		return m
	}
	tapOn := func(sq string, canMove bool) rules.Move {
		step(at(pointerPress, sq), canMove)
		return step(at(pointerRelease, sq), canMove)
	}
	if m := tapOn("h0", true); m != rules.NoMove || b.sel.String() != "h0" || len(b.dests) != 2 {
		t.Fatalf("tap on h0: move %v, selected %v with %d moves", m, b.sel, len(b.dests))
	}
	if m := tapOn("e5", true); m != rules.NoMove || b.sel != rules.NoSquare {
		t.Fatalf("tap on an empty point: move %v, selection %v", m, b.sel)
	}
	if m := tapOn("a9", true); m != rules.NoMove || b.sel != rules.NoSquare {
		t.Fatalf("tap on Black's piece with Red to move: selection %v", b.sel)
	}
	tapOn("h0", true)
	if m := tapOn("b0", true); b.sel.String() != "b0" || m != rules.NoMove {
		t.Fatalf("tap on another own piece: selection %v", b.sel)
	}
	tapOn("h0", true)
	step(at(pointerPress, "g2"), true)
	m, animate, _ := b.pickMove(l, at(pointerRelease, "g2"), pos, true)
	if m.String() != "h0g2" || !animate {
		t.Fatalf("tap h0 then g2: move %v animate %v", m, animate)
	}
	// A drag from h2 to e2.
	b.reset()
	step(at(pointerPress, "h2"), true)
	for _, sq := range []string{"g2", "f2", "e2"} {
		step(at(pointerMove, sq), true)
	}
	if !b.dragging {
		t.Fatal("no drag after moving two points")
	}
	m, animate, _ = b.pickMove(l, at(pointerRelease, "e2"), pos, true)
	if m.String() != "h2e2" || animate {
		t.Fatalf("drag h2 to e2: move %v animate %v", m, animate)
	}
	// The computer's turn: nothing is selected or played.
	b.reset()
	if m := tapOn("h0", false); m != rules.NoMove || b.sel != rules.NoSquare {
		t.Fatalf("while the person may not move: move %v, selection %v", m, b.sel)
	}
}

// fakeClipboard is a clipboard holding text.
type fakeClipboard struct{ text string }

func (f *fakeClipboard) ReadText() (string, error) { return f.text, nil }
func (f *fakeClipboard) WriteText(s string) error  { f.text = s; return nil }

// TestEditorPointer: the editor's view turns the pointer and the
// keyboard into the model's targets (what they do: game/editor's
// TestEditorPoints and TestEditorFENField): a tap on a point puts the
// tool's piece and a drag off the screen's edge takes it away; a tap on
// the FEN field opens it, and what is typed, Enter, × (its right end) and
// a paste reach it; Escape closes it, and Back then closes the editor.
func TestEditorPointer(t *testing.T) {
	const fen = "3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1"
	g, in := newTestGame(t, Config{Clipboard: &fakeClipboard{text: fen}})
	if err := g.openEditor("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"); err != nil {
		t.Fatal(err)
	}
	e := topIs[*editorScreen](t, g)
	l := editorLayout(g.c)
	pt := func(sq string) (float64, float64) {
		s, _ := rules.ParseSquare(sq)
		return l.Point(s, false)
	}
	tapAt := func(x, y float64) {
		in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
	}
	x, y := pt("a0")
	tapAt(x, y)
	if e.m.At(rules.SquareAt(0, 0)) != rules.MakePiece(rules.Red, rules.Chariot) {
		t.Fatalf("tap on a0 put %v", e.m.At(rules.SquareAt(0, 0)))
	}
	// Drag the chariot off the left edge of the screen.
	steps := []pointerState{{ev: pointerPress, x: x, y: y}}
	for dx := 10.0; x-dx > 0; dx += 10 {
		steps = append(steps, pointerState{ev: pointerMove, x: x - dx, y: y})
	}
	steps = append(steps, pointerState{ev: pointerRelease, x: 1, y: y})
	in.run(t, g, steps...)
	if e.m.At(rules.SquareAt(0, 0)) != rules.Empty {
		t.Fatalf("dragged off the board, a0 still holds %v", e.m.At(rules.SquareAt(0, 0)))
	}
	// The FEN field takes the keyboard.
	rows := newEditorRows(g.c)
	field := rect{X: rows.Panel.X, Y: rows.Field, W: rows.Panel.W, H: edFieldDP}
	tapAt(field.X+20, field.Y+field.H/2)
	if !e.m.Field().Editing || !e.m.Field().All {
		t.Fatalf("a tap on the field: editing %v, selected %v", e.m.Field().Editing, e.m.Field().All)
	}
	in.run(t, g, pointerState{text: []rune("xyz")}, pointerState{enter: true})
	if !e.m.Field().Editing || string(e.m.Field().Text) != "xyz" || e.m.Note() != "That is not a valid FEN" {
		t.Fatalf("after a bad FEN and Enter: editing %v, text %q, note %q", e.m.Field().Editing, string(e.m.Field().Text), e.m.Note())
	}
	tapAt(field.X+field.W-field.H/2, field.Y+field.H/2) // ×
	if !e.m.Field().Editing || string(e.m.Field().Text) != "" {
		t.Fatalf("× left %q (editing %v)", string(e.m.Field().Text), e.m.Field().Editing)
	}
	in.run(t, g, pointerState{paste: true}, pointerState{enter: true})
	if e.m.Field().Editing || e.m.FEN() != fen {
		t.Fatalf("pasted FEN: editing %v, board %s", e.m.Field().Editing, e.m.FEN())
	}
	// Escape closes the field, not the editor.
	tapAt(field.X+20, field.Y+field.H/2)
	in.run(t, g, pointerState{back: true, escape: true})
	if e.m.Field().Editing {
		t.Fatal("Escape did not close the field")
	}
	topIs[*editorScreen](t, g)
	g.Back()
	topIs[*menuScreen](t, g)
}

// TestIdleTickAllocatesNothing: a tick with no input on the play screen
// does no per-frame work that allocates.
func TestIdleTickAllocatesNothing(t *testing.T) {
	g, _ := newTestGame(t, Config{Side: "two", FEN: rules.StartFEN})
	topIs[*playScreen](t, g)
	g.Draw(ebiten.NewImage(540, 960)) // the frame drawn: nothing changes after it
	if n := testing.AllocsPerRun(100, func() {
		if err := g.Update(); err != nil {
			t.Fatal(err)
		}
	}); n != 0 {
		t.Errorf("an idle tick allocates %.0f times", n)
	}
}

// firstMoveEngine answers every search at once with the first legal move.
type firstMoveEngine struct{}

func (firstMoveEngine) Think(_ context.Context, s session.Search, _ func(session.Progress)) session.Reply {
	var l rules.MoveList
	s.Pos.GenerateMoves(&l)
	if l.N == 0 {
		return session.Reply{}
	}
	return session.Reply{Move: l.Moves[0], Depth: 1}
}

// TestResumeUnderDialog: the app goes to the background and back while
// the in-game menu is open over the computer's turn; once the menu is
// closed the computer still moves: the shell's Pause and Resume reach the
// play screen under the dialog, not only the screen on top (the model's
// part: play.TestResumeUnderDialog).
func TestResumeUnderDialog(t *testing.T) {
	in := &scriptInput{}
	g, err := newGame(Config{DataDir: t.TempDir(), Lang: "en", Side: "red", FEN: rules.StartFEN}, firstMoveEngine{}, in, nil)
	if err != nil {
		t.Fatal(err)
	}
	g.c.setSize(540, 960, 1)
	m := g.c.game.Match()
	tap(t, g, in, "Menu")
	topIs[*dialog](t, g)
	// Red's move played under the menu (as a finished drag would): the
	// computer's turn.
	mv, err := rules.ParseMoveText("h2e2")
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Play(mv); err != nil {
		t.Fatal(err)
	}
	g.Pause()
	g.Resume()
	g.Back() // close the menu
	topIs[*playScreen](t, g)
	deadline := time.Now().Add(5 * time.Second)
	for len(m.Game().Moves()) < 2 && time.Now().Before(deadline) {
		in.run(t, g, pointerState{})
		time.Sleep(time.Millisecond)
	}
	if n := len(m.Game().Moves()); n != 2 {
		t.Fatalf("%d moves: the computer did not reply after the app came back (paused %v)", n, m.Paused())
	}
}

// TestMoveListBrowse: the play view's wiring of browsing (what browsing
// does: play.TestBrowseWhileComputerWaits): a tap on a move in the list
// shows the board after it; the arrow keys and Home step; Back returns to
// the live board, and Left from there browses the move before.
func TestMoveListBrowse(t *testing.T) {
	g, in := newTestGame(t, Config{Side: "two", FEN: rules.StartFEN})
	c := g.c
	p := topIs[*playScreen](t, g)
	for _, s := range []string{"h2e2", "h9g7", "h0g2", "b9c7"} {
		tapPoint(t, g, in, s[:2], false)
		tapPoint(t, g, in, s[2:], false)
	}
	if n := len(c.game.Match().Game().Moves()); n != 4 {
		t.Fatalf("%d moves played, want 4", n)
	}
	// Tap Red's first move in the list.
	ms := p.shown()
	x, y := p.moves.geometry(c, c.playLayout().List, ms).moveRect(ms, 0).Center()
	in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
	if p.m.Review() == nil || p.m.Review().Ply() != 1 {
		t.Fatalf("a tap on move 1 did not browse to it")
	}
	in.run(t, g, pointerState{step: 1}, pointerState{step: 1})
	if p.m.Review().Ply() != 3 {
		t.Fatalf("two steps forward: ply %d, want 3", p.m.Review().Ply())
	}
	in.run(t, g, pointerState{home: true})
	if p.m.Review().Ply() != 0 {
		t.Fatalf("Home: ply %d", p.m.Review().Ply())
	}
	if !g.Back() || p.m.Review() != nil {
		t.Fatal("Back did not return to the live board")
	}
	in.run(t, g, pointerState{step: -1})
	if p.m.Review() == nil || p.m.Review().Ply() != 3 {
		t.Fatal("the left arrow did not step back from the live board")
	}
}
