//go:build display

// Real input through the view: touches cancelled and lifted, drags of
// pieces and of the editor's palette, fast taps that must not pass
// through a closing screen, buttons that keep their places, and the
// automation driver's input slots.

package game

import (
	"fmt"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/play"
	"xiangqi/i18n"
	"xiangqi/internal/drive"
	"xiangqi/rules"
)

// TestTouchCancelledDrag: a drag whose touch the system cancels plays
// nothing, on the play screen and in the editor (where a drop off the
// board would take the piece off), and the next tap works.
func TestTouchCancelledDrag(t *testing.T) {
	g, in := newTestGame(t, Config{Side: "two"})
	c := g.c
	c.startMatch(rules.NewGame(rules.StartPosition()))
	p := topIs[*playScreen](t, g)
	l := c.playLayout()
	at := func(ev pointerEvent, sq string) pointerState {
		s, err := rules.ParseSquare(sq)
		if err != nil {
			t.Fatal(err)
		}
		x, y := l.Point(s, false)
		return pointerState{ev: ev, x: x, y: y, touch: true}
	}
	in.run(t, g, at(pointerPress, "h2"), at(pointerMove, "g2"), at(pointerMove, "e2"), cancelledRelease())
	if p.board.dragging || p.board.pressing || len(c.game.Match().Game().Moves()) != 0 {
		t.Fatalf("after a cancelled drag: dragging %v, pressing %v, moves %v", p.board.dragging, p.board.pressing, c.game.Match().Game().Moves())
	}
	in.run(t, g, at(pointerPress, "h2"), at(pointerRelease, "h2"), at(pointerPress, "e2"), at(pointerRelease, "e2"))
	if ms := c.game.Match().Game().Moves(); len(ms) != 1 || ms[0].String() != "h2e2" {
		t.Fatalf("taps after the cancel: moves %v", ms)
	}

	showEditor(c, nil)
	e := topIs[*editorScreen](t, g)
	before := e.m.FEN()
	el := editorLayout(c)
	sq, _ := rules.ParseSquare("b0")
	x, y := el.Point(sq, false)
	in.run(t, g, pointerState{ev: pointerPress, x: x, y: y, touch: true},
		pointerState{ev: pointerMove, x: x + 40, y: y - 60, touch: true},
		pointerState{ev: pointerMove, x: x + 80, y: y - 120, touch: true}, cancelledRelease())
	if got := e.m.FEN(); got != before {
		t.Fatalf("a cancelled drag in the editor changed the board: %s, was %s", got, before)
	}
}

// TestTakeCancel: the input turns the platform's cancel into one cancelled
// release of the finger it follows, and nothing when no finger is down.
func TestTakeCancel(t *testing.T) {
	in := &ebitenInput{touching: true, cancelled: true}
	ps, ok := in.takeCancel()
	if !ok || ps.ev != pointerRelease || !ps.cancel || in.touching || in.cancelled {
		t.Fatalf("takeCancel: %+v %v, touching %v", ps, ok, in.touching)
	}
	if _, ok := in.takeCancel(); ok {
		t.Fatal("a second cancelled release")
	}
	in = &ebitenInput{cancelled: true}
	if _, ok := in.takeCancel(); ok || in.cancelled {
		t.Fatal("a cancel with no finger down")
	}
}

// TestTouchDragIsLifted: a finger's drag is marked as one (the piece is
// drawn enlarged and lifted over the finger), a mouse's is not, and the
// move lands where the finger is.
func TestTouchDragIsLifted(t *testing.T) {
	for _, touch := range []bool{false, true} {
		g, in := newTestGame(t, Config{Side: "two"})
		c := g.c
		c.startMatch(rules.NewGame(rules.StartPosition()))
		p := topIs[*playScreen](t, g)
		l := c.playLayout()
		at := func(ev pointerEvent, sq string) pointerState {
			s, err := rules.ParseSquare(sq)
			if err != nil {
				t.Fatal(err)
			}
			x, y := l.Point(s, false)
			return pointerState{ev: ev, x: x, y: y, touch: touch}
		}
		in.run(t, g, at(pointerPress, "h2"), at(pointerMove, "g2"), at(pointerMove, "e2"))
		if !p.board.dragging || p.board.touch != touch {
			t.Fatalf("touch %v: dragging %v, touch %v", touch, p.board.dragging, p.board.touch)
		}
		in.run(t, g, at(pointerRelease, "e2"))
		if ms := c.game.Match().Game().Moves(); len(ms) != 1 || ms[0].String() != "h2e2" {
			t.Fatalf("touch %v: moves %v", touch, ms)
		}
	}
}

