//go:build display

package game

import (
	"testing"

	"xiangqi/game/session"
	"xiangqi/i18n"
)

// TestFirstGameOffer: a new player (no save) finds the New game screen at
// the lowest level with the adaptive level on and a line on how to learn
// the moves (what the form shows and keeps: newgame.TestFirstGameOffer);
// the line goes once a game has begun, and a player with a save sees
// neither the line nor any change to the level saved.
func TestFirstGameOffer(t *testing.T) {
	dir := t.TempDir()
	g, in := newTestGame(t, Config{DataDir: dir, Side: "two"})
	c := g.c
	if !c.newPlayer || c.settings.Level != session.Newcomer || !c.settings.Adaptive {
		t.Fatalf("a new player: new %v, level %v, adaptive %v", c.newPlayer, c.settings.Level, c.settings.Adaptive)
	}
	tap(t, g, in, c.text(i18n.MsgNewGame))
	n := topIs[*newGameScreen](t, g)
	if got := n.m.FirstNote(); got != c.text(i18n.MsgFirstGameNote) {
		t.Fatalf("New game says %q", got)
	}
	// Nothing is forced: another level may be chosen here (against the
	// computer: between two players the level is greyed).
	tapChoice(t, g, in, i18n.MsgPlayAs, session.PlayRed)
	tapChoice(t, g, in, i18n.MsgLevel, int(session.Hard))
	tapChoice(t, g, in, i18n.MsgPlayAs, session.PlayTwo)
	if c.settings.Level != session.Hard {
		t.Errorf("chose Hard, level %v", c.settings.Level)
	}
	tap(t, g, in, c.text(i18n.MsgStart))
	topIs[*playScreen](t, g)
	if c.newPlayer {
		t.Error("still a new player after a game began")
	}
	if got := newNewGameScreen(c, nil).m.FirstNote(); got != "" {
		t.Errorf("after a game began New game says %q", got)
	}
	c.save()
	c.lock.Release()

	// The next run reads the save: not new, Hard kept.
	g2, _ := newTestGame(t, Config{DataDir: dir, Side: "two"})
	if g2.c.newPlayer || g2.c.settings.Level != session.Hard {
		t.Errorf("with a save: new %v, level %v", g2.c.newPlayer, g2.c.settings.Level)
	}
	if got := newNewGameScreen(g2.c, nil).m.FirstNote(); got != "" {
		t.Errorf("with a save New game says %q", got)
	}
}
