package game

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/games"
	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// Config is how a platform starts the game.
type Config struct {
	DataDir string // where the save lives; "" = os.UserConfigDir()/xiangqi
	Lang    string // "" = the saved choice, else the system locale; kept like a choice made in Settings
	Level   string // "" = the saved level; a name ("medium", "level 3") or a number (session.ParseLevel)
	Side    string // "" = saved; "red", "black" or "two" (two players)
	FEN     string // start a new game from this position at once
	// Pieces and Theme choose the piece set and the board theme by
	// their names in the save ("" = saved); FaceToFace turns face to
	// face on. The choice is kept like one made in Settings.
	Pieces     string
	Theme      string
	FaceToFace bool
	// Handicap chooses the handicap by its name in the save ("horse",
	// "two-horses"…, "none"), with ":red" or ":black" after it for the
	// side that gives it between two players; Adaptive turns the
	// adaptive level on. Both are kept like a choice of New game.
	Handicap string
	Adaptive bool
	// TimeControl is the clock of new games, in PGN's seconds ("600+5",
	// "1/30", "-" for none; "" = saved), kept like a choice of New game.
	TimeControl string
	// Threats turns the threats on, kept like a choice made in Settings.
	Threats bool
	Mobile  bool // a phone: no quitting from the start screen
	// PieceChoice asks a new player (no save yet) which pieces to play
	// with, at the first start, unless Pieces chose (issue 52). The
	// products set it; tests and screenshots leave it off, and open the
	// question themselves.
	PieceChoice bool
	// SystemLang is the platform's locale (e.g. "vi-VN") for platforms
	// without POSIX locale variables; used when Lang and the saved
	// settings choose nothing.
	SystemLang string
	// Clipboard is the platform's clipboard for the editor's FEN; nil
	// when there is none (then the FEN is typed into a field).
	Clipboard Clipboard
	// Sharer hands a file to the platform's share sheet (Android); nil
	// when there is none (the desktop exports to a file instead).
	Sharer Sharer

	// ThinkTime is the computer's time budget per move at each level,
	// Beginner first; 0 keeps the level's own budget, set for a desktop
	// (for a level capped by depth or nodes, only a safety bound). A
	// slower device gives more, so that a level plays as strongly.
	ThinkTime [session.NumLevels]time.Duration
	// HintTime bounds a hint's search; 0 = 0.8 s.
	HintTime time.Duration
	// HashMiB is the transposition table of each of the computer's
	// engines in MiB; 0 = 16.
	HashMiB int
	// AnalysisTime is the search of each position when a game is
	// analysed; 0 = analysis.DesktopBudget (0.3 s).
	AnalysisTime time.Duration
	// Threads is how many threads Master, hints and the analysis search
	// with; 0 = one fewer than the machine's cores, at least one, so that
	// a core is left to the interface. Master's node cap is shared by its
	// threads, so they shorten its wait. The other levels always search
	// with one, so that they play deterministically, as measured.
	Threads int
	// ExplorerTime is the opening explorer's search of each move it
	// lists; 0 = session.DefaultExplorerTime.
	ExplorerTime time.Duration
}

// Sharer offers a text file to other apps: Android's share sheet
// (ui.Sharer).
type Sharer = ui.Sharer

// Clipboard reads and writes the system clipboard's text (ui.Clipboard).
type Clipboard = ui.Clipboard

// ClipboardMissing is a Clipboard's error when the program it works
// through is not installed (ui.ClipboardMissing).
type ClipboardMissing = ui.ClipboardMissing

// Game is the shell: it owns the screen stack and what the screens share
// (ctx), feeds them the input and draws them; it implements ebiten.Game.
type Game struct {
	c     *ctx
	input inputSource
	title string // the window title set last
	// later is set up at the first tick, once the screen's size is known
	// (Drag); nil when there is nothing to do.
	later func() error
	// opened are the files opened with the app (OpenFiles), imported at
	// the next frame.
	opened []games.File
}

// New builds the game. It fails on a bad Config (level, side, FEN) and
// when another game holds the data folder (an error wrapping
// session.ErrLocked): each folder has one game at a time.
func New(cfg Config) (*Game, error) {
	eng := session.Timed(newEngine(cfg.HashMiB, cfg.threads()), session.Timing{Move: cfg.ThinkTime, Hint: cfg.HintTime})
	return newGame(cfg, eng, &ebitenInput{}, &soundPlayer{})
}

