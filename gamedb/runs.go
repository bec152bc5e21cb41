//go:build !js

package gamedb

import (
	"bufio"
	"cmp"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"xiangqi/rules"
)

// The explorer's rows of a big import (or of a rebuild) are not rows of
// the moves table but a run: a file of its own beside the index, the rows
// sorted by position and move, read by a binary search. Putting 1.6
// million rows (20,000 games) into SQLite and sorting them into its
// index cost more than the rest of the import together (BenchmarkImport's
// CPU profile: 1.2 s to insert, 1.0 s to sort; sorting them in Go and
// writing the file takes a small part of that). Small writes (a game
// saved, a small import) keep using the moves table.
//
// The games table says where a game's rows are (games.run: 0 the moves
// table, 1 a run), and the runs table lists the run files with the range
// of game ids whose rows they hold. A game of a run that is removed or
// indexed again goes into the table gone, which Explore leaves out.
// Consistency: a run's file is written (temp file, rename) after its
// games' rows are committed and recorded in runs after that; a kill in
// between leaves games with run = 1 above every run's range, whose rows
// Open makes again from their moves (games.line), and perhaps a file not
// in runs, which Open removes.

// runsDir is the folder of the runs, beside the index file.
const runsDir = "games-index-runs"

const (
	// runMagic starts a run file. v2 added the checksum (runSumSize);
	// a v1 file, which has none, is taken for damaged, so the first Open
	// after the change rebuilds the index once.
	runMagic   = "XQRUNv2\n"
	runSumSize = 4
	runRowSize = 16
	// runBlock is how many rows one entry of a run's sparse index covers:
	// Explore reads the blocks a position's rows may lie in.
	runBlock = 256
	// runMaxRows is how many rows a builder holds before it writes a run
	// (8 MiB of rows, twice that while they are sorted): an import of any
	// size keeps its memory bounded.
	runMaxRows = 1 << 19
	// maxRuns is how many runs the index keeps before it merges them into
	// one (compactRuns): Explore reads each.
	maxRuns = 8
)

// runRow is one row of a run: on disk 16 bytes, little-endian: pos (8),
// gid (4), move (2), res (1) and a zero byte.
type runRow struct {
	pos  uint64
	gid  uint32
	move uint16
	res  uint8
}

func cmpRunRow(a, b runRow) int {
	if c := cmp.Compare(a.pos, b.pos); c != 0 {
		return c
	}
	if c := cmp.Compare(a.move, b.move); c != 0 {
		return c
	}
	return cmp.Compare(a.gid, b.gid)
}

// sortRunRows sorts rows by position, move and game and returns them
// sorted (in rows or in a slice of its size): the rows are first
// distributed by the position's top 16 bits, which Zobrist keys spread
// evenly, into 65,536 buckets of a few dozen rows, each then sorted by
// the whole key. For 1.6 million rows this took a fraction of the time
// slices.SortFunc took over all of them (BenchmarkSortRunRows).
func sortRunRows(rows []runRow) []runRow {
	if len(rows) < 1<<12 {
		slices.SortFunc(rows, cmpRunRow)
		return rows
	}
	var start [1<<16 + 1]int
	for _, r := range rows {
		start[r.pos>>48+1]++
	}
	for i := 1; i < len(start); i++ {
		start[i] += start[i-1]
	}
	out := make([]runRow, len(rows))
	next := start
	for _, r := range rows {
		k := r.pos >> 48
		out[next[k]] = r
		next[k]++
	}
	for i := range 1 << 16 {
		if b := out[start[i]:start[i+1]]; len(b) > 1 {
			slices.SortFunc(b, cmpRunRow)
		}
	}
	return out
}

// runBuilder collects the rows of a bulk write until they are written as
// a run.
type runBuilder struct {
	rows   []runRow
	lo, hi int64 // the range of game ids added (lo 0: none yet)
}

func (b *runBuilder) add(gid int64, pos uint64, m rules.Move, res Result) {
	if b.lo == 0 || gid < b.lo {
		b.lo = gid
	}
	b.hi = max(b.hi, gid)
	b.rows = append(b.rows, runRow{pos: pos, gid: uint32(gid), move: uint16(m), res: uint8(res)})
}

// runCRC is the table of a run's checksum.
var runCRC = crc32.MakeTable(crc32.Castagnoli)

// run is an open run file.
type run struct {
	name   string
	f      *os.File
	n      int64    // rows
	sparse []uint64 // the position of every runBlock-th row
}

// runs is the DB's open runs and the games left out of them.
type runs struct {
	mu     sync.Mutex
	open   bool // list and gone read from the index
	list   []*run
	gone   map[uint32]bool
	closed bool
}

func (db *DB) runsPath() string { return filepath.Join(db.dir, runsDir) }

