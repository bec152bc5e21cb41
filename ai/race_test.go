//go:build race

package ai

import "time"

// The race detector slows the search about tenfold.
const cancelBound = 150 * time.Millisecond
