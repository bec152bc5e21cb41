//go:build webtest

package webtouch

import (
	"slices"
	"testing"
	"time"
)

// gaps are the game's tick intervals (ms) since the last call.
func (tb *tab) gaps() []float64 { return eval[[]float64](tb, "xqFrames()") }

// pct is the p-th percentile of xs (nearest rank).
func pct(xs []float64, p float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	i := int(p/100*float64(len(s))+0.5) - 1
	return s[min(max(i, 0), len(s)-1)]
}

func TestIdleFrames(t *testing.T) {
	tb := twoPlayers(t, small)
	tb.gaps()
	time.Sleep(3 * time.Second)
	g := tb.gaps()
	t.Logf("idle: %d ticks in 3 s, p50 %.1f ms, p95 %.1f ms, max %.1f ms", len(g), pct(g, 50), pct(g, 95), pct(g, 100))
}
