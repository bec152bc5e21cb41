//go:build !js

package gamedb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"modernc.org/sqlite" // the pure-Go SQLite driver, "sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"xiangqi/record"
)

// DB is an open index over the PGN records of a data folder's games/
// folder. Its methods may be called from several goroutines: the one
// connection serialises them.
type DB struct {
	dir   string // the data folder
	sql   *sql.DB
	batch int // games a transaction writes: batchSize (tests set fewer)
	// collect is the fewest new games of an import's part kept in a
	// collection: collectMin (tests set it).
	collect int
	bulk    int64 // the size of a text imported into a run: bulkBytes (tests set less)
	runs    runs  // the explorer's runs, open (runs.go)
	// maxRuns is how many runs are kept before they are merged: maxRuns
	// (tests set fewer).
	maxRuns int
	// openings are the opening names a search finds by their code.
	openings openingWords
}

// Report is what Open found and did.
type Report struct {
	Rebuilt string   // why the index was made anew ("" when it was kept): "missing", "schema 0 ≠ 1", "damaged: …"
	Indexed int      // records indexed now (new or changed files)
	Dropped int      // rows dropped for files that are gone
	Damaged []string // records that could not be read, left where they are and not indexed
}

const (
	gamesDir = "games"
	pgnExt   = ".pgn"
)

func (db *DB) gamesDir() string { return filepath.Join(db.dir, gamesDir) }

// Open opens the index of the data folder dir, making or rebuilding it
// when it is missing, of another schema version or damaged, and brings it
// up to date with the folder's records (see the package documentation).
func Open(ctx context.Context, dir string) (*DB, Report, error) {
	db := &DB{dir: dir, batch: batchSize, collect: collectMin, bulk: bulkBytes, maxRuns: maxRuns}
	var rep Report
	path := filepath.Join(dir, IndexFile)
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		rep.Rebuilt = "missing"
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, rep, err
	}
	why, err := db.open(path)
	if err != nil {
		return nil, rep, err
	}
	if why == "" {
		why = db.quickCheck(ctx)
	}
	if why == "" {
		why = db.repairRuns(ctx)
	}
	if why != "" {
		if err := db.remake(path, why, &rep); err != nil {
			return nil, rep, err
		}
	}
	err = db.sync(ctx, &rep)
	if damaged(err) && why == "" {
		// Damage quick_check does not see (a record's bytes) met by the
		// first read of the rows: made anew once.
		rep = Report{}
		if err = db.remake(path, "damaged: "+err.Error(), &rep); err == nil {
			err = db.sync(ctx, &rep)
		}
	}
	if err != nil {
		db.Close()
		return nil, rep, err
	}
	return db, rep, nil
}

// remake removes the index at path and makes a new, empty one, saying
// why in rep.
func (db *DB) remake(path, why string, rep *Report) error {
	if rep.Rebuilt == "" {
		rep.Rebuilt = why
	}
	db.sql.Close()
	db.removeIndex(path)
	_, err := db.open(path)
	return err
}

// quickCheck runs SQLite's quick_check, which reads every page of the
// file and checks its b-trees (not the indexes against the rows), and
// returns why the index must be rebuilt ("" when it is whole). A damaged
// page past the header passes open's queries and fails every read that
// meets it ("database disk image is malformed") for good. At 20,000
// games it takes about 20 ms (BenchmarkDamaged/QuickCheck): Open and the
// first page went from 2 ms to 25 ms (BenchmarkLibrary, warm cache).
func (db *DB) quickCheck(ctx context.Context) string {
	rows, err := db.sql.QueryContext(ctx, `PRAGMA quick_check(1)`)
	if err != nil {
		return "damaged: " + err.Error()
	}
	defer rows.Close()
	var first string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			return "damaged: " + err.Error()
		}
		if first == "" {
			first = s
		}
	}
	if err := rows.Err(); err != nil {
		return "damaged: " + err.Error()
	}
	if first != "ok" {
		return "damaged: quick_check: " + first
	}
	return ""
}

// damaged tells an error of a damaged index file: SQLite's
// SQLITE_CORRUPT ("database disk image is malformed") or SQLITE_NOTADB.
func damaged(err error) bool {
	var e *sqlite.Error
	if errors.As(err, &e) {
		switch e.Code() & 0xff {
		case sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB:
			return true
		}
	}
	return err != nil && strings.Contains(err.Error(), "malformed")
}