// TestEditorPaletteDrag: a piece dragged from the palette is put where it
// is dropped and becomes the tool; dropped off the board it is not put; a
// tap on the palette only chooses the tool.
func TestEditorPaletteDrag(t *testing.T) {
	g, in := newTestGame(t, Config{})
	c := g.c
	showEditor(c, nil)
	e := topIs[*editorScreen](t, g)
	startMenu(c).editor.Clear()
	cells, pieces := paletteRects(c)
	cannon := rules.MakePiece(rules.Black, rules.Cannon)
	i := 8 + int(rules.Cannon) - 1
	if pieces[i] != cannon {
		t.Fatalf("palette cell %d holds %v", i, pieces[i])
	}
	px, py := cells[i].Center()
	e4, _ := rules.ParseSquare("e4")
	x, y := editorLayout(c).Point(e4, false)
	in.run(t, g, pointerState{ev: pointerPress, x: px, y: py, touch: true},
		pointerState{ev: pointerMove, x: (px + x) / 2, y: (py + y) / 2, touch: true},
		pointerState{ev: pointerMove, x: x, y: y, touch: true})
	if !e.carry.dragging || e.carry.piece != cannon || !e.carry.touch {
		t.Fatalf("carrying %+v", e.carry)
	}
	in.run(t, g, pointerState{ev: pointerRelease, x: x, y: y, touch: true})
	if e.m.At(e4) != cannon || e.m.Tool() != cannon || e.carry.dragging {
		t.Fatalf("after the drop: e4 holds %v, tool %v", e.m.At(e4), e.m.Tool())
	}
	// Off the board: nothing is put.
	horse := rules.MakePiece(rules.Red, rules.Horse)
	hx, hy := cells[int(rules.Horse)-1].Center()
	in.run(t, g, pointerState{ev: pointerPress, x: hx, y: hy}, pointerState{ev: pointerMove, x: hx, y: hy - 30},
		pointerState{ev: pointerMove, x: 2, y: float64(c.h) - 2}, pointerState{ev: pointerRelease, x: 2, y: float64(c.h) - 2})
	if n := startMenu(c).editor.Count(horse); n != 0 {
		t.Fatalf("%d horses after a drop off the board", n)
	}
	// A tap chooses the tool and puts nothing.
	adv := rules.MakePiece(rules.Red, rules.Advisor)
	ax, ay := cells[int(rules.Advisor)-1].Center()
	in.run(t, g, pointerState{ev: pointerPress, x: ax, y: ay, touch: true}, pointerState{ev: pointerRelease, x: ax, y: ay, touch: true})
	if e.m.Tool() != adv || startMenu(c).editor.Count(adv) != 0 {
		t.Fatalf("tap: tool %v, %d advisors", e.m.Tool(), startMenu(c).editor.Count(adv))
	}
}

