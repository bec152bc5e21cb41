package session

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"xiangqi/clock"
	"xiangqi/record"
	"xiangqi/rules"
)

// flakyStore fails every save with err while err is set.
type flakyStore struct {
	Store
	err error
}

func (s *flakyStore) Save(d SaveData) error {
	if s.err != nil {
		return s.err
	}
	return s.Store.Save(d)
}

func newCurrent(t *testing.T) (*Current, *flakyStore, string) {
	t.Helper()
	dir := t.TempDir()
	clock := time.Date(2026, 12, 2, 8, 0, 0, 0, time.UTC)
	fs := &flakyStore{Store: Store{Dir: dir}}
	return &Current{Store: fs, Library: Library{Dir: dir}, Now: func() time.Time {
		clock = clock.Add(time.Second)
		return clock
	}}, fs, dir
}

func twoPlayers(t *testing.T, moves ...string) *Match {
	t.Helper()
	rg := rules.NewGame(rules.StartPosition())
	for _, m := range moves {
		if err := rg.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	return NewPausedMatch(nil, rg, [2]bool{}, Easy)
}

// TestCurrentSaveRestore: the game in progress saved and restored is the
// same game: its moves, board side, name, start and origin.
func TestCurrentSaveRestore(t *testing.T) {
	cur, _, dir := newCurrent(t)
	if cur.Saved() != nil || cur.CanContinue() {
		t.Fatal("a game before the first one")
	}
	m := twoPlayers(t, "h2e2", "h9g7")
	m.SetOrigin("Lan – Minh, after 1. h2e2")
	cur.Begin(m, true)
	if err := cur.Save(SaveData{Settings: DefaultSettings()}); err != nil {
		t.Fatal(err)
	}
	d, notice := Store{Dir: dir}.Load()
	if notice != nil || d.Game == nil {
		t.Fatalf("load: %v", notice)
	}
	back := &Current{Store: Store{Dir: dir}, Library: Library{Dir: dir}}
	back.Restore(nil, d.Game)
	bm := back.Match()
	if len(bm.Game().Moves()) != 2 || !back.Flipped() || back.ID() != cur.ID() || !back.Started().Equal(cur.Started()) || bm.Origin() != m.Origin() || !back.CanContinue() {
		t.Fatalf("restored %d moves, flipped %v, id %s (%s), origin %q", len(bm.Game().Moves()), back.Flipped(), back.ID(), cur.ID(), bm.Origin())
	}
}

// TestCurrentFailedSaveKeptUntilOneWorks (issue 25, fault 3): a failed
// save is reported by WriteErr until a save works; that save holds every
// move played meanwhile.
func TestCurrentFailedSaveKeptUntilOneWorks(t *testing.T) {
	cur, fs, dir := newCurrent(t)
	cur.Begin(twoPlayers(t, "h2e2"), false)
	fs.err = syscall.ENOSPC
	if err := cur.Save(SaveData{Settings: DefaultSettings()}); !errors.Is(err, syscall.ENOSPC) || !errors.Is(cur.WriteErr(), syscall.ENOSPC) {
		t.Fatalf("a failed save: %v, WriteErr %v", err, cur.WriteErr())
	}
	cur.Replace(twoPlayers(t, "h2e2", "h9g7", "h0g2"))
	fs.err = nil
	if err := cur.Save(SaveData{Settings: DefaultSettings()}); err != nil || cur.WriteErr() != nil {
		t.Fatalf("a save that works: %v, WriteErr %v", err, cur.WriteErr())
	}
	if d, _ := (Store{Dir: dir}).Load(); d.Game == nil || len(d.Game.Moves) != 3 {
		t.Fatal("the save after the failure lacks moves")
	}
}

// TestCurrentArchiveKeepsReplacedGame (issue 25, fault 3): a game
// replaced while the library cannot be written is kept and written with
// the next Archive that works; Continue goes on under the record's name.
func TestCurrentArchiveKeepsReplacedGame(t *testing.T) {
	cur, _, dir := newCurrent(t)
	cur.Begin(twoPlayers(t, "h2e2", "h9g7"), false)
	first := cur.ID()
	games := filepath.Join(dir, gamesDir)
	if err := os.WriteFile(games, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := cur.Begin(twoPlayers(t, "b2e2"), false); err == nil || cur.WriteErr() == nil {
		t.Fatal("a library write that failed is not reported")
	}
	second := cur.ID()
	if second == first {
		t.Fatal("a new game under the old name")
	}
	if err := os.Remove(games); err != nil {
		t.Fatal(err)
	}
	if err := cur.Archive(); err != nil || cur.WriteErr() != nil {
		t.Fatalf("archive after the fault: %v", err)
	}
	es, ns := cur.Library.Load()
	if len(es) != 2 || len(ns) != 0 {
		t.Fatalf("%d records (%v), want both games", len(es), ns)
	}
	// Continue the first under its own name.
	rec, err := cur.Library.Get(first)
	if err != nil {
		t.Fatal(err)
	}
	m, err := RecordMatch(nil, rec, -1, [2]bool{}, Easy)
	if err != nil {
		t.Fatal(err)
	}
	started := InfoOf(rec).Started
	if err := cur.Continue(m, false, first, started); err != nil || cur.ID() != first || !cur.Started().Equal(started) {
		t.Fatalf("continued as %s: %v", cur.ID(), err)
	}
	cur.Forget()
	if cur.Match() != nil || cur.CanContinue() {
		t.Fatal("a forgotten game is still in progress")
	}
}

// TestCurrentCount: a game against the computer, once over, moves the
// adaptive streak once; counting it again changes nothing.
func TestCurrentCount(t *testing.T) {
	cur, _, _ := newCurrent(t)
	// Fool's mate is not at hand; a resignation ends it.
	m := NewPausedMatch(nil, rules.NewGame(rules.StartPosition()), [2]bool{rules.Black: true}, Easy)
	m.ResignSide(rules.Black)
	cur.Begin(m, false)
	s := DefaultSettings()
	s.Level = Easy // the match's level: a game at another is not counted
	s.SetAdaptive(true)
	cur.Count(&s)
	if s.Streak != 1 || s.Counted != cur.ID() {
		t.Fatalf("after a win: streak %d, counted %q", s.Streak, s.Counted)
	}
	cur.Count(&s)
	if s.Streak != 1 {
		t.Fatalf("counted twice: streak %d", s.Streak)
	}
}

// Issue 49: a game that ends before any move (the person's flag falls,
// or the person resigns) is a loss like any other: Archive keeps it in
// the library, its record reads back as lost on time, and the tally of
// won, drawn and lost games counts it as the adaptive level does. A game
// with no move that goes on is still not worth a record.
func TestCurrentArchivesGameOverBeforeAnyMove(t *testing.T) {
	cur, _, _ := newCurrent(t)
	ft := &fakeTime{t: time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC)}
	m := NewMatch(newFakeEngine(), rules.NewGame(rules.StartPosition()), [2]bool{false, true}, Easy)
	m.SetClock(clock.New(clock.Minutes(1, 0), rules.Red, ft.now), nil)
	cur.Begin(m, false)
	if err := cur.Archive(); err != nil {
		t.Fatal(err)
	}
	if _, err := cur.Library.Get(cur.ID()); err == nil {
		t.Fatal("a game under way with no move was recorded")
	}
	ft.pass(time.Minute + time.Second)
	if ev := m.Poll(); !ev.TimeUp {
		t.Fatal("no TimeUp")
	}
	if err := cur.Archive(); err != nil {
		t.Fatal(err)
	}
	rec, err := cur.Library.Get(cur.ID())
	if err != nil {
		t.Fatalf("the game lost on time is not in the library: %v", err)
	}
	gi := InfoOf(rec)
	if gi.Outcome() != PlayerLost || gi.Status.Reason != rules.Timeout || gi.Plies != 0 || rec.Tag(record.TagTimeControl) != "60" {
		t.Fatalf("record reads %v, %v, %d plies, %q", gi.Outcome(), gi.Status, gi.Plies, rec.Tag(record.TagTimeControl))
	}
	if tl := Summary([]GameInfo{gi})[Easy]; tl != (Tally{Lost: 1}) {
		t.Fatalf("tally %+v", tl)
	}
	s := DefaultSettings()
	s.Adaptive, s.Level = true, Easy
	cur.Count(&s)
	if s.Streak != -1 {
		t.Fatalf("the adaptive level did not count the loss: streak %d", s.Streak)
	}

	// A resignation before any move, too.
	m2 := NewMatch(newFakeEngine(), rules.NewGame(rules.StartPosition()), [2]bool{false, true}, Easy)
	cur.Begin(m2, false)
	m2.Resign()
	cur.Archive()
	if rec, err := cur.Library.Get(cur.ID()); err != nil || InfoOf(rec).Status.Reason != rules.Resignation {
		t.Fatalf("resigned before any move: %v", err)
	}
}
