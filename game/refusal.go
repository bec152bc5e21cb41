package game

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/home"
	"xiangqi/game/session"
	"xiangqi/i18n"
)

// Refusal is the desktop's window when the game cannot start because
// another copy holds its data folder (New failed with session.ErrLocked):
// the reason in the player's language and Quit (home.Refusal), where it
// was only in the terminal and no window opened (issue 52). It is an
// ebiten.Game of its own: none of the game is loaded, and nothing in the
// folder is written.
type Refusal struct {
	c     *ctx
	input inputSource
	title string
}

// NewRefusal is the refusal of cfg's data folder, in the language of the
// flag, else of the folder's save (read, never written), else the
// system's.
func NewRefusal(cfg Config) (*Refusal, error) {
	fs, err := loadFonts()
	if err != nil {
		return nil, err
	}
	c := &ctx{cfg: cfg, now: time.Now, nav: nav{dirty: true}, surface: surface{dp: 1, paint: newPainter(fs)}}
	dir := cfg.dataDir()
	c.settings.Lang = session.Store{Dir: dir}.SavedLang()
	c.applyLang()
	c.stack = []screen{&refusalScreen{m: home.NewRefusal(c.env(), dir)}}
	return &Refusal{c: c, input: &ebitenInput{}}, nil
}

// Update takes Quit, Back (Escape) and Enter, which all end it.
func (r *Refusal) Update() error {
	c := r.c
	if c.quit {
		return ebiten.Termination
	}
	if t := c.text(i18n.MsgTitle); t != r.title {
		r.title = t
		ebiten.SetWindowTitle(t)
	}
	c.guard.ticks++
	ps := r.input.poll()
	s := c.top().(*refusalScreen)
	if ps.back || ps.enter {
		c.apply(s.m.Back())
		return nil
	}
	if ps.ev != pointerNone {
		s.pointer(c, ps)
	}
	if c.dirty {
		c.guard.look(c)
	}
	return nil
}

// Draw draws the refusal when it changed.
func (r *Refusal) Draw(dst *ebiten.Image) {
	c := r.c
	if !c.dirty {
		return
	}
	c.dirty = false
	dst.Fill(colBackground)
	c.top().draw(c, dst)
	c.paint.lines.endFrame()
}

// Layout works in device pixels, as Game's.
func (r *Refusal) Layout(outsideWidth, outsideHeight int) (int, int) {
	w, h := r.LayoutF(float64(outsideWidth), float64(outsideHeight))
	return int(w), int(h)
}

// LayoutF implements ebiten.LayoutFer.
func (r *Refusal) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	return r.c.layoutF(outsideWidth, outsideHeight)
}

// Invalidate forces a full redraw at the next frame.
func (r *Refusal) Invalidate() { r.c.dirty = true }
