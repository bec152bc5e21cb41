package session

import (
	"errors"
	"io/fs"
	"syscall"
)

// ReadOnly tells an error of a data folder this program cannot write: a
// read-only file system (EROFS) or a folder it has no right to write
// (EACCES, EPERM), met making the folder or its lock file. Such a folder
// can still be read: the game and xiangqi-pgn then take no lock and read
// the library into memory (NewMemoryIndex) instead of opening its SQLite
// index read-write.
func ReadOnly(err error) bool {
	return errors.Is(err, fs.ErrPermission) || errors.Is(err, syscall.EROFS)
}
