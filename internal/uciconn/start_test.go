package uciconn

import (
	"os/exec"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// TestStart talks to a real process over real pipes: cat, which echoes
// every command, so it answers what it is sent and nothing else.
func TestStart(t *testing.T) {
	if _, err := Start(filepath.Join(t.TempDir(), "missing")); err == nil {
		t.Error("a missing program started")
	}
	cat, err := exec.LookPath("cat")
	if err != nil {
		t.Skip("no cat program")
	}
	c, err := Start(cat)
	if err != nil {
		t.Fatal(err)
	}
	got, err := c.Ask(10*time.Second, "uciok", "id name cat", "uciok")
	if want := []string{"id name cat", "uciok"}; err != nil || !slices.Equal(got, want) {
		t.Errorf("%q, %v; want %q", got, err, want)
	}
	if err := c.Quit(10 * time.Second); err != nil {
		t.Errorf("quit: %v", err)
	}

	// A hung program is killed, and Abort says so.
	c, err = Start(cat)
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.Ask(50*time.Millisecond, "readyok", "isready")
	if err == nil || err.Error() != "no readyok within 50ms" {
		t.Fatalf("%v", err)
	}
	if err := c.Abort(err); err == nil || err.Error() != "no readyok within 50ms (signal: killed)" {
		t.Errorf("abort: %v", err)
	}
}
