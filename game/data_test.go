//go:build display

package game

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"xiangqi/game/session"
	"xiangqi/rules"
)

// TestSecondGameOnOneFolderRefused (issue 25, fault 2): a second game on
// the data folder of a running one does not start (so it cannot write its
// older state over the first's); once the first is closed, it does.
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
	if m := g2.c.match; m == nil || len(m.Game().Moves()) != 1 {
		t.Fatal("the first game's move is not in the save")
	}
}

// flakyStore is a save store that fails with err while err is set, as on
// a full disk.
type flakyStore struct {
	session.Store
	err error
}

func (s *flakyStore) Save(d session.SaveData) error {
	if s.err != nil {
		return s.err
	}
	return s.Store.Save(d)
}

// TestFailedSaveShownAgainstComputer (issue 25, fault 3): against the
// computer the status's second line is never empty, and a failed save
// was shown only on an empty one. It is now shown under the board, and
// on the start screen, until a save succeeds; that save holds every move.
func TestFailedSaveShownAgainstComputer(t *testing.T) {
	dir := t.TempDir()
	g, in := newEngineGame(t, Config{DataDir: dir, Side: "red", Level: "easy", FEN: rules.StartFEN})
	c := g.c
	fs := &flakyStore{Store: session.Store{Dir: dir}, err: syscall.ENOSPC}
	c.store = fs
	playMoves(t, g, in, "h2e2")
	waitPlies(t, g, in, 2)
	p := topIs[*playScreen](t, g)
	const full = "no space left on device"
	if _, second := p.statusLines(c); !strings.Contains(second, full) {
		t.Fatalf("after a failed save the status says %q", second)
	}
	if !strings.Contains(c.startNotice(), full) {
		t.Errorf("the start screen says %q", c.startNotice())
	}
	playMoves(t, g, in, "b0c2")
	waitPlies(t, g, in, 4)
	if _, second := p.statusLines(c); !strings.Contains(second, full) {
		t.Fatalf("a second failed save is not shown: %q", second)
	}
	fs.err = nil
	playMoves(t, g, in, "b2b6")
	waitPlies(t, g, in, 6)
	if _, second := p.statusLines(c); strings.Contains(second, full) || !strings.Contains(second, "you play Red") {
		t.Fatalf("after a save that worked the status says %q", second)
	}
	d, notice := session.Store{Dir: dir}.Load()
	if notice != nil || d.Game == nil || len(d.Game.Moves) != 6 {
		t.Fatalf("the save after the failures: %+v, %v", d.Game, notice)
	}
}

// TestFailedLibraryWriteKept (issue 25, fault 3): a game replaced while
// the library cannot be written is not dropped: the failure is shown, and
// the next write puts the replaced game's record in too.
func TestFailedLibraryWriteKept(t *testing.T) {
	dir := t.TempDir()
	g, in := newTestGame(t, Config{DataDir: dir, Side: "two", FEN: rules.StartFEN})
	defer g.Close()
	c := g.c
	playMoves(t, g, in, "h2e2", "h9g7")
	first := c.gameID
	// The library's folder is a file: every write to it fails.
	games := filepath.Join(dir, "games")
	if err := os.WriteFile(games, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	c.startMatch(rules.NewGame(c.match.Game().Start())) // the first goes to the library
	if c.writeProblem() == "" {
		t.Fatal("a failed library write is not shown")
	}
	playMoves(t, g, in, "b2e2")
	p := topIs[*playScreen](t, g)
	if _, second := p.statusLines(c); !strings.Contains(second, "Could not save") {
		t.Fatalf("the status says %q", second)
	}
	if err := os.Remove(games); err != nil {
		t.Fatal(err)
	}
	c.archive()
	if c.writeProblem() != "" {
		t.Fatalf("after a write that worked: %q", c.writeProblem())
	}
	es, _ := c.library.Load()
	ids := map[string]int{}
	for _, e := range es {
		ids[e.ID] = len(e.Record.Moves)
	}
	if ids[first] != 2 || ids[c.gameID] != 1 {
		t.Fatalf("the library after the failure: %v (the replaced game %s)", ids, first)
	}
}
