//go:build display && automation

// The data folder as the whole program meets it at start: held by
// another game, read-only, and the language flag kept in it.

package game

import (
	"errors"
	"io/fs"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/record"
	"xiangqi/rules"
)

// TestSecondGameOnOneFolderRefused (issue 25, fault 2): a second game on
// the data folder of a running one does not start (so it cannot write its
// older state over the first's); once the first is closed, it does. The
// lock itself is session.TestLockDirOnePerFolder's; this is the program's
// start and end around it (newGame, Game.Close's save and release).
func TestSecondGameOnOneFolderRefused(t *testing.T) {
	dir := t.TempDir()
	g, in := newTestGame(t, Config{DataDir: dir, Side: "two", FEN: rules.StartFEN})
	playMoves(t, g, in, "h2e2")
	second, err := newGame(Config{DataDir: dir, Lang: "en"}, session.Timed(nil, session.Timing{}), &scriptInput{}, nil)
	if !errors.Is(err, session.ErrLocked) {
		if second != nil {
			second.Close()
		}
		t.Fatalf("a second game on a folder in use: %v, want ErrLocked", err)
	}
	if !strings.Contains(err.Error(), dir) {
		t.Errorf("the error %q does not name the folder", err)
	}
	if err := g.Close(); err != nil {
		t.Fatal(err)
	}
	g2, _ := newTestGame(t, Config{DataDir: dir})
	defer g2.Close()
	if m := g2.c.game.Match(); m == nil || len(m.Game().Moves()) != 1 {
		t.Fatal("the first game's move is not in the save")
	}
}

// TestReadOnlyFolderStarts (issue 49, fault 10): on a data folder the
// game cannot write (the lock file cannot be made: EROFS, injected, as
// the tests run as root) the game starts without the lock, reads the
// library into memory and says on its start screen why nothing will be
// saved. Before, newGame returned the error and the game exited. (The
// index in memory is session.TestOpenIndexReadOnly's, the start screen's
// line on a read-only folder home.TestWriteProblemShown's; this is the
// program's start on such a folder.)
func TestReadOnlyFolderStarts(t *testing.T) {
	readOnly := func(d string) (*session.DirLock, error) {
		return nil, &fs.PathError{Op: "open", Path: filepath.Join(d, "xiangqi.lock"), Err: syscall.EROFS}
	}
	g, err := newGameLocked(Config{DataDir: t.TempDir(), Lang: "en"}, session.Timed(nil, session.Timing{}), &scriptInput{}, nil, readOnly)
	if err != nil {
		t.Fatalf("newGame: %v", err)
	}
	defer g.Close()
	c := g.c
	if c.lock != nil {
		t.Error("a lock was taken")
	}
	if !strings.HasPrefix(c.notice, "The data folder is read-only; nothing will be saved: ") || !strings.Contains(c.notice, "read-only file system") {
		t.Errorf("notice %q", c.notice)
	}
	if got := c.startNotice(); got != c.notice {
		t.Errorf("the start screen says %q", got)
	}
	if _, ok := c.index.Wait().(*session.MemoryIndex); !ok {
		t.Errorf("index %T, want the records in memory", c.index.Wait())
	}
}

// TestReadOnlyFolderExports (issue 49, fault 10): the desktop's -export
// (Game.ExportLibrary) writes every game of a library the game cannot
// write; before, the game could not start on it at all.
func TestReadOnlyFolderExports(t *testing.T) {
	dir := t.TempDir()
	rec, errs := record.Read([]byte("[Event \"kept\"]\n[Result \"1-0\"]\n\n1. h2e2 h9g7 1-0\n"))
	if len(errs) > 0 || len(rec) != 1 {
		t.Fatalf("%d records: %v", len(rec), errs)
	}
	if err := (session.Library{Dir: dir}).Put("20260101-000000-000001", rec[0]); err != nil {
		t.Fatal(err)
	}
	readOnly := func(d string) (*session.DirLock, error) {
		return nil, &fs.PathError{Op: "open", Path: filepath.Join(d, "xiangqi.lock"), Err: syscall.EROFS}
	}
	g, err := newGameLocked(Config{DataDir: dir, Lang: "en"}, session.Timed(nil, session.Timing{}), &scriptInput{}, nil, readOnly)
	if err != nil {
		t.Fatalf("newGame: %v", err)
	}
	defer g.Close()
	var b strings.Builder
	n, err := g.ExportLibrary(&b, "")
	if err != nil || n != 1 || !strings.Contains(b.String(), `[Event "kept"]`) || !strings.Contains(b.String(), "h2e2") {
		t.Fatalf("exported %d games (%v): %q", n, err, b.String())
	}
}

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

