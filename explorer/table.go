package explorer

import (
	"context"
	"slices"
	"sort"

	"xiangqi/record"
	"xiangqi/rules"
)

// Table is a collection's opening counts in the compact form the app
// embeds (issue 50): the positions reached within the games' first Plies
// plies by at least MinGames games, each with every move played from it
// there, in how many games and how they ended. No game and no game's line
// of moves is in it, only these sums, so that a collection whose records
// may not ship with the app can still answer the explorer.
//
// Tabulate makes one, AppendBinary writes it and ParseTable reads it
// back; once made it is only read, from any goroutine. Plies, MinGames
// and Games are those Tabulate was given.
type Table struct {
	plies, minGames, games int // the cut it was made with, the games counted

	keys  []uint64 // the positions' keys, ascending
	first []uint32 // keys[i]'s moves are moves[first[i]:first[i+1]]
	moves []tableMove
}

// tableMove is one move's counts: 20 bytes, where a MoveStat takes 40.
type tableMove struct {
	move                     rules.Move
	games, red, draws, black uint32
}

// Tabulate counts games as Index does (each game once for each move it
// played from a position), within their first plies plies, and keeps the
// positions at least minGames games reached: their counts are all the
// moves played there, so that a position's games are the sum of its
// moves' as the explorer shows them.
func Tabulate(games []*record.Game, plies, minGames int) *Table {
	ix := fromGames(games, plies)
	t := &Table{plies: plies, minGames: minGames, games: len(games), first: []uint32{0}}
	es := ix.entries
	for i := 0; i < len(es); {
		j := i
		for j < len(es) && es[j].key == es[i].key {
			j++
		}
		if j-i >= minGames {
			t.add(es[i:j])
		}
		i = j
	}
	return t
}

// add keeps one position's entries (sorted by move, then result).
func (t *Table) add(es []entry) {
	t.keys = append(t.keys, es[0].key)
	for _, e := range es {
		n := len(t.moves)
		if n == int(t.first[len(t.first)-1]) || t.moves[n-1].move != e.move {
			t.moves = append(t.moves, tableMove{move: e.move})
			n++
		}
		m := &t.moves[n-1]
		m.games++
		switch e.res {
		case RedWins:
			m.red++
		case Draw:
			m.draws++
		case BlackWins:
			m.black++
		}
	}
	t.first = append(t.first, uint32(len(t.moves)))
}

// Plies is how many plies of each game were counted.
func (t *Table) Plies() int { return t.plies }

// MinGames is how many games a position kept was reached by at least.
func (t *Table) MinGames() int { return t.minGames }

// Games is how many games were counted (some may have played no move).
func (t *Table) Games() int { return t.games }

// Positions is how many positions the table holds.
func (t *Table) Positions() int { return len(t.keys) }

// Moves is how many (position, move) rows the table holds.
func (t *Table) Moves() int { return len(t.moves) }

// Explore returns the moves played from p, most played first (then by
// move), with their results; none when p is not in the table. It
// allocates only the answer.
func (t *Table) Explore(ctx context.Context, p rules.Position) ([]MoveStat, error) {
	k := p.Key()
	i := sort.Search(len(t.keys), func(i int) bool { return t.keys[i] >= k })
	if i == len(t.keys) || t.keys[i] != k {
		return nil, nil
	}
	var out []MoveStat
	for _, m := range t.moves[t.first[i]:t.first[i+1]] {
		// Another position with the same key (one in 2^64) would give
		// moves not legal here.
		if p.IsLegal(m.move) {
			out = append(out, MoveStat{Move: m.move, Games: int(m.games), RedWins: int(m.red), Draws: int(m.draws), BlackWins: int(m.black)})
		}
	}
	slices.SortStableFunc(out, func(a, b MoveStat) int { return b.Games - a.Games })
	return out, nil
}
