package puzzles

import (
	"errors"
	"math"
	"strconv"
	"strings"
	"testing"
	"time"

	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/puzzle"
	"xiangqi/train"
)

func count(tiers [][]int) int {
	n := 0
	for _, t := range tiers {
		n += len(t)
	}
	return n
}

// TestListFilters: the chips filter by grade and by solved or not, each
// tap on a chip already chosen or out of range changes nothing, and For
// me keeps the puzzles near the player's rating and goes with any state.
func TestListFilters(t *testing.T) {
	f := newFixture(t)
	m := NewList(f.env, f.svc)
	list := f.svc.Book.List
	if n := count(m.Tiers()); n != len(list) {
		t.Fatalf("the list opens on %d puzzles of %d", n, len(list))
	}
	f.progress.MarkSolved(list[0].ID, 0)

	if o := m.ChooseGrade(3); !o.Changed || m.Grade != 3 {
		t.Fatalf("grade 3: %+v, grade %d", o, m.Grade)
	}
	if o := m.ChooseGrade(3); o != (ui.Outcome{}) {
		t.Errorf("grade 3 twice: %+v", o)
	}
	for _, g := range []int{-1, puzzle.NumGrades + 1} {
		if o := m.ChooseGrade(g); o != (ui.Outcome{}) || m.Grade != 3 {
			t.Errorf("grade %d: %+v, grade %d", g, o, m.Grade)
		}
	}
	tiers := m.Tiers()
	if len(tiers) != 1 || len(tiers[0]) == 0 {
		t.Fatalf("grade 3: %d groups", len(tiers))
	}
	for _, i := range tiers[0] {
		if list[i].Grade != 3 {
			t.Fatalf("grade 3 shows puzzle %s of grade %d", list[i].ID, list[i].Grade)
		}
	}
	if h := m.Heading(tiers[0]); !strings.HasPrefix(h, "Grade 3 ") || !strings.HasSuffix(h, "/"+strconv.Itoa(len(tiers[0]))) {
		t.Errorf("heading %q", h)
	}
	chips := m.GradeChips()
	if len(chips) != puzzle.NumGrades+1 || chips[0].Label != "All" || chips[3].Label != "3" || !chips[3].Selected || chips[0].Selected {
		t.Errorf("grade chips %+v", chips)
	}

	m.ChooseGrade(0)
	if o := m.ChooseState(session.SolvedPuzzles); !o.Changed {
		t.Fatalf("solved: %+v", o)
	}
	if tiers := m.Tiers(); len(tiers) != 1 || len(tiers[0]) != 1 || tiers[0][0] != 0 {
		t.Fatalf("solved: %v", tiers)
	}
	if h := m.Heading(m.Tiers()[0]); !strings.HasSuffix(h, "1/1") {
		t.Errorf("solved heading %q", h)
	}
	m.ChooseState(session.UnsolvedPuzzles)
	if n := count(m.Tiers()); n != len(list)-1 {
		t.Fatalf("unsolved: %d puzzles, want %d", n, len(list)-1)
	}
	if o := m.ChooseState(session.NumSolvedFilters); o != (ui.Outcome{}) || m.State != session.UnsolvedPuzzles {
		t.Errorf("a state out of range: %+v, state %d", o, m.State)
	}
	states := m.StateChips()
	if len(states) != 4 || !states[1].Selected || states[0].Selected || states[3].Selected || states[2].Label != "Solved" {
		t.Errorf("state chips %+v", states)
	}

	// For me, on with Unsolved: near the rating, still unsolved.
	if o := m.Tap(ListFits); !o.Changed || !m.Fits || !m.StateChips()[3].Selected {
		t.Fatalf("For me: %+v, fits %v", o, m.Fits)
	}
	player := f.training.Player().R
	fits := m.Tiers()
	if n := count(fits); n == 0 || n >= len(list)-1 {
		t.Fatalf("For me keeps %d of %d", n, len(list)-1)
	}
	for _, tier := range fits {
		for _, i := range tier {
			p := &list[i]
			if !session.Fits(f.training.PuzzleRating(p.ID, p.Grade).R, player) || f.progress.Solved(p.ID) {
				t.Fatalf("For me shows %s (solved %v)", p.ID, f.progress.Solved(p.ID))
			}
		}
	}
	m.Tap(ListFits)
	if m.Fits || count(m.Tiers()) != len(list)-1 {
		t.Errorf("For me twice: fits %v, %d puzzles", m.Fits, count(m.Tiers()))
	}
}

