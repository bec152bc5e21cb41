package analyse

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"xiangqi/analysis"
	"xiangqi/train"
)

// TestFailedWriteNoted: a write of the analysis into the library that
// fails is said in the status, and the note goes once a write succeeds.
func TestFailedWriteNoted(t *testing.T) {
	f := newFixture(t, 0)
	f.sv.Options = analysis.Options{PerPosition: 100 * time.Millisecond}
	rec := readRecord(t, "selfplay.pgn")
	const id = "20260102-030405"
	if err := f.sv.Library.Put(id, rec); err != nil {
		t.Fatal(err)
	}
	// The library's folder of games made a file: every write fails.
	games := filepath.Join(f.sv.Library.Dir, "games")
	if err := os.RemoveAll(games); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(games, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	m := f.open(t, id, rec, 0, nil)
	o := pollUntil(t, m, func() bool { _, second := m.Status(); return strings.HasPrefix(second, "Could not save: ") })
	if !o.Changed {
		t.Error("the note came without a redraw")
	}
	if err := os.Remove(games); err != nil {
		t.Fatal(err)
	}
	pollUntil(t, m, func() bool { _, second := m.Status(); return strings.HasPrefix(second, "Analysing… ") })
	if _, err := f.sv.Library.Get(id); err != nil {
		t.Errorf("the write after the folder came back: %v", err)
	}
}

// TestMistakesIntoTheDeck: a game whose analysis is complete puts its
// mistakes into the training's deck, due today, once, and asks for a
// save; opened again it adds nothing; a game not in the library, or no
// training lent, adds none.
func TestMistakesIntoTheDeck(t *testing.T) {
	f := newFixture(t, 4)
	rec := readRecord(t, "selfplay-annotated.pgn")
	const id = "20260102-030405"
	m := f.open(t, id, rec, 0, nil)
	if o := m.Poll(); !o.Save {
		t.Fatalf("the first poll of a complete analysis: %+v, want a save", o)
	}
	deck := &f.sv.Training.Deck
	n := len(deck.Cards)
	if n == 0 || deck.DueCount(train.DayOf(day)) != n {
		t.Fatalf("%d cards, %d due today", n, deck.DueCount(train.DayOf(day)))
	}
	if o := m.Poll(); o.Save || len(deck.Cards) != n {
		t.Errorf("polled again: %+v, %d cards (was %d)", o, len(deck.Cards), n)
	}
	m.Close()
	again := f.open(t, id, rec, 0, nil)
	if o := again.Poll(); o.Save || len(deck.Cards) != n {
		t.Errorf("analysed again: %+v, %d cards (was %d)", o, len(deck.Cards), n)
	}
	if o := f.open(t, "", rec, 0, nil).Poll(); o.Save || len(deck.Cards) != n {
		t.Errorf("a game not kept: %+v, %d cards", o, len(deck.Cards))
	}
	f.sv.Training = nil
	if o := f.open(t, "20260102-030406", rec, 0, nil).Poll(); o.Save {
		t.Errorf("no training: %+v", o)
	}
}

// TestMistakesOnlyWhenComplete: an analysis under way puts nothing into
// the deck.
func TestMistakesOnlyWhenComplete(t *testing.T) {
	f := newFixture(t, 0)
	f.sv.Options = analysis.Options{PerPosition: time.Hour}
	m := f.open(t, "20260102-030405", readRecord(t, "selfplay.pgn"), 0, nil)
	if o := m.Poll(); o.Save || len(f.sv.Training.Deck.Cards) != 0 {
		t.Errorf("under way: %+v, %d cards", o, len(f.sv.Training.Deck.Cards))
	}
}

// TestBudget: the platform's budget, the desktop's when none is set, three
// times it for a deep analysis; the Annotator tag names it.
func TestBudget(t *testing.T) {
	for _, c := range []struct {
		base time.Duration
		deep bool
		want time.Duration
	}{
		{300 * time.Millisecond, false, 300 * time.Millisecond},
		{300 * time.Millisecond, true, time.Second},
		{0, false, analysis.DesktopBudget},
		{0, true, analysis.DeepBudget},
		{analysis.PhoneBudget, false, analysis.PhoneBudget},
	} {
		o := Budget(c.base, c.deep, 3)
		if o.PerPosition != c.want || o.Threads != 3 || o.Depth != 0 {
			t.Errorf("Budget(%v, %v): %+v, want %v on 3 threads", c.base, c.deep, o, c.want)
		}
	}
	if got := BudgetText(Budget(0, false, 1)); got != "0.3 s a position" {
		t.Errorf("budget text %q", got)
	}
}
