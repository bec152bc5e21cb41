//go:build display

package game

import (
	"errors"
	"strings"
	"testing"

	"xiangqi/game/session"
	"xiangqi/rules"
)

// TestSecondGameOnOneFolderRefused (issue 25, fault 2): a second game on
// the data folder of a running one does not start (so it cannot write its
// older state over the first's); once the first is closed, it does. The
// lock itself is session.TestLockDirOnePerFolder's; this is the program's
// start and end around it (newGame, Game.Close's save and release).
func TestSecondGameOnOneFolderRefused(t *testing.T) {
	dir := t.TempDir()
	g, in := newTestGame(t, Config{DataDir: dir, Side: "two", FEN: rules.StartFEN})
	playMoves(t, g, in, "h2e2")
	second, err := newGame(Config{DataDir: dir, Lang: "en"}, session.Timed(nil, session.Timing{}), &scriptInput{}, nil)
	if !errors.Is(err, session.ErrLocked) {
		if second != nil {
			second.Close()
		}
		t.Fatalf("a second game on a folder in use: %v, want ErrLocked", err)
	}
	if !strings.Contains(err.Error(), dir) {
		t.Errorf("the error %q does not name the folder", err)
	}
	if err := g.Close(); err != nil {
		t.Fatal(err)
	}
	g2, _ := newTestGame(t, Config{DataDir: dir})
	defer g2.Close()
	if m := g2.c.game.Match(); m == nil || len(m.Game().Moves()) != 1 {
		t.Fatal("the first game's move is not in the save")
	}
}
