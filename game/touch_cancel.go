package game

// A touch the system cancels (Android's ACTION_CANCEL, a browser's
// touchcancel: a call comes in, a system gesture takes the finger) never
// reaches Ebitengine as a release: Ebitengine v2.8.8 handles neither event,
// so the finger stays down in its state. The game followed it as still
// down, and the release that came with the next touch dropped the dragged
// piece where the finger had been: a move the player never finished (found
// by the browser's touch tests, internal/webtouch). The platform now tells
// the game (CancelTouches) and the game ends the press as a cancelled
// release, off every screen, which nothing acts on: a dragged piece goes
// back, a button pressed is not tapped, a list stops scrolling.

// offScreen is where a cancelled release is: outside any screen.
const offScreen = -1e9

// CancelTouches ends the touch the game follows, if any, without a tap or
// a drop. The platform calls it when the system cancels the touches.
func (g *Game) CancelTouches() {
	if in, ok := g.input.(*ebitenInput); ok {
		in.cancelled = true
	}
	g.c.dirty = true
}

// takeCancel turns a cancel the platform reported into the pointer's
// cancelled release, once; the cancelled finger, which Ebitengine still
// holds down, is no longer followed.
func (in *ebitenInput) takeCancel() (pointerState, bool) {
	if !in.cancelled {
		return pointerState{}, false
	}
	in.cancelled = false
	if !in.touching {
		return pointerState{}, false
	}
	in.touching = false
	return cancelledRelease(), true
}

// cancelledRelease is the release a cancelled touch ends with.
func cancelledRelease() pointerState {
	return pointerState{ev: pointerRelease, x: offScreen, y: offScreen, touch: true, cancel: true}
}
