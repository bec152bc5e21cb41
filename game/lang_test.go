//go:build display

package game

import (
	"testing"

	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// TestLangFlagKept (issue 32, bug 7): a language given on the command line
// (-lang) is kept for the next runs, like the other flags' choices and a
// choice made in Settings, and the save keeps the game in progress; an
// unknown language is refused. A language chosen in Settings is the
// game's at once and rules over the flag's, for this run and the next.
// What Settings does with the choice (its texts, the settings' Lang, the
// save asked for) is settings.TestLanguage.
func TestLangFlagKept(t *testing.T) {
	dir := t.TempDir()
	open := func(cfg Config) (*Game, *scriptInput) {
		t.Helper()
		cfg.DataDir = dir
		in := &scriptInput{}
		g, err := newGame(cfg, session.Timed(nil, session.Timing{}), in, nil)
		if err != nil {
			t.Fatal(err)
		}
		g.c.setSize(540, 960, 1)
		return g, in
	}
	// release leaves the folder as a run closed at once does, with no
	// game played or setting touched: nothing saved, the index closed
	// before the folder is removed.
	release := func(g *Game) {
		t.Helper()
		g.c.index.Close()
		if err := g.c.lock.Release(); err != nil {
			t.Fatal(err)
		}
	}
	g, _ := open(Config{Lang: "en", SystemLang: "vi-VN", Side: "two", FEN: rules.StartFEN})
	if g.c.lang != i18n.LangEn {
		t.Fatalf("-lang en gave %s", g.c.lang.Code())
	}
	if err := g.Close(); err != nil {
		t.Fatal(err)
	}
	g, _ = open(Config{Lang: "zh", SystemLang: "vi-VN"})
	if g.c.lang != i18n.LangZh {
		t.Fatalf("-lang zh gave %s", g.c.lang.Code())
	}
	release(g)
	g, _ = open(Config{SystemLang: "vi-VN"})
	if g.c.lang != i18n.LangZh {
		t.Fatalf("the next run without -lang: %s, want the zh given before", g.c.lang.Code())
	}
	if !g.c.game.CanContinue() {
		t.Fatal("the game in progress was lost when the flags were saved")
	}
	release(g)

	// -lang en, then Vietnamese chosen in Settings.
	g, in := open(Config{Lang: "en", SystemLang: "zh-CN"})
	c := g.c
	tap(t, g, in, "Settings")
	tapSetting(t, g, in, i18n.MsgLanguage, int(i18n.LangVi))
	if c.lang != i18n.LangVi || c.cfg.Lang != "" || c.settings.Lang != "vi" {
		t.Fatalf("chose Vietnamese: lang %s, flag %q, settings %q", c.lang.Code(), c.cfg.Lang, c.settings.Lang)
	}
	if d, _ := c.game.Store.Load(); d.Settings.Lang != "vi" {
		t.Errorf("saved %q", d.Settings.Lang)
	}
	tap(t, g, in, i18n.LangVi.Text(i18n.MsgBack))
	topIs[*menuScreen](t, g)
	release(g)
	if g, _ = open(Config{SystemLang: "zh-CN"}); g.c.lang != i18n.LangVi {
		t.Fatalf("the next run after Vietnamese was chosen: %s", g.c.lang.Code())
	}
	release(g)

	if _, err := newGame(Config{DataDir: dir, Lang: "fr"}, session.Timed(nil, session.Timing{}), &scriptInput{}, nil); err == nil {
		t.Fatal("-lang fr accepted")
	}
}
