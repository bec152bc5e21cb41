package ui

import (
	"errors"
	"testing"

	"xiangqi/i18n"
)

// writeClip is a clipboard whose writes fail with err, or keep the text.
type writeClip struct {
	text string
	err  error
}

func (c *writeClip) ReadText() (string, error) { return c.text, c.err }
func (c *writeClip) WriteText(s string) error {
	if c.err == nil {
		c.text = s
	}
	return c.err
}

// TestClipboardFailed (issue 32, bug 6; from the display suite's
// TestClipboardSaysWhatToInstall): a clipboard whose program is missing
// says what to install, in every language, wrapped as a platform may
// return it too; another failure only says the clipboard cannot be used.
func TestClipboardFailed(t *testing.T) {
	for lang, want := range map[i18n.Lang]string{
		i18n.LangVi: "Không dùng được bộ nhớ tạm: hãy cài wl-clipboard",
		i18n.LangEn: "The clipboard cannot be used: install wl-clipboard",
		i18n.LangZh: "无法使用剪贴板：电脑上没有 wl-clipboard",
	} {
		missing := errors.Join(errors.New("x"), &ClipboardMissing{Install: "wl-clipboard"})
		if got := ClipboardFailed(lang, missing); got != want {
			t.Errorf("%s, wrapped: %q, want %q", lang.Code(), got, want)
		}
		if got := ClipboardFailed(lang, errors.New("exit status 1")); got != lang.Text(i18n.MsgClipboardFailed) {
			t.Errorf("%s, another failure: %q", lang.Code(), got)
		}
	}
	if got := (&ClipboardMissing{Install: "xclip"}).Error(); got != "no clipboard program (install xclip)" {
		t.Errorf("the error's text: %q", got)
	}
}

// TestCopyText: copied; no clipboard, a failing one and one whose
// program is missing each say so.
func TestCopyText(t *testing.T) {
	cb := &writeClip{}
	if got := CopyText(i18n.LangEn, cb, "h2e2"); got != "Copied to the clipboard" || cb.text != "h2e2" {
		t.Fatalf("copied: %q, clipboard %q", got, cb.text)
	}
	if got := CopyText(i18n.LangEn, nil, "h2e2"); got != "The clipboard cannot be used" {
		t.Errorf("no clipboard: %q", got)
	}
	cb = &writeClip{err: errors.New("exit status 1")}
	if got := CopyText(i18n.LangEn, cb, "h2e2"); got != "The clipboard cannot be used" {
		t.Errorf("a failing clipboard: %q", got)
	}
	cb = &writeClip{err: &ClipboardMissing{Install: "xclip"}}
	if got := CopyText(i18n.LangVi, cb, "h2e2"); got != "Không dùng được bộ nhớ tạm: hãy cài xclip" {
		t.Errorf("a missing program: %q", got)
	}
}
