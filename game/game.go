// Package game is the Xiangqi game on Ebitengine: screens, board drawing,
// mouse and touch input, the computer's turn in the background (session.Match),
// sounds, settings and the autosave. cmd/xiangqi runs it on the desktop and
// mobile/ binds it for Android.
package game

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/session"
	"xiangqi/puzzle"
	"xiangqi/rules"
)

// Config is how a platform starts the game.
type Config struct {
	DataDir string // where the save lives; "" = os.UserConfigDir()/xiangqi
	Lang    string // "" = the saved choice, else the system locale
	Level   string // "" = the saved level; a name or 1–5
	Side    string // "" = saved; "red", "black" or "two" (two players)
	FEN     string // start a new game from this position at once
	Mobile  bool   // a phone: no quitting from the start screen
	// SystemLang is the platform's locale (e.g. "vi-VN") for platforms
	// without POSIX locale variables; used when Lang and the saved
	// settings choose nothing.
	SystemLang string
	// Clipboard is the platform's clipboard for the editor's FEN; nil
	// when there is none (then the FEN is typed into a field).
	Clipboard Clipboard

	// ThinkTime is the computer's time budget per move at each level,
	// Beginner first; 0 keeps the level's own budget, set for a desktop.
	// A slower device gives more, so that a level plays as strongly.
	ThinkTime [session.NumLevels]time.Duration
	// HintTime bounds a hint's search; 0 = 0.8 s.
	HintTime time.Duration
	// HashMiB is the transposition table of each of the computer's
	// engines in MiB; 0 = 16.
	HashMiB int
}

// Clipboard reads and writes the system clipboard's text.
type Clipboard interface {
	ReadText() (string, error)
	WriteText(s string) error
}

type scene int

const (
	sceneMenu scene = iota
	sceneNewGame
	scenePlay
	sceneSettings
	sceneEditor
	scenePuzzleList
	scenePuzzle
)

// Game is the whole program state; it implements ebiten.Game.
type Game struct {
	cfg      Config
	store    session.Store
	settings session.Settings
	lang     Lang
	engine   session.Engine
	fonts    *fonts
	sound    *soundPlayer
	input    inputSource

	scene     scene
	backScene scene // where Settings and New game return to
	dialog    *dialog
	notice    string // one line shown on the start screen

	match   *session.Match
	flipped bool
	board   boardUI

	review       bool
	reviewPly    int
	bannerHidden bool

	newGameFrom *rules.Position // the New game screen starts from here (the editor's); nil: the start
	editor      editorScreen
	puzzle      puzzleScreen
	progress    puzzle.Progress // solved puzzles, saved with the rest

	// What the status shows, to notice when it changes.
	shownProgress session.Progress
	shownThinking bool

	pressed int // index of the button under the pointer since its press, or -1
	quit    bool

	w, h    int
	dp      float64
	dirty   bool
	draw    drawer
	sprites sprites
}

// New builds the game. It fails only on a bad Config (level, side, FEN).
func New(cfg Config) (*Game, error) {
	eng := session.Timed(newEngine(cfg.HashMiB), session.Timing{Move: cfg.ThinkTime, Hint: cfg.HintTime})
	return newGame(cfg, eng, &ebitenInput{}, &soundPlayer{})
}

func newGame(cfg Config, eng session.Engine, in inputSource, sp *soundPlayer) (*Game, error) {
	g := &Game{cfg: cfg, engine: eng, input: in, sound: sp, pressed: -1, dirty: true, dp: 1}
	g.board.sel = rules.NoSquare
	var err error
	if g.fonts, err = loadFonts(); err != nil {
		return nil, err
	}
	dir := cfg.DataDir
	if dir == "" {
		base, err := os.UserConfigDir()
		if err != nil {
			base = "."
		}
		dir = filepath.Join(base, "xiangqi")
	}
	g.store = session.Store{Dir: dir}
	data, notice := g.store.Load()
	g.settings = data.Settings
	g.progress = data.Puzzles
	if notice != nil {
		g.setNotice(notice)
	}
	if cfg.Level != "" {
		if g.settings.Level, err = session.ParseLevel(cfg.Level); err != nil {
			return nil, err
		}
	}
	switch strings.ToLower(cfg.Side) {
	case "":
	case "red", "r", "w":
		g.settings.Side, g.settings.TwoPlayers = rules.Red, false
	case "black", "b":
		g.settings.Side, g.settings.TwoPlayers = rules.Black, false
	case "two", "both", "2":
		g.settings.TwoPlayers = true
	default:
		return nil, fmt.Errorf("unknown side %q (want red, black or two)", cfg.Side)
	}
	g.applyLang()
	if notice != nil {
		g.setNotice(notice) // again, in the chosen language
	}
	if cfg.FEN != "" {
		pos, err := rules.ParseFEN(cfg.FEN)
		if err != nil {
			return nil, fmt.Errorf("-fen: %w", err)
		}
		g.startMatch(rules.NewGame(pos))
	} else if data.Game != nil {
		g.restore(data.Game)
		g.scene = sceneMenu
	}
	ebiten.SetScreenClearedEveryFrame(false)
	return g, nil
}

