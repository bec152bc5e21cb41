package game

import (
	"fmt"
	"math"
	"time"

	"golang.org/x/text/message"

	"xiangqi/game/i18n"
	"xiangqi/game/session"
	"xiangqi/learn"
	"xiangqi/puzzle"
	"xiangqi/record"
	"xiangqi/rules"
)

// ctx is what the screens share, kept by the shell: the platform's
// configuration, the save (settings, puzzle progress and the game in
// progress), the engine, drawing, sounds, the screen's size, the screen
// stack and the redraw flag. Screens reach the shell only through it.
type ctx struct {
	cfg      Config
	store    session.Store
	settings session.Settings
	progress puzzle.Progress // solved puzzles, saved with the rest
	lessons  learn.Progress  // solved lesson exercises, saved with the rest
	lang     i18n.Lang
	engine   session.Engine
	sound    *soundPlayer
	paint    *painter
	notice   string // one line shown on the start screen (a save problem)

	// The game in progress, shared because the start screen continues
	// it, Settings changes its level, the editor starts from its
	// position and the save holds it; nil before the first game.
	match   *session.Match
	flipped bool      // its board is seen from Black's side
	gameID  string    // its record's name in the library
	started time.Time // when it began

	library session.Library // every game, as PGN records
	now     func() time.Time

	// The board editor's board, kept between visits.
	editor *session.Editor
	// The built-in puzzles and their solver, made on first use.
	book *puzzleBook

	w, h  int
	dp    float64
	dirty bool // redraw at the next frame

	stack   []screen
	drawing screen // the screen being drawn
	quit    bool

	printers [i18n.NumLangs]*message.Printer // number formats by language, made on first use
}

func (c *ctx) text(m i18n.Msg) string { return c.lang.Text(m) }

// levelName is level l's name in the language: a landmark's own
// ("Trung bình"), the others by number ("Cấp 3", "Level 3", "3级").
func (c *ctx) levelName(l session.Level) string {
	if l >= 0 && l < session.NumLevels && l.Landmark() {
		return c.text(levelMsgs[l])
	}
	return fmt.Sprintf(c.text(i18n.MsgLevelN), int(l))
}

// levelNames are the levels' names, Beginner first, and levelRatings
// their ratings as the level picker shows them under the names ("≈1200",
// read from the engine at run time: they are measured, and change).
func (c *ctx) levelNames() (names, ratings []string) {
	for l := session.Level(0); l < session.NumLevels; l++ {
		names = append(names, c.levelName(l))
		ratings = append(ratings, fmt.Sprintf(c.text(i18n.MsgLevelRating), levelRating(l)))
	}
	return names, ratings
}

// sprintf formats message m with the language's number format: "1.234.567
// nút, 0,5 giây" in Vietnamese, "1,234,567 nodes, 0.5 s" in English.
func (c *ctx) sprintf(m i18n.Msg, args ...any) string {
	p := c.printers[c.lang]
	if p == nil {
		p = message.NewPrinter(c.lang.Tag())
		c.printers[c.lang] = p
	}
	return p.Sprintf(c.text(m), args...)
}

