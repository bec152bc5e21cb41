//go:build display && automation

package game

import (
	"io/fs"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"xiangqi/game/session"
	"xiangqi/record"
)

// TestReadOnlyFolderStarts (issue 49, fault 10): on a data folder the
// game cannot write (the lock file cannot be made: EROFS, injected, as
// the tests run as root) the game starts without the lock, reads the
// library into memory and says on its start screen why nothing will be
// saved. Before, newGame returned the error and the game exited. (The
// index in memory is session.TestOpenIndexReadOnly's, the start screen's
// line on a read-only folder home.TestWriteProblemShown's; this is the
// program's start on such a folder.)
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

// TestReadOnlyFolderExports (issue 49, fault 10): the desktop's -export
// (Game.ExportLibrary) writes every game of a library the game cannot
// write; before, the game could not start on it at all.
func TestReadOnlyFolderExports(t *testing.T) {
	dir := t.TempDir()
	rec, errs := record.Read([]byte("[Event \"kept\"]\n[Result \"1-0\"]\n\n1. h2e2 h9g7 1-0\n"))
	if len(errs) > 0 || len(rec) != 1 {
		t.Fatalf("%d records: %v", len(rec), errs)
	}
	if err := (session.Library{Dir: dir}).Put("20260101-000000-000001", rec[0]); err != nil {
		t.Fatal(err)
	}
	readOnly := func(d string) (*session.DirLock, error) {
		return nil, &fs.PathError{Op: "open", Path: filepath.Join(d, "xiangqi.lock"), Err: syscall.EROFS}
	}
	g, err := newGameLocked(Config{DataDir: dir, Lang: "en"}, session.Timed(nil, session.Timing{}), &scriptInput{}, nil, readOnly)
	if err != nil {
		t.Fatalf("newGame: %v", err)
	}
	defer g.Close()
	var b strings.Builder
	n, err := g.ExportLibrary(&b, "")
	if err != nil || n != 1 || !strings.Contains(b.String(), `[Event "kept"]`) || !strings.Contains(b.String(), "h2e2") {
		t.Fatalf("exported %d games (%v): %q", n, err, b.String())
	}
}
