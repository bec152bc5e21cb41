//go:build !js

package gamedb

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"

	"xiangqi/record"
	"xiangqi/rules"
)

// List returns the games q chooses, in its order, from its Offset.
func (db *DB) List(ctx context.Context, q Query) ([]Row, error) {
	where, args, err := q.where(&db.openings)
	if err != nil {
		return nil, err
	}
	lim := ""
	if q.Limit > 0 || q.Offset > 0 {
		lim = " LIMIT ? OFFSET ?"
		l := q.Limit
		if l <= 0 {
			l = -1
		}
		args = append(args, l, q.Offset)
	}
	rows, err := db.sql.QueryContext(ctx, `SELECT id, date, red, black, event, result, plies, kind, computer, level, opening, ecco, start, time, term, names FROM games`+where+q.order()+lim, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Row
	for rows.Next() {
		var r Row
		if err := rows.Scan(&r.ID, &r.Date, &r.Red, &r.Black, &r.Event, &r.Result, &r.Plies, &r.Kind, &r.Computer, &r.Level, &r.Opening, &r.ECCO, &r.Start, &r.Time, &r.Term, &r.Names); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// Count is how many games q chooses (its Offset and Limit aside).
func (db *DB) Count(ctx context.Context, q Query) (int, error) {
	where, args, err := q.where(&db.openings)
	if err != nil {
		return 0, err
	}
	var n int
	if q.Text == "" {
		// Narrowed by kind and outcome at most: the tally has them.
		err := db.sql.QueryRowContext(ctx, `SELECT coalesce(sum(n), 0) FROM tally`+where, args...).Scan(&n)
		return n, err
	}
	err = db.sql.QueryRowContext(ctx, `SELECT count(*) FROM games`+where, args...).Scan(&n)
	return n, err
}

// StatsByLevel tallies the games q chooses against the computer, per level.
func (db *DB) StatsByLevel(ctx context.Context, q Query) ([]Tally, error) {
	q.Kinds = []Kind{KindComputer}
	return db.stats(ctx, q, "level")
}

// StatsByOpening tallies the games q chooses per opening ("" for games
// without one).
func (db *DB) StatsByOpening(ctx context.Context, q Query) ([]Tally, error) {
	return db.stats(ctx, q, "opening")
}

func (db *DB) stats(ctx context.Context, q Query, col string) ([]Tally, error) {
	where, args, err := q.where(&db.openings)
	if err != nil {
		return nil, err
	}
	// Per level without a search, the tally (one row for each level,
	// kind of game and result, kept by triggers) has every column q
	// narrows by: each of its rows counts n
	// games, where a row of games counts one.
	table, n := "tally", "n"
	if q.Text != "" || col != "level" {
		table, n = "games", "1"
	}
	rows, err := db.sql.QueryContext(ctx, `SELECT `+col+`, sum(`+n+`) AS games,
		sum(`+n+` * ((computer = 2 AND result = 1) OR (computer = 1 AND result = 3))),
		sum(`+n+` * (computer > 0 AND result = 2)),
		sum(`+n+` * ((computer = 1 AND result = 1) OR (computer = 2 AND result = 3))),
		sum(`+n+` * (result = 1)), sum(`+n+` * (result = 2)), sum(`+n+` * (result = 3))
		FROM `+table+where+` GROUP BY `+col+` ORDER BY games DESC, `+col, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Tally
	for rows.Next() {
		var t Tally
		if err := rows.Scan(&t.Key, &t.Games, &t.Won, &t.Drawn, &t.Lost, &t.RedWins, &t.Draws, &t.BlackWins); err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// Explore returns every move played from position p in the library's
// games, most played first: a game counts once for each move it played
// from p, however it reached p (the position's key finds transpositions;
// a game that came back to p and played the same move again counts once).
// The rows are those of the moves table, read from its covering index
// moves_pos alone, and those of the runs (runs.go).
func (db *DB) Explore(ctx context.Context, p rules.Position) ([]MoveStat, error) {
	key := p.Key()
	by := map[rules.Move]*MoveStat{}
	stat := func(m rules.Move) *MoveStat {
		s := by[m]
		if s == nil {
			s = &MoveStat{Move: m}
			by[m] = s
		}
		return s
	}
	rows, err := db.sql.QueryContext(ctx, `SELECT move, count(*), sum(res = 1), sum(res = 2), sum(res = 3)
		FROM moves WHERE pos = ? GROUP BY move`, int64(key))
	if err != nil {
		return nil, err
	}
	for rows.Next() {
		var m, games, red, draws, black int
		if err := rows.Scan(&m, &games, &red, &draws, &black); err != nil {
			rows.Close()
			return nil, err
		}
		s := stat(rules.Move(m))
		s.Games += games
		s.RedWins += red
		s.Draws += draws
		s.BlackWins += black
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	err = db.exploreRuns(ctx, key, func(m rules.Move, res Result) {
		s := stat(m)
		s.Games++
		switch res {
		case RedWins:
			s.RedWins++
		case Draw:
			s.Draws++
		case BlackWins:
			s.BlackWins++
		}
	})
	if err != nil {
		return nil, err
	}
	out := make([]MoveStat, 0, len(by))
	for _, s := range by {
		if !p.IsLegal(s.Move) {
			continue // another position with the same key: one in 2^64
		}
		out = append(out, *s)
	}
	slices.SortFunc(out, func(a, b MoveStat) int {
		if c := cmp.Compare(b.Games, a.Games); c != 0 {
			return c
		}
		return cmp.Compare(a.Move, b.Move)
	})
	return out, nil
}

// Refresh indexes the records ids again as they are now on disk: a record
// written (a game saved, played on) replaces its row, a record gone
// drops it. The game calls it after each write of its own, so that the
// list needs no Open again.
func (db *DB) Refresh(ctx context.Context, ids ...string) error {
	w, err := db.begin(ctx)
	if err != nil {
		return err
	}
	for _, id := range ids {
		if !validID(id) {
			continue
		}
		if err := w.remove(id); err != nil {
			w.rollback()
			return err
		}
		path := filepath.Join(db.gamesDir(), id+pgnExt)
		info, err := os.Stat(path)
		if cid, _, ok := SplitCollectionGameID(id); ok && errors.Is(err, fs.ErrNotExist) {
			if err := w.refreshInCollection(id, cid); err != nil {
				w.rollback()
				return err
			}
			continue
		}
		if err != nil {
			continue // deleted
		}
		b, err := os.ReadFile(path)
		if err != nil {
			continue
		}
		games, errs := record.Read(b)
		if len(errs) > 0 || len(games) != 1 {
			continue // damaged: Open reports it
		}
		if err := w.add(id, "", fileStamp{info.Size(), info.ModTime().UnixNano()}, games[0]); err != nil {
			w.rollback()
			return err
		}
	}
	return w.commit()
}

// IDOf is the name of a game in the library that is g recorded again
// (DupKey), "" when there is none.
func (db *DB) IDOf(ctx context.Context, g *record.Game) (string, error) {
	var id string
	err := db.sql.QueryRowContext(ctx, `SELECT id FROM games WHERE dup = ? ORDER BY id DESC LIMIT 1`, DupKey(g)).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return id, err
}
