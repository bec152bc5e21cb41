package mobile

import (
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// lifecycle is what the app drives: the game's frames plus the phone's
// back button and pause/resume (*game.Game).
type lifecycle interface {
	ebiten.Game
	Back() bool
	Pause()
	Resume()
}

// App is the running game as the Activity sees it. Android calls its
// methods on the UI thread while Ebitengine calls the game's Update and
// Draw on its GL thread; the game's state is not safe for concurrent use,
// so App runs the two one at a time (a call waits at most one frame).
type App struct {
	mu *sync.Mutex
	g  lifecycle
}

func newApp(g lifecycle) *App {
	return &App{mu: new(sync.Mutex), g: g}
}

// Back handles the Android back button: it closes an open dialog, else
// goes back to the menu, else (during a game) asks before leaving. It
// returns false when the game has nothing left to close, and the Activity
// then lets Android leave the app.
func (a *App) Back() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.g.Back()
}

// Pause is called from the Activity's onPause: it cancels the computer's
// search (no thinking in the background, for the battery) and saves, since
// Android may end the process at any time after onPause.
func (a *App) Pause() {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.g.Pause()
}

// Resume is called from the Activity's onResume: it restarts the
// computer's search if it is the computer's turn.
func (a *App) Resume() {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.g.Resume()
}

// frames returns the game as Ebitengine should run it: every call under
// the App's lock. A game that draws its own final screen keeps doing so.
func (a *App) frames() ebiten.Game {
	f := frames{a}
	if _, ok := a.g.(ebiten.FinalScreenDrawer); ok {
		return framesWithFinalScreen{f}
	}
	return f
}

// frames forwards Ebitengine's calls to the game under the App's lock.
type frames struct{ a *App }

func (f frames) Update() error {
	f.a.mu.Lock()
	defer f.a.mu.Unlock()
	return f.a.g.Update()
}

func (f frames) Draw(screen *ebiten.Image) {
	f.a.mu.Lock()
	defer f.a.mu.Unlock()
	f.a.g.Draw(screen)
}

func (f frames) Layout(outsideWidth, outsideHeight int) (int, int) {
	f.a.mu.Lock()
	defer f.a.mu.Unlock()
	return f.a.g.Layout(outsideWidth, outsideHeight)
}

// LayoutF forwards to the game's LayoutF when it has one; otherwise it
// does what Ebitengine v2.8.8 does for a game without it (sizes below 1
// become 1, then Layout on the truncated sizes), so wrapping the game
// changes nothing about its layout.
func (f frames) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	f.a.mu.Lock()
	defer f.a.mu.Unlock()
	if l, ok := f.a.g.(ebiten.LayoutFer); ok {
		return l.LayoutF(outsideWidth, outsideHeight)
	}
	outsideWidth = max(outsideWidth, 1)
	outsideHeight = max(outsideHeight, 1)
	w, h := f.a.g.Layout(int(outsideWidth), int(outsideHeight))
	return float64(w), float64(h)
}

// framesWithFinalScreen is frames for a game that implements
// ebiten.FinalScreenDrawer.
type framesWithFinalScreen struct{ frames }

func (f framesWithFinalScreen) DrawFinalScreen(screen ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	f.a.mu.Lock()
	defer f.a.mu.Unlock()
	f.a.g.(ebiten.FinalScreenDrawer).DrawFinalScreen(screen, offscreen, geoM)
}

// CancelTouches is called when Android cancels the touch (ACTION_CANCEL:
// a system gesture or a dialog took the finger), which Ebitengine does not
// handle: the game ends the touch it follows without a tap or a drop
// (game.Game.CancelTouches), so a drag cut short plays nothing.
func (a *App) CancelTouches() {
	a.mu.Lock()
	defer a.mu.Unlock()
	if c, ok := a.g.(interface{ CancelTouches() }); ok {
		c.CancelTouches()
	}
}
