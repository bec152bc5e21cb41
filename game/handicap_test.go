//go:build display

package game

import (
	"testing"
	"time"

	"xiangqi/game/newgame"
	"xiangqi/i18n"
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
