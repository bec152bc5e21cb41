//go:build !js

package session

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"xiangqi/gamedb"
)

// TestOpenIndexReadOnly (issue 49, fault 10): a library whose folder
// cannot be written is read into memory, with no notice of a failure,
// and nothing is written: here its index's path is a folder, which no
// one (root neither, as the tests run) can open as SQLite. Before,
// OpenIndex tried the SQLite index and named its error first.
func TestOpenIndexReadOnly(t *testing.T) {
	dir := t.TempDir()
	lib := Library{Dir: dir}
	text := "[Red \"An\"]\n[Black \"Binh\"]\n[Result \"1-0\"]\n\n1. h2e2 h9g7 1-0\n\n[Red \"Chi\"]\n[Black \"Dung\"]\n\n1. b0c2 *\n"
	if _, err := lib.Import([]byte(text), nil, time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, gamedb.IndexFile), 0o755); err != nil {
		t.Fatal(err)
	}
	lib.ReadOnly = true
	idx, notices := OpenIndex(context.Background(), lib)
	defer idx.Close()
	if len(notices) != 0 {
		t.Fatalf("notices %+v", notices)
	}
	if _, ok := idx.(*MemoryIndex); !ok {
		t.Fatalf("index %T, want the records in memory", idx)
	}
	if n, err := idx.Count(context.Background(), gamedb.Query{}); n != 2 || err != nil {
		t.Fatalf("count %d, %v; want 2", n, err)
	}
	if des, _ := os.ReadDir(dir); len(des) != 2 { // games/ and the index's folder
		t.Fatalf("the folder holds %d entries, want 2", len(des))
	}
}

func TestReadOnly(t *testing.T) {
	for _, c := range []struct {
		err  error
		want bool
	}{
		{&fs.PathError{Op: "open", Path: "x", Err: syscall.EROFS}, true},
		{&fs.PathError{Op: "open", Path: "x", Err: syscall.EACCES}, true},
		{&fs.PathError{Op: "mkdir", Path: "x", Err: syscall.EPERM}, true},
		{&fs.PathError{Op: "open", Path: "x", Err: syscall.EISDIR}, false},
		{ErrLocked, false},
		{errors.New("other"), false},
		{nil, false},
	} {
		if got := ReadOnly(c.err); got != c.want {
			t.Errorf("ReadOnly(%v) = %v", c.err, got)
		}
	}
}