// applyLang picks the language: the flag, the saved choice, the platform.
func (g *Game) applyLang() {
	for _, s := range []string{g.cfg.Lang, g.settings.Lang, g.cfg.SystemLang} {
		if l, ok := ParseLang(s); ok && s != "" {
			g.lang = l
			return
		}
	}
	g.lang = systemLang()
}

func (g *Game) setNotice(n *session.Notice) {
	m := MsgSaveFailed
	switch n.Kind {
	case session.SaveCorrupt:
		m = MsgSaveCorrupt
	case session.SaveVersion:
		m = MsgSaveVersion
	}
	g.notice = fmt.Sprintf(g.lang.Text(m), n.Arg)
}

func (g *Game) text(m Msg) string { return g.lang.Text(m) }

// restore rebuilds a saved game (without starting the computer: the start
// screen is shown first; Continue resumes it).
func (g *Game) restore(s *session.SavedGame) {
	rg := rules.NewGame(s.Start)
	for _, m := range s.Moves {
		if rg.Play(m) != nil {
			break // ParseSave checked them; be safe anyway
		}
	}
	g.match = session.NewPausedMatch(g.engine, rg, s.Computer, s.Level)
	if s.Resign {
		g.match.ResignSide(s.Resigned)
	}
	g.flipped = s.Flipped
}

// startMatch begins a new game from rg with the current settings and shows
// the board.
func (g *Game) startMatch(rg *rules.Game) {
	if g.match != nil {
		g.match.Stop()
	}
	var computer [2]bool
	if !g.settings.TwoPlayers {
		computer[g.settings.Side.Other()] = true
	}
	g.flipped = !g.settings.TwoPlayers && g.settings.Side == rules.Black
	g.match = session.NewMatch(g.engine, rg, computer, g.settings.Level)
	g.resetPlayView()
	g.scene = scenePlay
	g.save()
}

func (g *Game) resetPlayView() {
	g.board = boardUI{sel: rules.NoSquare}
	g.review, g.reviewPly, g.bannerHidden = false, 0, false
	g.dialog = nil
	g.dirty = true
}

// canContinue reports whether the start screen offers Continue.
func (g *Game) canContinue() bool { return g.match != nil && !g.match.Over() }

// save writes the settings and the game; a failure is shown, not fatal.
func (g *Game) save() {
	d := session.SaveData{Settings: g.settings, Puzzles: g.progress}
	if m := g.match; m != nil {
		rg := m.Game()
		sg := &session.SavedGame{Start: rg.Start(), Moves: append([]rules.Move(nil), rg.Moves()...), Level: m.Level(), Flipped: g.flipped}
		sg.Computer = [2]bool{m.Computer(rules.Red), m.Computer(rules.Black)}
		sg.Resigned, sg.Resign = m.Resigned()
		d.Game = sg
	}
	if err := g.store.Save(d); err != nil {
		g.notice = fmt.Sprintf(g.text(MsgSaveFailed), err)
		g.dirty = true
	}
}

// Update advances the game by one tick.
func (g *Game) Update() error {
	if g.quit {
		return ebiten.Termination
	}
	if g.match != nil {
		g.pollMatch()
	}
	if g.puzzle.run != nil {
		g.pollPuzzle()
	}
	ps := g.input.poll()
	if g.scene == sceneEditor && g.editor.typing && g.dialog == nil {
		g.editorKeys(ps)
		ps.back = false // the field took Escape and Backspace
	}
	if ps.back {
		if !g.Back() && !g.cfg.Mobile {
			g.quit = true
		}
	}
	g.handlePointer(ps)
	if g.board.tickAnim() {
		g.dirty = true
	}
	return nil
}

// pollMatch applies the computer's move when it is ready and notices what
// the status line must show.
func (g *Game) pollMatch() {
	m := g.match
	ev := m.Poll()
	if ev.Moved {
		g.afterMove(ev.Move, ev.Captured, true)
	}
	if ev.Hint {
		g.dirty = true
	}
	p, _ := m.Progress()
	if th := m.Thinking() || m.HintPending(); th != g.shownThinking || p.Depth != g.shownProgress.Depth {
		g.shownThinking, g.shownProgress = th, p
		g.dirty = true
	}
}

// afterMove animates, sounds and saves a move just played by either side.
func (g *Game) afterMove(mv rules.Move, captured, animate bool) {
	pos := g.match.Position()
	if animate && g.settings.Animation {
		g.board.startAnim(mv, pos.At(mv.To()))
	}
	g.board.sel, g.board.dests = rules.NoSquare, nil
	switch {
	case g.match.Over():
		g.playSound(soundEnd)
	case pos.InCheck():
		g.playSound(soundCheck)
	case captured:
		g.playSound(soundCapture)
	default:
		g.playSound(soundMove)
	}
	g.bannerHidden = false
	g.dirty = true
	g.save()
}