// TestFastTapsDoNotPassThrough (issue 32): triple-clicking "Yes" on
// "Resign this game?" resigns, and the second and third clicks, which
// land on the game-over banner that replaced the dialog, do nothing: the
// player sees "You lose" (they opened Review). A button only acts on a
// press that began once it had been shown for armTicks; a button that
// stays (◀ while browsing) takes fast taps as before, and the banner's
// button acts once it has been seen.
func TestFastTapsDoNotPassThrough(t *testing.T) {
	g, in := newTestGame(t, Config{Side: "two", FEN: rules.StartFEN})
	c := g.c
	p := topIs[*playScreen](t, g)
	playMoves(t, g, in, "h2e2", "h9g7", "b0c2", "b9c7")
	tap(t, g, in, c.text(i18n.MsgMenu))
	tap(t, g, in, c.text(i18n.MsgResign))
	var yes button
	for _, b := range topIs[*dialog](t, g).buttons(c) {
		if b.label == c.text(i18n.MsgYes) {
			yes = b
		}
	}
	x, y := yes.r.Center()
	under := ""
	in.quick = true
	click := func() []pointerState {
		return []pointerState{{ev: pointerPress, x: x, y: y}, {}, {}, {}, {ev: pointerRelease, x: x, y: y}, {}, {}, {}}
	}
	// The dialog has been up for a while; then three clicks 133 ms apart.
	for range armTicks {
		tick(t, g, in)
	}
	var steps []pointerState
	for range 3 {
		steps = append(steps, click()...)
	}
	in.run(t, g, steps[:8]...)
	if !c.game.Match().Over() {
		t.Fatal("the first click did not resign")
	}
	for _, b := range p.buttons(c) {
		if b.r.Contains(x, y) {
			under = b.label
		}
	}
	if under == "" {
		t.Fatalf("no banner button under Yes at %.0f, %.0f: the test shows nothing", x, y)
	}
	in.run(t, g, steps[8:]...)
	if topIs[*playScreen](t, g) != p || p.m.Review() != nil || !p.m.BannerShown() {
		t.Fatalf("the fast clicks after Yes went through to %q (review %v, banner %v)", under, p.m.Review() != nil, p.m.BannerShown())
	}
	// Seen, the banner's buttons act.
	in.quick = false
	tap(t, g, in, c.text(i18n.MsgReview))
	if p.m.Review() == nil {
		t.Fatal("Review, tapped once seen, did not act")
	}
	// A button that stays takes fast taps: ◀, once seen, three times in
	// 200 ms.
	for range armTicks {
		tick(t, g, in)
	}
	in.quick = true
	var back button
	for _, b := range p.buttons(c) {
		if b.label == "◀" {
			back = b
		}
	}
	bx, by := back.r.Center()
	before := p.m.Review().Ply()
	for range 3 {
		in.run(t, g, pointerState{ev: pointerPress, x: bx, y: by}, pointerState{}, pointerState{ev: pointerRelease, x: bx, y: by}, pointerState{})
	}
	if got := p.m.Review().Ply(); got != before-3 {
		t.Fatalf("three fast taps on ◀: ply %d, want %d", got, before-3)
	}
}

// rects are the places of a screen's buttons, in order.
func rects(c *ctx, s withButtons) []rect {
	var rs []rect
	for _, b := range s.buttons(c) {
		rs = append(rs, b.r)
	}
	return rs
}

// samePlaces fails unless every state's buttons are where the first
// state's are.
func samePlaces(t *testing.T, what string, names []string, states [][]rect) {
	t.Helper()
	for i := 1; i < len(states); i++ {
		if len(states[i]) != len(states[0]) {
			t.Errorf("%s: %d buttons %s, %d %s", what, len(states[0]), names[0], len(states[i]), names[i])
			continue
		}
		for k := range states[0] {
			if states[i][k] != states[0][k] {
				t.Errorf("%s: button %d at %v %s, at %v %s", what, k, states[0][k], names[0], states[i][k], names[i])
				break
			}
		}
	}
}

