package gamedb

import (
	"cmp"
	"slices"
	"strings"

	"xiangqi/record"
	"xiangqi/rules"
)

// Memory is the index's list and statistics kept in memory, for the
// browser, whose build has no SQLite driver (its library lives in the
// page's storage and is small). It answers a Query as DB does (a table
// test in game/session holds the two together). It is not safe for
// concurrent use; its owner locks it.
type Memory struct {
	rows []Row          // newest first (by ID, descending)
	dups map[string]int // DupKey → how many kept rows have it
	keys map[string]string
	// moves is each row's (position, move) pairs, each once, for
	// Explore: the moves table of DB.
	moves map[string][]posMove
	// openings are the opening names a search finds by their code.
	openings openingWords
}

// NewMemory is an empty Memory.
func NewMemory() *Memory {
	return &Memory{dups: map[string]int{}, keys: map[string]string{}, moves: map[string][]posMove{}}
}

// Put keeps record g as id, replacing the row of id before.
func (m *Memory) Put(id string, g *record.Game) {
	m.Remove(id)
	r := RowOf(id, g)
	i, _ := slices.BinarySearchFunc(m.rows, id, func(r Row, id string) int { return strings.Compare(id, r.ID) })
	m.rows = slices.Insert(m.rows, i, r)
	k := string(DupKey(g))
	m.dups[k]++
	m.keys[id] = k
	var pms []posMove
	p := g.Start
	for _, mv := range g.Moves {
		pm := posMove{p.Key(), mv}
		p.MakeMove(mv)
		if !slices.Contains(pms, pm) {
			pms = append(pms, pm)
		}
	}
	m.moves[id] = pms
}

// Remove drops the row of id; a row not kept is no error.
func (m *Memory) Remove(id string) {
	k, ok := m.keys[id]
	if !ok {
		return
	}
	delete(m.keys, id)
	delete(m.moves, id)
	if m.dups[k]--; m.dups[k] <= 0 {
		delete(m.dups, k)
	}
	m.rows = slices.DeleteFunc(m.rows, func(r Row) bool { return r.ID == id })
}

// Has reports whether a game with g's DupKey is kept, and its ID.
func (m *Memory) Has(g *record.Game) (string, bool) {
	k := string(DupKey(g))
	if m.dups[k] == 0 {
		return "", false
	}
	best := ""
	for id, kk := range m.keys {
		if kk == k && id > best {
			best = id // the newest, as DB.IDOf
		}
	}
	return best, true
}

// searchWord is a word of a search, folded, and the ECCO codes with it
// in one of their names.
type searchWord struct {
	w     string
	codes []string
}

// words are q's words to search for.
func (q Query) words(openings *openingWords) []searchWord {
	var out []searchWord
	for _, w := range searchWords(q.Text) {
		out = append(out, searchWord{w, openings.codes(w)})
	}
	return out
}

// matches is the WHERE clause of q, whose words are ws, in Go.
func (q Query) matches(r Row, ws []searchWord) bool {
	var search string
	for _, w := range ws {
		if search == "" {
			search = searchText(r)
		}
		if !strings.Contains(search, w.w) && !slices.Contains(w.codes, r.ECCO) {
			return false
		}
	}
	if len(q.Kinds) > 0 && !slices.Contains(q.Kinds, r.Kind) {
		return false
	}
	switch q.Outcome {
	case OutcomeWon:
		return r.Computer == 2 && r.Result == RedWins || r.Computer == 1 && r.Result == BlackWins
	case OutcomeLost:
		return r.Computer == 1 && r.Result == RedWins || r.Computer == 2 && r.Result == BlackWins
	case OutcomeDrawn:
		return r.Computer > 0 && r.Result == Draw
	}
	return true
}

// opponent is SortOpponent's key, as DB's ORDER BY makes it.
func (r Row) opponent() string {
	switch r.Computer {
	case 1:
		return r.Red
	case 2:
		return r.Black
	}
	return r.Red + " " + r.Black
}

// foldASCII is SQLite's NOCASE: ASCII letters folded, others kept.
func foldASCII(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'A' && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}, s)
}

