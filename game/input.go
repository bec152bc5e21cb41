package game

import (
	"io/fs"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// pointerEvent is one step of the single pointer the game follows: the
// mouse's left button or the first finger on the screen.
type pointerEvent int

const (
	pointerNone pointerEvent = iota
	pointerPress
	pointerMove
	pointerRelease
)

// pointerState is what one tick of input gives the game.
type pointerState struct {
	ev    pointerEvent
	x, y  float64
	wheel float64 // mouse wheel, up positive
	touch bool    // the pointer is a finger, not the mouse
	tick  uint64  // the game's tick it came at (set by the shell)
	back  bool    // Escape or Backspace: the desktop's back key

	// The keyboard, for the editor's FEN field.
	text   []rune // characters typed this tick
	escape bool
	erase  bool // Backspace
	enter  bool
	paste  bool // Ctrl+V (or Shift+Insert)
	// Ctrl+A
	selectAll bool

	// The keys that step through a game's moves: -1 the left arrow, +1
	// the right arrow; home and end.
	step      int
	home, end bool

	// Files dropped on the window (the desktop), or nil.
	dropped fs.FS

	// cancel: this release is the system's cancelling the touch
	// (touch_cancel.go), off every screen: nothing may act on it.
	cancel bool
}

// inputSource yields the pointer once per tick; tests drive the game with
// a scripted one instead of the real mouse and touch screen.
type inputSource interface {
	poll() pointerState
}

// ebitenInput merges mouse and touch into one pointer, so that a tap and a
// click, a drag with a finger and with the mouse, take the same path.
type ebitenInput struct {
	touch    ebiten.TouchID
	touching bool
	mouse    bool
	lastX    float64
	lastY    float64
	touchIDs []ebiten.TouchID
	chars    []rune
	// cancelled: the platform said the touch was cancelled (CancelTouches)
	cancelled bool
}

func (in *ebitenInput) poll() pointerState {
	p := in.pointer()
	_, p.wheel = ebiten.Wheel()
	p.escape = inpututil.IsKeyJustPressed(ebiten.KeyEscape)
	p.erase = repeating(ebiten.KeyBackspace)
	p.back = p.escape || inpututil.IsKeyJustPressed(ebiten.KeyBackspace)
	p.enter = inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyNumpadEnter)
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	p.paste = (ctrl && inpututil.IsKeyJustPressed(ebiten.KeyV)) ||
		(ebiten.IsKeyPressed(ebiten.KeyShift) && inpututil.IsKeyJustPressed(ebiten.KeyInsert))
	p.selectAll = ctrl && inpututil.IsKeyJustPressed(ebiten.KeyA)
	if repeating(ebiten.KeyArrowLeft) {
		p.step--
	}
	if repeating(ebiten.KeyArrowRight) {
		p.step++
	}
	p.dropped = ebiten.DroppedFiles()
	p.home = inpututil.IsKeyJustPressed(ebiten.KeyHome)
	p.end = inpututil.IsKeyJustPressed(ebiten.KeyEnd)
	in.chars = ebiten.AppendInputChars(in.chars[:0])
	if ctrl {
		in.chars = in.chars[:0] // Ctrl+V is a paste, not a 'v'
	}
	p.text = in.chars
	return p
}

func (in *ebitenInput) pointer() pointerState {
	if c, ok := in.takeCancel(); ok {
		return c
	}
	if in.touching {
		if inpututil.IsTouchJustReleased(in.touch) {
			in.touching = false
			return pointerState{ev: pointerRelease, x: in.lastX, y: in.lastY, touch: true}
		}
		x, y := ebiten.TouchPosition(in.touch)
		fx, fy := float64(x), float64(y)
		if fx != in.lastX || fy != in.lastY {
			in.lastX, in.lastY = fx, fy
			return pointerState{ev: pointerMove, x: fx, y: fy, touch: true}
		}
		return pointerState{}
	}
	in.touchIDs = inpututil.AppendJustPressedTouchIDs(in.touchIDs[:0])
	if len(in.touchIDs) > 0 && !in.mouse {
		in.touch, in.touching = in.touchIDs[0], true
		x, y := ebiten.TouchPosition(in.touch)
		in.lastX, in.lastY = float64(x), float64(y)
		return pointerState{ev: pointerPress, x: in.lastX, y: in.lastY, touch: true}
	}
	mx, my := ebiten.CursorPosition()
	fx, fy := float64(mx), float64(my)
	// The button's state, not only its just-pressed/released edges,
	// decides: a slow frame can swallow an edge, and a press must never
	// be left without its release.
	down := ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	switch {
	case !in.mouse && (down || inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)):
		in.mouse = true
		in.lastX, in.lastY = fx, fy
		return pointerState{ev: pointerPress, x: fx, y: fy}
	case in.mouse && !down:
		in.mouse = false
		return pointerState{ev: pointerRelease, x: fx, y: fy}
	case in.mouse && (fx != in.lastX || fy != in.lastY):
		in.lastX, in.lastY = fx, fy
		return pointerState{ev: pointerMove, x: fx, y: fy}
	}
	return pointerState{}
}

// repeating reports a key press and, while it is held, its auto-repeat.
func repeating(k ebiten.Key) bool {
	d := inpututil.KeyPressDuration(k)
	return d == 1 || (d >= 30 && d%4 == 0)
}
