//go:build display

package game

import (
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
// without both horses throughout and the choice is kept for the next
// game (what the status and the record say: play.TestHandicapGameAsPlayed).
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
	topIs[*playScreen](t, g)
	want := rules.HandicapPosition(rules.HandicapTwoHorses, rules.Black)
	if c.game.Match().Game().Start() != want {
		t.Fatalf("started from %s", fenOf(c.game.Match().Game().Start()))
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
	topIs[*playScreen](t, g2)
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
// without the giver's pieces and are saved (what the status says:
// play.TestHandicapGameAsPlayed).
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
	topIs[*playScreen](t, g)
	if c.game.Match().Game().Start() != rules.HandicapPosition(rules.HandicapChariot, rules.Red) || c.game.Match().VsComputer() {
		t.Fatalf("started from %s", fenOf(c.game.Match().Game().Start()))
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
