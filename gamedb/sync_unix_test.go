//go:build unix && !js

package gamedb

import "syscall"

// syncDisks writes back every file system's dirty data (sync(2)).
func syncDisks() { syscall.Sync() }
