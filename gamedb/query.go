package gamedb

import (
	"context"
	"strings"

	"xiangqi/rules"
)

// Row is one game as a list shows it.
type Row struct {
	ID                      string
	Date, Red, Black, Event string
	Result                  Result
	Plies                   int
	Kind                    Kind
	Computer                int // 0 none, 1 Red, 2 Black
	Level                   string
	Opening, ECCO           string
}

// Sort is a list's order.
type Sort int

// The orders. Newest is by the record's name, which is the time it was
// begun or imported; Date by the Date tag.
const (
	SortNewest Sort = iota
	SortDate
	SortOpponent
	SortResult
	SortLength
	SortOpening
)

// Outcome filters by the player's result against the computer (a game
// between two players or imported has none and passes only OutcomeAny).
type Outcome int

// The outcome filters.
const (
	OutcomeAny Outcome = iota
	OutcomeWon
	OutcomeDrawn
	OutcomeLost
)

// Query chooses and orders games.
type Query struct {
	Text    string  // words that must each be in a player, the event, the opening (its tag, its ECCO code or its name in any of the three languages) or the level (case-insensitive)
	Kinds   []Kind  // nil for every kind
	Outcome Outcome // only with KindComputer
	Sort    Sort
	Reverse bool // oldest, shortest… first
	Offset  int
	Limit   int // 0: no limit
}

// where is the query's WHERE clause and its arguments.
func (q Query) where() (string, []any) {
	var conds []string
	var args []any
	for w := range strings.FieldsSeq(q.Text) {
		like := "%" + strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(w) + "%"
		conds = append(conds, `(red LIKE ? ESCAPE '\' OR black LIKE ? ESCAPE '\' OR event LIKE ? ESCAPE '\' OR opening LIKE ? ESCAPE '\' OR names LIKE ? ESCAPE '\' OR ecco LIKE ? ESCAPE '\' OR level LIKE ? ESCAPE '\')`)
		for range 7 {
			args = append(args, like)
		}
	}
	if len(q.Kinds) > 0 {
		ph := make([]string, len(q.Kinds))
		for i, k := range q.Kinds {
			ph[i] = "?"
			args = append(args, int(k))
		}
		conds = append(conds, "kind IN ("+strings.Join(ph, ",")+")")
	}
	switch q.Outcome {
	case OutcomeWon:
		conds = append(conds, "((computer = 2 AND result = 1) OR (computer = 1 AND result = 3))")
	case OutcomeLost:
		conds = append(conds, "((computer = 1 AND result = 1) OR (computer = 2 AND result = 3))")
	case OutcomeDrawn:
		conds = append(conds, "(computer > 0 AND result = 2)")
	}
	if len(conds) == 0 {
		return "", nil
	}
	return " WHERE " + strings.Join(conds, " AND "), args
}

func (q Query) order() string {
	dir, rev := " DESC", " ASC"
	if q.Reverse {
		dir, rev = rev, dir
	}
	switch q.Sort {
	case SortDate:
		return " ORDER BY date" + dir + ", id" + dir
	case SortOpponent:
		// The opponent: the computer's level against the computer, else
		// the players' names; A first unless reversed.
		return " ORDER BY CASE computer WHEN 1 THEN red WHEN 2 THEN black ELSE red || ' ' || black END COLLATE NOCASE" + rev + ", id DESC"
	case SortResult:
		return " ORDER BY result" + rev + ", id DESC"
	case SortLength:
		return " ORDER BY plies" + dir + ", id DESC"
	case SortOpening:
		return " ORDER BY opening = '', ecco" + rev + ", opening" + rev + ", id DESC"
	}
	return " ORDER BY id" + dir
}

// List returns the games q chooses, in its order, from its Offset.
func (db *DB) List(ctx context.Context, q Query) ([]Row, error) {
	where, args := q.where()
	lim := ""
	if q.Limit > 0 || q.Offset > 0 {
		lim = " LIMIT ? OFFSET ?"
		l := q.Limit
		if l <= 0 {
			l = -1
		}
		args = append(args, l, q.Offset)
	}
	rows, err := db.sql.QueryContext(ctx, `SELECT id, date, red, black, event, result, plies, kind, computer, level, opening, ecco FROM games`+where+q.order()+lim, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Row
	for rows.Next() {
		var r Row
		if err := rows.Scan(&r.ID, &r.Date, &r.Red, &r.Black, &r.Event, &r.Result, &r.Plies, &r.Kind, &r.Computer, &r.Level, &r.Opening, &r.ECCO); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// Count is how many games q chooses (its Offset and Limit aside).
func (db *DB) Count(ctx context.Context, q Query) (int, error) {
	where, args := q.where()
	var n int
	err := db.sql.QueryRowContext(ctx, `SELECT count(*) FROM games`+where, args...).Scan(&n)
	return n, err
}

// Tally is a count of results.
type Tally struct {
	Key                       string // the level or the opening
	Games, Won, Drawn, Lost   int    // against the computer: the player's results
	RedWins, Draws, BlackWins int    // every game: the board's results
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
	where, args := q.where()
	rows, err := db.sql.QueryContext(ctx, `SELECT `+col+`, count(*),
		sum((computer = 2 AND result = 1) OR (computer = 1 AND result = 3)),
		sum(computer > 0 AND result = 2),
		sum((computer = 1 AND result = 1) OR (computer = 2 AND result = 3)),
		sum(result = 1), sum(result = 2), sum(result = 3)
		FROM games`+where+` GROUP BY `+col+` ORDER BY count(*) DESC, `+col, args...)
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

// MoveStat is one move played from a position: in how many games, and
// how they ended (Unknown: no result recorded nor reached).
type MoveStat struct {
	Move                             rules.Move
	Games, RedWins, Draws, BlackWins int
}

// Unknown is how many of the games have no result known.
func (m MoveStat) Unknown() int { return m.Games - m.RedWins - m.Draws - m.BlackWins }

// Explore returns every move played from position p in the library's
// games, most played first: a game counts once for each move it played
// from p, however it reached p (the position's key finds transpositions;
// a game that came back to p and played the same move again counts once).
// The query reads the covering index moves_pos alone.
func (db *DB) Explore(ctx context.Context, p rules.Position) ([]MoveStat, error) {
	rows, err := db.sql.QueryContext(ctx, `SELECT move, count(*), sum(res = 1), sum(res = 2), sum(res = 3)
		FROM moves WHERE pos = ? GROUP BY move ORDER BY count(*) DESC, move`, int64(p.Key()))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []MoveStat
	for rows.Next() {
		var s MoveStat
		var m int
		if err := rows.Scan(&m, &s.Games, &s.RedWins, &s.Draws, &s.BlackWins); err != nil {
			return nil, err
		}
		s.Move = rules.Move(m)
		if !p.IsLegal(s.Move) {
			continue // another position with the same key: one in 2^64
		}
		out = append(out, s)
	}
	return out, rows.Err()
}
