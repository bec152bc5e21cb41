package session

import (
	"context"
	"testing"
	"time"

	"xiangqi/rules"
)

// tagAnalyst is an Analyst that reports an iteration every few
// microseconds, depth after depth, until cancelled or at depth max: its
// lines are the first legal moves of the position searched, and its Nodes
// the position's key, so that a test sees which board a finding is for.
type tagAnalyst struct{ max int }

func (a tagAnalyst) Analyse(ctx context.Context, s LinesSearch, found func(LinesFound)) {
	var l rules.MoveList
	s.Pos.GenerateMoves(&l)
	for d := 1; (a.max == 0 || d <= a.max) && (s.Depth == 0 || d <= s.Depth); d++ {
		if ctx.Err() != nil {
			return
		}
		f := LinesFound{Depth: d, Nodes: s.Pos.Key()}
		for i, mv := range l.Slice()[:min(s.Lines, l.N)] {
			f.Lines = append(f.Lines, Line{Move: mv, Score: 10 * i, PV: []rules.Move{mv}})
		}
		found(f)
		time.Sleep(20 * time.Microsecond)
	}
}

// waitFound polls b until it shows an iteration of at least depth d.
func waitFound(t *testing.T, b *AnalysisBoard, d int) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); {
		if b.Poll(); b.Found().Depth >= d {
			return
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatalf("no iteration of depth %d came", d)
}

func readMove(t *testing.T, pos rules.Position, s string) rules.Move {
	t.Helper()
	mv, err := pos.ReadMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return mv
}

// TestAnalysisBoardDropsStale: a finding of an earlier search (put in
// the mailbox as a cancelled search's last iteration would be) is never
// shown; after a move, what is shown is always the new board's.
func TestAnalysisBoardDropsStale(t *testing.T) {
	b := NewAnalysisBoard(tagAnalyst{max: 3}, rules.NewGame(rules.StartPosition()), 3, 0)
	t.Cleanup(b.Close)
	waitFound(t, b, 3)
	if got := len(b.Found().Lines); got != 3 {
		t.Fatalf("%d lines, want 3", got)
	}
	old := b.Gen()
	if err := b.Play(readMove(t, b.Position(), "h2e2")); err != nil {
		t.Fatal(err)
	}
	if b.Gen() == old || b.Found().Depth != 0 {
		t.Fatalf("after a move: gen %d (was %d), depth %d shown; want a new generation and nothing shown", b.Gen(), old, b.Found().Depth)
	}
	b.box.put(old, LinesFound{Depth: 99, Nodes: 1})
	// The new search may have put its own since; either way depth 99 of
	// the old board must not show.
	b.Poll()
	if b.Found().Depth == 99 {
		t.Fatal("a stale iteration was shown")
	}
	// An older generation never replaces a newer one in the mailbox.
	pos := b.Position()
	b.box.put(b.Gen(), LinesFound{Depth: 7, Nodes: pos.Key()})
	b.box.put(old, LinesFound{Depth: 99, Nodes: 1})
	if !b.Poll() || b.Found().Depth != 7 {
		t.Fatalf("Poll showed depth %d, want the current search's 7", b.Found().Depth)
	}
}

// TestAnalysisBoardFollowsMoves (with -race): moves, steps back and on
// and changes of the number of lines while the search runs; every
// iteration shown is of the board shown, with the lines asked for.
func TestAnalysisBoardFollowsMoves(t *testing.T) {
	b := NewAnalysisBoard(tagAnalyst{}, rules.NewGame(rules.StartPosition()), 3, 0)
	t.Cleanup(b.Close)
	check := func() {
		t.Helper()
		for range 50 {
			if b.Poll() {
				f, pos := b.Found(), b.Position()
				if f.Nodes != pos.Key() {
					t.Fatalf("shown: an iteration of another board (key %x, board %x)", f.Nodes, pos.Key())
				}
				if len(f.Lines) != b.Lines() {
					t.Fatalf("%d lines shown, want %d", len(f.Lines), b.Lines())
				}
			}
			time.Sleep(50 * time.Microsecond)
		}
	}
	check()
	for _, s := range []string{"h2e2", "h9g7", "h0g2", "i9h9"} {
		if err := b.Play(readMove(t, b.Position(), s)); err != nil {
			t.Fatal(err)
		}
		check()
	}
	b.SetLines(5)
	check()
	b.GoTo(1)
	check()
	if b.Ply() != 1 || len(b.Moves()) != 4 {
		t.Fatalf("after GoTo(1): ply %d of %d moves, want 1 of 4", b.Ply(), len(b.Moves()))
	}
	// The next move kept on the board is stepped into; another forgets them.
	if err := b.Play(readMove(t, b.Position(), "h9g7")); err != nil || b.Ply() != 2 || len(b.Moves()) != 4 {
		t.Fatalf("replaying the next move: %v, ply %d of %d, want 2 of 4", err, b.Ply(), len(b.Moves()))
	}
	if err := b.Play(readMove(t, b.Position(), "b0c2")); err != nil || b.Ply() != 3 || len(b.Moves()) != 3 {
		t.Fatalf("another move: %v, ply %d of %d, want 3 of 3", err, b.Ply(), len(b.Moves()))
	}
	check()
	if !b.Undo() || b.Ply() != 2 || len(b.Moves()) != 2 {
		t.Fatalf("Undo: ply %d of %d, want 2 of 2", b.Ply(), len(b.Moves()))
	}
	check()
	waitFound(t, b, 1)
}

// TestAnalysisBoardPauseResume: paused, nothing is searched or shown;
// resumed, the board is searched again; closed, the goroutine is gone and
// a Poll changes nothing.
func TestAnalysisBoardPauseResume(t *testing.T) {
	b := NewAnalysisBoard(tagAnalyst{max: 2}, rules.NewGame(rules.StartPosition()), 1, 0)
	t.Cleanup(b.Close)
	waitFound(t, b, 2)
	b.Pause()
	b.Pause()
	if b.Searching() || b.Found().Depth != 0 || b.Poll() {
		t.Fatal("paused, the board still searches or shows lines")
	}
	b.Resume()
	b.Resume()
	waitFound(t, b, 2)
	if len(b.Found().Lines) != 1 {
		t.Fatalf("%d lines, want 1", len(b.Found().Lines))
	}
	b.Close()
	if b.Poll() {
		t.Fatal("closed, Poll still shows something")
	}
}

// TestAnalysisBoardOverBoard: the board opened on a game keeps its moves,
// so that the repetition rulings (and the game's end) apply; a move on a
// board where the game is over is refused and nothing is searched.
func TestAnalysisBoardOverBoard(t *testing.T) {
	g := rules.NewGame(rules.StartPosition())
	for _, s := range []string{"h2e2", "h9g7", "h0g2", "i9h9"} {
		if err := g.PlayText(s); err != nil {
			t.Fatal(err)
		}
	}
	b := NewAnalysisBoard(tagAnalyst{max: 1}, g, 3, 0)
	t.Cleanup(b.Close)
	if got := len(b.Game().Moves()); got != 4 {
		t.Fatalf("the board's game has %d moves, want the 4 of the game", got)
	}
	if len(g.Moves()) != 4 {
		t.Fatal("the game opened on was changed")
	}
	if b.Undo() {
		t.Fatal("Undo took back a move of the game the board opened on")
	}
	mated, err := rules.ParseFEN("3k5/4R4/4R4/9/9/9/9/9/9/4K4 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	over := NewAnalysisBoard(tagAnalyst{max: 1}, rules.NewGame(mated), 3, 0)
	t.Cleanup(over.Close)
	if over.Searching() {
		t.Fatal("a board where the game is over is searched")
	}
	var l rules.MoveList
	mated.GenerateMoves(&l)
	if l.N > 0 {
		if err := over.Play(l.Moves[0]); err == nil {
			t.Fatal("a move was played on a board where the game is over")
		}
	}
}
