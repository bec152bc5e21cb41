//go:build !js

package gamedb

import (
	"bytes"
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"xiangqi/record"
	"xiangqi/rules"
)

// Import keeps every game of a PGN text in the library: a part of the
// text with collectMin new games or more in a collection of its own
// (collection.go), fewer in a file each (temp file and rename), and
// their rows in the index. The text is read in parts of a few hundred
// games, each part's file or files written and then indexed in one
// transaction, so that memory stays bounded, progress
// (called after each part, from this goroutine) can be shown and ctx can
// stop it between parts. A game already in the library or earlier in the
// text is counted as a duplicate and not written.
//
// Names are made from now, the text's first game the newest, so that the
// list shows the text in its order.
//
// The files are not synced one by one (20,000 syncs would take minutes):
// a killed process loses nothing that was renamed, and Open indexes what
// a kill left unindexed; after a power cut a record may be lost, never
// half written over an old one.
func (db *DB) Import(ctx context.Context, text []byte, now time.Time, progress func(Progress)) (im Imported, err error) {
	if wideText(text) {
		s, _ := record.Decode(text)
		text = []byte(s)
	}
	im.Total = int64(len(text))
	db.clearStaging()
	if err := os.MkdirAll(filepath.Join(db.gamesDir(), stagingDir), 0o755); err != nil {
		return im, err
	}
	defer os.Remove(filepath.Join(db.gamesDir(), stagingDir)) // once empty: the folder holds the records alone
	var run *runBuilder
	if im.Total > db.bulk {
		// The explorer's rows into runs: written when the builder is
		// full and at the end, also after a cancel or an error (the parts
		// committed keep their rows; Open makes them after a kill).
		run = &runBuilder{}
		defer func() {
			if ferr := db.endBulk(ctx, run); err == nil {
				err = ferr
			}
		}()
	}
	taken, err := db.recordNames()
	if err != nil {
		return im, err
	}
	clock := now
	games := 0
	seen := make(map[string]bool)
	// The parts are read (parsed, their moves found among the legal ones,
	// each game's row, duplicate key and record made) on a goroutine one
	// part ahead of the index's work on the part before: on two cores the
	// two overlap (BenchmarkImport).
	type readPart struct {
		part
		f     record.File
		games []prepared
	}
	parts := make(chan readPart, 1)
	stop := make(chan struct{})
	defer func() {
		close(stop)
		for range parts {
		}
	}()
	go func() {
		defer close(parts)
		for p := range splitGames(text, db.batch) {
			f := record.ReadFile(p.text)
			select {
			case parts <- readPart{p, f, prepare(f.Games)}:
			case <-stop:
				return
			}
		}
	}()
	for rp := range parts {
		part, f := rp.part, rp.f
		if err := ctx.Err(); err != nil {
			im.Canceled = true
			return im, nil
		}
		problems := ProblemGames(f.Errs) // numbered in the part
		for _, e := range f.Errs {
			e.Game += games
			im.Errs = append(im.Errs, e)
		}
		for _, w := range f.Warnings {
			w.Game += games
			im.Warnings = append(im.Warnings, w)
		}
		games += len(f.Games)
		if err = db.importPart(ctx, rp.games, problems, &clock, taken, seen, run, &im); err != nil {
			return im, err
		}
		if run != nil && len(run.rows) >= runMaxRows {
			if err = db.flushRun(ctx, run); err != nil {
				return im, err
			}
		}
		im.Read = part.end
		if progress != nil {
			progress(im.Progress)
		}
	}
	return im, nil
}

// bulkBytes is the size of a text whose explorer rows go to a run
// (about 2,000 games): below it, the moves table takes them (runs.go).
const bulkBytes = 1 << 20

// prepared is a game read for an import, with what the index and the
// library need of it made beforehand.
type prepared struct {
	g    *record.Game
	row  Row    // its ID still to be given
	dup  []byte // DupKey
	text []byte // the record, in ICCS
	err  error  // writing the record failed
}

