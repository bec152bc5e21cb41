//go:build unix

package session

import (
	"errors"
	"os"
	"syscall"
)

// lockFile opens path and takes an exclusive flock on it. flock belongs to
// the open file description: the kernel drops it when the process ends,
// however it ends, and a second open of the file (in this process or
// another) conflicts with it.
func lockFile(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if !errors.Is(err, syscall.EINTR) {
			break
		}
	}
	if err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, ErrLocked
		}
		return nil, err
	}
	return f, nil
}

// unlockFile closes f, which drops its lock; the file stays.
func unlockFile(f *os.File, _ string) error { return f.Close() }