// dataDir is the data folder: DataDir, else the user's configuration
// folder's xiangqi.
func (cfg Config) dataDir() string {
	if cfg.DataDir != "" {
		return cfg.DataDir
	}
	base, err := os.UserConfigDir()
	if err != nil {
		base = "."
	}
	return filepath.Join(base, "xiangqi")
}

func newGame(cfg Config, eng session.Engine, in inputSource, sp soundOut) (g *Game, err error) {
	return newGameLocked(cfg, eng, in, sp, session.LockDir)
}

// newGameLocked is newGame taking the data folder's lock through lockDir
// (session.LockDir; a test makes it fail as on a read-only folder, since
// the tests run as root, for whom chmod makes nothing read-only).
func newGameLocked(cfg Config, eng session.Engine, in inputSource, sp soundOut, lockDir func(string) (*session.DirLock, error)) (g *Game, err error) {
	fs, err := loadFonts()
	if err != nil {
		return nil, err
	}
	c := &ctx{cfg: cfg, engine: eng, sound: sp, now: time.Now, nav: nav{dirty: true}, surface: surface{dp: 1, paint: newPainter(fs)}}
	c.stack = []screen{&menuScreen{}}
	g = &Game{c: c, input: in}
	dir := cfg.dataDir()
	// One game per data folder: a second one would overwrite the first's
	// save and records with its own older state (issue 25).
	// A folder the game cannot write (a read-only disk, another user's
	// folder) is read without the lock: the game starts and says on its
	// start screen why nothing will be saved (issue 49, fault 10).
	var readOnly error
	if c.lock, err = lockDir(dir); session.ReadOnly(err) {
		readOnly, err = err, nil
	} else if err != nil {
		return nil, err
	}
	defer func() {
		if err != nil {
			c.lock.Release()
		}
	}()
	// The game in progress takes the clock from c, which a test may set.
	c.game = &session.Current{Store: session.Store{Dir: dir}, Library: session.Library{Dir: dir, ReadOnly: readOnly != nil}, Now: func() time.Time { return c.now() }}
	c.index = games.OpenIndex(c.game.Library)
	c.game.Library.Changed = c.index.Changed
	defer func() {
		if err != nil {
			c.index.Close()
		}
	}()
	data, notice := c.game.Store.Load()
	c.settings = data.Settings
	c.newPlayer = data.NewPlayer
	c.progress = data.Puzzles
	c.lessons = data.Lessons
	c.training = data.Training
	if notice != nil {
		c.setNotice(notice)
	}
	if err := cfg.flags().Apply(&c.settings); err != nil {
		return nil, err
	}
	if cfg.Lang != "" {
		// Kept like the other flags (issue 32: -lang lasted one run).
		l, ok := i18n.ParseLang(cfg.Lang)
		if !ok {
			return nil, fmt.Errorf("unknown language %q (want vi, en or zh)", cfg.Lang)
		}
		c.settings.Lang = l.Code()
	}
	c.applyLang()
	if notice != nil {
		c.setNotice(notice) // again, in the chosen language
	}
	if data.Game != nil {
		c.game.Restore(c.engine, data.Game) // the start screen offers Continue
	}
	if c.settings != data.Settings && (notice == nil || notice.Kind != session.SaveFailed) {
		// The flags' choices are kept at once, not only at the next save;
		// a save that could not be read is not written over unasked.
		c.save()
	}
	if readOnly != nil {
		c.notice = fmt.Sprintf(c.text(i18n.MsgReadOnly), readOnly)
	}
	if cfg.PieceChoice && data.NewPlayer && cfg.Pieces == "" {
		c.push(newPieceChoiceScreen(c))
	}
	if cfg.FEN != "" {
		pos, err := rules.ParseFEN(cfg.FEN)
		if err != nil {
			return nil, fmt.Errorf("-fen: %w", err)
		}
		c.startMatch(rules.NewGame(pos)) // the saved game goes to the library
	}
	ebiten.SetScreenClearedEveryFrame(false)
	return g, nil
}

