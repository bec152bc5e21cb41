package game

import (
	"math"
	"time"
	"xiangqi/game/games"
	"xiangqi/game/newgame"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/text/message"

	"xiangqi/game/home"
	"xiangqi/game/session"
	"xiangqi/game/texts"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/learn"
	"xiangqi/puzzle"
	"xiangqi/rules"
	"xiangqi/train"
)

// ctx is what the shell lends every screen's view: a few services, each a
// type of its own, embedded so that a view names what it uses (c.settings,
// c.push, c.dp). The screens' models get narrower ones still (ui.Env and
// their families' Services). What one screen keeps between visits is its
// own (the start screen keeps the editor's board and the puzzles).
type ctx struct {
	cfg    Config
	engine session.Engine
	sound  soundOut
	now    func() time.Time
	prefs
	folder
	nav
	surface
	fixed
}

// prefs are the player's choices and the language they are shown in.
type prefs struct {
	settings session.Settings
	lang     i18n.Lang
	printers [i18n.NumLangs]*message.Printer // number formats by language, made on first use
}

// folder is the data folder and what it holds: the lock held while the
// game runs, the game in progress with its save and library, the
// library's index, the progress the save keeps beside the settings.
type folder struct {
	lock *session.DirLock
	// game is the game in progress with its save and the library of
	// every game, shared because the start screen continues it, Settings
	// changes its level, the editor starts from its position and the
	// Games screen lists it.
	game *session.Current
	// index is the library's index (issue 28), opened at start off the
	// frame loop; the Games screen and the explorer read it.
	index *games.Index
	// masters is the master games' index for the opening explorer, built
	// at its first use (off the frame loop, by the explorer's worker).
	masters  *session.MasterIndex
	progress puzzle.Progress // solved puzzles, saved with the rest
	lessons  learn.Progress  // solved lesson exercises, saved with the rest
	training train.Progress  // the mistakes to review, the ratings, the rushes' bests (issue 29)
	notice   string          // one line shown on the start screen (a problem reading the save)
	// newPlayer: there was no save file, and no game has been started
	// from the New game screen since; that screen then says how to learn
	// the moves.
	newPlayer bool
}

// nav is the screen stack and when to redraw it.
type nav struct {
	stack []screen
	quit  bool
	dirty bool // redraw at the next frame
	// draws counts the frames redrawn: the touch suite tells the
	// interval after a redrawn frame from the others (WebState.Draws).
	draws uint64
	guard pressGuard // since when the buttons have been shown
	// glide is the list gliding after a flick, moved a step each tick
	// until it stops, a finger comes down or another screen is on top;
	// glideOn is the screen it belongs to.
	glide   *scroller
	glideOn screen
}

// surface is where the screens draw: the screen's size in device pixels,
// its density, and the painter (fonts and cached images).
type surface struct {
	w, h  int
	dp    float64
	paint *painter
}

// fixed are what screenshots and tests fix through Drive
// (SetLevelRatings, SetExplorerDepth): the ratings shown under the
// levels' names, Beginner first, instead of the engine's, so that a level
// re-rated does not change a golden screen, and the depth the opening
// explorer searches each move to instead of for a time, so that its
// scores are the same every run. The product leaves them zero.
type fixed struct {
	fixedRatings  []int
	explorerDepth int
	// boardDepth bounds the analysis board's searches (screenshots: the
	// same lines every run); 0 none.
	boardDepth int
}

func (p *prefs) text(m i18n.Msg) string { return p.lang.Text(m) }

// levelName is level l's name in the language (ui.LevelName).
func (p *prefs) levelName(l session.Level) string { return texts.LevelName(p.lang, l) }

// levelRatings are the levels' ratings as the level picker shows them
// under their names (shownRating: read from the engine at run time, since
// they are measured, and change).
func (c *ctx) levelRatings() ui.Ratings {
	var r ui.Ratings
	for l := range r {
		r[l] = c.shownRating(session.Level(l))
	}
	return r
}

// sprintf formats message m with the language's number format: "1.234.567
// nút, 0,5 giây" in Vietnamese, "1,234,567 nodes, 0.5 s" in English, and
// the words that agree with its counts in the language's plural forms
// ("1 game", "2 games"; see i18n.Lang.Format).
func (p *prefs) sprintf(m i18n.Msg, args ...any) string {
	pr := p.printers[p.lang]
	if pr == nil {
		pr = message.NewPrinter(p.lang.Tag())
		p.printers[p.lang] = pr
	}
	return pr.Sprintf(p.lang.Format(m, args...), args...)
}

