// Package gamedb is the game library's index: an embedded SQLite database
// (pure Go, modernc.org/sqlite, so the phone needs no C) beside the PGN
// files of the library, which stay the source of truth and the export
// format.
//
// The index holds one row per game (its tags, result, length, kind and a
// key that recognises a duplicate: the same start, moves, players and
// date) and one row per position and move of every game, keyed by the
// position's Zobrist key, so that the opening explorer finds transpositions
// and answers from any position with an indexed lookup: in the moves
// table for games written a few at a time, in runs (files of sorted rows
// beside the index, runs.go) for a big import's or a rebuild's.
//
// Files: a game the player plays, or a small import's, is a PGN file of
// its own; a big import keeps each part of its text (a few hundred games)
// in one PGN file, a collection (collection.go), whose games are named by
// a tag. Both are plain PGN that other programs open.
//
// Consistency: the files are written first, then the index in one
// transaction per batch. Open compares the index with the folder (name,
// size and modification time of every record and collection; a
// collection changed is indexed anew whole) and brings it up to date:
// a record written but not yet indexed (a crash between the two) is
// indexed, a row whose file is gone is dropped, a changed file indexed
// again. An index that is missing, of another schema version, or damaged
// is rebuilt from the files. A kill at any moment therefore leaves the
// files as the truth and an index that Open repairs.
//
// Openings: a record's own Opening and ECCO tags are kept; a game without
// them gets the code and names of package opening (OpeningOf).
//
// The package has no user interface; it stands on rules, record and opening.
package gamedb
