package gamedb

// SchemaVersion is the index's layout, kept in SQLite's user_version. An
// index of any other version is rebuilt from the PGN files: the index is
// a cache of them, so a rebuild is the migration, and it loses nothing.
//
//	1: games, moves (position key, move, game, result) (this branch only)
//	2: meta (the folder's time at the last sync); moves appended, read by a covering index
//	3: games.names, the opening's names in vi, en and zh for a search (and ecco filled by the classifier)
//	4: games.time and games.term, the Time and Termination tags, for the Games screen's rows
const SchemaVersion = 4

// IndexFile is the index's file name in the data folder.
const IndexFile = "games-index.sqlite"

var schema = []string{
	// meta holds "folder": the games folder's modification time (ns) when
	// the index was last found whole against it.
	`CREATE TABLE meta(k TEXT PRIMARY KEY, v INTEGER NOT NULL)`,
	`CREATE TABLE games(
		gid INTEGER PRIMARY KEY,
		id TEXT NOT NULL UNIQUE,
		size INTEGER NOT NULL,
		mtime INTEGER NOT NULL,
		date TEXT NOT NULL,
		time TEXT NOT NULL,
		red TEXT NOT NULL,
		black TEXT NOT NULL,
		event TEXT NOT NULL,
		term TEXT NOT NULL,
		result INTEGER NOT NULL,
		plies INTEGER NOT NULL,
		kind INTEGER NOT NULL,
		computer INTEGER NOT NULL,
		level TEXT NOT NULL,
		opening TEXT NOT NULL,
		ecco TEXT NOT NULL,
		names TEXT NOT NULL,
		dup BLOB NOT NULL,
		start TEXT NOT NULL,
		line BLOB NOT NULL)`,
	`CREATE INDEX games_dup ON games(dup)`,
	// One row per game, position and move played from it (a game that
	// comes back to a position and plays the same move again has one).
	// Rows are appended; the explorer reads the covering index movesIndex,
	// which a big import drops and makes again in one sort at its end,
	// because keeping it up to date row by row puts each row at a random
	// place of the tree (measured: 262 s for 20,000 games, against
	// seconds for the sort).
	`CREATE TABLE moves(
		pos INTEGER NOT NULL,
		move INTEGER NOT NULL,
		gid INTEGER NOT NULL,
		res INTEGER NOT NULL)`,
	movesIndex,
}

// movesIndex is the explorer's index, made by Open when it is missing (a
// big import killed before it made it again).
const movesIndex = `CREATE INDEX IF NOT EXISTS moves_pos ON moves(pos, move, res, gid)`

const dropMovesIndex = `DROP INDEX IF EXISTS moves_pos`
