//go:build webtest

package webtouch

import (
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
)

// armTicks is more than the ticks a button waits, once shown, before it
// takes a press (game/press_guard.go).
const armTicks = 30

const startFEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"

// twoPlayers opens a new game between two players from the start.
func twoPlayers(t *testing.T, ph phone) *tab {
	tb := open(t, ph, "lang=en&side=two&fen="+url.QueryEscape(startFEN))
	tb.wait("the board", func(s state) bool { return s.Screen == "playScreen" && s.FEN != "" })
	return tb
}

func eachPhone(t *testing.T, f func(t *testing.T, ph phone)) {
	for _, ph := range phones {
		t.Run(ph.name, func(t *testing.T) { f(t, ph) })
	}
}

// TestBoardTouches plays one game between two players by touch, each
// step a scenario (one page per phone: a page takes 15 s and more to
// start here):
//   - h2e2 by tap–tap;
//   - h9g7 by drag: the piece lifted above the finger, the landing disc;
//   - h0g2 by drag with a second finger put down meanwhile, which changes
//     nothing (no tap where it went down);
//   - b9c7 by drag cancelled by the system (touchcancel): the piece goes
//     back, nothing is played; then b9c7 by taps;
//   - b0d1, refused (the horse's leg): the reason is shown;
//   - a tap off the board, and a long press on a piece.
func TestBoardTouches(t *testing.T) {
	eachPhone(t, func(t *testing.T, ph phone) {
		tb := twoPlayers(t, ph)
		x, y, _ := tb.point("h2")
		tb.tap(x, y)
		if s := tb.state(); s.Selected != "h2" || s.Moves != 0 {
			t.Fatalf("after a tap on h2: %+v", s)
		}
		tb.shot("tap-selected")
		x, y, _ = tb.point("e2")
		tb.tap(x, y)
		s := tb.wait("h2e2", func(s state) bool { return s.Moves == 1 })
		if s.Selected != "" || !strings.Contains(s.FEN, "/1C2C4/") {
			t.Fatalf("after h2e2 by taps: %+v", s)
		}

		// By drag.
		x0, y0, _ := tb.point("h9")
		x1, y1, _ := tb.point("g7")
		tb.drag(x0, y0, x1, y1, 8, false)
		s = tb.frames(2)
		if !s.Dragging || !s.Lifted || s.Moves != 1 {
			t.Fatalf("mid-drag: %+v", s)
		}
		tb.shot("drag-lifted") // the piece above the finger, the landing disc on g7
		tb.touches(input.DispatchTouchEventTypeTouchEnd)
		s = tb.wait("h9g7", func(s state) bool { return s.Moves == 2 })
		if s.Dragging || s.Pressing || !strings.HasPrefix(s.FEN, "rnbakab1r/9/1c4nc1/") {
			t.Fatalf("after the drop: %+v", s)
		}

		// A second finger during a drag.
		x0, y0, _ = tb.point("h0")
		x1, y1, _ = tb.point("g2")
		ox, oy, _ := tb.point("a3")
		f := tb.drag(x0, y0, (x0+x1)/2, (y0+y1)/2, 4, false)
		g := tb.newFinger(ox, oy)
		tb.touches(input.DispatchTouchEventTypeTouchStart, f, g)
		tb.frames(2)
		f.x, f.y = x1, y1
		tb.touches(input.DispatchTouchEventTypeTouchMove, f, g)
		tb.frames(2)
		if s := tb.state(); !s.Dragging {
			t.Fatalf("the drag stopped at a second finger: %+v", s)
		}
		tb.shot("drag-second-finger")
		tb.touches(input.DispatchTouchEventTypeTouchEnd, g) // the first finger lifts
		tb.frames(3)
		tb.touches(input.DispatchTouchEventTypeTouchEnd) // then the second
		s = tb.frames(3)
		if s.Moves != 3 || !strings.HasSuffix(strings.Fields(s.FEN)[0], "/1C2C1N2/9/RNBAKAB1R") || s.Selected != "" {
			t.Fatalf("after both fingers: %+v (want h0g2 played, nothing selected)", s)
		}

		// A drag the system cancels.
		x0, y0, _ = tb.point("b9")
		x1, y1, _ = tb.point("c7")
		tb.drag(x0, y0, x1, y1, 6, false)
		if s := tb.frames(2); !s.Dragging {
			t.Fatalf("not dragging: %+v", s)
		}
		tb.touches(input.DispatchTouchEventTypeTouchCancel)
		s = tb.frames(4)
		if s.Moves != 3 || s.Dragging || s.Pressing {
			t.Fatalf("after touchcancel: %+v (want the piece back, nothing played)", s)
		}
		tb.shot("drag-cancelled")
		tb.tap(x0, y0)
		tb.tap(x1, y1)
		if s := tb.wait("b9c7 after the cancel", func(s state) bool { return s.Moves == 4 }); !strings.HasPrefix(s.FEN, "r1bakab1r/9/1cn3nc1/") {
			t.Fatalf("after the cancel, b9c7 by taps: %+v", s)
		}

		// The horse on b0 to d1: its leg (c0) is blocked by the elephant.
		x, y, cell := tb.point("b0")
		tb.tap(x, y)
		fx, fy, _ := tb.point("d1")
		tb.tap(fx, fy)
		s = tb.frames(2)
		if s.Moves != 4 || !strings.Contains(strings.ToLower(s.Note), "leg") {
			t.Fatalf("after b0 then d1: %+v (want the reason: the horse's leg)", s)
		}
		tb.shot("illegal-reason")
		// A tap off the board (its left margin) plays nothing and opens
		// nothing.
		ax, ay, _ := tb.point("a4")
		tb.tap(ax-cell*0.9, ay)
		s = tb.frames(2)
		if s.Moves != 4 || s.Screen != "playScreen" || len(s.Stack) != 2 {
			t.Fatalf("after a tap off the board: %+v", s)
		}
		// A long press on a piece selects it, as a tap does, and nothing
		// else (no menu of the browser, no move).
		cx, cy, _ := tb.point("b2")
		f = tb.newFinger(cx, cy)
		tb.touches(input.DispatchTouchEventTypeTouchStart, f)
		time.Sleep(1500 * time.Millisecond)
		tb.touches(input.DispatchTouchEventTypeTouchEnd)
		s = tb.frames(3)
		if s.Selected != "b2" || s.Moves != 4 || len(s.Stack) != 2 {
			t.Fatalf("after a long press on b2: %+v", s)
		}
		tb.shot("long-press")
	})
}

// Two fast taps on a dialog's button: the first answers it, the second
// must not reach what lay beneath.
func TestDoubleTapDialog(t *testing.T) {
	for _, ph := range []phone{small} {
		tb := twoPlayers(t, ph)
		tb.do("preset", "h2e2,h9g7")
		tb.frames(armTicks)            // buttons take presses once shown for 400 ms
		nx, ny := tb.control("play 2") // New game: asks first, a game is in progress
		tb.tap(nx, ny)
		s := tb.frames(armTicks)
		if len(s.Stack) < 3 {
			t.Fatalf("New game asked nothing: %+v", s)
		}
		tb.shot("dialog")
		bx, by := tb.control("dialog2 1") // No
		for range 2 {
			f := tb.newFinger(bx, by)
			tb.touches(input.DispatchTouchEventTypeTouchStart, f)
			tb.frames(1)
			tb.touches(input.DispatchTouchEventTypeTouchEnd)
			tb.frames(1)
		}
		s = tb.frames(6)
		if s.Screen != "playScreen" || len(s.Stack) != 2 || s.Moves != 2 || s.Selected != "" {
			t.Fatalf("after a double tap on No: %+v (want the game as it was, nothing more)", s)
		}
	}
}
