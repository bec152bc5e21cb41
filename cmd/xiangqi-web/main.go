//go:build js

// Command xiangqi-web is the game in a web browser (GOOS=js GOARCH=wasm):
// the same screens, assets and languages as on the phone. scripts/run-web.sh
// builds it with its page (static/) and serves it on localhost.
//
// The save and the Games library live in the browser's localStorage
// (game/session/disk_js.go); the engine gives the page its frames while it
// searches (ai/yield_js.go); the page's hiding pauses the game and saves it,
// as Android's onPause does. The address's query chooses what the
// desktop's flags of the same names do: ?lang=vi|en|zh, level, side, fen.
package main

import (
	"errors"
	"fmt"
	"net/url"
	"sync"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game"
	"xiangqi/game/session"
)

func main() {
	if err := run(); err != nil {
		js.Global().Get("console").Call("error", "xiangqi: "+err.Error())
		if show := js.Global().Get("xiangqiFailed"); show.Type() == js.TypeFunction {
			show.Invoke(err.Error())
		}
	}
}

func run() error {
	cfg := game.Config{
		DataDir:    "xiangqi", // a key prefix in localStorage
		Mobile:     true,      // a page is not quit from its start screen
		SystemLang: js.Global().Get("navigator").Get("language").String(),
		// Goroutines share the page's one thread: more search threads
		// would only split it.
		Threads:     1,
		Clipboard:   browserClipboard{},
		PieceChoice: true, // a new player's first visit asks which pieces
	}
	if s := newSharer(); s != nil {
		cfg.Sharer = s
	}
	if u, err := url.Parse(js.Global().Get("location").Get("href").String()); err == nil {
		// The page's address chooses what the desktop's flags do:
		// ?lang=vi&level=hard&side=black, or ?fen=… to start from a
		// position (a link to it).
		q := u.Query()
		cfg.Lang, cfg.Level, cfg.Side, cfg.FEN = q.Get("lang"), q.Get("level"), q.Get("side"), q.Get("fen")
	}
	g, err := game.New(cfg)
	if errors.Is(err, session.ErrLocked) {
		return fmt.Errorf("%w: the game is open in another tab of this browser", err)
	}
	if err != nil {
		return err
	}
	p := &page{Game: g}
	p.listen()
	ebiten.SetWindowTitle("Xiangqi")
	ebiten.SetRunnableOnUnfocused(true)
	return ebiten.RunGame(p.frames())
}

// page is the running game and what the browser tells it between frames:
// the page hidden or shown. The browser calls back on the one thread Go
// shares with it, between the game's frames or while a frame waits, so
// the lock guards the game's state the way mobile.App's does; a callback
// never waits for it (a JavaScript callback must not block), and what it
// cannot do at once is done at the next frame.
type page struct {
	*game.Game
	mu      sync.Mutex
	pending []func() // calls a callback left for the next frame
	hook    webHook  // the test build's (webtest.go); nothing otherwise
}

// listen pauses the game (and saves it) when the page is hidden or left,
// and resumes it when it is shown again.
func (p *page) listen() {
	doc := js.Global().Get("document")
	doc.Call("addEventListener", "visibilitychange", js.FuncOf(func(js.Value, []js.Value) any {
		if doc.Get("hidden").Bool() {
			p.now(p.Game.Pause)
		} else {
			p.now(p.Game.Resume)
		}
		return nil
	}))
	// pagehide: the page is closed or navigated away from; the frame loop
	// may never run again, so the save must be written now.
	js.Global().Call("addEventListener", "pagehide", js.FuncOf(func(js.Value, []js.Value) any {
		p.now(p.Game.Pause)
		return nil
	}))
	// Ebitengine does not handle touchcancel (the system took the
	// finger): the game is told, so that a drag cut short plays nothing.
	doc.Call("addEventListener", "touchcancel", js.FuncOf(func(js.Value, []js.Value) any {
		p.now(p.Game.CancelTouches)
		return nil
	}), true)
	p.hook.install(p)
}

// now runs f under the lock at once if no frame holds it, else at the
// start of the next frame.
func (p *page) now(f func()) {
	if p.mu.TryLock() {
		defer p.mu.Unlock()
		f()
		return
	}
	p.pending = append(p.pending, f)
}

func (p *page) frames() ebiten.Game { return frames{p} }

// frames runs the game's frames under the page's lock.
type frames struct{ p *page }

func (f frames) Update() error {
	p := f.p
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, fn := range p.pending {
		fn()
	}
	p.pending = p.pending[:0]
	err := p.Game.Update()
	p.hook.tick(p)
	return err
}

func (f frames) Draw(screen *ebiten.Image) {
	f.p.mu.Lock()
	defer f.p.mu.Unlock()
	f.p.Game.Draw(screen)
}

func (f frames) Layout(w, h int) (int, int) { return f.p.Game.Layout(w, h) }

func (f frames) LayoutF(w, h float64) (float64, float64) { return f.p.Game.LayoutF(w, h) }
