//go:build !js

package gamedb

import (
	"context"
	"database/sql"
	"slices"
	"strings"

	"xiangqi/record"
	"xiangqi/rules"
)

// writer is one transaction of the index with its prepared statements.
type writer struct {
	db                          *DB
	tx                          *sql.Tx
	insGame, insMoves, findGame *sql.Stmt
	seen                        []posMove // add's rows of one game
	moves                       []any     // the explorer's rows to insert, movesPerInsert at a time
	// run, when set, takes the explorer's rows instead of the moves table
	// (a bulk write, runs.go); mark is its state when the transaction
	// began, to which a rollback returns it.
	run  *runBuilder
	mark runBuilder
	// gone: a game of a run was removed; the open runs are read again
	// once the transaction commits.
	gone bool
}

// movesPerInsert is how many of the explorer's rows one INSERT writes:
// with a row a statement most of the time went to the driver's calls
// rather than to SQLite (BenchmarkImport's CPU profile, 20,000 games:
// writer.add 2.24 s with one row a statement, 1.22 s with 128).
const movesPerInsert = 128

// insertMoves is the INSERT of n of the explorer's rows.
func insertMoves(n int) string {
	var b strings.Builder
	b.WriteString(`INSERT INTO moves(pos, move, gid, res) VALUES`)
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString("(?,?,?,?)")
	}
	return b.String()
}

func (db *DB) begin(ctx context.Context) (*writer, error) {
	tx, err := db.sql.BeginTx(ctx, nil)
	if err != nil {
		return nil, err
	}
	w := &writer{db: db, tx: tx}
	for _, p := range []struct {
		st **sql.Stmt
		q  string
	}{
		{&w.insGame, `INSERT INTO games(id, size, mtime, date, time, red, black, event, term, result, plies, kind, computer, level, opening, ecco, names, dup, start, line, run, pack, search)
			VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`},
		{&w.insMoves, insertMoves(movesPerInsert)},
		{&w.findGame, `SELECT gid, start, line, run FROM games WHERE id = ?`},
	} {
		if *p.st, err = tx.Prepare(p.q); err != nil {
			tx.Rollback()
			return nil, err
		}
	}
	return w, nil
}

// bulk makes the writer's explorer rows go to b.
func (w *writer) bulk(b *runBuilder) {
	w.run, w.mark = b, *b
}

func (w *writer) rollback() {
	w.tx.Rollback()
	if w.run != nil {
		w.run.rows, w.run.lo, w.run.hi = w.run.rows[:len(w.mark.rows)], w.mark.lo, w.mark.hi
	}
}

func (w *writer) commit() error {
	if err := w.flushMoves(); err != nil {
		w.rollback()
		return err
	}
	if err := w.tx.Commit(); err != nil {
		w.rollback()
		return err
	}
	if w.gone {
		rs := &w.db.runs
		rs.mu.Lock()
		rs.closeAll()
		rs.mu.Unlock()
	}
	return nil
}

// flushMoves inserts the explorer's rows not yet written.
func (w *writer) flushMoves() error {
	if len(w.moves) == 0 {
		return nil
	}
	_, err := w.tx.Exec(insertMoves(len(w.moves)/4), w.moves...)
	w.moves = w.moves[:0]
	return err
}

// add indexes game g, named id, kept in collection pack ("" a record of
// its own) whose file has stamp st.
func (w *writer) add(id, pack string, st fileStamp, g *record.Game) error {
	return w.addRow(pack, st, g, RowOf(id, g), DupKey(g))
}

// addRow is add with g's row and duplicate key made (by an import's
// reader, on its own goroutine).
func (w *writer) addRow(pack string, st fileStamp, g *record.Game, row Row, dup []byte) error {
	id := row.ID
	res := row.Result
	inRun := 0
	if w.run != nil {
		inRun = 1
	}
	r, err := w.insGame.Exec(id, st.size, st.mtime, row.Date, row.Time, row.Red, row.Black, row.Event, row.Term,
		int(res), row.Plies, int(row.Kind), row.Computer, row.Level, row.Opening, row.ECCO, row.Names, dup, row.Start, packLine(g.Moves), inRun, pack, searchText(row))
	if err != nil {
		return err
	}
	gid, err := r.LastInsertId()
	if err != nil {
		return err
	}
	p := g.Start
	w.seen = w.seen[:0]
	for _, m := range g.Moves {
		k := posMove{p.Key(), m}
		p.MakeMove(m)
		if slices.Contains(w.seen, k) {
			continue // back in a position, the same move again: counted once
		}
		w.seen = append(w.seen, k)
		if w.run != nil {
			w.run.add(gid, k.key, m, res)
			continue
		}
		w.moves = append(w.moves, int64(k.key), int(k.move), gid, int(res))
		if len(w.moves) == 4*movesPerInsert {
			if _, err := w.insMoves.Exec(w.moves...); err != nil {
				return err
			}
			w.moves = w.moves[:0]
		}
	}
	return nil
}

// remove drops game id's rows; a game not indexed is no error.
func (w *writer) remove(id string) error {
	if err := w.flushMoves(); err != nil {
		return err
	}
	var gid int64
	var start string
	var line []byte
	var inRun int
	err := w.findGame.QueryRow(id).Scan(&gid, &start, &line, &inRun)
	if err == sql.ErrNoRows {
		return nil
	}
	if err != nil {
		return err
	}
	if inRun == 1 {
		// Its rows stay in the run, left out by Explore from now on.
		if _, err := w.tx.Exec(`INSERT OR IGNORE INTO gone(gid) VALUES(?)`, gid); err != nil {
			return err
		}
		w.gone = true
		_, err = w.tx.Exec(`DELETE FROM games WHERE gid = ?`, gid)
		return err
	}
	p, err := rules.ParseFEN(start)
	if err == nil {
		for _, m := range unpackLine(line) {
			if _, err := w.tx.Exec(`DELETE FROM moves WHERE pos = ? AND move = ? AND gid = ?`, int64(p.Key()), int(m), gid); err != nil {
				return err
			}
			p.MakeMove(m)
		}
	} else if _, err := w.tx.Exec(`DELETE FROM moves WHERE gid = ?`, gid); err != nil {
		return err
	}
	_, err = w.tx.Exec(`DELETE FROM games WHERE gid = ?`, gid)
	return err
}