// TestListTiles: a tile is captioned by its theme or goal, never its id;
// a solved one shows its stars, one solved in a save from before stars a
// ✓; the count says how many are solved.
func TestListTiles(t *testing.T) {
	f := newFixture(t)
	m := NewList(f.env, f.svc)
	list := f.svc.Book.List
	for i := range list {
		tl := m.Tile(i)
		if tl.Caption == "" || strings.Contains(tl.Caption, list[i].ID) || tl.Solved || tl.Stars != 0 || tl.Mark != "" {
			t.Fatalf("puzzle %s's tile %+v", list[i].ID, tl)
		}
	}
	if c := m.Count(); c != "Solved 0 / "+strconv.Itoa(len(list)) {
		t.Errorf("count %q", c)
	}
	i := f.id(t, "m1-01")
	f.progress.MarkSolved("m1-01", 1)
	if tl := m.Tile(i); !tl.Solved || tl.Stars != 2 || tl.Mark != "" {
		t.Errorf("solved with a hint: %+v", tl)
	}
	if c := m.Count(); c != "Solved 1 / "+strconv.Itoa(len(list)) {
		t.Errorf("count %q after a solve", c)
	}
	if err := f.progress.UnmarshalJSON([]byte(`{"solved":["m1-01"]}`)); err != nil {
		t.Fatal(err)
	}
	if tl := m.Tile(i); !tl.Solved || tl.Stars != 0 || tl.Mark != "✓" {
		t.Errorf("an old save's solve: %+v", tl)
	}
	if m.Title() != "Puzzles" || m.Problem() != "" || m.Empty() == "" {
		t.Errorf("title %q, problem %q, empty %q", m.Title(), m.Problem(), m.Empty())
	}
}

// TestListOpenAndBack: a tile opens an attempt at its puzzle over the
// list; a tap twice opens two (the view's press guard keeps a finger from
// doing so); indexes out of the list open nothing; Back closes the list.
func TestListOpenAndBack(t *testing.T) {
	f := newFixture(t)
	m := NewList(f.env, f.svc)
	i := f.id(t, "m1-01")
	o := m.Open(i)
	a, ok := o.Open.(*Attempt)
	if !ok || !o.Changed || o.Close || a.Index != i || a.Puzzle().ID != "m1-01" {
		t.Fatalf("open: %+v", o)
	}
	a.Close()
	b, _ := m.Open(i).Open.(*Attempt)
	if b == nil || b == a {
		t.Fatal("a second tap did not open its own attempt")
	}
	b.Close()
	if r := f.svc.Book.Recent; len(r) != 2 || r[1] != "m1-01" {
		t.Errorf("recent %v", r)
	}
	for _, k := range []int{-1, len(f.svc.Book.List)} {
		if o := m.Open(k); o != (ui.Outcome{}) {
			t.Errorf("open %d: %+v", k, o)
		}
	}
	if o := m.Tap(ListBack); o != (ui.Outcome{Close: true}) {
		t.Errorf("back: %+v", o)
	}
	if o := m.Tap(ListTarget(99)); o != (ui.Outcome{}) {
		t.Errorf("an unknown target: %+v", o)
	}
}

// TestListProblem: without a collection the list says why and opens
// nothing; the start screen has no puzzle of the day.
func TestListProblem(t *testing.T) {
	f := newFixture(t)
	f.svc.Book = &Book{Err: errors.New("no puzzles")}
	m := NewList(f.env, f.svc)
	if m.Problem() != "no puzzles" || len(m.Tiers()) != 0 || m.Open(0) != (ui.Outcome{}) {
		t.Errorf("problem %q, tiers %v", m.Problem(), m.Tiers())
	}
	if _, ok := DailyOf(f.env, f.svc, time.Now()); ok {
		t.Error("a puzzle of the day without puzzles")
	}
}

