//go:build display

package game

import (
	"testing"
	"time"

	"xiangqi/i18n"
)

// TestDailyPuzzleStaysAllDay (issue 32, bug 2): on a fake clock, the start
// screen's puzzle of the day is the same puzzle from morning to midnight
// while the player solves it (it was the date modulo the unsolved puzzles,
// so solving it moved the button to another), is marked solved, is the
// same after a restart, and the next date brings another.
func TestDailyPuzzleStaysAllDay(t *testing.T) {
	dir := t.TempDir()
	now := time.Date(2026, 5, 1, 8, 0, 0, 0, time.Local)
	start := func() (*Game, *scriptInput) {
		g, in := newTestGame(t, Config{DataDir: dir})
		builtinPuzzles(g.c).Day = func() time.Time { return now }
		return g, in
	}
	daily := func(g *Game) button {
		t.Helper()
		for _, b := range startMenu(g.c).buttons(g.c) {
			if b.label == g.c.text(i18n.MsgDailyPuzzle) {
				return b
			}
		}
		t.Fatal("no puzzle of the day on the start screen")
		return button{}
	}
	g, in := start()
	c := g.c
	if b := daily(g); b.done {
		t.Fatalf("marked solved before it is: %q", b.sub)
	}
	tap(t, g, in, c.text(i18n.MsgDailyPuzzle))
	id := topIs[*puzzleScreen](t, g).m.Puzzle().ID
	// Solved as the puzzle screen records a solution (stars_test plays
	// them), and another puzzle too.
	c.progress.MarkSolved(id, 0)
	c.progress.MarkSolved(builtinPuzzles(c).List[0].ID, 0)
	c.save()
	if !c.progress.Solved(id) {
		t.Fatalf("%s not solved by its solution", id)
	}
	g.Back()
	g.Back()
	topIs[*menuScreen](t, g)
	now = now.Add(10 * time.Hour)
	if b := daily(g); !b.done || b.sub[:len("✓")] != "✓" {
		t.Fatalf("solved, the button says %q (done %v)", b.sub, b.done)
	}
	tap(t, g, in, c.text(i18n.MsgDailyPuzzle))
	if got := topIs[*puzzleScreen](t, g).m.Puzzle().ID; got != id {
		t.Fatalf("the puzzle of the day became %s once %s was solved", got, id)
	}
	g.Back()
	g.Back()
	if err := g.Close(); err != nil {
		t.Fatal(err)
	}
	// Opened again the same evening.
	now = now.Add(5 * time.Hour) // 23:00
	g, in = start()
	tap(t, g, in, g.c.text(i18n.MsgDailyPuzzle))
	if got := topIs[*puzzleScreen](t, g).m.Puzzle().ID; got != id {
		t.Fatalf("after a restart the same day: %s, want %s", got, id)
	}
	g.Back()
	g.Back()
	now = now.Add(2 * time.Hour) // the next day
	tap(t, g, in, g.c.text(i18n.MsgDailyPuzzle))
	if got := topIs[*puzzleScreen](t, g).m.Puzzle().ID; got == id || g.c.progress.Solved(got) {
		t.Fatalf("the next day: %s (solved %v), want another, unsolved one", got, g.c.progress.Solved(got))
	}
}
