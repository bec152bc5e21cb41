//go:build display

package game

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/session"
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

// TestExplorerFromThePlayMenu (issue 28): the view's part of the
// explorer opened from the game's menu, each state drawn: a tap on the
// table's first row follows its move, ◀ takes it back, a move tapped on
// the board's points is followed (one the rules refuse is not), the My
// games tab counts in the player's games (the choice saved), and Back
// shows the game's board again, the game as it was. What the explorer
// counts, scores and follows is explorer.TestExplorerMasters's; that the
// game opened on is left as it was, TestExplorerOwnGamesTransposed's.
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
	start := rules.StartPosition()
	h2e2, _ := start.ReadMove("h2e2")
	if rows, _ := s.m.Rows(); len(rows) == 0 || rows[0].Move != h2e2 {
		t.Fatalf("from the start the first row is not h2e2: %+v", rows)
	}
	screen := ebiten.NewImage(540, 960)
	g.Draw(screen)

	tapRow(t, g, in, s, 0)
	if got := s.m.Path(); len(got) != 1 || got[0] != h2e2 {
		t.Fatalf("after a tap on the first row the path is %v, want h2e2", got)
	}
	s = waitExplorer(t, g, in, false)
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
