package gamedb

// SchemaVersion is the index's layout, kept in SQLite's user_version. An
// index of any other version is rebuilt from the PGN files: the index is
// a cache of them, so a rebuild is the migration, and it loses nothing.
//
//	1: games, moves (position key, move, game, result) (this branch only)
//	2: meta (the folder's time at the last sync); moves appended, read by a covering index
//	3: games.names, the opening's names in vi, en and zh for a search (and ecco filled by the classifier)
//	4: games.time and games.term, the Time and Termination tags, for the Games screen's rows
//	5: the tally table (kept by triggers) for the Games screen's counts and statistics; the date order's index
//	6: the explorer's rows of big writes in runs (runs.go): games.run, the runs and gone tables; game ids never reused (AUTOINCREMENT)
//	7: games.pack, the collection a game is kept in (collection.go)
//	8: games.search, what a search reads, folded (Fold)
const SchemaVersion = 8

// IndexFile is the index's file name in the data folder.
const IndexFile = "games-index.sqlite"

var schema = []string{
	// meta holds "folder": the games folder's modification time (ns) when
	// the index was last found whole against it.
	`CREATE TABLE meta(k TEXT PRIMARY KEY, v INTEGER NOT NULL)`,
	// gid is never reused (AUTOINCREMENT): a run's range of ids must not
	// take in a game added after it. run says where the game's explorer
	// rows are: 0 in moves, 1 in a run (runs.go). pack is the collection
	// the game is kept in, "" for a record of its own; size and mtime are
	// its file's, the collection's for its games.
	`CREATE TABLE games(
		gid INTEGER PRIMARY KEY AUTOINCREMENT,
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
		line BLOB NOT NULL,
		run INTEGER NOT NULL DEFAULT 0,
		pack TEXT NOT NULL DEFAULT '',
		search TEXT NOT NULL DEFAULT '')`,
	`CREATE INDEX games_dup ON games(dup)`,
	// A collection's games, found when its file is written again: its
	// rows take the file's new stamp (Refresh).
	`CREATE INDEX games_pack ON games(pack) WHERE pack != ''`,
	// The Games screen's first page tallies every game per level, and
	// its statistics per opening: from these covering indexes SQLite reads
	// a few bytes a game in the group's order, not the rows with their
	// moves (BenchmarkGamesScreen in game/session). games_date is the
	// order by date.
	`CREATE INDEX games_date ON games(date, id)`,
	// tally counts the games by what the Games screen counts and filters
	// them by, kept by triggers: its first page's tally per level and a
	// count not narrowed by a search read a few rows here (one for each
	// level, kind of game and result), not every game. Measured on
	// BenchmarkGamesScreen's 20,000 games with a benchmark of
	// StatsByLevel alone (not kept), one run each under load: 7.5 ms from
	// a covering index of games, 0.78 ms from here; the whole first page
	// 18 ms before, 1.0 ms after (BenchmarkGamesScreen/FirstPage).
	`CREATE TABLE tally(
		level TEXT NOT NULL,
		kind INTEGER NOT NULL,
		computer INTEGER NOT NULL,
		result INTEGER NOT NULL,
		n INTEGER NOT NULL,
		PRIMARY KEY(level, kind, computer, result)) WITHOUT ROWID`,
	`CREATE TRIGGER tally_add AFTER INSERT ON games BEGIN
		INSERT INTO tally VALUES(new.level, new.kind, new.computer, new.result, 1)
		ON CONFLICT DO UPDATE SET n = n + 1;
	END`,
	`CREATE TRIGGER tally_remove AFTER DELETE ON games BEGIN
		UPDATE tally SET n = n - 1 WHERE level = old.level AND kind = old.kind AND computer = old.computer AND result = old.result;
		DELETE FROM tally WHERE n = 0;
	END`,
	`CREATE TRIGGER tally_change AFTER UPDATE OF level, kind, computer, result ON games BEGIN
		UPDATE tally SET n = n - 1 WHERE level = old.level AND kind = old.kind AND computer = old.computer AND result = old.result;
		DELETE FROM tally WHERE n = 0;
		INSERT INTO tally VALUES(new.level, new.kind, new.computer, new.result, 1)
		ON CONFLICT DO UPDATE SET n = n + 1;
	END`,
	// One row per game, position and move played from it (a game that
	// comes back to a position and plays the same move again has one),
	// for the games written a few at a time; a big import's rows go to a
	// run instead (runs.go), because keeping this table's index up to
	// date row by row puts each row at a random place of the tree
	// (measured: 262 s for 20,000 games), and even appending them and
	// sorting the index at the end cost more than the rest of the import.
	`CREATE TABLE moves(
		pos INTEGER NOT NULL,
		move INTEGER NOT NULL,
		gid INTEGER NOT NULL,
		res INTEGER NOT NULL)`,
	movesIndex,
	newestIndex,
	// The runs of the explorer's rows: the file's name in runsDir and the
	// range of game ids whose rows it holds.
	`CREATE TABLE runs(name TEXT PRIMARY KEY, lo INTEGER NOT NULL, hi INTEGER NOT NULL)`,
	// Games of a run removed or indexed again since: Explore skips their
	// rows there.
	`CREATE TABLE gone(gid INTEGER PRIMARY KEY)`,
}

// newestIndex is the Newest order's (Query.order): the games played here
// first, each kind by name. Without it the first page of 20,000 games
// sorted them all: 8.1 ms, where the order by name alone took 0.41 ms
// and this one takes 0.43 ms with it (BenchmarkGamesScreen/FirstPage,
// one run each under load). Open makes
// it when it is missing (an index made before it): a cache of the rows,
// it needs no new schema version.
const newestIndex = `CREATE INDEX IF NOT EXISTS games_newest ON games(kind != 0, id)`

// movesIndex is the explorer's index of the moves table, made by Open
// when it is missing (an index of schema 5 or before, whose big imports
// dropped it and made it again).
const movesIndex = `CREATE INDEX IF NOT EXISTS moves_pos ON moves(pos, move, res, gid)`