// applyLang picks the language: the flag, the saved choice, the platform.
func (c *ctx) applyLang() {
	for _, s := range []string{c.cfg.Lang, c.settings.Lang, c.cfg.SystemLang} {
		if l, ok := i18n.ParseLang(s); ok && s != "" {
			c.lang = l
			return
		}
	}
	c.lang = i18n.SystemLang()
}

// setNotice is the start screen's line for what happened to the save
// when it was read (home.SaveNotice).
func (c *ctx) setNotice(n *session.Notice) { c.notice = home.SaveNotice(c.lang, n) }

// writeProblem is the line that says the last save or library write
// failed, "" when both last succeeded: shown under the board and on the
// start screen until then (home.WriteProblem).
func (c *ctx) writeProblem() string { return home.WriteProblem(c.lang, c.game.WriteErr()) }

// startNotice is the start screen's line: on a read-only folder why
// nothing is saved, else a failed write, else what happened to the save
// when it was read (home.StartNotice).
func (c *ctx) startNotice() string { return home.StartNotice(c.lang, c.game, c.notice) }

// written runs write, which saves or writes to the library, and redraws
// when that changed what writeProblem says.
func (c *ctx) written(write func()) {
	was := c.writeProblem()
	write()
	if c.writeProblem() != was {
		c.dirty = true
	}
}

// save writes the settings and the game; a failure is shown until a
// later save succeeds (session.Current.Save).
func (c *ctx) save() {
	c.written(func() {
		c.game.Save(session.SaveData{Settings: c.settings, Puzzles: c.progress, Lessons: c.lessons, Training: c.training})
	})
}

// archive keeps the game in progress in the library
// (session.Current.Archive); a failure is shown until a write succeeds.
func (c *ctx) archive() { c.written(func() { c.game.Archive() }) }

// setMatch makes m the game in progress, the one before it kept in the
// library; the screens are not changed.
func (c *ctx) setMatch(m *session.Match, flipped bool) {
	c.written(func() { c.game.Begin(m, flipped) })
}

func (c *ctx) playSound(s sound) {
	if c.settings.Sound && c.sound != nil {
		c.sound.play(s)
	}
}

// push opens s over the current screen.
func (c *ctx) push(s screen) {
	c.stack = append(c.stack, s)
	c.dirty = true
}

// pop closes the top screen; the start menu at the bottom stays.
func (c *ctx) pop() {
	if len(c.stack) > 1 {
		closeScreens(c, c.stack[len(c.stack)-1:])
		c.stack[len(c.stack)-1] = nil
		c.stack = c.stack[:len(c.stack)-1]
	}
	c.dirty = true
}

// reset leaves the start menu with ss over it, closing every other screen.
func (c *ctx) reset(ss ...screen) {
	closeScreens(c, c.stack[1:])
	clear(c.stack[1:])
	c.stack = append(c.stack[:1], ss...)
	c.dirty = true
}

// closeScreens tells the screens that leave the stack (closer), so that
// what runs for them in the background stops with them.
func closeScreens(c *ctx, ss []screen) {
	for _, s := range ss {
		if cl, ok := s.(closer); ok {
			cl.close(c)
		}
	}
}

func (n *nav) top() screen { return n.stack[len(n.stack)-1] }

// startMatch begins a new game from rg with the current settings
// (newgame.Begin) and shows its board over the start menu.
func (c *ctx) startMatch(rg *rules.Game) {
	m, flipped := newgame.Begin(c.engine, c.settings, rg)
	c.setMatch(m, flipped)
	c.reset(newPlayScreen(c))
	c.save()
}

// column is the centred column of the menu-like screens.
func (s *surface) column() rect {
	dp := s.dp
	cw := math.Min(float64(s.w)-32*dp, 380*dp)
	return rect{X: (float64(s.w) - cw) / 2, Y: 0, W: cw, H: float64(s.h)}
}

// playLayout is the geometry of a board screen with the play screen's
// status and button row (play, puzzle).
func (s *surface) playLayout() layout { return newLayout(s.w, s.h, s.dp) }

// layoutF sizes the screen in device pixels for a window of the outside
// size (ebiten.LayoutFer).
func (c *ctx) layoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	dp := ebiten.Monitor().DeviceScaleFactor()
	if dp <= 0 {
		dp = 1
	}
	w, h := int(outsideWidth*dp), int(outsideHeight*dp)
	c.setSize(w, h, dp)
	return float64(w), float64(h)
}

func (c *ctx) setSize(w, h int, dp float64) {
	if w != c.w || h != c.h || dp != c.dp {
		c.w, c.h, c.dp = w, h, dp
		c.paint.resize(dp)
		c.dirty = true
	}
}
