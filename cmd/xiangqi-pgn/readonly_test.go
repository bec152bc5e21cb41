package main

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"xiangqi/game/session"
	"xiangqi/gamedb"
)

// TestLibraryReadOnly reads a library whose folder cannot be written:
// the lock file cannot be made (EROFS, as on a read-only disk; the tests
// run as root, for whom chmod makes nothing read-only, so lockDir fails
// as the system would). -list and -explore give what they give on the
// writable folder, say on stderr that the library is read-only, and
// write nothing; -import refuses. Before, -list failed with status 2.
func TestLibraryReadOnly(t *testing.T) {
	dir := t.TempDir()
	pgn := filepath.Join(t.TempDir(), "in.pgn")
	text := "[Red \"An\"]\n[Black \"Binh\"]\n[Date \"2024.05.01\"]\n[Result \"1-0\"]\n\n1. h2e2 h9g7 2. b0c2 b9c7 1-0\n\n" +
		"[Red \"Chi\"]\n[Black \"Dung\"]\n[Date \"2024.05.02\"]\n[Result \"1/2-1/2\"]\n\n1. b0c2 h9g7 2. h2e2 i9h9 1/2-1/2\n\n"
	if err := os.WriteFile(pgn, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if status, _, errOut := runWith(t, "", "-library", dir, "-import", pgn); status != 0 {
		t.Fatalf("import: %d %q", status, errOut)
	}
	_, wantList, _ := runWith(t, "", "-library", dir, "-list")
	_, wantExplore, _ := runWith(t, "", "-library", dir, "-explore", "start")
	if strings.Count(wantList, "\n") != 2 || wantExplore == "" {
		t.Fatalf("writable: %q %q", wantList, wantExplore)
	}
	// The index is gone (and cannot be made): the records are read.
	for _, suffix := range []string{"", "-wal", "-shm"} {
		if err := os.Remove(filepath.Join(dir, gamedb.IndexFile+suffix)); err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
	}
	before := tree(t, dir)

	defer func(f func(string) (*session.DirLock, error)) { lockDir = f }(lockDir)
	lockDir = func(d string) (*session.DirLock, error) {
		return nil, &fs.PathError{Op: "open", Path: filepath.Join(d, "xiangqi.lock"), Err: syscall.EROFS}
	}
	status, out, errOut := runWith(t, "", "-library", dir, "-list")
	if status != 0 || out != wantList || !strings.Contains(errOut, "is read-only") {
		t.Fatalf("list read-only: %d %q %q, want %q", status, out, errOut, wantList)
	}
	status, out, errOut = runWith(t, "", "-library", dir, "-explore", "start")
	if status != 0 || out != wantExplore || !strings.Contains(errOut, "is read-only") {
		t.Fatalf("explore read-only: %d %q %q, want %q", status, out, errOut, wantExplore)
	}
	status, out, errOut = runWith(t, "", "-library", dir, "-import", pgn)
	if status != 2 || out != "" || !strings.Contains(errOut, "cannot import") {
		t.Fatalf("import read-only: %d %q %q", status, out, errOut)
	}
	if after := tree(t, dir); !slices.Equal(before, after) {
		t.Fatalf("the read-only folder was written: %q, was %q", after, before)
	}
	// EACCES (another user's folder) is read-only too.
	lockDir = func(d string) (*session.DirLock, error) {
		return nil, &fs.PathError{Op: "open", Path: filepath.Join(d, "xiangqi.lock"), Err: syscall.EACCES}
	}
	if status, out, _ := runWith(t, "", "-library", dir, "-list"); status != 0 || out != wantList {
		t.Fatalf("list EACCES: %d %q", status, out)
	}
}

// tree is the files under dir with their sizes.
func tree(t *testing.T, dir string) []string {
	t.Helper()
	var names []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		names = append(names, fmt.Sprint(p, " ", info.Size(), " ", info.ModTime()))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return names
}
