//go:build race

package uci

// perftNodeLimit skips the larger reference counts under the race
// detector, which slows perft about tenfold; the normal run checks them.
const perftNodeLimit = 400_000

// randomGames is cut under the race detector, about tenfold slower; the
// normal run plays 400.
const randomGames = 60

const raceEnabled = true