func prepare(games []*record.Game) []prepared {
	out := make([]prepared, len(games))
	var buf bytes.Buffer
	for i, g := range games {
		buf.Reset()
		err := record.Write(&buf, g, rules.ICCS)
		out[i] = prepared{g: g, row: RowOf("", g), dup: DupKey(g), text: bytes.Clone(buf.Bytes()), err: err}
	}
	return out
}

func (db *DB) importPart(ctx context.Context, games []prepared, problems map[int]bool, clock *time.Time, taken, seen map[string]bool, run *runBuilder, im *Imported) error {
	// A part runs to its end once begun: a cancel in its middle would roll
	// its rows back and leave its files written but not indexed until the
	// next Open. Import looks at ctx between parts.
	w, err := db.begin(context.WithoutCancel(ctx))
	if err != nil {
		return err
	}
	if run != nil {
		w.bulk(run)
	}
	known, err := knownDups(w, games)
	if err != nil {
		w.rollback()
		return err
	}
	// The new games and their names first, from the index.
	type job struct {
		prepared
		cut bool // kept up to a problem
	}
	var jobs []job
	for k, pg := range games {
		if im.Skip(pg.g, problems[k+1]) {
			continue
		}
		if seen[string(pg.dup)] || known[string(pg.dup)] {
			im.Duplicates++
			continue
		}
		seen[string(pg.dup)] = true
		jobs = append(jobs, job{pg, problems[k+1]})
	}
	if len(jobs) >= db.collect {
		// One collection for the part's games (collection.go), the text's
		// first game the newest, as with a file each.
		cid, err := freeID(taken, clock)
		if err != nil {
			w.rollback()
			return err
		}
		var text bytes.Buffer
		for i := range jobs {
			j := &jobs[i]
			if j.err != nil {
				w.rollback()
				return j.err
			}
			seq := len(jobs) - 1 - i
			j.row.ID = CollectionGameID(cid, seq)
			_, tag, _ := SplitCollectionGameID(j.row.ID)
			appendTagged(&text, tag, j.text)
		}
		st, err := db.writeFile(cid+CollectionExt, text.Bytes())
		if err != nil {
			w.rollback()
			return err
		}
		for _, j := range jobs {
			if err := w.addRow(cid, st, j.g, j.row, j.dup); err != nil {
				w.rollback()
				return err
			}
			im.Added++
			if j.cut {
				im.Partial++
			}
			im.IDs = append(im.IDs, j.row.ID)
		}
		return w.commit()
	}
	for i := range jobs {
		id, err := freeID(taken, clock)
		if err != nil {
			w.rollback()
			return err
		}
		jobs[i].row.ID = id
	}
	// Then the records are written on a goroutine of their own while the
	// index takes the rows of those written before: the files' system
	// calls and SQLite's work overlap (BenchmarkImport). Each game's row
	// comes after its file, as before: a kill leaves files Open indexes.
	type written struct {
		st  fileStamp
		err error
	}
	out := make(chan written, 32)
	stop := make(chan struct{})
	go func() {
		defer close(out)
		for _, j := range jobs {
			err := j.err
			var st fileStamp
			if err == nil {
				st, err = db.writeFile(j.row.ID+pgnExt, j.text)
			}
			select {
			case out <- written{st, err}:
			case <-stop:
				return
			}
			if err != nil {
				return
			}
		}
	}()
	fail := func(err error) error {
		close(stop)
		for range out {
		}
		w.rollback()
		return err
	}
	for _, j := range jobs {
		r, ok := <-out
		if !ok {
			return fail(errors.New("gamedb: the records' writer stopped early"))
		}
		if r.err != nil {
			return fail(r.err)
		}
		if err := w.addRow("", r.st, j.g, j.row, j.dup); err != nil {
			return fail(err)
		}
		im.Added++
		if j.cut {
			im.Partial++
		}
		im.IDs = append(im.IDs, j.row.ID)
	}
	return w.commit()
}

