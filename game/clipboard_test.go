//go:build display

package game

import (
	"errors"
	"strings"
	"testing"

	"xiangqi/i18n"
	"xiangqi/rules"
)

// brokenClipboard fails every call with err.
type brokenClipboard struct{ err error }

func (b brokenClipboard) ReadText() (string, error) { return "", b.err }
func (b brokenClipboard) WriteText(string) error    { return b.err }

// TestClipboardSaysWhatToInstall (issue 32, bug 6): when the clipboard's
// program is missing, Copy PGN, Paste PGN and the editor's Copy FEN say
// what to install, in every language, instead of only "The clipboard
// cannot be used"; another failure still says that.
func TestClipboardSaysWhatToInstall(t *testing.T) {
	missing := brokenClipboard{&ClipboardMissing{Install: "xclip"}}
	for _, lang := range []i18n.Lang{i18n.LangVi, i18n.LangEn, i18n.LangZh} {
		g, in := newTestGame(t, Config{Side: "two", FEN: rules.StartFEN, Clipboard: missing})
		c := g.c
		c.lang = lang
		p := topIs[*playScreen](t, g)
		tap(t, g, in, c.text(i18n.MsgMenu))
		tap(t, g, in, c.text(i18n.MsgCopyPGN))
		_, second := p.statusLines(c)
		if !strings.Contains(second, "xclip") || second == c.text(i18n.MsgClipboardFailed) {
			t.Errorf("%s: Copy PGN without xclip says %q", lang.Code(), second)
		}
		g.Back()
		tap(t, g, in, c.text(i18n.MsgGames))
		tap(t, g, in, c.text(i18n.MsgPastePGN))
		if note, _ := topIs[*gamesScreen](t, g).m.Note(); !strings.Contains(note, "xclip") {
			t.Errorf("%s: Paste PGN without xclip says %q", lang.Code(), note)
		}
		g.Back()
		if err := g.openEditor(""); err != nil {
			t.Fatal(err)
		}
		tap(t, g, in, c.text(i18n.MsgCopyFEN))
		if e := topIs[*editorScreen](t, g); !strings.Contains(e.m.Note(), "xclip") {
			t.Errorf("%s: Copy FEN without xclip says %q", lang.Code(), e.m.Note())
		}
	}
	// Wrapped, as a platform may return it.
	c := &ctx{prefs: prefs{lang: i18n.LangEn}}
	if got := clipboardFailed(c, errors.Join(errors.New("x"), &ClipboardMissing{Install: "wl-clipboard"})); got != "The clipboard cannot be used: install wl-clipboard" {
		t.Errorf("wrapped: %q", got)
	}
	if got := clipboardFailed(c, errors.New("exit status 1")); got != c.text(i18n.MsgClipboardFailed) {
		t.Errorf("another failure: %q", got)
	}
}
