package session

import (
	"bufio"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// TestLockDirOnePerFolder (issue 25, fault 2): a second lock of a data
// folder fails with ErrLocked while the first is held, even in the same
// process (two opens, two open file descriptions), and succeeds once the
// first is released; another folder is free.
func TestLockDirOnePerFolder(t *testing.T) {
	dir := t.TempDir()
	first, err := LockDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if l, err := LockDir(dir); !errors.Is(err, ErrLocked) || !strings.Contains(err.Error(), dir) {
		l.Release()
		t.Fatalf("second lock of a held folder: %v, want ErrLocked naming the folder", err)
	}
	other, err := LockDir(t.TempDir())
	if err != nil {
		t.Fatalf("another folder: %v", err)
	}
	other.Release()
	if err := first.Release(); err != nil {
		t.Fatal(err)
	}
	again, err := LockDir(dir)
	if err != nil {
		t.Fatalf("after the release: %v", err)
	}
	again.Release()
}

// lockHelperEnv makes the test binary a process that holds a folder's
// lock until it is killed (TestLockDirDiesWithProcess).
const lockHelperEnv = "XIANGQI_LOCK_HELPER_DIR"

// lockHelper locks dir, says so and waits to be killed (called from
// TestMain).
func lockHelper(dir string) {
	if _, err := LockDir(dir); err != nil {
		os.Stdout.WriteString("error " + err.Error() + "\n")
		os.Exit(1)
	}
	os.Stdout.WriteString("locked\n")
	time.Sleep(time.Hour) // held until killed
}

// TestLockDirDiesWithProcess: a folder held by another process cannot be
// locked; once that process is killed (no chance to clean up), it can be
// at once: no stale lock is left.
func TestLockDirDiesWithProcess(t *testing.T) {
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), lockHelperEnv+"="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || line != "locked\n" {
		t.Fatalf("helper: %q, %v", line, err)
	}
	if l, err := LockDir(dir); !errors.Is(err, ErrLocked) {
		l.Release()
		t.Fatalf("a folder another process holds: %v, want ErrLocked", err)
	}
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	l, err := LockDir(dir)
	if err != nil {
		t.Fatalf("after the holder was killed: %v", err)
	}
	l.Release()
}
