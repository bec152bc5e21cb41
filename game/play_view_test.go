//go:build display

// The views of the game in progress, New game and Settings: what only
// the view holds or wires (the board's refusal and selection, the coach's
// box, the clock under the menu, the custom clock's steppers, sounds
// through the device) and where things fit.

package game

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"
	"xiangqi/clock"
	"xiangqi/game/newgame"
	"xiangqi/game/session"
	"xiangqi/game/sfx"
	"xiangqi/i18n"
	"xiangqi/rules"

	"github.com/hajimehoshi/ebiten/v2"
)

// tick runs one Update with no input.
func tick(t *testing.T, g *Game, in *scriptInput) {
	t.Helper()
	in.run(t, g, pointerState{})
}

// TestAnalysisHelp: a tap on the status opens what the numbers mean, and
// a tap anywhere but on a button closes it without moving the board. Its
// texts are game/analyse's TestHelp.
func TestAnalysisHelp(t *testing.T) {
	b, err := os.ReadFile("../analysis/testdata/selfplay-annotated.pgn")
	if err != nil {
		t.Fatal(err)
	}
	g, in := newTestGame(t, Config{Side: "two", AnalysisTime: time.Hour})
	g.OpenRecords(b)
	g.settle()
	tap(t, g, in, "Analyse")
	s := topIs[*analysisScreen](t, g)
	l, graph, _, _ := analysisLayout(g.c)
	x, y := l.Status.Center()
	in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
	if !s.m.HelpOpen() {
		t.Fatal("a tap on the status did not open the help")
	}
	ply := s.m.Ply()
	in.run(t, g, pointerState{ev: pointerPress, x: graph.X + 1, y: graph.Y + 5}, pointerState{ev: pointerRelease, x: graph.X + 1, y: graph.Y + 5})
	if s.m.HelpOpen() || s.m.Ply() != ply {
		t.Errorf("a tap on the help: open %v, ply %d (was %d); want it closed and the board unmoved", s.m.HelpOpen(), s.m.Ply(), ply)
	}
	in.run(t, g, pointerState{ev: pointerPress, x: graph.X + 1, y: graph.Y + 5}, pointerState{ev: pointerRelease, x: graph.X + 1, y: graph.Y + 5})
	if s.m.HelpOpen() || s.m.Ply() != 0 {
		t.Errorf("a tap on the graph with the help closed: open %v, ply %d; want the start", s.m.HelpOpen(), s.m.Ply())
	}
}

// TestAnalysisScreenSteps: on a game analysed before (the analysis
// package's annotated test game), taps on the graph move the board: its
// left edge to the start, its middle to the middle of the game. What the
// action row's buttons do is game/analyse's TestBetterAndRefutation.
func TestAnalysisScreenSteps(t *testing.T) {
	b, err := os.ReadFile("../analysis/testdata/selfplay-annotated.pgn")
	if err != nil {
		t.Fatal(err)
	}
	g, in := newTestGame(t, Config{Side: "two", AnalysisTime: time.Hour})
	c := g.c
	g.OpenRecords(b)
	g.settle()
	tap(t, g, in, "Analyse")
	s := topIs[*analysisScreen](t, g)
	n := s.m.Len()
	_, graph, _, _ := analysisLayout(c)
	in.run(t, g, pointerState{ev: pointerPress, x: graph.X + 1, y: graph.Y + 5}, pointerState{ev: pointerRelease, x: graph.X + 1, y: graph.Y + 5})
	if s.m.Ply() != 0 {
		t.Fatalf("graph's left edge: ply %d", s.m.Ply())
	}
	x := graph.X + graph.W/2
	in.run(t, g, pointerState{ev: pointerPress, x: x, y: graph.Y + 5}, pointerState{ev: pointerMove, x: x, y: graph.Y + 5}, pointerState{ev: pointerRelease, x: x, y: graph.Y + 5})
	if p := s.m.Ply(); p < n/2-1 || p > n/2+1 {
		t.Fatalf("graph's middle: ply %d of %d", p, n)
	}
}

