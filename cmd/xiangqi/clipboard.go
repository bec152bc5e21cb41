package main

import (
	"os"
	"os/exec"
	"strings"

	"xiangqi/game"
)

// desktopClipboard reaches the clipboard through a program, since
// Ebitengine has none of its own: xclip or xsel (X11, and a Wayland
// desktop's XWayland, which the game's window runs on), or wl-clipboard's
// wl-copy and wl-paste on Wayland. scripts/deps.sh installs xclip. Without
// any of them every call fails with a game.ClipboardMissing naming
// clipboardPackage, which the game shows: Copy PGN, Copy all and Paste
// PGN then say what to install, and the editor falls back to typing.
type desktopClipboard struct{}

// clipboardPackage is what to install for the clipboard.
const clipboardPackage = "xclip"

// clipboardTool is one program's commands: read the clipboard, write it.
type clipboardTool struct {
	read, write []string
	wayland     bool // only where WAYLAND_DISPLAY is set
}

var clipboardTools = []clipboardTool{
	{read: []string{"xclip", "-o", "-selection", "clipboard"}, write: []string{"xclip", "-i", "-selection", "clipboard"}},
	{read: []string{"xsel", "--clipboard", "--output"}, write: []string{"xsel", "--clipboard", "--input"}},
	{read: []string{"wl-paste", "--no-newline"}, write: []string{"wl-copy"}, wayland: true},
}

// tool is the first installed program's commands, read or write.
func (desktopClipboard) tool(write bool) ([]string, error) {
	for _, t := range clipboardTools {
		if t.wayland && os.Getenv("WAYLAND_DISPLAY") == "" {
			continue
		}
		c := t.read
		if write {
			c = t.write
		}
		if _, err := exec.LookPath(c[0]); err == nil {
			return c, nil
		}
	}
	return nil, &game.ClipboardMissing{Install: clipboardPackage}
}

func (d desktopClipboard) ReadText() (string, error) {
	c, err := d.tool(false)
	if err != nil {
		return "", err
	}
	out, err := exec.Command(c[0], c[1:]...).Output()
	if err != nil {
		return "", err
	}
	return string(out), nil
}

func (d desktopClipboard) WriteText(s string) error {
	c, err := d.tool(true)
	if err != nil {
		return err
	}
	// No stdout: the tool leaves a child behind to serve the selection,
	// which must not hold our pipe open.
	cmd := exec.Command(c[0], c[1:]...)
	cmd.Stdin = strings.NewReader(s)
	return cmd.Run()
}
