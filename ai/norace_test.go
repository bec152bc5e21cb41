//go:build !race

package ai

import "time"

// cancelBound is the promised return time after a cancellation.
const cancelBound = 20 * time.Millisecond

// invariantGames is how many games TestMoveInvariantRandomGames plays.
const invariantGames = 24