// flushRun writes the builder's rows as a run and records it, then
// empties the builder. The games whose rows these are are committed.
func (db *DB) flushRun(ctx context.Context, b *runBuilder) error {
	if len(b.rows) == 0 {
		return nil
	}
	b.rows = sortRunRows(b.rows)
	dir := db.runsPath()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	name := fmt.Sprintf("%d-%d.run", b.lo, b.hi)
	if err := writeRunFile(filepath.Join(dir, name), b.rows); err != nil {
		return err
	}
	if _, err := db.sql.ExecContext(context.WithoutCancel(ctx), `INSERT OR REPLACE INTO runs(name, lo, hi) VALUES(?, ?, ?)`, name, b.lo, b.hi); err != nil {
		return err
	}
	db.runs.mu.Lock()
	db.runs.closeAll()
	db.runs.mu.Unlock()
	b.rows, b.lo, b.hi = b.rows[:0], 0, 0
	return nil
}

// endBulk writes the rows a bulk write has left in b as a run and merges
// the runs when there are too many.
func (db *DB) endBulk(ctx context.Context, b *runBuilder) error {
	if err := db.flushRun(ctx, b); err != nil {
		return err
	}
	return db.compactRuns(context.WithoutCancel(ctx))
}

// writeRunFile writes rows (sorted) to path by a temp file and a rename.
func writeRunFile(path string, rows []runRow) error {
	rw, err := createRun(path)
	if err != nil {
		return err
	}
	for _, r := range rows {
		rw.add(r)
	}
	return rw.finish()
}

// runWriter writes a run file: the magic, the row count (filled in at
// the end), the rows, the sparse index, then the checksum: the CRC-32
// (Castagnoli) of the rows and the sparse index followed by the count's
// 8 bytes. A run whose bytes were overwritten in place keeps its size
// and would give wrong counts without a word (an import of 20,005 games
// showed 19,996 at the start); openRun checks the sum and the index is
// rebuilt when it fails.
type runWriter struct {
	path, tmp string
	f         *os.File
	w         *bufio.Writer
	sum       hash.Hash32
	n         int
	sparse    []uint64
	buf       [runRowSize]byte
}

func createRun(path string) (*runWriter, error) {
	f, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".tmp-*")
	if err != nil {
		return nil, err
	}
	rw := &runWriter{path: path, tmp: f.Name(), f: f, sum: crc32.New(runCRC)}
	rw.w = bufio.NewWriterSize(io.MultiWriter(f, rw.sum), 1<<16)
	f.WriteString(runMagic)
	f.Write(rw.buf[:8]) // the count, written at the end
	return rw, nil
}

func (rw *runWriter) add(r runRow) {
	if rw.n%runBlock == 0 {
		rw.sparse = append(rw.sparse, r.pos)
	}
	b := rw.buf[:]
	binary.LittleEndian.PutUint64(b[0:], r.pos)
	binary.LittleEndian.PutUint32(b[8:], r.gid)
	binary.LittleEndian.PutUint16(b[12:], r.move)
	b[14], b[15] = r.res, 0
	rw.w.Write(b)
	rw.n++
}

// finish writes the sparse index and the count, syncs the file and
// renames it into place; on an error it removes it.
func (rw *runWriter) finish() error {
	for _, p := range rw.sparse {
		binary.LittleEndian.PutUint64(rw.buf[:8], p)
		rw.w.Write(rw.buf[:8])
	}
	err := rw.w.Flush()
	if err == nil {
		binary.LittleEndian.PutUint64(rw.buf[:8], uint64(rw.n))
		_, err = rw.f.WriteAt(rw.buf[:8], int64(len(runMagic)))
	}
	if err == nil {
		rw.sum.Write(rw.buf[:8])
		binary.LittleEndian.PutUint32(rw.buf[:runSumSize], rw.sum.Sum32())
		_, err = rw.f.Write(rw.buf[:runSumSize])
	}
	if err == nil {
		// The run replaces SQLite's rows, which survive a power cut: so
		// must the run, once it is recorded.
		err = rw.f.Sync()
	}
	if cerr := rw.f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(rw.tmp, rw.path)
	}
	if err != nil {
		os.Remove(rw.tmp)
	}
	return err
}

// abort removes a run not finished.
func (rw *runWriter) abort() {
	rw.f.Close()
	os.Remove(rw.tmp)
}