// tapStep taps the – (up false) or + of the custom clock editor's row of
// field f, n times.
func tapStep(t *testing.T, g *Game, in *scriptInput, f clock.Field, up bool, n int) {
	t.Helper()
	c := g.c
	for range n {
		s := topIs[*clockCustomScreen](t, g)
		found := false
		for _, st := range customLayout(c, s.m.Draft).steppers {
			if st.field != f {
				continue
			}
			r := st.minus
			if up {
				r = st.plus
			}
			x, y := r.Center()
			in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
			found = true
		}
		if !found {
			t.Fatalf("no row for field %d", f)
		}
	}
}

// TestCustomClockGameAsPlayed: the editor's view as a careless player
// uses it: Custom… opened (twice), every button of the editor tapped
// twice on the way to 7+3 (the kind, the steppers, Cancel once to see
// nothing kept), kept with Done double-clicked, whose second click must
// not start a game from under it. This is the view's part: its steppers'
// places and labels turned into the model's steps. What the editor keeps
// is newgame.TestClockToSevenPlusThree and TestClockCancelKeepsNothing;
// the New game row that shows it, newgame.TestClockChoices; the game it
// starts, newgame.TestBeginTimed and play.TestClockGameAsPlayed.
func TestCustomClockGameAsPlayed(t *testing.T) {
	g, in := newEngineGame(t, Config{Side: "red"})
	c := g.c
	before := c.game.Match()
	tap(t, g, in, "New game")
	// Cancel keeps nothing.
	tapChoice(t, g, in, i18n.MsgClockCustomTitle, 0)
	topIs[*clockCustomScreen](t, g)
	tapStep(t, g, in, clock.FieldMinutes, true, 2)
	tap(t, g, in, "Cancel")
	if n := topIs[*newGameScreen](t, g); n.m.Settings().TimeControl.On() {
		t.Fatalf("Cancel kept %v", n.m.Settings().TimeControl)
	}
	tapChoice(t, g, in, i18n.MsgClockCustomTitle, 0)
	s := topIs[*clockCustomScreen](t, g)
	if s.m.Draft != clock.CustomOf(clock.Control{}) {
		t.Fatalf("the editor opens at %+v", s.m.Draft)
	}
	// Each move, twice, then the whole game, twice: the per-move value
	// is kept aside.
	tap(t, g, in, "Each move")
	tap(t, g, in, "Each move")
	if !s.m.Draft.PerMove || len(customLayout(c, s.m.Draft).steppers) != 1 {
		t.Fatalf("per move: %+v", s.m.Draft)
	}
	tapStep(t, g, in, clock.FieldMove, true, 2)
	tapStep(t, g, in, clock.FieldMove, false, 2)
	tap(t, g, in, "Whole game")
	tap(t, g, in, "Whole game")
	if s.m.Draft.PerMove {
		t.Fatal("still per move")
	}
	// 10 min down to 7, 0 s up to 3, each button at least twice.
	tapStep(t, g, in, clock.FieldMinutes, false, 3)
	tapStep(t, g, in, clock.FieldInc, true, 5)
	tapStep(t, g, in, clock.FieldInc, false, 2)
	if got := s.m.Draft.Control(); got != clock.Minutes(7, 3) {
		t.Fatalf("the editor has %v, want 7+3", got)
	}
	// Done, double-clicked: the second click lands where Start is.
	in.quick = true
	for _, b := range s.buttons(c) {
		if b.label == "Done" {
			x, y := b.r.Center()
			in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y},
				pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
		}
	}
	in.quick = false
	// The form's choice, kept in the settings when Start starts the game.
	if n := topIs[*newGameScreen](t, g); n.m.Settings().TimeControl != clock.Minutes(7, 3) {
		t.Fatalf("chose %v", n.m.Settings().TimeControl)
	}
	if c.game.Match() != before {
		t.Fatal("the second click of Done started a game")
	}
}