func (g *Game) playSound(s sound) {
	if g.settings.Sound && g.sound != nil {
		g.sound.play(s)
	}
}

// Layout works in device pixels so that lines and characters are crisp on
// high-density screens; dp converts the design's sizes.
func (g *Game) Layout(outsideWidth, outsideHeight int) (int, int) {
	w, h := g.LayoutF(float64(outsideWidth), float64(outsideHeight))
	return int(w), int(h)
}

// LayoutF implements ebiten.LayoutFer.
func (g *Game) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	dp := ebiten.Monitor().DeviceScaleFactor()
	if dp <= 0 {
		dp = 1
	}
	w, h := int(outsideWidth*dp), int(outsideHeight*dp)
	g.setSize(w, h, dp)
	return float64(w), float64(h)
}

func (g *Game) setSize(w, h int, dp float64) {
	if w != g.w || h != g.h || dp != g.dp {
		g.w, g.h, g.dp = w, h, dp
		g.sprites.clear()
		g.dirty = true
	}
}

// Draw redraws the screen only when something changed: the screen is not
// cleared between frames, so an idle game costs no drawing work.
func (g *Game) Draw(screen *ebiten.Image) {
	if !g.dirty {
		return
	}
	g.dirty = false
	g.drawScene(screen)
}

// Invalidate forces a full redraw at the next frame.
func (g *Game) Invalidate() { g.dirty = true }

// Back is Android's back button (and Escape on the desktop): close a
// dialog, else go back to the start screen (asking first during a game),
// else return false to let the platform leave.
func (g *Game) Back() bool {
	g.dirty = true
	if g.dialog != nil {
		g.dialog = nil
		return true
	}
	switch g.scene {
	case sceneSettings, sceneNewGame:
		g.scene = g.backScene
		return true
	case sceneEditor:
		if g.editor.typing {
			g.editor.stopTyping()
			return true
		}
		g.scene = sceneMenu
		return true
	case scenePuzzleList:
		g.scene = sceneMenu
		return true
	case scenePuzzle:
		g.leavePuzzle()
		return true
	case scenePlay:
		if g.review {
			g.review = false
			return true
		}
		if g.match != nil && !g.match.Over() && len(g.match.Game().Moves()) > 0 {
			g.confirm(MsgConfirmLeave, g.leaveToMenu)
			return true
		}
		g.leaveToMenu()
		return true
	}
	return false
}

func (g *Game) leaveToMenu() {
	if g.match != nil {
		g.match.Pause()
		g.save()
	}
	g.board.sel, g.board.dests = rules.NoSquare, nil
	g.scene = sceneMenu
	g.dirty = true
}

// Pause cancels the computer's search and saves (the app goes to the
// background or the window closes).
func (g *Game) Pause() {
	if g.match != nil {
		g.match.Pause()
		g.save()
	}
	if g.sound != nil {
		g.sound.suspend()
	}
}

// Resume restarts the computer's search if it is its turn and the board is
// shown.
func (g *Game) Resume() {
	if g.sound != nil {
		g.sound.resume()
	}
	if g.match != nil && g.scene == scenePlay && g.dialog == nil {
		g.match.Resume()
	}
	g.dirty = true
}

// Close stops any search and saves; the desktop calls it when the window
// closes.
func (g *Game) Close() error {
	if g.puzzle.run != nil {
		g.puzzle.run.Stop()
	}
	if g.match != nil {
		g.match.Stop()
		g.save()
	}
	return nil
}

// Preset plays ICCS moves on the current game and selects a point, for
// screenshots and tests ("-moves", "-select"). The computer stays paused
// until Resume.
func (g *Game) Preset(moves []string, sel string) error {
	if g.match == nil {
		g.startMatch(rules.NewGame(rules.StartPosition()))
	}
	old := g.match
	old.Stop()
	rg := rules.NewGame(old.Game().Start())
	for _, s := range old.Game().Moves() {
		if err := rg.Play(s); err != nil {
			return err
		}
	}
	for _, s := range moves {
		if s == "" {
			continue
		}
		if err := rg.PlayText(s); err != nil {
			return fmt.Errorf("move %s: %w", s, err)
		}
	}
	computer := [2]bool{old.Computer(rules.Red), old.Computer(rules.Black)}
	g.match = session.NewPausedMatch(g.engine, rg, computer, old.Level())
	m := g.match
	g.scene = scenePlay
	g.resetPlayView()
	if sel != "" {
		sq, err := rules.ParseSquare(sel)
		if err != nil {
			return err
		}
		pos := m.Position()
		if pc := pos.At(sq); pc == rules.Empty || pc.Color() != pos.SideToMove() {
			return errors.New("-select: no piece of the side to move there")
		}
		g.board.selectSquare(pos, sq)
	}
	g.save()
	return nil
}