// compare is q's ORDER BY in Go.
func (q Query) compare(a, b Row) int {
	sign := 1 // DESC first unless reversed
	if q.Reverse {
		sign = -1
	}
	byID := -strings.Compare(a.ID, b.ID)
	var c int
	switch q.Sort {
	case SortDate:
		return sign * cmp.Or(-strings.Compare(a.Date, b.Date), byID)
	case SortOpponent:
		c = sign * strings.Compare(foldASCII(a.opponent()), foldASCII(b.opponent()))
	case SortResult:
		c = sign * cmp.Compare(a.Result, b.Result)
	case SortLength:
		c = -sign * cmp.Compare(a.Plies, b.Plies)
	case SortOpening:
		if ea, eb := a.Opening == "", b.Opening == ""; ea != eb {
			if ea {
				return 1
			}
			return -1
		}
		c = sign * cmp.Or(strings.Compare(a.ECCO, b.ECCO), strings.Compare(a.Opening, b.Opening))
	default: // SortNewest
		if oa, ob := a.Kind != KindImported, b.Kind != KindImported; oa != ob {
			if oa {
				return -sign
			}
			return sign
		}
		return sign * byID
	}
	return cmp.Or(c, byID)
}

func (m *Memory) chosen(q Query) []Row {
	var out []Row
	ws := q.words(&m.openings)
	for _, r := range m.rows {
		if q.matches(r, ws) {
			out = append(out, r)
		}
	}
	return out
}

// List is DB.List over the rows kept.
func (m *Memory) List(q Query) []Row {
	out := m.chosen(q)
	slices.SortStableFunc(out, q.compare)
	if q.Offset > 0 {
		out = out[min(q.Offset, len(out)):]
	}
	if q.Limit > 0 && len(out) > q.Limit {
		out = out[:q.Limit]
	}
	return out
}

// Count is DB.Count over the rows kept.
func (m *Memory) Count(q Query) int { return len(m.chosen(q)) }

// StatsByLevel is DB.StatsByLevel over the rows kept.
func (m *Memory) StatsByLevel(q Query) []Tally {
	q.Kinds = []Kind{KindComputer}
	return m.stats(q, func(r Row) string { return r.Level })
}

// StatsByOpening is DB.StatsByOpening over the rows kept.
func (m *Memory) StatsByOpening(q Query) []Tally {
	return m.stats(q, func(r Row) string { return r.Opening })
}

func (m *Memory) stats(q Query, key func(Row) string) []Tally {
	at := map[string]int{}
	var out []Tally
	for _, r := range m.chosen(q) {
		k := key(r)
		i, ok := at[k]
		if !ok {
			i = len(out)
			at[k] = i
			out = append(out, Tally{Key: k})
		}
		t := &out[i]
		t.Games++
		won := (Query{Outcome: OutcomeWon}).matches(r, nil)
		lost := (Query{Outcome: OutcomeLost}).matches(r, nil)
		drawn := (Query{Outcome: OutcomeDrawn}).matches(r, nil)
		t.Won += b2i(won)
		t.Lost += b2i(lost)
		t.Drawn += b2i(drawn)
		t.RedWins += b2i(r.Result == RedWins)
		t.Draws += b2i(r.Result == Draw)
		t.BlackWins += b2i(r.Result == BlackWins)
	}
	slices.SortFunc(out, func(a, b Tally) int { return cmp.Or(-cmp.Compare(a.Games, b.Games), strings.Compare(a.Key, b.Key)) })
	return out
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// HasID reports whether a row of id is kept.
func (m *Memory) HasID(id string) bool {
	_, ok := m.keys[id]
	return ok
}

// Explore is DB.Explore over the rows kept: it reads every game's moves,
// which suits the browser's library of a few hundred games.
func (m *Memory) Explore(p rules.Position) []MoveStat {
	k := p.Key()
	var out []MoveStat
	for _, r := range m.rows {
		for _, pm := range m.moves[r.ID] {
			if pm.key != k || !p.IsLegal(pm.move) {
				continue
			}
			i := slices.IndexFunc(out, func(s MoveStat) bool { return s.Move == pm.move })
			if i < 0 {
				i = len(out)
				out = append(out, MoveStat{Move: pm.move})
			}
			s := &out[i]
			s.Games++
			s.RedWins += b2i(r.Result == RedWins)
			s.Draws += b2i(r.Result == Draw)
			s.BlackWins += b2i(r.Result == BlackWins)
		}
	}
	slices.SortFunc(out, func(a, b MoveStat) int { return cmp.Or(-cmp.Compare(a.Games, b.Games), cmp.Compare(a.Move, b.Move)) })
	return out
}

// posMove is a move played from a position (its key): a row of the
// moves table.
type posMove struct {
	key  uint64
	move rules.Move
}
