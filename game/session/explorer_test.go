package session

import (
	"context"
	"slices"
	"testing"
	"time"

	"xiangqi/explorer"
	"xiangqi/rules"
)

// sourceFunc is an explorer.Source made of a function.
type sourceFunc func(ctx context.Context, p rules.Position) ([]explorer.MoveStat, error)

func (f sourceFunc) Explore(ctx context.Context, p rules.Position) ([]explorer.MoveStat, error) {
	return f(ctx, p)
}

// waitRows polls e until its rows are counted and, with scored, every row
// is searched.
func waitRows(t *testing.T, e *Explorer, scored bool) []ExploreRow {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		e.Poll()
		if rows, ok := e.Rows(); ok && (!scored || !e.Searching()) {
			return rows
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatal("the explorer never answered")
	return nil
}

func moveFrom(t *testing.T, p rules.Position, s string) rules.Move {
	t.Helper()
	m, err := p.ReadMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestExplorerMastersCountsAndScores(t *testing.T) {
	var masters MasterIndex
	e := NewExplorer(rules.NewGame(rules.StartPosition()), &masters, nil, MasterGames, ExplorerOptions{Depth: 2})
	defer e.Close()
	rows := waitRows(t, e, true)
	tab, err := masters.Get()
	if err != nil {
		t.Fatal(err)
	}
	want, _ := tab.Explore(context.Background(), rules.StartPosition())
	// The table's 29,870 games, but for the 74 records without a move.
	if len(rows) != len(want) || e.Games() != tab.Games()-74 {
		t.Fatalf("%d rows for %d games, want %d rows for the %d games", len(rows), e.Games(), len(want), tab.Games()-74)
	}
	for i, r := range rows {
		if r.MoveStat != want[i] {
			t.Fatalf("row %d is %+v, want %+v", i, r.MoveStat, want[i])
		}
		if r.Unknown() != 0 {
			t.Fatalf("row %d (%s) has %d games without a result; the masters' all have one", i, r.Move, r.Unknown())
		}
		if !r.Eval.Done || r.Eval.Depth != 2 {
			t.Fatalf("row %d (%s) not searched to depth 2: %+v", i, r.Move, r.Eval)
		}
	}
	// The central cannon is the masters' most played first move.
	if got := rows[0].Move; got != moveFrom(t, rules.StartPosition(), "h2e2") {
		t.Errorf("most played first move %s, want h2e2", got)
	}
	// A move played, then taken back, comes back to the same answer.
	if err := e.Play(rows[0].Move); err != nil {
		t.Fatal(err)
	}
	after := waitRows(t, e, false)
	if len(after) == 0 || e.Games() != rows[0].Games {
		t.Fatalf("after %s: %d rows for %d games, want the %d games that played it", rows[0].Move, len(after), e.Games(), rows[0].Games)
	}
	if !e.Back() || e.Back() {
		t.Fatal("Back: want one move to take back, then none")
	}
	if again := waitRows(t, e, false); len(again) != len(rows) {
		t.Fatalf("back at the start: %d rows, want %d", len(again), len(rows))
	}
}

func TestExplorerRejectsIllegalMoves(t *testing.T) {
	e := NewExplorer(rules.NewGame(rules.StartPosition()), &MasterIndex{}, nil, MasterGames, ExplorerOptions{Depth: 1})
	defer e.Close()
	p := rules.StartPosition()
	bad := rules.NewMove(rules.SquareAt(0, 0), rules.SquareAt(0, 5)) // a chariot through its soldier
	if err := e.Play(bad); err == nil {
		t.Fatal("an illegal move was played")
	}
	if len(e.Path()) != 0 || e.Position() != p {
		t.Fatal("an illegal move changed the board")
	}
}

// TestExplorerDropsStaleAnswers: a slow answer for a position left is
// never shown, whichever order the answers come in.
func TestExplorerDropsStaleAnswers(t *testing.T) {
	start := rules.StartPosition()
	first := moveFrom(t, start, "h2e2")
	release := make(chan struct{})
	src := sourceFunc(func(ctx context.Context, p rules.Position) ([]explorer.MoveStat, error) {
		if p == start {
			<-release // the start's answer comes late
			return []explorer.MoveStat{{Move: first, Games: 99}}, nil
		}
		var l rules.MoveList
		p.GenerateMoves(&l)
		return []explorer.MoveStat{{Move: l.Slice()[0], Games: 7}}, nil
	})
	e := NewExplorer(rules.NewGame(start), src, nil, MasterGames, ExplorerOptions{Depth: 1})
	defer e.Close()
	if err := e.Play(first); err != nil {
		t.Fatal(err)
	}
	close(release)
	rows := waitRows(t, e, true)
	if len(rows) != 1 || rows[0].Games != 7 {
		t.Fatalf("after h2e2 the rows are %+v, want the one answer for that position", rows)
	}
	time.Sleep(20 * time.Millisecond) // let a stale answer arrive, if it were to
	e.Poll()
	if rows, _ := e.Rows(); rows[0].Games != 7 {
		t.Fatalf("a stale answer replaced the rows: %+v", rows)
	}
}

func TestExplorerOwnGamesAndPause(t *testing.T) {
	lib := Library{Dir: t.TempDir()}
	idx, _ := NewMemoryIndex(lib)
	text := []byte("[Red \"A\"]\n[Result \"1-0\"]\n\n1. h2e2 h9g7 *\n\n[Red \"B\"]\n[Result \"0-1\"]\n\n1. h2e2 b9c7 *\n\n[Red \"C\"]\n[Result \"1/2-1/2\"]\n\n1. b2e2 h9g7 *\n")
	if _, err := idx.Import(context.Background(), text, time.Date(2026, 12, 3, 9, 0, 0, 0, time.UTC), nil); err != nil {
		t.Fatal(err)
	}
	own := IndexSource(func() GameIndex { return idx })
	e := NewExplorer(rules.NewGame(rules.StartPosition()), &MasterIndex{}, own, OwnGames, ExplorerOptions{Depth: 1})
	defer e.Close()
	rows := waitRows(t, e, true)
	start := rules.StartPosition()
	// b2e2 and h2e2 are one move on this symmetric board only in name:
	// they are two moves, each counted with its results.
	got := []explorer.MoveStat{rows[0].MoveStat, rows[1].MoveStat}
	want := []explorer.MoveStat{{Move: moveFrom(t, start, "h2e2"), Games: 2, RedWins: 1, BlackWins: 1}, {Move: moveFrom(t, start, "b2e2"), Games: 1, Draws: 1}}
	if len(rows) != 2 || !slices.Equal(got, want) {
		t.Fatalf("own games from the start: %+v, want %+v", rows, want)
	}
	// A pause stops the search and keeps the counts; Resume answers again.
	e.Pause()
	if r, ok := e.Rows(); !ok || len(r) != 2 || e.Searching() {
		t.Fatalf("paused: rows %+v (%v), searching %v; want the counts kept, no search", r, ok, e.Searching())
	}
	e.Resume()
	if rows := waitRows(t, e, true); len(rows) != 2 {
		t.Fatalf("after Resume: %+v", rows)
	}
	// The other source, then back.
	e.SetSource(MasterGames)
	if rows := waitRows(t, e, false); len(rows) < 5 {
		t.Fatalf("the masters give %d first moves, want many", len(rows))
	}
}

// TestExplorerNoIndex: the player's games without an index is an error
// shown, not a hang.
func TestExplorerNoIndex(t *testing.T) {
	e := NewExplorer(rules.NewGame(rules.StartPosition()), &MasterIndex{}, IndexSource(func() GameIndex { return nil }), OwnGames, ExplorerOptions{Depth: 1})
	defer e.Close()
	waitRows(t, e, false)
	if e.Err() == nil {
		t.Fatal("no error without an index")
	}
}

func TestExploreSourceInSave(t *testing.T) {
	for _, c := range []struct {
		s       string
		version int
		want    ExploreSource
		bad     bool
	}{{"", 8, MasterGames, false}, {"mine", 8, OwnGames, false}, {"", 3, MasterGames, false}, {"mine", 7, 0, true}, {"theirs", 8, 0, true}} {
		got, err := parseExploreSource(c.s, c.version)
		if (err != nil) != c.bad || (!c.bad && got != c.want) {
			t.Errorf("parseExploreSource(%q, %d) = %v, %v", c.s, c.version, got, err)
		}
		if !c.bad && got.saveName() != c.s {
			t.Errorf("%v is saved as %q, read from %q", got, got.saveName(), c.s)
		}
	}
}

// TestExplorerOneScorePerMove (issue 52): a move both sources list has
// one score, whichever tab shows it: searched under the first, it shows
// under the second with the counts, at once and the same, not searched
// again for a time that reaches another depth (+0.36 under one tab,
// +0.42 under the other).
func TestExplorerOneScorePerMove(t *testing.T) {
	start := rules.StartPosition()
	cannon, horse, pawn := moveFrom(t, start, "h2e2"), moveFrom(t, start, "h0g2"), moveFrom(t, start, "c3c4")
	masters := sourceFunc(func(context.Context, rules.Position) ([]explorer.MoveStat, error) {
		return []explorer.MoveStat{{Move: cannon, Games: 9}, {Move: horse, Games: 5}}, nil
	})
	own := sourceFunc(func(context.Context, rules.Position) ([]explorer.MoveStat, error) {
		return []explorer.MoveStat{{Move: pawn, Games: 3}, {Move: cannon, Games: 2}}, nil
	})
	// Searches for a time, as the game's: each takes a while, and two
	// of one position need not agree.
	e := NewExplorer(rules.NewGame(start), masters, own, MasterGames, ExplorerOptions{PerMove: 300 * time.Millisecond, Threads: 1, HashMiB: 1})
	defer e.Close()
	first := waitRows(t, e, true)
	e.SetSource(OwnGames)
	rows := waitRows(t, e, false)
	if rows[1].Move != cannon || !rows[1].Eval.Done || rows[1].Eval.Score != first[0].Eval.Score || rows[1].Eval.Depth != first[0].Eval.Depth {
		t.Fatalf("h2e2 under the second tab, as its counts came: %+v; under the first: %+v", rows[1].Eval, first[0].Eval)
	}
	rows = waitRows(t, e, true)
	if rows[1].Eval.Score != first[0].Eval.Score || rows[1].Eval.Depth != first[0].Eval.Depth || !rows[0].Eval.Done {
		t.Fatalf("scored: %+v, want h2e2 as under the first tab %+v", rows, first[0].Eval)
	}
	// Back to the first tab: both moves as they were.
	e.SetSource(MasterGames)
	again := waitRows(t, e, false)
	for i := range again {
		if again[i].Eval.Score != first[i].Eval.Score || again[i].Eval.Depth != first[i].Eval.Depth || !again[i].Eval.Done {
			t.Fatalf("back under the first tab, row %d: %+v, was %+v", i, again[i].Eval, first[i].Eval)
		}
	}
}
