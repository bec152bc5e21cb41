//go:build race

package ai

import "time"

// The race detector slows the search about tenfold.
const cancelBound = 150 * time.Millisecond

// invariantGames is cut under the race detector; the normal run plays 24.
const invariantGames = 6