// TestClockStopsUnderTheMenu (issue 49, fault 4): the shell tells the
// play screen when another screen covers it, so the clock of a timed game
// against the computer stands while the in-game menu is open and runs
// again once it is closed. This is the view's wiring (play's poll calls
// play.Model.Cover); what the model does when covered, and the line under
// the board that says so, is play.TestClockStopsUnderMenu.
func TestClockStopsUnderTheMenu(t *testing.T) {
	g, in := newEngineGame(t, Config{Side: "red", TimeControl: "600+0", FEN: rules.StartFEN})
	c := g.c
	topIs[*playScreen](t, g)
	in.run(t, g, pointerState{})
	clk := c.game.Match().Clock()
	if clk == nil || !clk.Running() {
		t.Fatalf("the clock of a new timed game: %+v", clk)
	}
	tap(t, g, in, c.text(i18n.MsgMenu))
	in.run(t, g, pointerState{}) // a tick with the menu on top
	if clk.Running() {
		t.Fatal("the clock runs under the menu")
	}
	tap(t, g, in, c.text(i18n.MsgResume))
	in.run(t, g, pointerState{})
	topIs[*playScreen](t, g)
	if !clk.Running() {
		t.Fatal("the clock stands after the menu closed")
	}
}

// newCoachGame is a game between two players after 1. C2=5 H8+7, on the
// game's own engine (which coaches), with the coach switched on; the
// switch is off by itself between two players, so the first moves were
// played at once.
func newCoachGame(t *testing.T) (*Game, *scriptInput) {
	t.Helper()
	in := &scriptInput{}
	g, err := newGame(Config{DataDir: t.TempDir(), Lang: "en", Side: "two", FEN: rules.StartFEN}, newEngine(4, 1), in, nil)
	if err != nil {
		t.Fatal(err)
	}
	g.c.setSize(540, 960, 1)
	playMoves(t, g, in, "h2e2", "h9g7")
	if n := len(g.c.game.Match().Game().Moves()); n != 2 {
		t.Fatalf("%d moves played with the coach off by itself, want 2", n)
	}
	g.c.settings.Coach = session.CoachOn
	return g, in
}

// untilWarned taps the move and ticks until the coach's box is up.
func untilWarned(t *testing.T, g *Game, in *scriptInput, move string) *coachDialog {
	t.Helper()
	playMoves(t, g, in, move)
	m := g.c.game.Match()
	if _, ok := m.Held(); !ok {
		t.Fatalf("%s was not held for the coach (%d moves)", move, len(m.Game().Moves()))
	}
	// Meanwhile a tap on the board moves nothing.
	playMoves(t, g, in, "a0a1")
	for deadline := time.Now().Add(30 * time.Second); m.Judging(); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the coach did not answer")
		}
		tick(t, g, in)
	}
	tick(t, g, in)
	return topIs[*coachDialog](t, g)
}

// TestCoachDialog: the view's wiring of the coach's warning (what it
// says and does, the counts and their save: play.TestCoach*): the box
// comes up from the play screen's poll with the model's sentence; a fast
// second tap on a button just shown does nothing (pressGuard); Take back
// and Play anyway reach the model and close the box, Take back with the
// board's motion void; Back takes back.
func TestCoachDialog(t *testing.T) {
	g, in := newCoachGame(t)
	c := g.c
	m := c.game.Match()
	before := m.Position()
	d := untilWarned(t, g, in, "e2e6")
	if want := "Your cannon on the 5th file can be taken by the horse."; d.m.Text() != want {
		t.Errorf("warning %q, want %q", d.m.Text(), want)
	}
	if len(m.Game().Moves()) != 2 {
		t.Fatal("the board's tap during the judgement played a move")
	}

	// A tap at once (the rest of a double tap) does nothing.
	in.quick = true
	tap(t, g, in, c.text(i18n.MsgCoachTakeBack))
	if topIs[*coachDialog](t, g) != d {
		t.Fatal("a tap on Take back just shown acted")
	}
	in.quick = false
	tap(t, g, in, c.text(i18n.MsgCoachTakeBack))
	p := topIs[*playScreen](t, g)
	if _, held := m.Held(); held || m.Position() != before || p.board.anim != rules.NoMove {
		t.Fatal("Take back did not put the piece back")
	}

	// Again, and Back.
	untilWarned(t, g, in, "e2e6")
	if !g.Back() {
		t.Fatal("Back not handled")
	}
	topIs[*playScreen](t, g)
	if _, held := m.Held(); held || m.CoachStats().Helped != 2 {
		t.Error("Back did not take the move back")
	}

	// Again, and Play anyway.
	untilWarned(t, g, in, "e2e6")
	tap(t, g, in, c.text(i18n.MsgCoachPlayAnyway))
	topIs[*playScreen](t, g)
	if ms := m.Game().Moves(); len(ms) != 3 || ms[2].String() != "e2e6" {
		t.Fatalf("Play anyway: moves %v", ms)
	}
}