// TestButtonsKeepTheirPlaces (issue 32): buttons stay where they were
// between visits, at a phone's, a tablet's and a desktop's size: the start
// screen's before any game, with a game in progress and after it (Continue
// or Last game had pushed every row down); New game's for Red, Black and
// two players (the level grid jumped 86 dp when the handicap's giver
// came); the in-game menu during and after the game (Resign went, and
// the rows under it moved up).
func TestButtonsKeepTheirPlaces(t *testing.T) {
	for _, size := range [][2]int{{360, 640}, {540, 960}, {1280, 720}} {
		name := fmt.Sprintf("%d×%d", size[0], size[1])
		g, in := newTestGame(t, Config{})
		c := g.c
		c.setSize(size[0], size[1], 1)
		menu := startMenu(c)
		var states [][]rect
		states = append(states, rects(c, menu))
		c.settings.TwoPlayers = true // no engine here
		c.startMatch(rules.NewGame(rules.StartPosition()))
		p := topIs[*playScreen](t, g)
		playMoves(t, g, in, "h2e2", "h9g7")
		tap(t, g, in, c.text(i18n.MsgMenu))
		during := rects(c, topIs[*dialog](t, g))
		g.Back()
		g.Back() // asks before leaving
		tap(t, g, in, c.text(i18n.MsgNo))
		p.pause(c)
		c.pop()
		states = append(states, rects(c, menu))
		c.push(p)
		tap(t, g, in, c.text(i18n.MsgMenu))
		tap(t, g, in, c.text(i18n.MsgResign))
		tap(t, g, in, c.text(i18n.MsgYes))
		if !c.game.Match().Over() {
			t.Fatal("not resigned")
		}
		c.apply(p.m.Tap(play.BannerClose))
		tap(t, g, in, c.text(i18n.MsgMenu))
		d := topIs[*dialog](t, g)
		samePlaces(t, name+" in-game menu", []string{"during the game", "after it"}, [][]rect{during, rects(c, d)})
		for _, b := range d.buttons(c) {
			if b.label == c.text(i18n.MsgResign) && !b.disabled {
				t.Errorf("%s: Resign after the game is not greyed", name)
			}
		}
		g.Back()
		g.Back()
		topIs[*menuScreen](t, g)
		states = append(states, rects(c, menu))
		samePlaces(t, name+" start screen", []string{"before any game", "with a game in progress", "after it"}, states)
		for i, b := range menu.buttons(c) {
			if i == 0 && b.label != c.text(i18n.MsgLastGame) {
				t.Errorf("%s: the first row says %q after the game", name, b.label)
			}
		}

		tap(t, g, in, c.text(i18n.MsgNewGame))
		ng := topIs[*newGameScreen](t, g)
		states = states[:0]
		for _, side := range []string{c.text(i18n.MsgRed), c.text(i18n.MsgBlack), c.text(i18n.MsgTwoPlayers)} {
			tap(t, g, in, side)
			states = append(states, rects(c, ng))
		}
		ng.m.Settings().Handicap = rules.HandicapHorse
		states = append(states, rects(c, ng))
		samePlaces(t, name+" New game", []string{"for Red", "for Black", "for two players", "two players with a handicap"}, states)
	}
}

// TestDriveSlot: a game hands its automation only to a slot it is given,
// and the controls the tests click are on the screen, apart, and refused
// when misnamed.
func TestDriveSlot(t *testing.T) {
	g, _ := newTestGame(t, Config{})
	defer g.Close()
	g.Drive(nil) // no slot: nothing to fill, no panic
	var s drive.Slot
	g.Drive(&s)
	if s.Driver == nil {
		t.Fatal("Drive left the slot empty")
	}
	const w, h = 540, 960
	seen := map[[2]int]string{}
	add := func(name string, x, y float64, err error) {
		t.Helper()
		if err != nil {
			t.Errorf("%s: %v", name, err)
			return
		}
		if x < 0 || y < 0 || x >= w || y >= h {
			t.Errorf("%s at %.0f, %.0f: off the screen", name, x, y)
		}
		p := [2]int{int(x), int(y)}
		if o, ok := seen[p]; ok {
			t.Errorf("%s and %s both at %v", name, o, p)
		}
		seen[p] = name
	}
	for _, c := range []struct {
		prefix string
		n      int
	}{{"play", 5}, {"record nav", 5}, {"record action", 4}, {"analysis nav", 5}, {"analysis action", 3}, {"dialog2", 2}, {"games", 3}} {
		for i := range c.n {
			name := fmt.Sprintf("%s %d", c.prefix, i)
			x, y, err := s.ControlPoint(w, h, 1, name)
			add(name, x, y, err)
		}
	}
	for i := range 15 {
		name := fmt.Sprintf("palette %d", i)
		x, y, err := s.EditorControlPoint(w, h, 1, name)
		add("editor "+name, x, y, err)
	}
	for _, bad := range []string{"play 5", "record nav -1", "nothing", "analysis graph 11"} {
		if _, _, err := s.ControlPoint(w, h, 1, bad); err == nil {
			t.Errorf("ControlPoint(%q): no error", bad)
		}
	}
	if _, _, err := s.EditorControlPoint(w, h, 1, "palette 15"); err == nil {
		t.Error("EditorControlPoint(palette 15): no error")
	}
	if _, _, _, err := s.ScreenPoint(w, h, 1, "j0", false); err == nil {
		t.Error("ScreenPoint(j0): no error")
	}
	if err := s.Open("nowhere"); err == nil {
		t.Error("Open(nowhere): no error")
	}
	s.SetPuzzleDay(time.Date(2026, 1, 1, 0, 0, 0, 0, time.Local))
}

