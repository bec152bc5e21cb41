package main

import (
	"strings"
	"testing"
	"time"

	"xiangqi/game/session"
)

// TestLibraryTakesTheLock holds the data folder as the game does: the
// library mode waits lockWait for it, then refuses with status 3 and
// says why; once the lock is given up within the wait, it goes on.
// Before, it opened the index under the game (two imports at once failed
// with "database is locked" or a missing staging file).
func TestLibraryTakesTheLock(t *testing.T) {
	dir := t.TempDir()
	lock, err := session.LockDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer func(w time.Duration) { lockWait = w }(lockWait)
	lockWait = 200 * time.Millisecond
	start := time.Now()
	status, out, errOut := runWith(t, "", "-library", dir, "-list")
	if status != 3 || out != "" || !strings.Contains(errOut, "another program is using the library: ") {
		t.Fatalf("while held: %d %q %q", status, out, errOut)
	}
	if d := time.Since(start); d < lockWait {
		t.Fatalf("refused after %v, before the wait of %v", d, lockWait)
	}
	lockWait = 5 * time.Second
	go func() {
		time.Sleep(300 * time.Millisecond)
		lock.Release()
	}()
	status, out, errOut = runWith(t, "", "-library", dir, "-list")
	if status != 0 || out != "" || errOut != "" {
		t.Fatalf("released while waiting: %d %q %q", status, out, errOut)
	}
	// The lock is given up at the end: the game can take the folder.
	lock, err = session.LockDir(dir)
	if err != nil {
		t.Fatalf("after the run: %v", err)
	}
	lock.Release()
}
