package gamedb

// SchemaVersion is the index's layout, kept in SQLite's user_version. An
// index of any other version is rebuilt from the PGN files: the index is
// a cache of them, so a rebuild is the migration, and it loses nothing.
//
//	1: games, moves (position key, move, game, result)
const SchemaVersion = 1

// IndexFile is the index's file name in the data folder.
const IndexFile = "games-index.sqlite"

var schema = []string{
	`CREATE TABLE games(
		gid INTEGER PRIMARY KEY,
		id TEXT NOT NULL UNIQUE,
		size INTEGER NOT NULL,
		mtime INTEGER NOT NULL,
		date TEXT NOT NULL,
		red TEXT NOT NULL,
		black TEXT NOT NULL,
		event TEXT NOT NULL,
		result INTEGER NOT NULL,
		plies INTEGER NOT NULL,
		kind INTEGER NOT NULL,
		computer INTEGER NOT NULL,
		level TEXT NOT NULL,
		opening TEXT NOT NULL,
		ecco TEXT NOT NULL,
		dup BLOB NOT NULL,
		start TEXT NOT NULL,
		line BLOB NOT NULL)`,
	`CREATE INDEX games_dup ON games(dup)`,
	`CREATE TABLE moves(
		pos INTEGER NOT NULL,
		move INTEGER NOT NULL,
		gid INTEGER NOT NULL,
		res INTEGER NOT NULL,
		PRIMARY KEY(pos, move, gid)) WITHOUT ROWID`,
}
