//go:build display

package game

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// newTestGame is a game on a 540×960 screen at 1 dp, in English, with no
// engine behind it (two players) and a scripted pointer.
func newTestGame(t *testing.T, cfg Config) (*Game, *scriptInput) {
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

// TestNavigation walks the screens as a player would, with taps and Back:
// every screen is left the way it was entered, a game in progress asks
// before it is left, and the start screen then offers to continue it.
func TestNavigation(t *testing.T) {
	g, in := newTestGame(t, Config{Side: "two"})
	c := g.c
	topIs[*menuScreen](t, g)
	tap(t, g, in, "Settings")
	topIs[*settingsScreen](t, g)
	if !g.Back() {
		t.Fatal("Back from Settings not handled")
	}
	topIs[*menuScreen](t, g)
	if g.Back() {
		t.Fatal("Back on the start screen should let the platform leave")
	}

	tap(t, g, in, "New game")
	topIs[*newGameScreen](t, g)
	tap(t, g, in, "Start")
	topIs[*playScreen](t, g)
	if len(c.stack) != 2 {
		t.Fatalf("stack of %d screens under the game, want the start screen only", len(c.stack)-1)
	}
	tapPoint(t, g, in, "h2", false)
	tapPoint(t, g, in, "e2", false)
	if n := len(c.game.Match().Game().Moves()); n != 1 {
		t.Fatalf("%d moves after tapping h2 and e2", n)
	}

	// Back asks first; Back again closes the question.
	g.Back()
	topIs[*dialog](t, g)
	g.Back()
	topIs[*playScreen](t, g)
	// The in-game menu's Settings returns to the game.
	tap(t, g, in, "Menu")
	topIs[*dialog](t, g)
	tap(t, g, in, "Settings")
	topIs[*settingsScreen](t, g)
	tap(t, g, in, "Back")
	topIs[*playScreen](t, g)
	// Leaving for real saves the game; Continue resumes it.
	g.Back()
	tap(t, g, in, "Yes")
	topIs[*menuScreen](t, g)
	data, notice := c.game.Store.Load()
	if notice != nil || data.Game == nil || len(data.Game.Moves) != 1 {
		t.Fatalf("saved game %+v (%v), want one move", data.Game, notice)
	}
	tap(t, g, in, "Continue")
	topIs[*playScreen](t, g)
	if n := len(c.game.Match().Game().Moves()); n != 1 {
		t.Fatalf("continued with %d moves", n)
	}
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

type fakeClipboard struct{ text string }

func (f *fakeClipboard) ReadText() (string, error) { return f.text, nil }
func (f *fakeClipboard) WriteText(s string) error  { f.text = s; return nil }

func TestTextField(t *testing.T) {
	f := textField{ui.Field{Max: 10}}
	clip := &fakeClipboard{text: "  a \n b  "}
	if k := f.keys(pointerState{text: []rune("x")}, clip); k.changed || f.String() != "" {
		t.Fatal("a field not being edited took a key")
	}
	f.Edit("abc")
	f.keys(pointerState{text: []rune("dé\x01f")}, clip) // printable characters only
	if f.String() != "abcdéf" {
		t.Fatalf("typed: %q", f.String())
	}
	f.keys(pointerState{erase: true}, clip)
	f.keys(pointerState{erase: true}, clip) // a whole character, not a byte of it
	f.keys(pointerState{paste: true}, clip) // white space runs become one space
	if f.String() != "abcda b" {
		t.Fatalf("after Backspace and paste: %q", f.String())
	}
	f.keys(pointerState{text: []rune("0123456789")}, clip)
	if len(f.Text) != 10 {
		t.Fatalf("%d characters, want the field's 10 at most", len(f.Text))
	}
	// Select all, then typing replaces everything; select all and
	// Backspace clears.
	f.keys(pointerState{selectAll: true}, clip)
	f.keys(pointerState{text: []rune("z")}, clip)
	if f.String() != "z" {
		t.Fatalf("typed over a selection: %q", f.String())
	}
	f.keys(pointerState{selectAll: true}, clip)
	f.keys(pointerState{paste: true}, clip)
	if f.String() != "a b" {
		t.Fatalf("pasted over a selection: %q", f.String())
	}
	f.keys(pointerState{selectAll: true}, clip)
	f.keys(pointerState{erase: true}, clip)
	if f.String() != "" || f.All {
		t.Fatalf("Backspace over a selection: %q (selected %v)", f.String(), f.All)
	}
	// Vietnamese and Chinese, as an input method hands them over (issue
	// 28: the Games screen's search); a control character or a private
	// use one is not taken.
	f = textField{ui.Field{Max: 20}}
	f.Edit("")
	f.keys(pointerState{text: []rune("Nguyễn\t胡荣华\ue000")}, clip)
	if f.String() != "Nguyễn胡荣华" || len(f.Text) != 9 {
		t.Fatalf("typed in Vietnamese and Chinese: %q (%d characters)", f.String(), len(f.Text))
	}
	f.keys(pointerState{erase: true}, clip)
	if f.String() != "Nguyễn胡荣" {
		t.Fatalf("Backspace after a Chinese character: %q", f.String())
	}
	if k := f.keys(pointerState{enter: true}, nil); !k.enter {
		t.Fatal("Enter not reported")
	}
}

// TestEditorPointer: in the editor a tap puts the tool's piece and a drag
// off the board takes a piece away; Back closes the FEN field first.
func TestEditorPointer(t *testing.T) {
	g, in := newTestGame(t, Config{})
	if err := g.openEditor("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"); err != nil {
		t.Fatal(err)
	}
	e := topIs[*editorScreen](t, g)
	l := editorLayout(g.c)
	pt := func(sq string) (float64, float64) {
		s, _ := rules.ParseSquare(sq)
		return l.Point(s, false)
	}
	x, y := pt("a0")
	in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
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
	// The FEN field takes the keyboard, Escape included.
	fx, fy := rect{X: 0, Y: newEditorRows(g.c).Field, W: 540, H: edFieldDP}.Center()
	in.run(t, g, pointerState{ev: pointerPress, x: fx, y: fy}, pointerState{ev: pointerRelease, x: fx, y: fy})
	if !e.m.Field().Editing {
		t.Fatal("a tap on the FEN field did not open it")
	}
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
// closed the computer still moves: the shell pauses and resumes the play
// screen under the dialog (the model's part: play.TestResumeUnderDialog).
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

// TestMoveListBrowse: the view's wiring of browsing (what browsing does:
// play.TestBrowseWhileComputerWaits): a tap on a move in the list shows
// the board after it; the arrow keys and Home step; a tap on the board
// moves nothing; To game returns; Left from the live board browses; Back
// returns to the live board.
func TestMoveListBrowse(t *testing.T) {
	in := &scriptInput{}
	g, err := newGame(Config{DataDir: t.TempDir(), Lang: "en", Side: "red", FEN: rules.StartFEN}, firstMoveEngine{}, in, nil)
	if err != nil {
		t.Fatal(err)
	}
	c := g.c
	c.setSize(540, 960, 1)
	m := c.game.Match()
	p := topIs[*playScreen](t, g)
	for _, s := range []string{"h2e2", "h0g2"} {
		tapPoint(t, g, in, s[:2], false)
		tapPoint(t, g, in, s[2:], false)
		deadline := time.Now().Add(5 * time.Second)
		for m.Thinking() && time.Now().Before(deadline) {
			in.run(t, g, pointerState{})
			time.Sleep(time.Millisecond)
		}
	}
	if n := len(m.Game().Moves()); n != 4 {
		t.Fatalf("%d moves played, want 4", n)
	}
	// Tap Red's first move in the list.
	l := c.playLayout()
	ms := p.shown()
	g2 := p.moves.geometry(c, l.List, ms)
	x, y := g2.moveRect(ms, 0).Center()
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
	// A tap on the board while browsing moves nothing.
	tapPoint(t, g, in, "a0", false)
	tapPoint(t, g, in, "a1", false)
	if n := len(m.Game().Moves()); n != 4 {
		t.Fatalf("a move was played while browsing: %d moves", n)
	}
	tap(t, g, in, "To game")
	if p.m.Review() != nil {
		t.Fatal("To game: still browsing")
	}
	// Left from the live board starts browsing at the move before.
	in.run(t, g, pointerState{step: -1})
	if p.m.Review() == nil || p.m.Review().Ply() != 3 {
		t.Fatal("the left arrow did not step back from the live board")
	}
	g.Back()
	if p.m.Review() != nil {
		t.Fatal("Back did not return to the live board")
	}
}

// TestEditorFENField: a tap selects the FEN so that typing replaces it; a
// bad FEN and Enter keep the text with the complaint until the text
// changes; × clears the field; a pasted FEN and Enter set the board.
func TestEditorFENField(t *testing.T) {
	const fen = "3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1"
	clip := &fakeClipboard{text: fen}
	g, in := newTestGame(t, Config{Clipboard: clip})
	if err := g.openEditor(""); err != nil {
		t.Fatal(err)
	}
	e := topIs[*editorScreen](t, g)
	rows := newEditorRows(g.c)
	field := rect{X: rows.Panel.X, Y: rows.Field, W: rows.Panel.W, H: edFieldDP}
	tapAt := func(x, y float64) {
		in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
	}
	tapAt(field.X+20, field.Y+field.H/2)
	if !e.m.Field().Editing || !e.m.Field().All {
		t.Fatalf("a tap on the field: editing %v, selected %v", e.m.Field().Editing, e.m.Field().All)
	}
	in.run(t, g, pointerState{text: []rune("xyz")}, pointerState{enter: true})
	if !e.m.Field().Editing || string(e.m.Field().Text) != "xyz" || e.m.Note() != "That is not a valid FEN" {
		t.Fatalf("after a bad FEN and Enter: editing %v, text %q, note %q", e.m.Field().Editing, string(e.m.Field().Text), e.m.Note())
	}
	in.run(t, g, pointerState{}, pointerState{})
	if e.m.Note() == "" {
		t.Fatal("the complaint went away by itself")
	}
	in.run(t, g, pointerState{text: []rune("1")})
	if e.m.Note() != "" {
		t.Fatalf("the complaint stayed after the text changed: %q", e.m.Note())
	}
	tapAt(field.X+field.W-field.H/2, field.Y+field.H/2) // ×
	if !e.m.Field().Editing || string(e.m.Field().Text) != "" {
		t.Fatalf("× left %q (editing %v)", string(e.m.Field().Text), e.m.Field().Editing)
	}
	in.run(t, g, pointerState{paste: true}, pointerState{enter: true})
	if e.m.Field().Editing || e.m.FEN() != fen {
		t.Fatalf("pasted FEN: editing %v, board %s", e.m.Field().Editing, e.m.FEN())
	}
}

// TestNumbersByLanguage: the engine's figures follow the language's number
// format.
func TestNumbersByLanguage(t *testing.T) {
	for lang, want := range map[i18n.Lang]string{
		i18n.LangVi: "Máy: độ sâu 9, 4.741.632 nút, 0,5 giây",
		i18n.LangEn: "Computer: depth 9, 4,741,632 nodes, 0.5 s",
		i18n.LangZh: "电脑：深度 9，4,741,632 节点，0.5 秒",
	} {
		c := &ctx{prefs: prefs{lang: lang}}
		if got := c.sprintf(i18n.MsgLastSearch, 9, uint64(4741632), 0.5); got != want {
			t.Errorf("%s: %q, want %q", lang.Code(), got, want)
		}
	}
}

// TestSetUpOffersPositions: Set up position asks where to start: the start
// position, an empty board, the game's position (a finished game's last
// board is not the silent choice: it was "The game is over: no moves"),
// and after a visit the board as it was left; Cancel stays on the start
// screen.
func TestSetUpOffersPositions(t *testing.T) {
	g, in := newTestGame(t, Config{Side: "two"})
	c := g.c
	labels := func() []string {
		var out []string
		for _, b := range topIs[*dialog](t, g).buttons(c) {
			out = append(out, b.label)
		}
		return out
	}
	tap(t, g, in, "Set up position")
	if got, want := labels(), []string{"Start position", "Empty board", "Cancel"}; !slices.Equal(got, want) {
		t.Errorf("before any game: %q, want %q", got, want)
	}
	tap(t, g, in, "Cancel")
	topIs[*menuScreen](t, g)

	tap(t, g, in, "New game")
	tap(t, g, in, "Start")
	tapPoint(t, g, in, "h2", false)
	tapPoint(t, g, in, "e2", false)
	played := c.game.Match().Position()
	g.Back()
	tap(t, g, in, "Yes")
	topIs[*menuScreen](t, g)

	tap(t, g, in, "Set up position")
	if got, want := labels(), []string{"Start position", "Empty board", "Current position", "Cancel"}; !slices.Equal(got, want) {
		t.Errorf("with a game: %q, want %q", got, want)
	}
	tap(t, g, in, "Current position")
	e := topIs[*editorScreen](t, g)
	if got, want := strings.Fields(e.m.FEN())[:2], strings.Fields(played.FEN())[:2]; !slices.Equal(got, want) {
		t.Errorf("current position: %s, want %s (board and side)", got, want)
	}
	startMenu(c).editor.Put(rules.SquareAt(0, 4), rules.MakePiece(rules.Red, rules.Chariot)) // an edit to come back to
	left := e.m.FEN()
	g.Back()
	topIs[*menuScreen](t, g)

	tap(t, g, in, "Set up position")
	if got, want := labels(), []string{"Start position", "Empty board", "Current position", "As you left it", "Cancel"}; !slices.Equal(got, want) {
		t.Errorf("after a visit: %q, want %q", got, want)
	}
	tap(t, g, in, "As you left it")
	if got := topIs[*editorScreen](t, g).m.FEN(); got != left {
		t.Errorf("as left: %s, want %s", got, left)
	}
	g.Back()
	tap(t, g, in, "Set up position")
	tap(t, g, in, "Start position")
	e = topIs[*editorScreen](t, g)
	if got := e.m.FEN(); got != rules.StartFEN {
		t.Errorf("start position: %s", got)
	}
	if !e.m.CanPlay() {
		t.Error("the start position is not playable")
	}
	g.Back()
	tap(t, g, in, "Set up position")
	tap(t, g, in, "Empty board")
	e = topIs[*editorScreen](t, g)
	for s := rules.Square(0); s < rules.NumSquares; s++ {
		if e.m.At(s) != rules.Empty {
			t.Fatalf("empty board: %v on %v", e.m.At(s), s)
		}
	}
}
