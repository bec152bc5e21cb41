// Package explorer is the opening explorer's data: the moves played from
// a position in a collection of games, with their game counts and
// results. Index is an in-memory index of a collection (the master games
// the app ships), built from PGN text at first use; the player's own
// games are answered by the library's SQLite index (gamedb), which has
// the same shape of answer (Source).
//
// Why in memory for the masters: measured on the 2,516 master games
// (BenchmarkBuild, BenchmarkGamedbImport), building this index takes a
// fraction of the time a gamedb index of the same games takes to import,
// and holds a few MB, with no file to keep, key by hash or rebuild.
//
// The package has no user interface; it stands on rules and record.
package explorer