// newEngineGame is newTestGame with a computer that answers at once
// (firstMoveEngine), in dir.
func newEngineGame(t *testing.T, cfg Config) (*Game, *scriptInput) {
	t.Helper()
	in := &scriptInput{}
	if cfg.DataDir == "" {
		cfg.DataDir = t.TempDir()
	}
	cfg.Lang = "en"
	g, err := newGame(cfg, firstMoveEngine{}, in, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(g.c.index.Close) // before the data folder is removed
	g.c.setSize(540, 960, 1)
	return g, in
}

// tapChoice taps option k of the New game screen's choice named name,
// scrolling it into view first.
func tapChoice(t *testing.T, g *Game, in *scriptInput, name i18n.Msg, k int) {
	t.Helper()
	c := g.c
	n := topIs[*newGameScreen](t, g)
	items := n.items(c)
	geo := settingsLayout(c, items)
	for i, it := range items {
		if it.Name != name {
			continue
		}
		r := geo.options[i][k]
		n.scroll.offset = 0
		n.scroll.scrollBy(r.Y+r.H-geo.view.H, geo.maxScroll()) // into view
		x, y := r.Center()
		y += geo.view.Y - n.scroll.offset
		in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
		return
	}
	t.Fatalf("no choice %q on the New game screen", c.text(name))
}

// TestNewGameFits: at a phone's and a desktop's sizes, in every language,
// with every choice shown (two players), every option is a 48 dp target
// inside the screen, Back and Start are on it, and what does not fit
// scrolls into view.
func TestNewGameFits(t *testing.T) {
	g, in := newTestGame(t, Config{Side: "two"})
	c := g.c
	tap(t, g, in, "New game")
	topIs[*newGameScreen](t, g)
	for _, lang := range []i18n.Lang{i18n.LangVi, i18n.LangEn, i18n.LangZh} {
		c.lang = lang
		n := newNewGameScreen(c, nil) // in the language
		for _, size := range [][2]int{{360, 640}, {540, 960}, {1280, 720}, {960, 540}} {
			c.setSize(size[0], size[1], 1)
			items := n.items(c)
			geo := settingsLayout(c, items)
			for i, it := range items {
				for k, r := range geo.options[i] {
					if r.H < 48 || r.W < 48 || r.X < 0 || r.X+r.W > float64(size[0]) {
						t.Errorf("%v %v: %s option %d at %+v", lang, size, c.text(it.Name), k, r)
					}
				}
				if h := geo.hints[i]; it.Hint != "" && (h.H == 0 || h.X+h.W > float64(size[0])) {
					t.Errorf("%v %v: hint of %s at %+v", lang, size, c.text(it.Name), h)
				}
			}
			back, start := newGameActions(c)
			if back.H < 48 || start.X+start.W > float64(size[0]) || start.Y+start.H > float64(size[1]) {
				t.Errorf("%v %v: Back %+v Start %+v", lang, size, back, start)
			}
			checkLevelPicker(t, c, size, items, geo)
			// In landscape the level picker is in view unscrolled
			// (checkLevelPicker at 1280×720); the list may scroll a little
			// (4 px at 960×540 in Vietnamese when this was written: the
			// ladder's grid takes five rows there).
			// Scrolled to the end, the last choice can be tapped.
			// The clock's last option and the adaptive switch (the
			// last choice) come into view, at one end or the other.
			shows := func(label string) bool {
				for _, b := range n.buttons(c) {
					if b.label == label {
						return true
					}
				}
				return false
			}
			tcs := newgame.TimeControls()
			last := newgame.ControlLabel(c.lang, tcs[len(tcs)-1])
			n.scroll.offset = 1e9
			adaptive := shows(c.text(i18n.MsgOn))
			clockSeen, customSeen := false, false
			for off := 0.0; off <= geo.maxScroll()+1 && !(clockSeen && customSeen); off += 20 {
				n.scroll.offset = off
				clockSeen = clockSeen || shows(last)
				customSeen = customSeen || shows(c.text(i18n.MsgClockCustom))
			}
			n.scroll.offset = 0
			if !clockSeen {
				t.Errorf("%v %v: the clock's last option never comes into view", lang, size)
			}
			if !customSeen {
				t.Errorf("%v %v: the custom clock never comes into view", lang, size)
			}
			if !adaptive {
				t.Errorf("%v %v: the adaptive switch never comes into view", lang, size)
			}
		}
	}
}

// TestFirstGameOffer: the shell's part of the first game's offer: a new
// player (no save) finds the New game screen saying how to learn the
// moves; once a game has begun the shell no longer takes the player for
// new, so New game opened again says nothing. What the form shows and
// keeps (the lowest level, the adaptive level, the choices free) is
// newgame.TestFirstGameOffer; that a save makes the player no longer
// new, with the level kept, session.TestNewPlayerDefaults.
func TestFirstGameOffer(t *testing.T) {
	g, in := newTestGame(t, Config{Side: "two"})
	c := g.c
	if !c.newPlayer {
		t.Fatal("no save, and not a new player")
	}
	tap(t, g, in, c.text(i18n.MsgNewGame))
	n := topIs[*newGameScreen](t, g)
	if got := n.m.FirstNote(); got != c.text(i18n.MsgFirstGameNote) {
		t.Fatalf("New game says %q", got)
	}
	tap(t, g, in, c.text(i18n.MsgStart))
	topIs[*playScreen](t, g)
	if c.newPlayer {
		t.Error("still a new player after a game began")
	}
	if got := newNewGameScreen(c, nil).m.FirstNote(); got != "" {
		t.Errorf("after a game began New game says %q", got)
	}
}

// TestIllegalTapSaysWhy: a tap the rules refuse deselects the piece and
// says why under the board, until the next tap (the view keeps the move
// refused; each reason: play.TestRefusalReasons).
func TestIllegalTapSaysWhy(t *testing.T) {
	g, in := newTestGame(t, Config{Side: "two", FEN: rules.StartFEN})
	p := topIs[*playScreen](t, g)
	for _, c := range []struct{ from, to, want string }{
		{"b0", "d1", "The horse's leg is blocked"},
		{"c3", "c2", "Soldiers never move back"},
	} {
		tapPoint(t, g, in, c.from, false)
		tapPoint(t, g, in, c.to, false)
		if _, second := p.statusLines(g.c); second != c.want {
			t.Errorf("%s-%s: %q, want %q", c.from, c.to, second, c.want)
		}
		if p.board.sel != rules.NoSquare {
			t.Errorf("%s-%s: the piece stays selected", c.from, c.to)
		}
	}
	// The next tap forgets it.
	tapPoint(t, g, in, "h2", false)
	if _, second := p.statusLines(g.c); strings.Contains(second, "piece") {
		t.Errorf("after another tap: %q", second)
	}
}

// TestFaceToFaceTurnsTheStatus: two players face to face in portrait get
// the status turned above the board (instead of the move list); a game
// against the computer or a landscape screen keeps the list.
func TestFaceToFaceTurnsTheStatus(t *testing.T) {
	g, _ := newTestGame(t, Config{Side: "two", FEN: rules.StartFEN})
	c := g.c
	p := topIs[*playScreen](t, g)
	if p.statusTurned(c, c.playLayout()) {
		t.Fatal("turned without face to face")
	}
	c.settings.FaceToFace = true
	if !p.statusTurned(c, c.playLayout()) {
		t.Fatal("face to face, portrait: the status is not turned")
	}
	c.setSize(1280, 720, 1)
	if p.statusTurned(c, c.playLayout()) {
		t.Error("landscape: the status turned over the move list panel")
	}
	c.setSize(540, 960, 1)
	g2, _ := newTestGame(t, Config{Side: "red", FEN: rules.StartFEN})
	g2.c.settings.FaceToFace = true
	if topIs[*playScreen](t, g2).statusTurned(g2.c, g2.c.playLayout()) {
		t.Error("against the computer the status turned")
	}
}

// soundLog records the sounds the game sends to its audio device.
type soundLog struct{ played []sound }

func (l *soundLog) play(s sound) { l.played = append(l.played, s) }
func (l *soundLog) suspend()     {}
func (l *soundLog) resume()      {}

// take returns the sounds since the last take.
func (l *soundLog) take() []sound {
	out := l.played
	l.played = nil
	return out
}

// TestSoundsOfTheGame: the shell's way to the audio device, with Sound
// on and off (set in Settings): on, a move on the board makes its sound,
// and a puzzle's mating move the board's own check (the board view plays
// it) then the judge's end; off, neither makes any. Which event makes
// which sound is the models': play.TestSoundsOfTheGame (moves, captures,
// checks, a mate, the clock's last seconds and its fall),
// puzzles.TestAttemptStars (a solve's end), sfx.TestForMove.
func TestSoundsOfTheGame(t *testing.T) {
	for _, on := range []bool{true, false} {
		name := "on"
		if !on {
			name = "off"
		}
		t.Run(name, func(t *testing.T) { soundsOfTheGame(t, on) })
	}
}

func soundsOfTheGame(t *testing.T, on bool) {
	log := &soundLog{}
	in := &scriptInput{}
	g, err := newGame(Config{DataDir: t.TempDir(), Lang: "en", Side: "two", FEN: rules.StartFEN}, session.Timed(nil, session.Timing{}), in, log)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(g.c.index.Close) // before the data folder is removed
	c := g.c
	c.setSize(540, 960, 1)
	if !c.settings.Sound {
		t.Fatal("sound is off by default")
	}
	if !on {
		// The one switch, as the player finds it.
		tap(t, g, in, "Menu")
		tap(t, g, in, "Settings")
		tapSettingsToggle(t, g, in, "Sound", "Off")
		g.Back()
		topIs[*playScreen](t, g)
		if c.settings.Sound {
			t.Fatal("Settings did not turn the sound off")
		}
	}
	_ = log.take()
	expect := func(what string, want ...sound) {
		t.Helper()
		got := log.take()
		if !on {
			want = nil
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: sounds %v, want %v", what, got, want)
		}
	}
	playMoves(t, g, in, "h2e2")
	expect("a move", sfx.Move)
	// A puzzle won by a check (m1-01: a mate in one).
	if err := g.openPuzzle("m1-01", 0, false); err != nil {
		t.Fatal(err)
	}
	s := topIs[*puzzleScreen](t, g)
	mv := s.m.Puzzle().Solution[0]
	tapPoint(t, g, in, mv.From().String(), s.board.flipped)
	tapPoint(t, g, in, mv.To().String(), s.board.flipped)
	deadline := time.Now().Add(5 * time.Second)
	for c.progress.Stars("m1-01") == 0 && time.Now().Before(deadline) {
		in.run(t, g, pointerState{})
		time.Sleep(time.Millisecond)
	}
	if c.progress.Stars("m1-01") == 0 {
		t.Fatal("the puzzle was not solved")
	}
	in.run(t, g, pointerState{})
	expect("a puzzle's mating move", sfx.Check, sfx.End)
}

// tapSettingsToggle taps the option labelled option of the Settings
// screen's choice named name, scrolling it into view first.
func tapSettingsToggle(t *testing.T, g *Game, in *scriptInput, name, option string) {
	t.Helper()
	c := g.c
	st := topIs[*settingsScreen](t, g)
	items := st.items(c)
	geo := settingsLayout(c, items)
	for i, it := range items {
		if c.text(it.Name) != name {
			continue
		}
		for k, o := range it.Options {
			if o != option {
				continue
			}
			r := geo.options[i][k]
			st.scroll.offset = 0
			st.scroll.scrollBy(r.Y+r.H-geo.view.H, geo.maxScroll())
			x, y := r.Center()
			y += geo.view.Y - st.scroll.offset
			in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
			return
		}
	}
	t.Fatalf("no %q %q in Settings", name, option)
}

// TestSettingsShowsEveryChoice: each choice's options (which and how
// many: settings.TestEveryChoice) are all laid out at once at 360×640,
// 540×960 and 1280×720 in each language; every option is a 48 dp target
// inside the screen; at 1280×720 the level picker is in view unscrolled,
// and on a small phone the list scrolls to its last choice.
func TestSettingsShowsEveryChoice(t *testing.T) {
	g, _ := newTestGame(t, Config{})
	c := g.c
	for _, sz := range [][3]int{{360, 640, 0}, {540, 960, 1}, {1280, 720, 2}, {960, 540, 0}, {360, 640, 1}, {540, 960, 2}, {1280, 720, 0}, {360, 640, 2}, {540, 960, 0}, {1280, 720, 1}} {
		size := [2]int{sz[0], sz[1]}
		c.lang = []i18n.Lang{i18n.LangVi, i18n.LangEn, i18n.LangZh}[sz[2]]
		c.setSize(size[0], size[1], 1)
		items := newSettingsScreen(c).items(c)
		geo := settingsLayout(c, items)
		for i, it := range items {
			if n := len(geo.options[i]); n != len(it.Options) || n == 0 {
				t.Errorf("%v: %s has %d options laid out of %d", size, c.text(it.Name), n, len(it.Options))
			}
			for k, r := range geo.options[i] {
				if r.H < 48 || r.W < 48 || r.X < 0 || r.X+r.W > float64(size[0]) {
					t.Errorf("%v: %s option %d at %+v", size, c.text(it.Name), k, r)
				}
				if geo.px[i] < settingsMinPxDP-2 {
					t.Errorf("%v: %s: labels of %.1f px", size, c.text(it.Name), geo.px[i])
				}
			}
		}
		// At 1280×720 the level picker is in view unscrolled
		// (checkLevelPicker); the choices below it may scroll (by 92 px in
		// Vietnamese when this was written: the ladder's grid takes five
		// rows).
		checkLevelPicker(t, c, size, items, geo)
		if geo.back.Y+geo.back.H > float64(size[1]) {
			t.Errorf("%v: Back at %+v", size, geo.back)
		}
	}
	// Scrolled to the end on a small phone, the last choice is in view
	// and can be tapped.
	c.lang = i18n.LangEn
	c.setSize(360, 640, 1)
	s := newSettingsScreen(c)
	c.push(s)
	s.scroll.offset = 1e9
	bs := s.buttons(c)
	found := false
	for _, b := range bs {
		found = found || (b.label == c.text(i18n.MsgOn) && b.r.Y > 400)
	}
	if s.scroll.offset <= 0 || !found {
		t.Fatalf("scrolled by %.0f, last switch in view: %v", s.scroll.offset, found)
	}
}

// TestSettingsLooksSaved: the piece set and the theme, tapped on the
// screen, are drawn at once: the board's style has the WXF letters and
// the high contrast colours. What the model keeps and saves is
// settings.TestLooksSaved.
func TestSettingsLooksSaved(t *testing.T) {
	g, in := newTestGame(t, Config{})
	c := g.c
	c.setSize(1280, 720, 1) // every choice in view
	tap(t, g, in, "Settings")
	topIs[*settingsScreen](t, g)
	tap(t, g, in, "WXF letters")
	tap(t, g, in, "High contrast")
	if st := c.style(); st.glyph(rules.MakePiece(rules.Red, rules.Chariot)) != "R" || st.colors() != &themes[session.ThemeContrast] {
		t.Fatalf("style %+v", st)
	}
}

// tapSetting taps option k of the Settings choice named name, scrolled
// into view.
func tapSetting(t *testing.T, g *Game, in *scriptInput, name i18n.Msg, k int) {
	t.Helper()
	c := g.c
	s := topIs[*settingsScreen](t, g)
	items := s.items(c)
	geo := settingsLayout(c, items)
	for i, it := range items {
		if it.Name == name {
			r := geo.options[i][k]
			// Scrolled into view first, as a player would.
			s.scroll.offset = max(0, min(r.Y+r.H/2-geo.view.H/2, geo.maxScroll()))
			x, y := r.Center()
			y += geo.view.Y - s.scroll.offset
			in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
			return
		}
	}
	t.Fatalf("no choice %q in Settings", c.text(name))
}

// checkLevelPicker checks the level picker among items laid out by geo at
// size: every level (named as ui.LevelChoice names them) with its rating
// read from the engine (ctx.levelRatings) under the name; two or more to
// a row;
// each name on one line and each rating at a readable size inside its
// 48 dp button; and at 1280×720 the whole picker in view unscrolled.
func checkLevelPicker(t *testing.T, c *ctx, size [2]int, items []settingsItem, geo settingsGeometry) {
	t.Helper()
	i := slices.IndexFunc(items, func(it settingsItem) bool { return it.Name == i18n.MsgLevel })
	if i < 0 {
		t.Fatalf("%v %v: no level picker", c.lang, size)
	}
	it, rs, px := items[i], geo.options[i], geo.px[i]
	if len(it.Options) != session.NumLevels || len(it.Subs) != session.NumLevels || len(rs) != session.NumLevels {
		t.Fatalf("%v %v: %d levels, %d ratings, %d buttons", c.lang, size, len(it.Options), len(it.Subs), len(rs))
	}
	perRow := 0
	for _, r := range rs {
		if r.Y == rs[0].Y {
			perRow++
		}
	}
	if perRow < 2 {
		t.Errorf("%v %v: %d level to a row: not a grid", c.lang, size, perRow)
	}
	dp := c.dp
	for l := session.Level(0); l < session.NumLevels; l++ {
		r, name, sub := rs[l], it.Options[l], it.Subs[l]
		if sub != fmt.Sprintf("≈%d", levelRating(l)) {
			t.Errorf("%v: level %d's rating shown as %q", c.lang, int(l), sub)
		}
		if r.H < settingsRowDP*dp || r.W < settingsSubCellDP*dp || px < settingsMinPxDP*dp ||
			measure(name, c.paint.fonts.UI(px)) > r.W-12*dp || 2.1*px > r.H-8*dp {
			t.Errorf("%v %v: %q at %.1f px in %+v", c.lang, size, name, px, r)
		}
		if sp := c.paint.fitPx(sub, px*0.8, r.W-6*dp); sp < settingsSubMinDP*dp-0.5 {
			t.Errorf("%v %v: rating %q at %.1f px", c.lang, size, sub, sp)
		}
		if size == [2]int{1280, 720} && r.Y+r.H > geo.view.H {
			t.Errorf("%v 1280x720: level %d at %+v, below the view (%.0f high)", c.lang, int(l), r, geo.view.H)
		}
	}
}

// BenchmarkPlayDragFrame: one frame of the play screen (540×960, twelve
// moves in, two players) redrawn while a piece is dragged, as every tick
// of a drag is, with the lines of text kept as images (lines: the move
// list, the status, the board's labels, the buttons) and drawn glyph by
// glyph (glyphs, drive.Driver.SetTextGlyphs).
func BenchmarkPlayDragFrame(b *testing.B) {
	for _, glyphs := range []bool{false, true} {
		name := "lines"
		if glyphs {
			name = "glyphs"
		}
		b.Run(name, func(b *testing.B) {
			in := &scriptInput{}
			g, err := newGame(Config{DataDir: b.TempDir(), Lang: "en", Side: "two"}, session.Timed(nil, session.Timing{}), in, nil)
			if err != nil {
				b.Fatal(err)
			}
			c := g.c
			c.paint.lines.off = glyphs
			c.setSize(540, 960, 1)
			game := rules.NewGame(rules.StartPosition())
			for _, s := range []string{"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "g3g4", "g6g5", "h0h6", "h7i7", "h6g6", "i7i8"} {
				p := game.Position()
				m, err := p.ReadMove(s)
				if err != nil {
					b.Fatal(err)
				}
				game.Play(m)
			}
			c.startMatch(game)
			l := c.playLayout()
			from, _ := rules.ParseSquare("b2")
			x, y := l.Point(from, false)
			in.steps = []pointerState{{ev: pointerPress, x: x, y: y, touch: true}, {ev: pointerMove, x: x + 30, y: y - 30, touch: true}}
			for len(in.steps) > 0 {
				g.c.guard.look(g.c)
				g.c.guard.ticks += armTicks
				if err := g.Update(); err != nil {
					b.Fatal(err)
				}
			}
			if ps, ok := c.top().(*playScreen); !ok || !ps.board.dragging {
				b.Fatalf("top %T, not dragging", c.top())
			}
			dst := ebiten.NewImage(540, 960)
			b.ReportAllocs()
			for b.Loop() {
				c.dirty = true
				g.Draw(dst)
			}
		})
	}
}
