//go:build !js || noframeyield

package ai

// frameYielder gives the frame loop its turn during a search where
// goroutines share one thread (yield_js.go); elsewhere the search has its
// own thread (or the build says noframeyield, to measure what yielding
// costs), and this is nothing: an empty struct and an empty method,
// inlined away, so a native search pays nothing for it.
type frameYielder struct{}

func (*frameYielder) yield() {}