// compactRuns merges every run into one when the index has more than
// maxRuns, leaving out the rows of the games gone, which it forgets.
// The merged run is renamed into place before the index lists it in the
// others' stead, and they are removed after: a kill at any point leaves
// files that Open's removeStrayRuns removes.
func (db *DB) compactRuns(ctx context.Context) error {
	rs := &db.runs
	rs.mu.Lock()
	defer rs.mu.Unlock()
	if err := rs.load(ctx, db); err != nil {
		return err
	}
	if len(rs.list) <= db.maxRuns {
		return nil
	}
	var lo, hi int64
	if err := db.sql.QueryRowContext(ctx, `SELECT min(lo), max(hi) FROM runs`).Scan(&lo, &hi); err != nil {
		return err
	}
	name := fmt.Sprintf("%d-%d.run", lo, hi)
	rw, err := createRun(filepath.Join(db.runsPath(), name))
	if err != nil {
		return err
	}
	// A k-way merge: each run read in order through a buffer, the least
	// row of their heads taken next.
	type head struct {
		r    *bufio.Reader
		row  runRow
		left int64
	}
	var heads []*head
	read := func(h *head) bool {
		if h.left == 0 {
			return false
		}
		var b [runRowSize]byte
		if _, err := io.ReadFull(h.r, b[:]); err != nil {
			return false
		}
		h.left--
		h.row = runRow{pos: binary.LittleEndian.Uint64(b[0:]), gid: binary.LittleEndian.Uint32(b[8:]), move: binary.LittleEndian.Uint16(b[12:]), res: b[14]}
		return true
	}
	for _, r := range rs.list {
		h := &head{r: bufio.NewReaderSize(io.NewSectionReader(r.f, int64(len(runMagic)+8), r.n*runRowSize), 1<<15), left: r.n}
		if read(h) {
			heads = append(heads, h)
		}
	}
	for len(heads) > 0 {
		best := 0
		for i := 1; i < len(heads); i++ {
			if cmpRunRow(heads[i].row, heads[best].row) < 0 {
				best = i
			}
		}
		h := heads[best]
		if !rs.gone[h.row.gid] {
			rw.add(h.row)
		}
		if !read(h) {
			if h.left != 0 {
				rw.abort()
				return fmt.Errorf("gamedb: a run could not be read while merging")
			}
			heads = slices.Delete(heads, best, best+1)
		}
	}
	if err := rw.finish(); err != nil {
		return err
	}
	tx, err := db.sql.BeginTx(context.WithoutCancel(ctx), nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, q := range []string{`DELETE FROM runs`, `DELETE FROM gone`} {
		if _, err := tx.Exec(q); err != nil {
			return err
		}
	}
	if _, err := tx.Exec(`INSERT INTO runs(name, lo, hi) VALUES(?, ?, ?)`, name, lo, hi); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	old := rs.list
	rs.closeAll()
	for _, r := range old {
		if r.name != name {
			os.Remove(filepath.Join(db.runsPath(), r.name))
		}
	}
	return nil
}

// openRun opens a run file and reads its sparse index.
func openRun(path string) (*run, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	r := &run{name: filepath.Base(path), f: f}
	head := make([]byte, len(runMagic)+8)
	if _, err := f.ReadAt(head, 0); err != nil || string(head[:len(runMagic)]) != runMagic {
		f.Close()
		return nil, fmt.Errorf("gamedb: run %s: not a run file", r.name)
	}
	r.n = int64(binary.LittleEndian.Uint64(head[len(runMagic):]))
	info, err := f.Stat()
	blocks := (r.n + runBlock - 1) / runBlock
	if err != nil || r.n < 0 || info.Size() != int64(len(head))+r.n*runRowSize+blocks*8+runSumSize {
		f.Close()
		return nil, fmt.Errorf("gamedb: run %s: cut short or too long", r.name)
	}
	// The checksum: every byte read once (16 bytes a row, 26 MB for
	// 20,000 games), the sparse index kept from it.
	sum := crc32.New(runCRC)
	body := io.NewSectionReader(f, int64(len(head)), r.n*runRowSize)
	if _, err := io.Copy(sum, bufio.NewReaderSize(body, 1<<16)); err != nil {
		f.Close()
		return nil, err
	}
	b := make([]byte, blocks*8+runSumSize)
	if _, err := f.ReadAt(b, int64(len(head))+r.n*runRowSize); err != nil && !errors.Is(err, io.EOF) {
		f.Close()
		return nil, err
	}
	sum.Write(b[:blocks*8])
	sum.Write(head[len(runMagic):])
	if binary.LittleEndian.Uint32(b[blocks*8:]) != sum.Sum32() {
		f.Close()
		return nil, fmt.Errorf("gamedb: run %s: checksum does not match", r.name)
	}
	r.sparse = make([]uint64, blocks)
	for i := range r.sparse {
		r.sparse[i] = binary.LittleEndian.Uint64(b[8*i:])
	}
	return r, nil
}

// rowsOf calls fn for every row of position pos.
func (r *run) rowsOf(pos uint64, fn func(runRow)) error {
	// The blocks that may hold pos: from the last one starting before
	// it to the last one starting at or before it.
	first, _ := slices.BinarySearch(r.sparse, pos) // first block starting at pos or after
	last := first
	for last < len(r.sparse) && r.sparse[last] == pos {
		last++
	}
	from := max(first-1, 0)
	if last == 0 {
		return nil
	}
	lo, hi := int64(from)*runBlock, min(int64(last)*runBlock, r.n)
	b := make([]byte, (hi-lo)*runRowSize)
	if _, err := r.f.ReadAt(b, int64(len(runMagic)+8)+lo*runRowSize); err != nil {
		return err
	}
	for i := 0; i < len(b); i += runRowSize {
		p := binary.LittleEndian.Uint64(b[i:])
		if p < pos {
			continue
		}
		if p > pos {
			break
		}
		fn(runRow{pos: p, gid: binary.LittleEndian.Uint32(b[i+8:]), move: binary.LittleEndian.Uint16(b[i+12:]), res: b[i+14]})
	}
	return nil
}

// load opens the runs the index lists and reads the games left out, and
// removes run files it does not list (written by an import killed before
// it recorded them).
func (rs *runs) load(ctx context.Context, db *DB) error {
	if rs.open {
		return nil
	}
	if rs.closed {
		return errors.New("gamedb: closed")
	}
	names, err := column[string](ctx, db, `SELECT name FROM runs ORDER BY lo`)
	if err != nil {
		return err
	}
	gids, err := column[int64](ctx, db, `SELECT gid FROM gone`)
	if err != nil {
		return err
	}
	gone := make(map[uint32]bool, len(gids))
	for _, g := range gids {
		gone[uint32(g)] = true
	}
	var list []*run
	for _, n := range names {
		r, err := openRun(filepath.Join(db.runsPath(), n))
		if err != nil {
			for _, r := range list {
				r.f.Close()
			}
			return fmt.Errorf("%w (the index is rebuilt)", err)
		}
		list = append(list, r)
	}
	rs.list, rs.gone, rs.open = list, gone, true
	return nil
}

// column is the one column of query q's rows.
func column[T any](ctx context.Context, db *DB, q string) ([]T, error) {
	rows, err := db.sql.QueryContext(ctx, q)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		var v T
		if err := rows.Scan(&v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// closeAll closes the open runs; the next Explore opens them again.
func (rs *runs) closeAll() {
	for _, r := range rs.list {
		r.f.Close()
	}
	rs.list, rs.gone, rs.open = nil, nil, false
}

// removeStrayRuns removes the run files the index does not list and the
// temp files of runs being written when the process died.
func (db *DB) removeStrayRuns(ctx context.Context) error {
	des, err := os.ReadDir(db.runsPath())
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	names, err := column[string](ctx, db, `SELECT name FROM runs`)
	if err != nil {
		return err
	}
	listed := map[string]bool{}
	for _, n := range names {
		listed[n] = true
	}
	for _, de := range des {
		if !listed[de.Name()] || strings.Contains(de.Name(), ".tmp-") {
			os.Remove(filepath.Join(db.runsPath(), de.Name()))
		}
	}
	return nil
}

// finishRuns makes the rows of the games a killed bulk write committed
// without writing their run (games.run = 1 above every run's range),
// from their moves, into a run.
func (db *DB) finishRuns(ctx context.Context) error {
	rows, err := db.sql.QueryContext(ctx, `SELECT gid, start, line, result FROM games
		WHERE run = 1 AND gid > (SELECT coalesce(max(hi), 0) FROM runs) ORDER BY gid`)
	if err != nil {
		return err
	}
	var b runBuilder
	var seen []posMove
	for rows.Next() {
		var gid int64
		var start string
		var line []byte
		var res int
		if err := rows.Scan(&gid, &start, &line, &res); err != nil {
			rows.Close()
			return err
		}
		p, err := rules.ParseFEN(start)
		if err != nil {
			continue // not a row add wrote
		}
		seen = seen[:0]
		for _, m := range unpackLine(line) {
			k := posMove{p.Key(), m}
			p.MakeMove(m)
			if !slices.Contains(seen, k) {
				seen = append(seen, k)
				b.add(gid, k.key, m, Result(res))
			}
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	return db.flushRun(ctx, &b)
}

// exploreRuns adds to by the rows of position pos in the runs.
func (db *DB) exploreRuns(ctx context.Context, pos uint64, add func(m rules.Move, res Result)) error {
	rs := &db.runs
	rs.mu.Lock()
	defer rs.mu.Unlock()
	if err := rs.load(ctx, db); err != nil {
		return err
	}
	for _, r := range rs.list {
		err := r.rowsOf(pos, func(row runRow) {
			if !rs.gone[row.gid] {
				add(rules.Move(row.move), Result(row.res))
			}
		})
		if err != nil {
			return err
		}
	}
	return nil
}
