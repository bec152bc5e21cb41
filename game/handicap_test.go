//go:build display

package game

import (
	"strings"
	"testing"
	"time"

	"xiangqi/game/newgame"
	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/rules"
)

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

// waitPlies ticks until the game in progress has n moves.
func waitPlies(t *testing.T, g *Game, in *scriptInput, n int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for len(g.c.game.Match().Game().Moves()) < n && time.Now().Before(deadline) {
		in.run(t, g, pointerState{})
		time.Sleep(time.Millisecond)
	}
	if got := len(g.c.game.Match().Game().Moves()); got != n {
		t.Fatalf("%d moves, want %d", got, n)
	}
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

// TestHandicapGameAsPlayed: a careless player taps each handicap twice,
// starts a game with two horses given, plays, leaves, continues, leaves
// the app, comes back and continues again: the computer (Black) is
// without both horses throughout, the status says so, the choice is kept
// for the next game and the library's record carries the handicap.
func TestHandicapGameAsPlayed(t *testing.T) {
	dir := t.TempDir()
	g, in := newEngineGame(t, Config{DataDir: dir, Side: "red"})
	c := g.c
	tap(t, g, in, "New game")
	for _, h := range []string{"Horse", "Horse", "Chariot + horse", "Chariot + horse", "Two horses", "Two horses"} {
		tap(t, g, in, h)
	}
	if c.settings.Handicap != rules.HandicapTwoHorses {
		t.Fatalf("handicap %v", c.settings.Handicap)
	}
	tap(t, g, in, "Start")
	p := topIs[*playScreen](t, g)
	want := rules.HandicapPosition(rules.HandicapTwoHorses, rules.Black)
	if c.game.Match().Game().Start() != want {
		t.Fatalf("started from %s", fenOf(c.game.Match().Game().Start()))
	}
	if _, second := p.statusLines(c); !strings.Contains(second, "Computer gives both horses") {
		t.Errorf("status %q", second)
	}
	playMoves(t, g, in, "h2e2")
	waitPlies(t, g, in, 2)
	// Leave, continue.
	g.Back()
	tap(t, g, in, "Yes")
	topIs[*menuScreen](t, g)
	tap(t, g, in, "Continue")
	topIs[*playScreen](t, g)
	if c.game.Match().Game().Start() != want || len(c.game.Match().Game().Moves()) != 2 {
		t.Fatalf("continued from %s with %d moves", fenOf(c.game.Match().Game().Start()), len(c.game.Match().Game().Moves()))
	}
	g.Back()
	tap(t, g, in, "Yes")
	id := c.game.ID()
	// The app again, on the same data: the game and the choice are kept.
	if err := g.Close(); err != nil {
		t.Fatal(err)
	}
	g2, in2 := newEngineGame(t, Config{DataDir: dir})
	c2 := g2.c
	if c2.settings.Handicap != rules.HandicapTwoHorses || c2.game.Match() == nil || c2.game.Match().Game().Start() != want || c2.game.ID() != id {
		t.Fatalf("after a restart: handicap %v, game %v", c2.settings.Handicap, c2.game.Match() != nil)
	}
	tap(t, g2, in2, "Continue")
	p2 := topIs[*playScreen](t, g2)
	if _, second := p2.statusLines(c2); !strings.Contains(second, "Computer gives both horses") {
		t.Errorf("status after a restart %q", second)
	}
	rec, err := c2.game.Library.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Tag("Handicap") != "black gives two-horses" || rec.Start != want || rec.Tag("SetUp") != "1" {
		t.Errorf("record: Handicap %q, SetUp %q, start %s", rec.Tag("Handicap"), rec.Tag("SetUp"), rec.Start.FEN())
	}
	if gi := session.InfoOf(rec); gi.Handicap != rules.HandicapTwoHorses || gi.Giver != rules.Black {
		t.Errorf("record info %+v", gi)
	}
	// The next game keeps the handicap; None takes it away.
	tap(t, g2, in2, "New game")
	tap(t, g2, in2, "Yes") // the game in progress is replaced (and kept)
	tap(t, g2, in2, "None")
	tap(t, g2, in2, "Start")
	if c2.game.Match().Game().Start() != rules.StartPosition() {
		t.Fatalf("no handicap: started from %s", fenOf(c2.game.Match().Game().Start()))
	}
}

// TestHandicapTwoPlayers: between two players, the handicap and who
// gives it tapped on the screen (a careless player's two taps; what the
// form shows and keeps: newgame.TestHandicapTwoPlayers) start a game
// without the giver's pieces, say so, and are saved.
func TestHandicapTwoPlayers(t *testing.T) {
	g, in := newTestGame(t, Config{Side: "red"})
	c := g.c
	tap(t, g, in, "New game")
	tap(t, g, in, "Two players")
	tap(t, g, in, "Two players")
	tap(t, g, in, "Chariot")
	tapChoice(t, g, in, i18n.MsgHandicapGiver, 0) // Red gives
	tapChoice(t, g, in, i18n.MsgHandicapGiver, 0)
	tap(t, g, in, "Start")
	p := topIs[*playScreen](t, g)
	if c.game.Match().Game().Start() != rules.HandicapPosition(rules.HandicapChariot, rules.Red) || c.game.Match().VsComputer() {
		t.Fatalf("started from %s", fenOf(c.game.Match().Game().Start()))
	}
	if _, second := p.statusLines(c); !strings.Contains(second, "Red gives a chariot") {
		t.Errorf("status %q", second)
	}
	d, _ := c.game.Store.Load()
	if d.Settings.HandicapSide != rules.Red || d.Settings.Handicap != rules.HandicapChariot {
		t.Errorf("saved %+v", d.Settings)
	}
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

// TestAdaptiveLevelInGame: with the adaptive level on, two wins in a row
// raise the level and the player is told; undoing the mate and mating
// again does not count twice; two resignations lower it again; a game
// between two players does not count. The level and streak are saved.
func TestAdaptiveLevelInGame(t *testing.T) {
	const mateFEN = "5a3/4Nk3/5a3/9/1C7/9/9/9/9/4K4 w - - 0 1" // Red mates with b5b8
	g, in := newEngineGame(t, Config{Side: "red", Level: "easy"})
	c := g.c
	tap(t, g, in, "New game")
	// Below the fold since the clock came before the level (issue 30).
	tapChoice(t, g, in, i18n.MsgAdaptive, 1)
	tapChoice(t, g, in, i18n.MsgAdaptive, 1)
	tap(t, g, in, "Back")
	if !c.settings.Adaptive {
		t.Fatal("adaptive level not on")
	}
	pos, err := rules.ParseFEN(mateFEN)
	if err != nil {
		t.Fatal(err)
	}
	win := func() *playScreen {
		t.Helper()
		c.startMatch(rules.NewGame(pos))
		p := topIs[*playScreen](t, g)
		playMoves(t, g, in, "b5b8")
		if !c.game.Match().Over() {
			t.Fatal("no mate")
		}
		return p
	}
	p := win()
	if p.m.LevelNote() != "" || c.settings.Level != session.Easy || c.settings.Streak != 1 {
		t.Fatalf("one win: note %q, level %v, streak %d", p.m.LevelNote(), c.settings.Level, c.settings.Streak)
	}
	// Undo the mate and mate again: still one win.
	tap(t, g, in, "Undo")
	playMoves(t, g, in, "b5b8")
	if c.settings.Streak != 1 {
		t.Fatalf("the same game counted twice: streak %d", c.settings.Streak)
	}
	p = win()
	// One level up the ladder: the one after Easy.
	if want := "Two wins in a row: level raised to " + c.levelName(session.Easy+1); p.m.LevelNote() != want || c.settings.Level != session.Easy+1 {
		t.Fatalf("two wins: note %q, level %v", p.m.LevelNote(), c.settings.Level)
	}
	if _, second := p.statusLines(c); second != p.m.LevelNote() {
		t.Errorf("status %q", second)
	}
	d, _ := c.game.Store.Load()
	if d.Settings.Level != session.Easy+1 || !d.Settings.Adaptive || d.Settings.Streak != 0 {
		t.Fatalf("saved %+v", d.Settings)
	}
	// Two resignations: back to Easy.
	resign := func() *playScreen {
		t.Helper()
		c.startMatch(rules.NewGame(rules.StartPosition()))
		p := topIs[*playScreen](t, g)
		tap(t, g, in, "Menu")
		tap(t, g, in, "Resign")
		tap(t, g, in, "Yes")
		if !c.game.Match().Over() {
			t.Fatal("not resigned")
		}
		return p
	}
	resign()
	if p = resign(); p.m.LevelNote() != "Two losses in a row: level lowered to Easy" || c.settings.Level != session.Easy {
		t.Fatalf("two resignations: note %q, level %v", p.m.LevelNote(), c.settings.Level)
	}
	// A game left unfinished does not count; nor does one of two players.
	c.startMatch(rules.NewGame(rules.StartPosition()))
	playMoves(t, g, in, "h2e2")
	waitPlies(t, g, in, 2)
	c.startMatch(rules.NewGame(rules.StartPosition())) // replaced
	c.settings.SetPlayAs(session.PlayTwo)
	c.startMatch(rules.NewGame(pos))
	playMoves(t, g, in, "b5b8")
	if c.settings.Streak != 0 || c.settings.Level != session.Easy {
		t.Fatalf("unfinished or two-player games counted: %+v", c.settings)
	}
}

// TestNewGameLevelNote: with a game in progress against the computer, a
// level chosen on the New game screen is for the new game (the note and
// the levels kept: newgame.TestLevelNote): the game in progress keeps its
// level when the player goes back to it, and the game Start begins plays
// at the level chosen.
func TestNewGameLevelNote(t *testing.T) {
	g, in := newEngineGame(t, Config{Side: "red", Level: "easy", FEN: rules.StartFEN})
	c := g.c
	playMoves(t, g, in, "h2e2")
	waitPlies(t, g, in, 2)
	tap(t, g, in, "New game")
	tap(t, g, in, "Yes")
	// Below the fold since the clock came before the level.
	tapChoice(t, g, in, i18n.MsgLevel, int(session.Master))
	if n := topIs[*newGameScreen](t, g); n.m.Note == "" {
		t.Error("no note on the level chosen")
	}
	tap(t, g, in, "Back")
	topIs[*playScreen](t, g)
	if c.game.Match().Level() != session.Easy {
		t.Fatalf("the game in progress plays at %v", c.game.Match().Level())
	}
	// Started, the new game plays at Master.
	tap(t, g, in, "New game")
	tap(t, g, in, "Yes")
	tap(t, g, in, "Start")
	if c.game.Match().Level() != session.Master {
		t.Fatalf("the new game plays at %v", c.game.Match().Level())
	}
}

func fenOf(p rules.Position) string { return p.FEN() }