// TestDailyPuzzleStaysAllDay (issue 32, bug 2): on a fake clock, the
// puzzle of the day is the same puzzle from morning to midnight while the
// player solves it (and another), is marked solved, is the same after a
// restart (the progress saved and read back), and the next date brings
// another, unsolved one.
func TestDailyPuzzleStaysAllDay(t *testing.T) {
	f := newFixture(t)
	now := time.Date(2026, 5, 1, 8, 0, 0, 0, time.Local)
	f.svc.Book.Day = func() time.Time { return now }
	other := time.Date(2030, 1, 1, 0, 0, 0, 0, time.Local) // the clock: Day wins
	d, ok := DailyOf(f.env, f.svc, other)
	if !ok || d.Solved || strings.HasPrefix(d.Sub, "✓") || d.Sub == "" {
		t.Fatalf("the morning's: %+v, %v", d, ok)
	}
	list := f.svc.Book.List
	if want := f.progress.OfTheDay(list, now, nil); d.Index != want {
		t.Fatalf("puzzle %d, want the date's pick %d", d.Index, want)
	}
	id := list[d.Index].ID
	f.progress.MarkSolved(id, 0)
	f.progress.MarkSolved(list[0].ID, 0)
	now = now.Add(10 * time.Hour)
	d2, _ := DailyOf(f.env, f.svc, other)
	if d2.Index != d.Index || !d2.Solved || !strings.HasPrefix(d2.Sub, "✓ ") {
		t.Fatalf("solved, the evening's: %+v", d2)
	}
	// A restart the same evening.
	saved, err := f.progress.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	*f.progress = puzzle.Progress{}
	if err := f.progress.UnmarshalJSON(saved); err != nil {
		t.Fatal(err)
	}
	now = now.Add(5 * time.Hour) // 23:00
	if d3, _ := DailyOf(f.env, f.svc, other); d3.Index != d.Index {
		t.Fatalf("after a restart the same day: %s, want %s", list[d3.Index].ID, id)
	}
	now = now.Add(2 * time.Hour) // the next day
	d4, _ := DailyOf(f.env, f.svc, other)
	if d4.Index == d.Index || d4.Solved || f.progress.Solved(list[d4.Index].ID) {
		t.Fatalf("the next day: %s (solved %v), want another, unsolved one", list[d4.Index].ID, d4.Solved)
	}
	// Without Day, the clock's date.
	f.svc.Book.Day = nil
	if got := f.svc.Book.Today(other); !got.Equal(other) {
		t.Errorf("today %v, want the clock's %v", got, other)
	}
}

// TestDailyFitsThePlayer (issue 52): the puzzle of the day fits the
// player's puzzle rating — a new player's (no rating yet) is an easy one,
// of grade 1, where a mate in 5 of grade 4 was offered; a player rated
// 1850 gets one near 1850 — and, opened from the start screen, the
// puzzle says it is the puzzle of the day, until Next brings another.
func TestDailyFitsThePlayer(t *testing.T) {
	f := newFixture(t)
	list := f.svc.Book.List
	day := time.Date(2026, 1, 1, 9, 0, 0, 0, time.Local)
	for d := range 30 {
		now := day.AddDate(0, 0, d)
		dl, ok := DailyOf(f.env, f.svc, now)
		if p := list[dl.Index]; !ok || p.Grade != 1 {
			t.Fatalf("%s, a new player's: %s, grade %d", now.Format(time.DateOnly), p.ID, p.Grade)
		}
	}
	f.training.Rated = &train.Rating{R: 1850, RD: 80, Vol: 0.06}
	for d := range 30 {
		now := day.AddDate(0, 1, d)
		dl, _ := DailyOf(f.env, f.svc, now)
		p := list[dl.Index]
		if r := f.training.PuzzleRating(p.ID, p.Grade).R; math.Abs(r-1850) > session.FitWindow {
			t.Fatalf("%s, a player of 1850's: %s, rated %.0f", now.Format(time.DateOnly), p.ID, r)
		}
	}
	dl, _ := DailyOf(f.env, f.svc, day)
	m, ok := NewList(f.env, f.svc).OpenDaily(dl.Index).Open.(*Attempt)
	if !ok {
		t.Fatal("the puzzle of the day did not open")
	}
	defer m.Close()
	if _, place, _, _ := m.PanelTexts(); !m.Daily() || m.Heading() != "Puzzle of the day" || !strings.HasPrefix(place, "Puzzle of the day") {
		t.Fatalf("the puzzle of the day: daily %v, heading %q, place %q", m.Daily(), m.Heading(), place)
	}
	m.Tap(AttemptNext)
	if _, place, _, _ := m.PanelTexts(); m.Daily() || m.Heading() != "" || strings.HasPrefix(place, "Puzzle of the day") {
		t.Fatalf("after Next: daily %v, heading %q, place %q", m.Daily(), m.Heading(), place)
	}
}
