//go:build js && !noframeyield

package ai

import "time"

// Go's WebAssembly runs every goroutine on the page's one thread, and the
// browser gets it back only when no goroutine can run: a search that never
// waits would freeze the page (no frame drawn, no touch read) until it
// ends. So every frameSlice of searching it sleeps for yieldSleep, which
// hands the thread to the browser: it draws, runs the game's frame and
// delivers input, then the search goes on where it was.
const (
	frameSlice = 10 * time.Millisecond
	yieldSleep = 4 * time.Millisecond
)

// frameYielder is when the search last gave the thread up.
type frameYielder struct{ last time.Time }

// yield runs at each poll (every 512 nodes).
func (y *frameYielder) yield() {
	now := time.Now()
	if y.last.IsZero() {
		y.last = now
		return
	}
	if now.Sub(y.last) >= frameSlice {
		time.Sleep(yieldSleep)
		y.last = time.Now()
	}
}
