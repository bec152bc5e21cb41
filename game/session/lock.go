//go:build !js

package session

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// lockName is the file the data folder's lock is held on. It is never
// removed: the lock is on the open file (lock_unix.go, lock_windows.go),
// not the file's existence, so a crash leaves nothing stale behind.
const lockName = "xiangqi.lock"

// ErrLocked is wrapped by LockDir's error when another running game holds
// the data folder.
var ErrLocked = errors.New("another copy of the game is using this data folder")

// DirLock holds a data folder for one running game, so that two games on
// one folder never overwrite each other's save and records.
type DirLock struct {
	f    *os.File
	path string
}

// LockDir takes the data folder dir for this process, creating it if
// needed. It fails at once (it does not wait) with an error wrapping
// ErrLocked when another process, or another LockDir of this one, holds
// it.
func LockDir(dir string) (*DirLock, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	path := filepath.Join(dir, lockName)
	f, err := lockFile(path)
	if errors.Is(err, ErrLocked) {
		return nil, fmt.Errorf("%s: %w", dir, err)
	}
	if err != nil {
		return nil, fmt.Errorf("locking the data folder: %w", err)
	}
	return &DirLock{f: f, path: path}, nil
}

// Release gives the folder up; the process's end does the same.
func (l *DirLock) Release() error {
	if l == nil || l.f == nil {
		return nil
	}
	err := unlockFile(l.f, l.path)
	l.f = nil
	return err
}