// open opens path and makes its schema when it is new. It returns why the
// file must be rebuilt ("" when it is good), or an error when it cannot
// be opened at all.
func (db *DB) open(path string) (string, error) {
	// temp_store(MEMORY): each INSERT of a game (its triggers keep the
	// tally) has a statement journal, which SQLite otherwise writes to a
	// temp file: 18% of BenchmarkImport's CPU profile went to those
	// writes; in memory, the import of 20,000 games took 1.43–1.83 s
	// against 1.87–2.15 s (5 runs each, this machine's ext4).
	dsn := "file:" + path + "?_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_pragma=temp_store(MEMORY)&_pragma=busy_timeout(10000)"
	s, err := sql.Open("sqlite", dsn)
	if err != nil {
		return "", err
	}
	s.SetMaxOpenConns(1)
	db.sql = s
	var v int
	if err := s.QueryRow(`PRAGMA user_version`).Scan(&v); err != nil {
		return "damaged: " + err.Error(), nil
	}
	var tables int
	if err := s.QueryRow(`SELECT count(*) FROM sqlite_master`).Scan(&tables); err != nil {
		return "damaged: " + err.Error(), nil
	}
	if tables == 0 {
		return "", db.create()
	}
	if v != SchemaVersion {
		return fmt.Sprintf("schema %d ≠ %d", v, SchemaVersion), nil
	}
	for _, ix := range []string{movesIndex, newestIndex} {
		if _, err := s.Exec(ix); err != nil {
			return "damaged: " + err.Error(), nil
		}
	}
	// A damaged header fails the queries above; damage deeper in is
	// quickCheck's (Open).
	return "", nil
}

func (db *DB) create() error {
	tx, err := db.sql.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, q := range schema {
		if _, err := tx.Exec(q); err != nil {
			return err
		}
	}
	if _, err := tx.Exec(fmt.Sprintf(`PRAGMA user_version = %d`, SchemaVersion)); err != nil {
		return err
	}
	return tx.Commit()
}

// removeIndex removes an index file, its journals and its runs.
func (db *DB) removeIndex(path string) {
	db.runs.mu.Lock()
	db.runs.closeAll()
	db.runs.mu.Unlock()
	for _, suf := range []string{"", "-wal", "-shm", "-journal"} {
		os.Remove(path + suf)
	}
	os.RemoveAll(db.runsPath())
}

// repairRuns brings the runs in line with the index after a kill (a run
// file not recorded is removed, the rows of games committed without
// their run are made from their moves) and opens them; it returns why
// the index must be rebuilt ("" when it is good).
func (db *DB) repairRuns(ctx context.Context) string {
	if err := db.removeStrayRuns(ctx); err != nil {
		return "damaged: " + err.Error()
	}
	if err := db.finishRuns(ctx); err != nil {
		return "damaged: " + err.Error()
	}
	db.runs.mu.Lock()
	defer db.runs.mu.Unlock()
	if err := db.runs.load(ctx, db); err != nil {
		return "damaged: " + err.Error()
	}
	return ""
}

// Close closes the index.
func (db *DB) Close() error {
	db.runs.mu.Lock()
	db.runs.closeAll()
	db.runs.closed = true
	db.runs.mu.Unlock()
	return db.sql.Close()
}

// fileStamp is what tells a changed record: its size and modification time.
type fileStamp struct{ size, mtime int64 }

