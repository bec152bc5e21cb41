//go:build !race

package uci

// perftNodeLimit is the largest reference count checked through UCI.
const perftNodeLimit = 3_500_000

// randomGames is how many games TestRandomGamesLegalAnswers plays.
const randomGames = 400

const raceEnabled = false
