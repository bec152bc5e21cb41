//go:build display

package game

import (
	"context"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/session"
	"xiangqi/gamedb"
	"xiangqi/rules"
)

// waitExplorer ticks the game until the explorer on top has its counts
// and, with scored, every score.
func waitExplorer(t *testing.T, g *Game, in *scriptInput, scored bool) *explorerScreen {
	t.Helper()
	s := topIs[*explorerScreen](t, g)
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); {
		in.run(t, g, pointerState{})
		if _, ok := s.m.Rows(); ok && (!scored || !s.m.Searching()) {
			return s
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatal("the explorer never answered")
	return nil
}

// tapRow taps row i of the explorer's table.
func tapRow(t *testing.T, g *Game, in *scriptInput, s *explorerScreen, i int) {
	t.Helper()
	bs := s.buttons(g.c)
	for k, at := range s.rowAt {
		if at == i {
			x, y := bs[rowButtons+k].r.Center()
			in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
			return
		}
	}
	t.Fatalf("row %d is not in view", i)
}

// tapExplorerPoint taps a point of the explorer's board.
func tapExplorerPoint(t *testing.T, g *Game, in *scriptInput, s *explorerScreen, sq string) {
	t.Helper()
	q, err := rules.ParseSquare(sq)
	if err != nil {
		t.Fatal(err)
	}
	x, y := s.layout(g.c).Point(q, s.board.flipped)
	in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
}

// TestExplorerFromThePlayMenu (issue 28): the explorer opens from the
// game's menu on the board of the game, shows the masters' moves with
// their counts and scores, follows a move tapped in the table or played
// on the board, takes it back, switches to the player's games (the
// choice kept in the save), and leaves the game itself as it was.
func TestExplorerFromThePlayMenu(t *testing.T) {
	g, in := newTestGame(t, Config{Side: "two"})
	driver{g}.SetExplorerDepth(2)
	c := g.c
	tap(t, g, in, "New game")
	tap(t, g, in, "Start")
	p := topIs[*playScreen](t, g)
	p.openMenu(c)
	tap(t, g, in, "Opening explorer")
	s := waitExplorer(t, g, in, true)
	rows, _ := s.m.Rows()
	start := rules.StartPosition()
	h2e2, _ := start.ReadMove("h2e2")
	if len(rows) < 10 || rows[0].Move != h2e2 || rows[0].Games != 17515 || s.m.Games() != 29796 {
		t.Fatalf("from the start: %d rows, the first %+v, %d games; want the masters' 29,796 games, 17,515 of them h2e2 first", len(rows), rows[0].MoveStat, s.m.Games())
	}
	for i, r := range rows {
		if !r.Eval.Done || r.Eval.Depth != 2 {
			t.Fatalf("row %d not scored: %+v", i, r.Eval)
		}
	}
	screen := ebiten.NewImage(540, 960)
	g.Draw(screen)

	tapRow(t, g, in, s, 0)
	if got := s.m.Path(); len(got) != 1 || got[0] != h2e2 {
		t.Fatalf("after a tap on the first row the path is %v, want h2e2", got)
	}
	s = waitExplorer(t, g, in, false)
	if s.m.Games() != 17515 {
		t.Fatalf("after h2e2: %d games, want the 17,515 that played it", s.m.Games())
	}
	g.Draw(screen)
	tap(t, g, in, "◀")
	if len(s.m.Path()) != 0 {
		t.Fatal("◀ did not take the move back")
	}
	// A move on the board, tap and tap; a tap on a point it cannot reach
	// plays nothing.
	tapExplorerPoint(t, g, in, s, "h2")
	tapExplorerPoint(t, g, in, s, "g4")
	if len(s.m.Path()) != 0 {
		t.Fatalf("an illegal move was followed: %v", s.m.Path())
	}
	tapExplorerPoint(t, g, in, s, "h2")
	tapExplorerPoint(t, g, in, s, "e2")
	if got := s.m.Path(); len(got) != 1 || got[0] != h2e2 {
		t.Fatalf("after h2 e2 on the board the path is %v, want h2e2", got)
	}
	// My games: none in a new library.
	tap(t, g, in, "My games")
	s = waitExplorer(t, g, in, false)
	if rows, _ := s.m.Rows(); len(rows) != 0 || s.m.Source() != session.OwnGames || s.m.Err() != nil {
		t.Fatalf("my games in a new library: %d rows, source %v, error %v", len(rows), s.m.Source(), s.m.Err())
	}
	g.Draw(screen)
	if d, _ := c.game.Store.Load(); d.Settings.ExplorerSource != session.OwnGames {
		t.Fatal("the source chosen is not in the save")
	}
	tap(t, g, in, "Back")
	topIs[*playScreen](t, g)
	if n := len(c.game.Match().Game().Moves()); n != 0 {
		t.Fatalf("the explorer played %d moves in the game", n)
	}
}

// TestExplorerOwnGamesFromRecord: the explorer opened from a record of
// the library at its move shown counts the library's games there,
// transpositions and all.
func TestExplorerOwnGamesFromRecord(t *testing.T) {
	g, in := newTestGame(t, Config{})
	driver{g}.SetExplorerDepth(1)
	c := g.c
	idx := c.index.Wait()
	text := "[Red \"A\"]\n[Result \"1-0\"]\n\n1. h2e2 h9g7 2. b0c2 b9c7 *\n\n" +
		"[Red \"B\"]\n[Result \"0-1\"]\n\n1. b0c2 h9g7 2. h2e2 i9h9 *\n\n" +
		"[Red \"C\"]\n[Result \"1/2-1/2\"]\n\n1. c3c4 *\n"
	if im, err := idx.Import(context.Background(), []byte(text), time.Date(2026, 12, 3, 9, 0, 0, 0, time.UTC), nil); err != nil || im.Added != 3 {
		t.Fatalf("import: %+v, %v", im, err)
	}
	c.settings.ExplorerSource = session.OwnGames
	rows, err := idx.List(context.Background(), gamedb.Query{})
	if err != nil || len(rows) != 3 {
		t.Fatalf("list: %d rows, %v", len(rows), err)
	}
	id := ""
	for _, r := range rows {
		if r.Red == "A" {
			id = r.ID
		}
	}
	rec, err := c.game.Library.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	rs := openRecord(c, nil, id, rec)
	rs.m.SetPly(3) // after h2e2 h9g7 b0c2
	tap(t, g, in, "Openings")
	s := waitExplorer(t, g, in, true)
	got, _ := s.m.Rows()
	// A played b9c7 here; B reached it by the other order and played i9h9.
	if len(got) != 2 || s.m.Games() != 2 {
		t.Fatalf("after h2e2 h9g7 b0c2 in my games: %+v", got)
	}
	for _, r := range got {
		switch r.Move.String() {
		case "b9c7":
			if r.Games != 1 || r.RedWins != 1 {
				t.Errorf("b9c7: %+v, want A's one win for Red", r.MoveStat)
			}
		case "i9h9":
			if r.Games != 1 || r.BlackWins != 1 {
				t.Errorf("i9h9: %+v, want B's one win for Black", r.MoveStat)
			}
		default:
			t.Errorf("a move no game played here: %+v", r.MoveStat)
		}
	}
}
