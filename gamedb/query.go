package gamedb

import (
	"errors"
	"slices"
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
	Start                   string // the start position's FEN
	Time, Term              string // the Time and Termination tags
	Names                   string // what a search by opening reads (Opening.Names)
}

// Sort is a list's order.
type Sort int

// The orders. Newest puts the games played here first, the newest first
// by the record's name (the time it was begun), then the imported ones,
// the last import first and each in its text's order (their names are
// the time they were imported, the text's first game the newest): the
// player's own games are not buried under a big import (issue 52: 2,409
// imported games came above them). Date is every game by its Date tag,
// an imported game by when it was played.
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
	Text    string  // words that must each be in a player, the event, the opening (its tag, its ECCO code or its name in any of the three languages) or the level (compared folded: in any case, with or without the marks of Vietnamese letters; Fold)
	Kinds   []Kind  // nil for every kind
	Outcome Outcome // only with KindComputer
	Sort    Sort
	Reverse bool // oldest, shortest… first
	Offset  int
	Limit   int // 0: no limit
}

// ErrSearchTooLong refuses a search of more than maxSearchWords words
// (none of them in another): SQLite bounds a statement's depth.
var ErrSearchTooLong = errors.New("gamedb: a search of too many words")

// maxSearchWords bounds a search's words (the Games screen's field takes
// 80 characters, 40 words at most).
const maxSearchWords = 200

// searchWords are the words of a search, folded, each once, without
// those inside another: a game with "nguyen" in it has "ngu" in it too.
func searchWords(text string) []string {
	var ws []string
	for w := range strings.FieldsSeq(Fold(text)) {
		if !slices.Contains(ws, w) {
			ws = append(ws, w)
		}
	}
	return slices.DeleteFunc(slices.Clone(ws), func(w string) bool {
		return slices.ContainsFunc(ws, func(o string) bool { return o != w && strings.Contains(o, w) })
	})
}

// where is the query's WHERE clause and its arguments.
func (q Query) where(openings *openingWords) (string, []any, error) {
	var conds []string
	var args []any
	words := searchWords(q.Text)
	if len(words) > maxSearchWords {
		return "", nil, ErrSearchTooLong
	}
	for _, w := range words {
		like := "%" + strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(w) + "%"
		cond := `search LIKE ? ESCAPE '\'`
		args = append(args, like)
		// Or the name of its code, in a language its row does not keep:
		// the codes in one argument ("C45,C46"), not one each, so that
		// no search, however long, passes SQLite's bound on them. A code
		// is three letters and holds no comma, so only a whole one is
		// found in the list.
		if codes := openings.codes(w); len(codes) > 0 {
			cond = "(" + cond + " OR (length(ecco) = 3 AND instr(?, ecco) > 0))"
			args = append(args, strings.Join(codes, ","))
		}
		conds = append(conds, cond)
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
		return "", nil, nil
	}
	return " WHERE " + strings.Join(conds, " AND "), args, nil
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
	// The games played here (kind != 0) first: newestIndex, read in
	// order.
	return " ORDER BY kind != 0" + dir + ", id" + dir
}

// Tally is a count of results.
type Tally struct {
	Key                       string // the level or the opening
	Games, Won, Drawn, Lost   int    // against the computer: the player's results
	RedWins, Draws, BlackWins int    // every game: the board's results
}

// MoveStat is one move played from a position: in how many games, and
// how they ended (Unknown: no result recorded nor reached).
type MoveStat struct {
	Move                             rules.Move
	Games, RedWins, Draws, BlackWins int
}

// Unknown is how many of the games have no result known.
func (m MoveStat) Unknown() int { return m.Games - m.RedWins - m.Draws - m.BlackWins }