// TestEscapeOnStartAsks (issue 52): Escape (the desktop's Back) on the
// start screen asks before quitting, where it quit at once: No keeps the
// game, Yes ends it. On a phone Back there is the system's, as before.
func TestEscapeOnStartAsks(t *testing.T) {
	g, in := newTestGame(t, Config{})
	c := g.c
	in.run(t, g, pointerState{back: true, escape: true})
	if d := topIs[*dialog](t, g); d.m.Text != c.text(i18n.MsgConfirmQuit) || c.quit {
		t.Fatalf("Escape asked %q, quit %v", d.m.Text, c.quit)
	}
	tap(t, g, in, c.text(i18n.MsgNo))
	topIs[*menuScreen](t, g)
	in.run(t, g, pointerState{back: true, escape: true})
	in.run(t, g, pointerState{back: true, escape: true}) // Escape again: No
	if topIs[*menuScreen](t, g); c.quit {
		t.Fatal("Escape on the question quit")
	}
	in.run(t, g, pointerState{back: true, escape: true})
	tap(t, g, in, c.text(i18n.MsgYes))
	if err := g.Update(); err != ebiten.Termination {
		t.Fatalf("after Yes: %v, want the game to end", err)
	}
	phone, _ := newTestGame(t, Config{Mobile: true})
	if phone.Back() || len(phone.c.stack) != 1 || phone.c.quit {
		t.Fatalf("a phone's Back on the start screen: stack %d, quit %v", len(phone.c.stack), phone.c.quit)
	}
}

// TestSetUpFromKeepsPlaces (issue 52): Set up from's buttons are where
// they were whether or not "As you left it" and "Current position" are
// offered: the choice that came after a first visit moved the others,
// and a tap meant for Empty board landed elsewhere.
func TestSetUpFromKeepsPlaces(t *testing.T) {
	for _, size := range [][2]int{{360, 640}, {540, 960}, {1280, 720}} {
		name := fmt.Sprintf("%d×%d", size[0], size[1])
		g, in := newTestGame(t, Config{})
		c := g.c
		c.setSize(size[0], size[1], 1)
		openEditor(c)
		first := rects(c, topIs[*dialog](t, g))
		tap(t, g, in, c.text(i18n.MsgEmptyBoard))
		topIs[*editorScreen](t, g)
		c.pop()
		c.settings.TwoPlayers = true // no engine here
		c.startMatch(rules.NewGame(rules.StartPosition()))
		playMoves(t, g, in, "h2e2")
		openEditor(c)
		d := topIs[*dialog](t, g)
		samePlaces(t, name+" Set up from", []string{"on the first visit", "with a game, after a visit"}, [][]rect{first, rects(c, d)})
		for _, b := range d.buttons(c) {
			if b.disabled {
				t.Errorf("%s: %q greyed with a game, after a visit", name, b.label)
			}
		}
	}
}
