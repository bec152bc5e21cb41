package game

import "github.com/hajimehoshi/ebiten/v2"

// screen is one screen of the game (package doc lists them all, one type
// and file each: the start menu, New game, Settings, play, the board
// editor, the puzzle list and a puzzle, the lessons and a lesson, the
// Games library, a record, an analysis), or a dialog over one of them.
// The shell keeps them in a stack: the top one takes the input,
// Back (Android's back button, Escape) pops it, and a screen opens another
// by pushing it (ctx.push). A screen keeps its own state; what all of them
// share is in ctx.
type screen interface {
	// pointer handles one tick of pointer input; only the top screen
	// gets it.
	pointer(c *ctx, ps pointerState)
	// draw draws the screen over the background (and, for an overlay,
	// over the screen below it).
	draw(c *ctx, dst *ebiten.Image)
}

// A screen may also implement any of these.
type (
	// backHandler takes Back before the shell pops the screen: it
	// returns true when it handled it (closed a field, left review,
	// asked for confirmation), false to let the shell pop the screen.
	backHandler interface{ back(c *ctx) bool }
	// keyTaker gets the keyboard while it is on top; it returns true when
	// it took Escape and Backspace for itself (a text field).
	keyTaker interface {
		keys(c *ctx, ps pointerState) bool
	}
	// poller is polled every tick while anywhere on the stack: a search
	// running off the frame loop reports through it.
	poller interface{ poll(c *ctx) }
	// animator advances its animation every tick while on the stack and
	// reports whether a redraw is due.
	animator interface{ animate() bool }
	// overlay is drawn over the screen below it (a dialog).
	overlay interface{ isOverlay() }
	// resumer is told when the app comes back to the foreground while it
	// is on the stack.
	resumer interface{ resume(c *ctx) }
	// closer is told when it leaves the stack (popped, or the stack
	// reset) and when the program ends while it is on the stack.
	closer interface{ close(c *ctx) }
	// pauser is told when the app goes to the background (Android's
	// onPause) while it is on the stack.
	pauser interface{ pause(c *ctx) }
)
