//go:build windows

package session

import (
	"errors"
	"os"
	"syscall"
)

// lockFile opens path with no sharing: while the handle is open no other
// open of the file succeeds, and Windows closes the handle when the
// process ends, so the lock dies with it like a flock.
func lockFile(path string) (*os.File, error) {
	p, err := syscall.UTF16PtrFromString(path)
	if err != nil {
		return nil, err
	}
	h, err := syscall.CreateFile(p, syscall.GENERIC_READ|syscall.GENERIC_WRITE, 0, nil,
		syscall.OPEN_ALWAYS, syscall.FILE_ATTRIBUTE_NORMAL, 0)
	if err != nil {
		const errorSharingViolation syscall.Errno = 32
		if errors.Is(err, errorSharingViolation) {
			return nil, ErrLocked
		}
		return nil, err
	}
	return os.NewFile(uintptr(h), path), nil
}

// unlockFile closes f, which ends its exclusive use; the file stays.
func unlockFile(f *os.File, _ string) error { return f.Close() }
