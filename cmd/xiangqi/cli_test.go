//go:build display

// The command line and its documents: the flags the reference lists, the
// README, the desktop clipboard, a second game on a held folder.

package main

import (
	"context"
	"errors"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"xiangqi/game"
	"xiangqi/game/session"
)

// TestReferenceListsFlags (issue 32, bug 7): the flag list names every
// flag of the command line (it had left out -width and -height). The list
// moved from the README to docs/reference.md (issue 48), which the README
// links.
func TestReferenceListsFlags(t *testing.T) {
	b, err := os.ReadFile("../../docs/reference.md")
	if err != nil {
		t.Fatal(err)
	}
	ref := string(b)
	var o options
	fs := newFlagSet(&o)
	n := 0
	fs.VisitAll(func(f *flag.Flag) {
		n++
		if !strings.Contains(ref, "`-"+f.Name+" ") && !strings.Contains(ref, "`-"+f.Name+"`") && !strings.Contains(ref, " -"+f.Name+" ") {
			t.Errorf("docs/reference.md does not list -%s (%s)", f.Name, f.Usage)
		}
	})
	if n < 30 {
		t.Fatalf("only %d flags seen", n)
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), "](docs/reference.md)") {
		t.Error("the README does not link docs/reference.md, where the flags are listed")
	}
}

// TestReadmeIsAFirstPage (issue 48): the README stays a newcomer's page of
// at most 250 lines that links the reference, the measurements, the
// licence and the credits; LICENSE is the MIT licence; and every relative
// link or picture of the README, the reference, the measurements and the
// credits names a file that exists (the reference's pictures moved with
// it, so their paths changed).
func TestReadmeIsAFirstPage(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	if n := strings.Count(strings.TrimRight(readme, "\n"), "\n") + 1; n > 250 {
		t.Errorf("the README has %d lines, more than 250: move the details to docs/reference.md", n)
	}
	for _, target := range []string{"docs/reference.md", "docs/MEASUREMENTS.md", "LICENSE", "CREDITS.md"} {
		if !strings.Contains(readme, "]("+target+")") {
			t.Errorf("the README does not link %s", target)
		}
	}
	lic, err := os.ReadFile("../../LICENSE")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(lic), "MIT License\n") {
		t.Errorf("LICENSE does not start with \"MIT License\": %.40q", lic)
	}
	link := regexp.MustCompile(`\]\(([^)\s]+)\)`)
	for _, doc := range []string{"README.md", "docs/reference.md", "docs/MEASUREMENTS.md", "CREDITS.md"} {
		b, err := os.ReadFile(filepath.Join("../..", doc))
		if err != nil {
			t.Fatal(err)
		}
		links := link.FindAllStringSubmatch(string(b), -1)
		if len(links) == 0 {
			t.Errorf("%s: no links found", doc)
		}
		for _, m := range links {
			target := m[1]
			if strings.Contains(target, "://") {
				continue
			}
			if i := strings.IndexByte(target, '#'); i >= 0 {
				target = target[:i]
			}
			if target == "" {
				continue
			}
			path := filepath.Join("../..", filepath.Dir(doc), filepath.FromSlash(target))
			if _, err := os.Stat(path); err != nil {
				t.Errorf("%s links %s, which does not exist", doc, m[1])
			}
		}
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

// TestSecondInstanceExits (issue 25, fault 2): with the data folder held
// by a running game, the program exits with an error that says so and
// what to do, and writes nothing.
func TestSecondInstanceExits(t *testing.T) {
	dir := t.TempDir()
	l, err := session.LockDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Release()
	out := filepath.Join(t.TempDir(), "all.pgn")
	err = run([]string{"-data-dir", dir, "-export", out}, nil)
	if !errors.Is(err, session.ErrLocked) || !strings.Contains(err.Error(), dir) || !strings.Contains(err.Error(), "-data-dir") {
		t.Fatalf("a second game on a held folder: %v", err)
	}
	if matches, _ := filepath.Glob(filepath.Join(dir, "*.json")); len(matches) > 0 || fileExists(out) {
		t.Fatalf("the refused game wrote %v", matches)
	}
}

// TestSecondInstanceShowsWhy (issue 52): on the desktop (no -export) a
// second game on a held folder says why in a window, where the reason
// was only in the terminal: a small window in the player's language with
// Quit. It still exits with the error, and writes nothing.
func TestSecondInstanceShowsWhy(t *testing.T) {
	needDisplay(t)
	dir := t.TempDir()
	l, err := session.LockDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Release()
	out := filepath.Join(t.TempDir(), "refusal.png")
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-data-dir", dir, "-lang", "vi", "-screenshot", out, "-width", "360", "-height", "640")
	cmd.Env = append(os.Environ(), runMainEnv+"=1")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	var exit *exec.ExitError
	if err := cmd.Run(); !errors.As(err, &exit) || !strings.Contains(stderr.String(), session.ErrLocked.Error()) {
		t.Fatalf("the second game ended with %v, saying %q", err, stderr.String())
	}
	img := readPNG(t, out) // the window was shown
	b := img.Bounds()
	if b.Dx() != 360 || b.Dy() > 400 {
		t.Fatalf("the window is %dx%d, want 360 wide and small", b.Dx(), b.Dy())
	}
	// Quit, the primary button, is at the foot of the message.
	quit := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		if near(img, 20, float64(y), primary, 12) {
			quit++
		}
	}
	if quit < 30 {
		t.Errorf("no Quit button: %d rows of its colour", quit)
	}
	if matches, _ := filepath.Glob(filepath.Join(dir, "*.json")); len(matches) > 0 {
		t.Fatalf("the refused game wrote %v", matches)
	}
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
