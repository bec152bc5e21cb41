package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// scroller scrolls a vertical list that may be longer than its view: a
// drag (once it has gone further than a tap) or the mouse wheel moves it,
// within 0 and the furthest the list can move up. A drag let go while the
// finger still moves fast (a flick) glides on and slows down, as lists do
// on a phone; a press stops the glide and is not a tap on an item.
type scroller struct {
	offset   float64 // how far (px) the list is moved up
	down     bool    // the pointer is down
	dragging bool    // and has moved far enough to be a drag
	caught   bool    // the press stopped a glide: its release taps nothing
	dragFrom float64
	dragLast float64

	// The finger's last steps (tick, y), for the speed at the release.
	track  [4]trackPoint
	tracks int
	// The glide after a flick: px a tick (positive: content up), the
	// bound it stops at and the density it was started with.
	vel, velMax, velDP float64
}

// trackPoint is where the finger was at a tick of a drag.
type trackPoint struct {
	tick uint64
	y    float64
}

// The glide's figures, in dp a tick at Ebitengine's 60 ticks a second.
// The friction keeps 95% of the speed each tick (a glide of 20 times the
// speed it starts with, which halves in about 14 ticks, 0.23 s); a
// release slower than flingMin (180 dp/s) does not glide, and flingMax
// (6,000 dp/s) bounds a wild one. These are the feel of Android's lists
// matched by eye under Xvfb, not measured against a device.
const (
	glideFriction = 0.95
	flingMin      = 3.0
	flingMax      = 100.0
	glideStop     = 0.25
	// flingWindow: the speed is the finger's over its last 5 ticks
	// (83 ms), and a finger that rested 3 ticks before it lifted flings
	// nothing (both widen where frames are slow: fling).
	flingWindow = 5
	flingRest   = 3
)

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
		s.caught = s.vel != 0 // a finger on a gliding list stops it
		s.vel = 0
		s.dragFrom, s.dragLast = ps.y, ps.y
		s.tracks = 0
		s.note(ps)
		if s.caught {
			st.used, st.started = true, true
		}
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
		s.note(ps)
	case pointerRelease:
		s.down = false
		if s.caught {
			s.caught = false
			st.used = true
		}
		if s.dragging {
			s.dragging = false
			st.used = true
			s.fling(ps, max, dp)
		}
	}
	return st
}

// note keeps the finger's place when it moved, for the speed at the
// release.
func (s *scroller) note(ps pointerState) {
	if s.tracks > 0 && s.track[(s.tracks-1)%len(s.track)].y == ps.y {
		return
	}
	s.track[s.tracks%len(s.track)] = trackPoint{ps.tick, ps.y}
	s.tracks++
}

// fling starts the glide from the finger's speed over its last steps,
// when it was fast enough and still moving as it lifted. Where frames are
// slow (a browser drawing with software WebGL runs several ticks a frame)
// the finger's steps come ticks apart, and the rest and the window widen
// with the gap between its last two steps.
func (s *scroller) fling(ps pointerState, bound, dp float64) {
	s.vel = 0
	n := min(s.tracks, len(s.track))
	if n < 2 {
		return
	}
	at := func(i int) trackPoint { return s.track[(s.tracks-1-i)%len(s.track)] }
	last := at(0)
	gap := max(last.tick-at(1).tick, 1)
	if ps.tick-last.tick >= max(flingRest, 2*gap) {
		return // the finger rested before it lifted
	}
	from := at(1)
	for i := 2; i < n; i++ {
		p := at(i)
		if last.tick-p.tick > max(flingWindow, 2*gap) {
			break
		}
		from = p
	}
	v := (from.y - last.y) / float64(max(last.tick-from.tick, 1))
	if math.Abs(v) < flingMin*dp {
		return
	}
	s.vel = math.Copysign(math.Min(math.Abs(v), flingMax*dp), v)
	s.velMax, s.velDP = bound, dp
}

// gliding reports whether the list glides after a flick.
func (s *scroller) gliding() bool { return s.vel != 0 }

// glide moves a gliding list by one tick and slows it; it reports
// whether the list moved. The glide ends at either end of the list.
func (s *scroller) glide() bool {
	if s.vel == 0 {
		return false
	}
	moved := s.scrollBy(s.vel, s.velMax)
	s.vel *= glideFriction
	if !moved || math.Abs(s.vel) < glideStop*s.velDP {
		s.vel = 0
	}
	return moved
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
	c.follow(s)
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
func (s *scroller) clamp(max float64) {
	s.offset = math.Min(s.offset, max)
	s.velMax = math.Min(s.velMax, max)
}

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

// follow makes s the list that glides, when a flick started its glide:
// the shell moves it each tick (stepGlide).
func (c *ctx) follow(s *scroller) {
	if s.gliding() {
		c.glide, c.glideOn = s, c.top()
	}
}

// stepGlide moves the gliding list by a tick; a finger coming down
// anywhere or another screen on top stops it.
func (c *ctx) stepGlide(ps pointerState) {
	s := c.glide
	if s == nil {
		return
	}
	if ps.ev == pointerPress || c.top() != c.glideOn {
		s.vel = 0
	} else if s.glide() {
		c.dirty = true
	}
	if !s.gliding() {
		c.glide, c.glideOn = nil, nil
	}
}
