package main

import (
	"errors"
	"os/exec"
	"strings"
)

// desktopClipboard reaches the X11 clipboard through xclip or xsel, when
// one of them is installed (Ebitengine has no clipboard of its own).
// Without them every call fails and the editor falls back to typing.
type desktopClipboard struct{}

var errNoClipboard = errors.New("no clipboard tool (install xclip or xsel)")

func (desktopClipboard) ReadText() (string, error) {
	for _, c := range [][]string{{"xclip", "-o", "-selection", "clipboard"}, {"xsel", "--clipboard", "--output"}} {
		if _, err := exec.LookPath(c[0]); err != nil {
			continue
		}
		out, err := exec.Command(c[0], c[1:]...).Output()
		if err != nil {
			return "", err
		}
		return string(out), nil
	}
	return "", errNoClipboard
}

func (desktopClipboard) WriteText(s string) error {
	for _, c := range [][]string{{"xclip", "-i", "-selection", "clipboard"}, {"xsel", "--clipboard", "--input"}} {
		if _, err := exec.LookPath(c[0]); err != nil {
			continue
		}
		// No stdout: the tool leaves a child behind to serve the
		// selection, which must not hold our pipe open.
		cmd := exec.Command(c[0], c[1:]...)
		cmd.Stdin = strings.NewReader(s)
		return cmd.Run()
	}
	return errNoClipboard
}
