//go:build display

package game

import (
	"slices"
	"testing"

	"xiangqi/game/session"
	"xiangqi/i18n"
)

// TestFirstGameOffer: a new player (no save) finds the New game screen at
// the lowest level with the adaptive level on and a line on how to learn
// the moves; the choices stay free, the line goes once a game has begun,
// and a player with a save sees neither the line nor any change to the
// level saved.
func TestFirstGameOffer(t *testing.T) {
	dir := t.TempDir()
	g, in := newTestGame(t, Config{DataDir: dir, Side: "two"})
	c := g.c
	if !c.newPlayer || c.settings.Level != session.Newcomer || !c.settings.Adaptive {
		t.Fatalf("a new player: new %v, level %v, adaptive %v", c.newPlayer, c.settings.Level, c.settings.Adaptive)
	}
	tap(t, g, in, c.text(i18n.MsgNewGame))
	n := topIs[*newGameScreen](t, g)
	if got := n.firstNote(c); got != c.text(i18n.MsgFirstGameNote) {
		t.Fatalf("New game says %q", got)
	}
	items := n.items(c)
	lv := items[slices.IndexFunc(items, func(it settingsItem) bool { return it.name == i18n.MsgLevel })]
	if lv.chosen != int(session.Newcomer) || lv.options[lv.chosen] != c.levelName(session.Newcomer) {
		t.Errorf("level picker at %d (%q)", lv.chosen, lv.options[lv.chosen])
	}
	// Nothing is forced: another level may be chosen here.
	lv.choose(int(session.Hard))
	if c.settings.Level != session.Hard {
		t.Errorf("chose Hard, level %v", c.settings.Level)
	}
	tap(t, g, in, c.text(i18n.MsgStart))
	if c.newPlayer {
		t.Error("still a new player after a game began")
	}
	if got := n.firstNote(c); got != "" {
		t.Errorf("after a game began New game says %q", got)
	}
	c.save()
	c.lock.Release()

	// The next run reads the save: not new, Hard kept.
	g2, _ := newTestGame(t, Config{DataDir: dir, Side: "two"})
	if g2.c.newPlayer || g2.c.settings.Level != session.Hard {
		t.Errorf("with a save: new %v, level %v", g2.c.newPlayer, g2.c.settings.Level)
	}
	if got := (&newGameScreen{}).firstNote(g2.c); got != "" {
		t.Errorf("with a save New game says %q", got)
	}
}