// TestFirstStartAsksPieces (issue 52): a new player's first start (no
// save yet) asks which pieces to play with, in pictures, over the start
// screen; the set chosen is kept and saved, and the next start does not
// ask again. A -pieces flag, or a driven run (screenshots, tests), is not
// asked.
func TestFirstStartAsksPieces(t *testing.T) {
	dir := t.TempDir()
	g, in := newTestGame(t, Config{DataDir: dir, PieceChoice: true})
	c := g.c
	topIs[*pieceChoiceScreen](t, g)
	tap(t, g, in, "WXF letters")
	if topIs[*menuScreen](t, g); c.settings.Pieces != session.PiecesWXF {
		t.Fatalf("chose WXF letters, have %v", c.settings.Pieces)
	}
	if err := g.Close(); err != nil {
		t.Fatal(err)
	}
	again, _ := newTestGame(t, Config{DataDir: dir, PieceChoice: true})
	if topIs[*menuScreen](t, again); again.c.settings.Pieces != session.PiecesWXF {
		t.Fatalf("the next start: pieces %v", again.c.settings.Pieces)
	}
	if err := again.Close(); err != nil {
		t.Fatal(err)
	}
	// Back keeps the characters, and is not asked again either.
	fresh := t.TempDir()
	g, _ = newTestGame(t, Config{DataDir: fresh, PieceChoice: true})
	if !g.Back() || g.c.settings.Pieces != session.PiecesTraditional {
		t.Fatalf("Back: pieces %v", g.c.settings.Pieces)
	}
	topIs[*menuScreen](t, g)
	if err := g.Close(); err != nil {
		t.Fatal(err)
	}
	g, _ = newTestGame(t, Config{DataDir: fresh, PieceChoice: true})
	topIs[*menuScreen](t, g)
	for _, cfg := range []Config{{PieceChoice: true, Pieces: "vietnamese"}, {}} {
		g, _ := newTestGame(t, cfg)
		if topIs[*menuScreen](t, g); len(g.c.stack) != 1 {
			t.Fatalf("%+v: asked", cfg)
		}
	}
	g, _ = newTestGame(t, Config{PieceChoice: true})
	g.Drive(nil)
	topIs[*menuScreen](t, g)
}

// TestRefusalSpeaksSavedLang (issue 52): the window of a second copy
// refused the folder speaks the language its save names, or -lang's.
func TestRefusalSpeaksSavedLang(t *testing.T) {
	dir := t.TempDir()
	g, _ := newTestGame(t, Config{DataDir: dir})
	g.c.settings.Lang = "zh"
	g.c.save()
	for _, c := range []struct {
		cfg  Config
		want i18n.Lang
	}{{Config{DataDir: dir}, i18n.LangZh}, {Config{DataDir: dir, Lang: "vi"}, i18n.LangVi}} {
		r, err := NewRefusal(c.cfg)
		if err != nil {
			t.Fatal(err)
		}
		s := r.c.top().(*refusalScreen)
		if r.c.lang != c.want || s.m.Text() != c.want.Text(i18n.MsgAnotherCopy) {
			t.Errorf("%+v: %s, %q", c.cfg, r.c.lang.Code(), s.m.Text())
		}
	}
}
