package explorer

import (
	"context"
	"math"
	"slices"
	"sort"

	"xiangqi/record"
	"xiangqi/rules"
)

// Result is a game's result as the index keeps it.
type Result uint8

// The results. Unknown is a game whose record names none and did not end
// on the board: none is ever guessed.
const (
	Unknown Result = iota
	RedWins
	Draw
	BlackWins
)

// MoveStat is one move played from a position: in how many games, and how
// they ended; the games whose result is unknown are Unknown().
type MoveStat struct {
	Move                             rules.Move
	Games, RedWins, Draws, BlackWins int
}

// Unknown is how many of the games have no result known.
func (m MoveStat) Unknown() int { return m.Games - m.RedWins - m.Draws - m.BlackWins }

// Source answers the explorer: the moves played from p, most played first.
type Source interface {
	Explore(ctx context.Context, p rules.Position) ([]MoveStat, error)
}

// entry is one game's move from one position: 16 bytes.
type entry struct {
	key  uint64
	move rules.Move
	res  Result
}

// Index is the moves of a collection of games by position key, sorted by
// key and move; it is only read once built, from any goroutine.
type Index struct {
	entries []entry
	games   int
}

// Games is how many games the index holds.
func (ix *Index) Games() int { return ix.games }

// Positions is how many (game, position, move) rows it holds.
func (ix *Index) Positions() int { return len(ix.entries) }

// FromGames indexes games. A game counts once for each move it played
// from a position, however it reached it; a game that came back to a
// position and played the same move again counts once (as gamedb does).
func FromGames(games []*record.Game) *Index { return fromGames(games, math.MaxInt) }

// fromGames indexes the first plies plies of each game.
func fromGames(games []*record.Game, plies int) *Index {
	n := 0
	for _, g := range games {
		n += min(len(g.Moves), plies)
	}
	ix := &Index{entries: make([]entry, 0, n), games: len(games)}
	var seen []entry
	for _, g := range games {
		res := resultOf(g)
		p := g.Start
		seen = seen[:0]
		for _, m := range g.Moves[:min(len(g.Moves), plies)] {
			e := entry{p.Key(), m, res}
			p.MakeMove(m)
			if slices.Contains(seen, e) {
				continue
			}
			seen = append(seen, e)
			ix.entries = append(ix.entries, e)
		}
	}
	slices.SortFunc(ix.entries, func(a, b entry) int {
		switch {
		case a.key != b.key:
			if a.key < b.key {
				return -1
			}
			return 1
		case a.move != b.move:
			return int(a.move) - int(b.move)
		}
		return int(a.res) - int(b.res)
	})
	ix.entries = slices.Clip(ix.entries)
	return ix
}

// resultOf is a record's result: its Result tag, else the rules' verdict
// on a final position that ended the game, else Unknown.
func resultOf(g *record.Game) Result {
	r := g.Result()
	if r == "" || r == "*" {
		p := g.Final()
		r = record.ResultOf(p.Status())
	}
	switch r {
	case "1-0":
		return RedWins
	case "0-1":
		return BlackWins
	case "1/2-1/2":
		return Draw
	}
	return Unknown
}

// Explore returns the moves played from p, most played first (then by
// move), with their results. It allocates only the answer.
func (ix *Index) Explore(ctx context.Context, p rules.Position) ([]MoveStat, error) {
	return ix.explore(p, nil), nil
}

// explore appends p's rows to out.
func (ix *Index) explore(p rules.Position, out []MoveStat) []MoveStat {
	k := p.Key()
	es := ix.entries
	i := sort.Search(len(es), func(i int) bool { return es[i].key >= k })
	for ; i < len(es) && es[i].key == k; i++ {
		e := es[i]
		if n := len(out); n == 0 || out[n-1].Move != e.move {
			out = append(out, MoveStat{Move: e.move})
		}
		s := &out[len(out)-1]
		s.Games++
		switch e.res {
		case RedWins:
			s.RedWins++
		case Draw:
			s.Draws++
		case BlackWins:
			s.BlackWins++
		}
	}
	// Another position with the same key (one in 2^64) would give moves
	// not legal here.
	out = slices.DeleteFunc(out, func(s MoveStat) bool { return !p.IsLegal(s.Move) })
	slices.SortStableFunc(out, func(a, b MoveStat) int { return b.Games - a.Games })
	return out
}
