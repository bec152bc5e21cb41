// Package explorer is the opening explorer's data: the moves played from
// a position in a collection of games, with their game counts and
// results, each source answering in the same shape (Source).
//
//   - Table is the master games': counts made from a collection by
//     Tabulate ahead of time (cmd/xiangqi-masterstats, from the Chinese
//     Chess Practical Dataset's 29,870 master games with results), kept
//     to the positions of the games' first plies that enough games
//     reached, and embedded in a compact binary form (assets/masterstats)
//     the game reads in milliseconds. It holds sums only, never a game
//     (issue 50: the records may not ship with the app).
//   - Library is the player's own games: the library's SQLite index
//     (gamedb).
//   - Index is an in-memory index of every position of a collection of
//     games, built from the games: the step Tabulate counts with, and
//     the reference the tests hold both to.
//
// The package has no user interface; it stands on rules and record.
package explorer
