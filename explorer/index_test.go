package explorer

import (
	"context"
	"slices"
	"strings"
	"sync"
	"testing"

	"xiangqi/internal/shareddata"
	"xiangqi/record"
	"xiangqi/rules"
)

// readMasters reads the master games beside the project once for all the
// tests; they are only read.
var readMasters = sync.OnceValues(shareddata.ReadMasterGames)

// masters are the 2,516 master games, or a skip where they are absent.
func masters(tb testing.TB) []*record.Game {
	tb.Helper()
	gs, err := readMasters()
	return shareddata.Need(tb, gs, err)
}

// replayCount counts, by replaying every game, the moves played from the
// position of key k: each game once per move (the rule Explore states).
func replayCount(games []*record.Game, p rules.Position) []MoveStat {
	by := map[rules.Move]*MoveStat{}
	for _, g := range games {
		q := g.Start
		played := map[rules.Move]bool{}
		for _, m := range g.Moves {
			if q.Key() == p.Key() && board(q) == board(p) && !played[m] {
				played[m] = true
				s := by[m]
				if s == nil {
					s = &MoveStat{Move: m}
					by[m] = s
				}
				s.Games++
				switch resultOf(g) {
				case RedWins:
					s.RedWins++
				case Draw:
					s.Draws++
				case BlackWins:
					s.BlackWins++
				}
			}
			q.MakeMove(m)
		}
	}
	var out []MoveStat
	for _, s := range by {
		out = append(out, *s)
	}
	return out
}

// board is a position without its move counters, which the key leaves out.
func board(p rules.Position) string {
	f := strings.Fields(p.FEN())
	return f[0] + " " + f[1]
}

func sortRows(rs []MoveStat) []MoveStat {
	rs = slices.Clone(rs)
	slices.SortFunc(rs, func(a, b MoveStat) int { return int(a.Move) - int(b.Move) })
	return rs
}

// transposed finds a position the games reached by two different orders
// of moves within their first plies.
func transposed(t *testing.T, games []*record.Game, plies int) (rules.Position, []string) {
	type seen struct {
		pos   rules.Position
		lines map[string]bool
	}
	by := map[uint64]*seen{}
	for _, g := range games {
		p := g.Start
		var line []string
		for i, m := range g.Moves {
			if i >= plies {
				break
			}
			line = append(line, m.String())
			p.MakeMove(m)
			s := by[p.Key()]
			if s == nil {
				s = &seen{pos: p, lines: map[string]bool{}}
				by[p.Key()] = s
			}
			s.lines[strings.Join(line, " ")] = true
		}
	}
	best := (*seen)(nil)
	for _, s := range by {
		if len(s.lines) > 1 && (best == nil || len(s.lines) > len(best.lines)) {
			best = s
		}
	}
	if best == nil {
		t.Fatal("no transposition in the games")
	}
	var ls []string
	for l := range best.lines {
		ls = append(ls, l)
	}
	slices.Sort(ls)
	return best.pos, ls
}

// TestExploreExactAgainstReplay compares the index's rows with a count
// made by replaying the games, from the start, a few openings, a position
// reached by transposition, and one no game reached.
func TestExploreExactAgainstReplay(t *testing.T) {
	games := masters(t)
	// Results for the test only (the masters record none), so that the
	// result counts are compared too.
	withRes := make([]*record.Game, len(games))
	for i, g := range games {
		c := *g
		c.Tags = slices.Clone(g.Tags)
		if r := []string{"1-0", "1/2-1/2", "0-1", ""}[i%4]; r != "" {
			c.SetTag("Result", r)
		}
		withRes[i] = &c
	}
	for _, set := range []struct {
		name  string
		games []*record.Game
	}{{"masters", games}, {"with results", withRes}} {
		ix := FromGames(set.games)
		if ix.Games() != len(set.games) {
			t.Fatalf("%s: %d games indexed, want %d", set.name, ix.Games(), len(set.games))
		}
		tp, lines := transposed(t, set.games, 8)
		t.Logf("transposition: %d lines to %s (%q…)", len(lines), tp.FEN(), lines[:2])
		ps := []rules.Position{rules.StartPosition(), tp}
		for _, line := range [][]string{{"h2e2"}, {"h2e2", "h9g7"}, {"c3c4"}, {"b0c2", "b9c7", "h2e2"}, {"a0a1", "a9a8", "a1a0", "a8a9"}} {
			p := rules.StartPosition()
			for _, s := range line {
				m, err := rules.ParseMoveText(s)
				if err != nil || !p.IsLegal(m) {
					t.Fatalf("%s in %v", s, line)
				}
				p.MakeMove(m)
			}
			ps = append(ps, p)
		}
		total := 0
		for _, p := range ps {
			got, _ := ix.Explore(context.Background(), p)
			want := replayCount(set.games, p)
			if !slices.Equal(sortRows(got), sortRows(want)) {
				t.Errorf("%s, %s: index %v, replay %v", set.name, p.FEN(), got, want)
			}
			for i := 1; i < len(got); i++ {
				if got[i].Games > got[i-1].Games {
					t.Errorf("%s: rows not most played first: %v", set.name, got)
				}
			}
			for _, r := range got {
				total += r.Games
			}
		}
		if total == 0 {
			t.Fatalf("%s: no rows at all", set.name)
		}
		start, _ := ix.Explore(context.Background(), rules.StartPosition())
		n, known := 0, 0
		for _, r := range start {
			n += r.Games
			known += r.Games - r.Unknown()
		}
		// The masters record no results: the only ones known are the
		// games that ended on the board (mate or stalemate).
		onBoard := 0
		for _, g := range games {
			if p := g.Final(); p.Status().Over() {
				onBoard++
			}
		}
		if set.name == "masters" && known != onBoard {
			t.Errorf("masters: %d results known, %d games ended on the board", known, onBoard)
		}
		if n != len(set.games) {
			t.Errorf("%s: %d games from the start, want %d", set.name, n, len(set.games))
		}
	}
}
