package ui

import (
	"errors"
	"fmt"

	"xiangqi/i18n"
)

// The platform's clipboard and share sheet, as the shell is given them
// (game.Config) and lends them to the models that copy, paste or share.

// Sharer offers a text file to other apps: Android's share sheet.
type Sharer interface {
	Share(name, text string) error
}

// Clipboard reads and writes the system clipboard's text. A clipboard
// that needs a program the system lacks fails with a ClipboardMissing,
// which the game shows the player.
type Clipboard interface {
	ReadText() (string, error)
	WriteText(s string) error
}

// ClipboardMissing is a Clipboard's error when the program it works
// through is not installed: Install names what to install ("xclip"), and
// the game says so instead of only that the clipboard failed.
type ClipboardMissing struct{ Install string }

func (e *ClipboardMissing) Error() string {
	return "no clipboard program (install " + e.Install + ")"
}

// ClipboardFailed says why the clipboard failed: what to install when its
// program is missing (ClipboardMissing), else only that it cannot be used.
func ClipboardFailed(lang i18n.Lang, err error) string {
	if m, ok := errors.AsType[*ClipboardMissing](err); ok {
		return fmt.Sprintf(lang.Text(i18n.MsgClipboardInstall), m.Install)
	}
	return lang.Text(i18n.MsgClipboardFailed)
}

// CopyText puts text on cb (nil: there is none) and says how it went.
func CopyText(lang i18n.Lang, cb Clipboard, text string) string {
	if cb == nil {
		return lang.Text(i18n.MsgClipboardFailed)
	}
	if err := cb.WriteText(text); err != nil {
		return ClipboardFailed(lang, err)
	}
	return lang.Text(i18n.MsgCopied)
}
