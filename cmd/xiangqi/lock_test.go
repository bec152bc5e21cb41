//go:build display

package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"xiangqi/game/session"
)

// TestSecondInstanceExits (issue 25, fault 2): with the data folder held
// by a running game, the program exits with an error that says so and
// what to do, and writes nothing.
func TestSecondInstanceExits(t *testing.T) {
	dir := t.TempDir()
	l, err := session.LockDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Release()
	out := filepath.Join(t.TempDir(), "all.pgn")
	err = run([]string{"-data-dir", dir, "-export", out}, nil)
	if !errors.Is(err, session.ErrLocked) || !strings.Contains(err.Error(), dir) || !strings.Contains(err.Error(), "-data-dir") {
		t.Fatalf("a second game on a held folder: %v", err)
	}
	if matches, _ := filepath.Glob(filepath.Join(dir, "*.json")); len(matches) > 0 || fileExists(out) {
		t.Fatalf("the refused game wrote %v", matches)
	}
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
