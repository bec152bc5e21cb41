//go:build display && automation

package game

import (
	"io/fs"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"xiangqi/game/session"
)

// TestReadOnlyFolderStarts (issue 49, fault 10): on a data folder the
// game cannot write (the lock file cannot be made: EROFS, injected, as
// the tests run as root) the game starts without the lock, reads the
// library into memory and says on its start screen why nothing will be
// saved. Before, newGame returned the error and the game exited.
func TestReadOnlyFolderStarts(t *testing.T) {
	readOnly := func(d string) (*session.DirLock, error) {
		return nil, &fs.PathError{Op: "open", Path: filepath.Join(d, "xiangqi.lock"), Err: syscall.EROFS}
	}
	g, err := newGameLocked(Config{DataDir: t.TempDir(), Lang: "en"}, session.Timed(nil, session.Timing{}), &scriptInput{}, nil, readOnly)
	if err != nil {
		t.Fatalf("newGame: %v", err)
	}
	defer g.Close()
	c := g.c
	if c.lock != nil {
		t.Error("a lock was taken")
	}
	if !strings.HasPrefix(c.notice, "The data folder is read-only; nothing will be saved: ") || !strings.Contains(c.notice, "read-only file system") {
		t.Errorf("notice %q", c.notice)
	}
	if got := c.startNotice(); got != c.notice {
		t.Errorf("the start screen says %q", got)
	}
	if _, ok := c.index.Wait().(*session.MemoryIndex); !ok {
		t.Errorf("index %T, want the records in memory", c.index.Wait())
	}
}
