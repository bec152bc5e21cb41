//go:build display

package main

import (
	"errors"
	"flag"
	"os"
	"os/exec"
	"strings"
	"testing"

	"xiangqi/game"
)

// TestReadmeListsFlags (issue 32, bug 7): the README's flag list names
// every flag of the command line (it had left out -width and -height).
func TestReadmeListsFlags(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	var o options
	fs := newFlagSet(&o)
	n := 0
	fs.VisitAll(func(f *flag.Flag) {
		n++
		if !strings.Contains(readme, "`-"+f.Name+" ") && !strings.Contains(readme, "`-"+f.Name+"`") && !strings.Contains(readme, " -"+f.Name+" ") {
			t.Errorf("the README does not list -%s (%s)", f.Name, f.Usage)
		}
	})
	if n < 30 {
		t.Fatalf("only %d flags seen", n)
	}
}

// TestDesktopClipboard (issue 32, bug 6): without a clipboard program on
// PATH both calls fail with a game.ClipboardMissing that names xclip,
// which scripts/deps.sh installs; with xclip (under the X display) what
// is written is read back.
func TestDesktopClipboard(t *testing.T) {
	path := os.Getenv("PATH")
	t.Setenv("PATH", t.TempDir())
	var cb desktopClipboard
	for _, err := range []error{cb.WriteText("x"), func() error { _, err := cb.ReadText(); return err }()} {
		var m *game.ClipboardMissing
		if !errors.As(err, &m) || m.Install != "xclip" {
			t.Fatalf("no program: %v, want a ClipboardMissing naming xclip", err)
		}
	}
	deps, err := os.ReadFile("../../scripts/deps.sh")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(deps), " xclip ") {
		t.Error("scripts/deps.sh does not install xclip")
	}
	t.Setenv("PATH", path)
	if _, err := exec.LookPath("xclip"); err != nil || os.Getenv("DISPLAY") == "" {
		t.Skip("no xclip or no display: the round trip is not tried")
	}
	const text = "1. h2e2 h9g7 — 炮二平五"
	if err := cb.WriteText(text); err != nil {
		t.Fatal(err)
	}
	if got, err := cb.ReadText(); err != nil || got != text {
		t.Fatalf("read back %q, %v", got, err)
	}
}
