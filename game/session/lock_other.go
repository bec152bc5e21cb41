//go:build !unix && !windows && !js

package session

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// lockFile creates path exclusively (js/wasm, wasip1, plan9: no flock).
// This is the nearest equivalent these platforms have, and it is weaker:
// the lock is the file's existence, removed by unlockFile, so a crash
// leaves it behind and the next start reports the folder locked; the
// error names the file, which is safe to delete once no game runs. In a
// browser there is one game per page and its file system is the page's
// own, so two games never meet there.
func lockFile(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return nil, fmt.Errorf("%w (if no game runs, remove %s)", ErrLocked, path)
	}
	return f, err
}

// unlockFile closes f and removes the lock file.
func unlockFile(f *os.File, path string) error {
	err := f.Close()
	if rerr := os.Remove(path); err == nil {
		err = rerr
	}
	return err
}
