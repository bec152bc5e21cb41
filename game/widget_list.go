package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// scroller scrolls a vertical list that may be longer than its view: a
// drag (once it has gone further than a tap) or the mouse wheel moves it,
// within 0 and the furthest the list can move up.
type scroller struct {
	offset   float64 // how far (px) the list is moved up
	down     bool    // the pointer is down
	dragging bool    // and has moved far enough to be a drag
	dragFrom float64
	dragLast float64
}

// listStep is what one pointer step did to the list.
type listStep struct {
	used    bool // the list took the step: it is not a tap on an item
	started bool // a drag began: a press on an item is no longer a tap
	moved   bool // the list moved
}

// pointer follows one pointer step; max is the furthest the list can
// move up.
func (s *scroller) pointer(ps pointerState, max, dp float64) listStep {
	var st listStep
	if ps.wheel != 0 {
		st.moved = s.scrollBy(-ps.wheel*48*dp, max)
	}
	switch ps.ev {
	case pointerPress:
		s.down, s.dragging = true, false
		s.dragFrom, s.dragLast = ps.y, ps.y
	case pointerMove:
		if !s.down {
			break
		}
		if !s.dragging && math.Abs(ps.y-s.dragFrom) > 10*dp && max > 0 {
			s.dragging, st.started = true, true
		}
		if s.dragging {
			st.moved = s.scrollBy(s.dragLast-ps.y, max) || st.moved
			s.dragLast = ps.y
			st.used = true
		}
	case pointerRelease:
		s.down = false
		if s.dragging {
			s.dragging = false
			st.used = true
		}
	}
	return st
}

// take feeds a pointer step to the list, on a screen whose buttons scroll
// with it: a drag that begins cancels the press on a button. It reports
// whether the list took the step (then the buttons must not).
func (s *scroller) take(c *ctx, ps pointerState, max float64, bp *buttonPress) bool {
	st := s.pointer(ps, max, c.dp)
	if st.started {
		bp.cancel() // not a tap any more
	}
	if st.started || st.moved {
		c.dirty = true
	}
	return st.used
}

// scrollBy moves the list by dy px (positive: content up), within
// bounds; it reports whether it moved.
func (s *scroller) scrollBy(dy, max float64) bool {
	o := math.Min(math.Max(s.offset+dy, 0), max)
	if o == s.offset {
		return false
	}
	s.offset = o
	return true
}

// clamp keeps the offset within a list that got shorter (a resize).
func (s *scroller) clamp(max float64) { s.offset = math.Min(s.offset, max) }

// drawBar draws a thin bar at the right edge of view that shows where the
// view is in the list.
func (s *scroller) drawBar(c *ctx, dst *ebiten.Image, view rect, max float64) {
	if max <= 0 {
		return
	}
	dp := c.dp
	h := view.H * view.H / (view.H + max)
	top := view.Y + (view.H-h)*s.offset/max
	c.paint.fillRoundRect(dst, rect{X: view.X + view.W + 2*dp, Y: top, W: 3 * dp, H: h}, 1.5*dp, colTextDim)
}