// faceToFaceBoard reports whether the board being drawn is a game between
// two players on this device, face to face: the top side's pieces are
// turned to the player sitting there.
func (c *ctx) faceToFaceBoard() bool {
	_, playing := c.drawing.(*playScreen)
	return playing && c.match != nil && c.settings.FacesTopSide(c.match.VsComputer())
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

func (c *ctx) setNotice(n *session.Notice) {
	m := i18n.MsgSaveFailed
	switch n.Kind {
	case session.SaveCorrupt:
		m = i18n.MsgSaveCorrupt
	case session.SaveVersion:
		m = i18n.MsgSaveVersion
	}
	c.notice = fmt.Sprintf(c.text(m), n.Arg)
}

// save writes the settings and the game; a failure is shown, not fatal.
func (c *ctx) save() {
	d := session.SaveData{Settings: c.settings, Puzzles: c.progress, Lessons: c.lessons}
	if m := c.match; m != nil {
		rg := m.Game()
		sg := &session.SavedGame{Start: rg.Start(), Moves: append([]rules.Move(nil), rg.Moves()...), Level: m.Level(), Flipped: c.flipped,
			ID: c.gameID, Started: c.started}
		sg.Computer = [2]bool{m.Computer(rules.Red), m.Computer(rules.Black)}
		sg.Resigned, sg.Resign = m.Resigned()
		d.Game = sg
	}
	if err := c.store.Save(d); err != nil {
		c.notice = fmt.Sprintf(c.text(i18n.MsgSaveFailed), err)
		c.dirty = true
	}
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

func (c *ctx) top() screen { return c.stack[len(c.stack)-1] }

// confirm asks a yes/no question over the current screen; yes runs after
// the dialog is closed.
func (c *ctx) confirm(m i18n.Msg, yes func()) {
	c.push(&dialog{text: c.text(m), choices: []choice{
		{c.text(i18n.MsgYes), yes},
		{c.text(i18n.MsgNo), nil},
	}})
}

// restore rebuilds a saved game (without starting the computer: the start
// screen is shown first; Continue resumes it).
func (c *ctx) restore(s *session.SavedGame) {
	rg := rules.NewGame(s.Start)
	for _, m := range s.Moves {
		if rg.Play(m) != nil {
			break // ParseSave checked them; be safe anyway
		}
	}
	c.match = session.NewPausedMatch(c.engine, rg, s.Computer, s.Level)
	if s.Resign {
		c.match.ResignSide(s.Resigned)
	}
	c.flipped = s.Flipped
	c.gameID, c.started = s.ID, s.Started
	if c.gameID == "" { // a save from before the library
		c.gameID = session.NewGameID(c.now())
	}
}

// archive writes the game in progress to the library, so that it can be
// found there once it is over, left or replaced. A game with no move is
// not worth a record.
func (c *ctx) archive() {
	m := c.match
	if m == nil || len(m.Game().Moves()) == 0 {
		return
	}
	if err := c.library.Put(c.gameID, c.matchRecord()); err != nil {
		c.notice = fmt.Sprintf(c.text(i18n.MsgSaveFailed), err)
		c.dirty = true
	}
}

// matchRecord is the record of the game in progress, with the analysis
// its record in the library holds when that has the same moves (an
// analysed game saved again on leaving keeps its analysis).
func (c *ctx) matchRecord() *record.Game {
	rec := session.MatchRecord(c.match, c.started)
	if old, err := c.library.Get(c.gameID); err == nil {
		session.CarryAnalysis(old, rec)
	}
	return rec
}

// setMatch makes m the game in progress, the one before it kept in the
// library; the screens are not changed.
func (c *ctx) setMatch(m *session.Match, flipped bool) {
	if c.match != nil {
		c.match.Stop()
		c.archive()
	}
	c.match, c.flipped = m, flipped
	c.started = c.now()
	c.gameID = session.NewGameID(c.started)
}

// startMatch begins a new game from rg with the current settings and shows
// its board over the start menu.
func (c *ctx) startMatch(rg *rules.Game) {
	computer, flipped := c.settings.Seats()
	c.setMatch(session.NewMatch(c.engine, rg, computer, c.settings.Level), flipped)
	c.reset(newPlayScreen(c))
	c.save()
}

// countGame applies the adaptive level (session.Settings.CountGame) to
// the game in progress, which has just ended, and returns the line that
// tells the player the level moved, or "".
func (c *ctx) countGame() string {
	switch c.settings.CountMatch(c.gameID, c.match) {
	case session.LevelRaised:
		return fmt.Sprintf(c.text(i18n.MsgLevelRaised), c.levelName(c.settings.Level))
	case session.LevelLowered:
		return fmt.Sprintf(c.text(i18n.MsgLevelLowered), c.levelName(c.settings.Level))
	}
	return ""
}

// canContinue reports whether the start screen offers Continue.
func (c *ctx) canContinue() bool { return c.match != nil && !c.match.Over() }

// column is the centred column of the menu-like screens.
func (c *ctx) column() rect {
	dp := c.dp
	cw := math.Min(float64(c.w)-32*dp, 380*dp)
	return rect{X: (float64(c.w) - cw) / 2, Y: 0, W: cw, H: float64(c.h)}
}

// playLayout is the geometry of a board screen with the play screen's
// status and button row (play, puzzle).
func (c *ctx) playLayout() layout { return newLayout(c.w, c.h, c.dp) }

func (c *ctx) setSize(w, h int, dp float64) {
	if w != c.w || h != c.h || dp != c.dp {
		c.w, c.h, c.dp = w, h, dp
		c.paint.resize(dp)
		c.dirty = true
	}
}