// knownDups are the duplicate keys of games already in the index, asked
// for a part's games in one query (one query a game cost about 0.1 s of
// 20,000 games' import: BenchmarkImport's CPU profile).
func knownDups(w *writer, games []prepared) (map[string]bool, error) {
	known := map[string]bool{}
	for len(games) > 0 {
		n := min(len(games), 500) // SQLite allows 32,766 parameters
		args := make([]any, n)
		for i, pg := range games[:n] {
			args[i] = pg.dup
		}
		rows, err := w.tx.Query(`SELECT dup FROM games WHERE dup IN (?`+strings.Repeat(",?", n-1)+`)`, args...)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var d []byte
			if err := rows.Scan(&d); err != nil {
				rows.Close()
				return nil, err
			}
			known[string(d)] = true
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
		games = games[n:]
	}
	return known, nil
}

// freeID names the next game, a microsecond older than the one before,
// skipping a name taken, and takes it.
func freeID(taken map[string]bool, clock *time.Time) (string, error) {
	for range 1000 {
		id := GameID(*clock)
		*clock = clock.Add(-time.Microsecond)
		if !taken[id] {
			taken[id] = true
			return id, nil
		}
	}
	return "", errors.New("no free game name")
}

// recordNames are the names of the records in the games' folder, read
// once for an import's freeID (a lookup in the index and on disk for
// each game cost 0.19 s of 20,000 games' import: BenchmarkImport's CPU
// profile). Open made the index whole against the folder, and a damaged
// record, in the folder but not in the index, is listed here too.
func (db *DB) recordNames() (map[string]bool, error) {
	des, err := os.ReadDir(db.gamesDir())
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	names := make(map[string]bool, len(des))
	for _, de := range des {
		if cid, ok := strings.CutSuffix(de.Name(), CollectionExt); ok {
			names[cid] = true
		} else if id, ok := strings.CutSuffix(de.Name(), pgnExt); ok {
			names[id] = true
		}
	}
	return names, nil
}

// stagingDir is the folder, inside the games' own, where an import
// writes each record before it renames it into place: a temp file made
// and removed in a small folder instead of beside 20,000 records made
// 20,000 writes 2.4–3.6 times quicker (0.36–0.59 s against 0.88–2.11 s:
// a Go program doing only the writes and renames, three runs each way,
// this machine's ext4; inside BenchmarkImport the gain is lost in the
// file system's run-to-run spread). It is removed at
// the import's end; the games' folder listing skips folders, and what a
// crash left here is removed by the next import.
const stagingDir = ".import"

// clearStaging removes what an import cut short left in the staging
// folder (the library's lock keeps a second import away meanwhile).
func (db *DB) clearStaging() {
	dir := filepath.Join(db.gamesDir(), stagingDir)
	des, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, de := range des {
		os.Remove(filepath.Join(dir, de.Name()))
	}
}

// writeFile writes one record or collection, name in the games' folder,
// by a temp file and a rename and returns its stamp.
func (db *DB) writeFile(name string, b []byte) (fileStamp, error) {
	dir := db.gamesDir()
	f, err := os.CreateTemp(filepath.Join(dir, stagingDir), name+".tmp-*") // made by Import
	if err != nil {
		return fileStamp{}, err
	}
	tmp := f.Name()
	_, err = f.Write(b)
	var info os.FileInfo
	if err == nil {
		// The stamp of the file written, read before the rename (which
		// keeps size and time) without another lookup by name.
		info, err = f.Stat()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	path := filepath.Join(dir, name)
	if err == nil {
		// Not os.Rename, which looks first whether path is a folder: it
		// is a name freeID found free (one system call less a record).
		if err = syscall.Rename(tmp, path); err != nil {
			err = &os.LinkError{Op: "rename", Old: tmp, New: path, Err: err}
		}
	}
	if err != nil {
		os.Remove(tmp)
		return fileStamp{}, err
	}
	return fileStamp{info.Size(), info.ModTime().UnixNano()}, nil
}
