//go:build display

package game

import (
	"testing"

	"xiangqi/i18n"
)

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
