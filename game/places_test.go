//go:build display

package game

import (
	"fmt"
	"testing"
	"xiangqi/game/play"

	"xiangqi/i18n"
	"xiangqi/rules"
)

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
		c.settings.Handicap = rules.HandicapHorse
		states = append(states, rects(c, ng))
		samePlaces(t, name+" New game", []string{"for Red", "for Black", "for two players", "two players with a handicap"}, states)
	}
}