// Update advances the game by one tick: searches that finished are
// applied, then the top screen takes the input.
func (g *Game) Update() error {
	c := g.c
	if c.quit {
		return ebiten.Termination
	}
	c.guard.ticks++
	if c.top() != c.guard.top {
		c.guard.look(c) // a screen opened or closed from outside (Back)
	}
	if f := g.later; f != nil && c.w > 0 {
		g.later = nil
		if err := f(); err != nil {
			return err
		}
		c.dirty = true
	}
	for _, s := range c.stack {
		if p, ok := s.(poller); ok {
			p.poll(c)
		}
	}
	if t := c.text(i18n.MsgTitle); t != g.title {
		// The window's title in the player's language (the desktop; a
		// phone shows none).
		g.title = t
		ebiten.SetWindowTitle(t)
	}
	ps := g.input.poll()
	ps.tick = c.guard.ticks
	opened := g.opened
	g.opened = nil
	if ps.dropped != nil {
		opened = append(opened, games.ReadFiles(ps.dropped)...)
	}
	g.importFiles(opened)
	if k, ok := c.top().(keyTaker); ok && k.keys(c, ps) {
		ps.back = false // the field took Escape and Backspace
	}
	if ps.back {
		// On the start screen the desktop asks before it quits (home.
		// Menu.Back); a phone's Back comes through Back from the system.
		g.Back()
	}
	if ps.ev != pointerNone || ps.wheel != 0 {
		c.top().pointer(c, ps)
	}
	c.stepGlide(ps)
	for _, s := range c.stack {
		if a, ok := s.(animator); ok && a.animate() {
			c.dirty = true
		}
	}
	if c.dirty || c.top() != c.guard.top {
		c.guard.look(c) // what this tick changed appears now
	}
	return nil
}

// Layout works in device pixels so that lines and characters are crisp on
// high-density screens; dp converts the design's sizes.
func (g *Game) Layout(outsideWidth, outsideHeight int) (int, int) {
	w, h := g.LayoutF(float64(outsideWidth), float64(outsideHeight))
	return int(w), int(h)
}

// LayoutF implements ebiten.LayoutFer.
func (g *Game) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	return g.c.layoutF(outsideWidth, outsideHeight)
}

// Draw redraws the screen only when something changed: the screen is not
// cleared between frames, so an idle game costs no drawing work. An
// overlay is drawn over the screens below it.
func (g *Game) Draw(screen *ebiten.Image) {
	c := g.c
	if !c.dirty {
		return
	}
	c.dirty = false
	c.draws++
	screen.Fill(colBackground)
	base := len(c.stack) - 1
	for base > 0 {
		if _, ok := c.stack[base].(overlay); !ok {
			break
		}
		base--
	}
	for _, s := range c.stack[base:] {
		s.draw(c, screen)
	}
	c.paint.lines.endFrame()
}

// Invalidate forces a full redraw at the next frame.
func (g *Game) Invalidate() { g.c.dirty = true }

// Back is Android's back button (and Escape on the desktop): the top
// screen handles it (a dialog closes, a game asks before it is left) or is
// popped; on the start screen it returns false to let the platform leave.
func (g *Game) Back() bool {
	c := g.c
	c.dirty = true
	if b, ok := c.top().(backHandler); ok && b.back(c) {
		return true
	}
	if len(c.stack) == 1 {
		return false
	}
	c.pop()
	return true
}

// Pause cancels the computer's search and saves (the app goes to the
// background or the window closes).
func (g *Game) Pause() {
	c := g.c
	for _, s := range c.stack {
		if p, ok := s.(pauser); ok {
			p.pause(c)
		}
	}
	if c.game.Match() != nil {
		c.game.Match().Pause()
		c.save()
		c.archive()
	}
	if c.sound != nil {
		c.sound.suspend()
	}
}

// Resume restarts the computer's search if it is its turn and its game is
// open, even under a dialog or the Settings opened from it: otherwise the
// computer would never move again once the player got back to the board.
func (g *Game) Resume() {
	c := g.c
	if c.sound != nil {
		c.sound.resume()
	}
	for _, s := range c.stack {
		if r, ok := s.(resumer); ok {
			r.resume(c)
		}
	}
	c.dirty = true
}

// Close stops any search, saves and gives the data folder up; the
// desktop calls it when the window closes.
func (g *Game) Close() error {
	c := g.c
	for _, s := range c.stack {
		if cl, ok := s.(closer); ok {
			cl.close(c)
		}
	}
	if c.game.Match() != nil {
		c.game.Match().Stop()
		c.save()
		c.archive()
	}
	c.index.Close()
	// The folder is free for the next game only once all is written.
	return c.lock.Release()
}

// flags are the choices cfg makes, all read by session.Flags.Apply.
func (cfg Config) flags() session.Flags {
	return session.Flags{Level: cfg.Level, Side: cfg.Side, Pieces: cfg.Pieces, Theme: cfg.Theme,
		Handicap: cfg.Handicap, FaceToFace: cfg.FaceToFace, Adaptive: cfg.Adaptive, TimeControl: cfg.TimeControl,
		Threats: cfg.Threats}
}