// sync brings the index up to date with the records in the folder.
//
// A folder whose modification time is the one the last sync saw has had
// no record added, removed or renamed into place since (the game writes
// every record by a rename), and is not read again: opening stays quick
// at any size. A record rewritten in place by another program is caught
// when the folder next changes, or by Rebuild.
func (db *DB) sync(ctx context.Context, rep *Report) (err error) {
	var folder int64
	if info, err := os.Stat(db.gamesDir()); err == nil {
		folder = info.ModTime().UnixNano()
	}
	var seen int64
	db.sql.QueryRowContext(ctx, `SELECT v FROM meta WHERE k = 'folder'`).Scan(&seen)
	if folder != 0 && folder == seen {
		return nil
	}
	// A change in the same clock tick as the one seen would keep the
	// folder's time: a time as recent as a second is not trusted.
	trust := folder != 0 && time.Since(time.Unix(0, folder)) > time.Second
	defer func() {
		if err == nil && trust {
			_, err = db.sql.ExecContext(ctx, `INSERT OR REPLACE INTO meta(k, v) VALUES('folder', ?)`, folder)
		}
	}()
	des, err := os.ReadDir(db.gamesDir())
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	// files are the one-game records by name, packs the collections.
	files := make(map[string]fileStamp, len(des))
	packs := map[string]fileStamp{}
	for _, de := range des {
		if de.IsDir() {
			continue
		}
		m, id := files, ""
		if cid, ok := strings.CutSuffix(de.Name(), CollectionExt); ok && validID(cid) {
			m, id = packs, cid
		} else if rid, ok := strings.CutSuffix(de.Name(), pgnExt); ok && validID(rid) {
			id = rid
		} else {
			continue
		}
		info, err := de.Info()
		if err != nil {
			continue // removed meanwhile
		}
		m[id] = fileStamp{info.Size(), info.ModTime().UnixNano()}
	}
	// A row is gone when its file is gone or changed; a collection whose
	// file changed is indexed anew whole.
	indexed := make(map[string]fileStamp, len(files))
	packed := map[string]fileStamp{} // the collections with rows, and their rows' stamp
	var gone []string
	dropped := 0 // rows of files no longer there
	rows, err := db.sql.QueryContext(ctx, `SELECT id, pack, size, mtime FROM games`)
	if err != nil {
		return err
	}
	for rows.Next() {
		var id, pack string
		var st fileStamp
		if err := rows.Scan(&id, &pack, &st.size, &st.mtime); err != nil {
			rows.Close()
			return err
		}
		m, key := files, id
		if pack == "" {
			indexed[id] = st
		} else {
			m, key = packs, pack
			packed[pack] = st
		}
		if fst, ok := m[key]; !ok || fst != st {
			gone = append(gone, id)
			if !ok {
				dropped++
			}
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	var todo, todoPacks []string
	for id, st := range files {
		if ist, ok := indexed[id]; !ok || ist != st {
			todo = append(todo, id)
		}
	}
	for cid, st := range packs {
		if pst, ok := packed[cid]; !ok || pst != st {
			todoPacks = append(todoPacks, cid)
		}
	}
	slices.Sort(todoPacks)
	if len(gone) > 0 {
		w, err := db.begin(ctx)
		if err != nil {
			return err
		}
		for _, id := range gone {
			if err := w.remove(id); err != nil {
				w.rollback()
				return err
			}
		}
		if err := w.commit(); err != nil {
			return err
		}
	}
	var run *runBuilder
	if int64(len(todo)+len(todoPacks)*db.batch) > db.bulk/512 { // a rebuild: about 512 bytes a record
		run = &runBuilder{}
		defer func() {
			if ferr := db.endBulk(ctx, run); err == nil {
				err = ferr
			}
		}()
	}
	flush := func() error {
		if run != nil && len(run.rows) >= runMaxRows {
			return db.flushRun(ctx, run)
		}
		return nil
	}
	for _, cid := range todoPacks {
		if err := db.indexCollection(ctx, cid, run, rep); err != nil {
			return err
		}
		if err := flush(); err != nil {
			return err
		}
	}
	for len(todo) > 0 {
		n := min(len(todo), db.batch)
		if err := db.indexFiles(ctx, todo[:n], run, rep); err != nil {
			return err
		}
		todo = todo[n:]
		if err := flush(); err != nil {
			return err
		}
	}
	rep.Dropped = dropped
	return nil
}

// batchSize is how many games one transaction writes: big enough that a
// commit's cost is spread thin, small enough that Cancel answers at once.
const batchSize = 500

// indexFiles reads and indexes the named records in one transaction.
// With run set, the explorer's rows go to it (runs.go).
func (db *DB) indexFiles(ctx context.Context, ids []string, run *runBuilder, rep *Report) error {
	w, err := db.begin(ctx)
	if err != nil {
		return err
	}
	if run != nil {
		w.bulk(run)
	}
	for _, id := range ids {
		path := filepath.Join(db.gamesDir(), id+pgnExt)
		info, err := os.Stat(path)
		if err != nil {
			continue
		}
		b, err := os.ReadFile(path)
		if err != nil {
			continue
		}
		games, errs := record.Read(b)
		if len(errs) > 0 || len(games) != 1 {
			rep.Damaged = append(rep.Damaged, id)
			continue
		}
		if err := w.add(id, "", fileStamp{info.Size(), info.ModTime().UnixNano()}, games[0]); err != nil {
			w.rollback()
			return err
		}
		rep.Indexed++
	}
	return w.commit()
}

// validID is session.ValidGameID's rule: letters, digits and '-' only.
func validID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for _, r := range id {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '-') {
			return false
		}
	}
	return true
}

// Rebuild makes the index anew from the records, for a query that met
// damage inside the file (SQLite's "malformed" errors) done after Open's
// quick_check.
func (db *DB) Rebuild(ctx context.Context) (Report, error) {
	rep := Report{Rebuilt: "asked"}
	db.sql.Close()
	path := filepath.Join(db.dir, IndexFile)
	db.removeIndex(path)
	if _, err := db.open(path); err != nil {
		return rep, err
	}
	return rep, db.sync(ctx, &rep)
}
