package training

import (
	"errors"
	"testing"
	"time"

	"xiangqi/game/ui"
	"xiangqi/game/ui/uitest"
	"xiangqi/i18n"
	"xiangqi/puzzle"
	"xiangqi/rules"
	"xiangqi/train"
)

// TestRushCarelessly plays a rush as a careless player would: paused in
// the background (the clock stops), its time run out (the next Poll ends
// it, saved, with the end's sound), Again, three wrong answers that end
// it and a fourth that counts nothing, Again tapped twice, then Back mid
// rush, Yes: the score kept as the best, the rush closed; Back twice is
// one end.
func TestRushCarelessly(t *testing.T) {
	f := newFixture(t, nil)
	m := NewRush(f.env, f.sv, train.Rush3)
	if !m.Running() || m.Over() || !m.Playing() || !m.CanMove() {
		t.Fatal("the rush did not start")
	}
	m.Poll()
	f.clock = f.clock.Add(10 * time.Second)
	m.Pause()
	f.clock = f.clock.Add(time.Hour)
	m.Resume()
	f.clock = f.clock.Add(5 * time.Second)
	if left := m.Left(); left != 3*time.Minute-15*time.Second {
		t.Fatalf("left %v, want 2m45s", left)
	}
	if st, _ := m.Status(); st.Clock != "2:45" || st.Mode != "Rush 3 min" {
		t.Fatalf("status %+v", st)
	}
	if o := m.Poll(); !o.Changed || o.Save {
		t.Fatalf("a new second: %+v", o)
	}
	if o := m.Poll(); o.Changed {
		t.Fatalf("the same second redrawn: %+v", o)
	}
	f.clock = f.clock.Add(3 * time.Minute)
	if o := m.Poll(); !m.Over() || !o.Save || !ended(o) || o.Close {
		t.Fatalf("the time up: over %v, %+v", m.Over(), o)
	}
	if o := m.Poll(); o != (ui.Outcome{}) {
		t.Fatalf("a poll after the end: %+v", o)
	}
	if m.Playing() || m.CanMove() {
		t.Fatal("the board takes moves after the end")
	}
	if o := m.Tap(RushFlip); o != (ui.Outcome{}) {
		t.Fatalf("Flip on the result: %+v", o)
	}
	if keys := m.Keys(); len(keys) != 2 || keys[0].Target != RushAgain || keys[0].Disabled {
		t.Fatalf("keys over: %+v", keys)
	}
	if o := m.Tap(RushAgain); !o.Changed || m.Over() {
		t.Fatalf("again: %+v", o)
	}
	if o := m.Tap(RushAgain); o != (ui.Outcome{}) {
		t.Fatalf("Again during a rush: %+v", o)
	}
	for range 3 {
		m.Answer(false)
	}
	if s, w := m.Score(); !m.Over() || w != 3 || s != 0 {
		t.Fatalf("after three wrong: over %v, %d/%d", m.Over(), s, w)
	}
	if o := m.Answer(false); o != (ui.Outcome{}) {
		t.Fatalf("an answer after the end: %+v", o)
	}
	if _, w := m.Score(); w != 3 {
		t.Fatal("a wrong answer after the end counted")
	}
	if f.tr.Rated == nil || f.tr.Player().R >= 1500 {
		t.Fatalf("rating after three misses: %+v", f.tr.Rated)
	}
	if r := m.Result(); r.NewBest || r.Score != "Score: 0" {
		t.Fatalf("result %+v", r)
	}
	m.Tap(RushAgain)
	m.Tap(RushAgain)
	if s, w := m.Score(); m.Over() || s+w != 0 {
		t.Fatal("Again did not start one new rush")
	}
	m.Answer(true)
	d, ok := m.Tap(RushBack).Open.(*ui.Dialog)
	if !ok {
		t.Fatal("Back mid-rush did not ask")
	}
	_, yes := d.Choose(0) // Yes (TestRushBackAsks)
	o := yes()
	if !o.Close || !o.Save || !ended(o) || f.tr.Bests[train.Rush3] != 1 {
		t.Fatalf("left mid-rush: %+v, best %d", o, f.tr.Bests[train.Rush3])
	}
	if r := m.Result(); !r.NewBest || r.Best != f.env.Text(i18n.MsgNewBest) {
		t.Fatalf("result %+v", r)
	}
	if o := m.Close(); o.Save || o.Play {
		t.Fatalf("the shell's close after Back: %+v", o)
	}
	if f.tr.Streak.Current(f.sv.Today()) != 1 {
		t.Fatal("the day not counted")
	}
}

// TestRushWrongMoveThenNext: a wrong move on a rush's puzzle is refuted,
// costs a life, and the next puzzle comes once its pause is over; the
// board takes no move meanwhile.
func TestRushWrongMoveThenNext(t *testing.T) {
	f := newFixture(t, nil)
	m := NewRush(f.env, f.sv, train.Rush3)
	first, p, ok := m.Puzzle()
	if !ok {
		t.Fatal("no puzzle")
	}
	pos, flipped, _, board, _ := m.Board()
	if flipped != (p.Side() == rules.Black) {
		t.Fatal("the board not turned to the side to move")
	}
	var l rules.MoveList
	pos.GenerateMoves(&l)
	wrong := rules.NoMove
	for _, mv := range l.Slice() {
		if mv != p.Solution[0] {
			wrong = mv
			break
		}
	}
	if o := m.Move(wrong.From(), wrong.To()); !o.Changed || !o.Play {
		t.Fatalf("the wrong move: %+v", o)
	}
	pollUntil(t, m.Poll, func() bool { _, w := m.Score(); return w > 0 })
	if _, w := m.Score(); w != 1 || m.Verdict() != puzzle.Failed || m.Over() {
		t.Fatalf("wrong %d, state %v, over %v", w, m.Verdict(), m.Over())
	}
	if st, _ := m.Status(); st.Tone != ToneProblem || st.Score != "Solved 0 · wrong 1/3" {
		t.Fatalf("status %+v", st)
	}
	_, _, last, _, _ := m.Board()
	if g := m.Glide(); g == rules.NoMove || g != last {
		t.Fatalf("the refutation's glide %v, the last move %v", g, last)
	}
	if m.Glide() != rules.NoMove {
		t.Fatal("the glide handed out twice")
	}
	if m.Playing() || m.Move(wrong.From(), wrong.To()) != (ui.Outcome{}) {
		t.Fatal("a move during the pause")
	}
	m.Poll()
	if i, _, _ := m.Puzzle(); i != first {
		t.Fatal("the next puzzle came before the refutation was seen")
	}
	f.clock = f.clock.Add(NextFailed)
	if o := m.Poll(); !o.Changed {
		t.Fatalf("next: %+v", o)
	}
	if i, _, _ := m.Puzzle(); i == first || m.Verdict() != puzzle.Continue || !m.Playing() {
		t.Fatalf("no next puzzle: index %d (first %d)", i, first)
	}
	if _, _, _, b, _ := m.Board(); b == board {
		t.Fatal("the board count did not change with the puzzle")
	}
}

// TestRushSolved: the solution counts a point, the defender's reply
// glides in once, and the next puzzle comes after the shorter pause.
func TestRushSolved(t *testing.T) {
	f := newFixture(t, nil)
	m := NewRush(f.env, f.sv, train.Endless)
	first, p, _ := m.Puzzle()
	for i, mv := range p.Solution {
		if i%2 == 1 {
			continue // the defender's, played by the judge
		}
		pollUntil(t, m.Poll, m.CanMove)
		if o := m.Move(mv.From(), mv.To()); !o.Changed {
			t.Fatalf("move %d %v refused", i, mv)
		}
	}
	pollUntil(t, m.Poll, func() bool { s, _ := m.Score(); return s > 0 })
	if m.Verdict() != puzzle.Solved || m.Over() {
		t.Fatalf("state %v over %v", m.Verdict(), m.Over())
	}
	f.clock = f.clock.Add(NextSolved - time.Millisecond)
	m.Poll()
	if i, _, _ := m.Puzzle(); i != first {
		t.Fatal("the next puzzle before its pause")
	}
	f.clock = f.clock.Add(time.Millisecond)
	m.Poll()
	if i, _, _ := m.Puzzle(); i == first {
		t.Fatal("no next puzzle after the pause")
	}
	if st, _ := m.Status(); st.Clock != "0:00" || st.Score != "Solved 1 · wrong 0/1" {
		t.Fatalf("status %+v", st)
	}
}

// TestRushNoGlide: with the animations off, the defender's reply is not
// glided in.
func TestRushNoGlide(t *testing.T) {
	f := newFixture(t, nil)
	f.st.Animation = false
	m := NewRush(f.env, f.sv, train.Rush3)
	_, p, _ := m.Puzzle()
	pos, _, _, _, _ := m.Board()
	var l rules.MoveList
	pos.GenerateMoves(&l)
	for _, mv := range l.Slice() {
		if mv != p.Solution[0] {
			m.Move(mv.From(), mv.To())
			break
		}
	}
	pollUntil(t, m.Poll, func() bool { _, w := m.Score(); return w > 0 })
	if g := m.Glide(); g != rules.NoMove {
		t.Fatalf("glide %v with the animations off", g)
	}
}

// TestRushNoPuzzles: a collection that did not read ends the rush at
// once, with Again disabled and refused.
func TestRushNoPuzzles(t *testing.T) {
	f := newFixture(t, nil)
	f.sv.Puzzles = func() Book { return Book{Err: errors.New("no puzzles")} }
	m := NewRush(f.env, f.sv, train.Rush5)
	if m.Running() || !m.Over() {
		t.Fatal("a rush without puzzles")
	}
	if _, ok := m.Status(); ok {
		t.Fatal("a status without a rush")
	}
	if keys := m.Keys(); !keys[0].Disabled {
		t.Fatalf("keys %+v", keys)
	}
	if o := m.Tap(RushAgain); o != (ui.Outcome{}) {
		t.Fatalf("again: %+v", o)
	}
	if o := m.Tap(RushBack); !o.Close || o.Save {
		t.Fatalf("back: %+v", o)
	}
}

// wrongMove is a legal move of the rush's puzzle that is not its key.
func wrongMove(t *testing.T, m *Rush) rules.Move {
	t.Helper()
	_, p, ok := m.Puzzle()
	if !ok {
		t.Fatal("no puzzle")
	}
	pos, _, _, _, _ := m.Board()
	var l rules.MoveList
	pos.GenerateMoves(&l)
	for _, mv := range l.Slice() {
		if mv != p.Solution[0] {
			return mv
		}
	}
	t.Fatal("no wrong move")
	return rules.NoMove
}

// TestStreakMissOffersNoRetry (issue 52): the streak ends at the first
// miss, and its end says why (the reply refutes the move) without the
// puzzle screen's "Retry from before your move": there is no retry, only
// Again (a new streak) and Back. A rush's miss says the same: its next
// puzzle comes by itself.
func TestStreakMissOffersNoRetry(t *testing.T) {
	for _, md := range []train.Mode{train.Endless, train.Rush3} {
		for _, lang := range []i18n.Lang{i18n.LangVi, i18n.LangEn, i18n.LangZh} {
			f := newFixture(t, nil)
			f.env = ui.LangEnv(lang, f.st)
			m := NewRush(f.env, f.sv, md)
			wrong := wrongMove(t, m)
			m.Move(wrong.From(), wrong.To())
			pollUntil(t, m.Poll, func() bool { _, w := m.Score(); return w > 0 })
			st, _ := m.Status()
			if want := lang.Text(i18n.MsgRushRefuted); st.Second != want || st.Tone != ToneProblem {
				t.Errorf("%v %v: the miss says %q, want %q", md, lang, st.Second, want)
			}
			if md == train.Endless && !m.Over() {
				t.Fatalf("%v: the streak goes on after a miss", lang)
			}
			for _, k := range m.Keys() {
				if k.Label == lang.Text(i18n.MsgRetry) {
					t.Errorf("%v %v: a Retry key", md, lang)
				}
			}
			m.Close()
		}
	}
}

// TestRushBackAsks (issue 52): Back, the button or the phone's, asks
// before it ends a rush that runs, as leaving a game does: No goes on
// with the rush, Yes ends it (its score kept, saved) and closes it. On
// the result Back closes at once.
func TestRushBackAsks(t *testing.T) {
	f := newFixture(t, nil)
	m := NewRush(f.env, f.sv, train.Rush3)
	m.Answer(true)
	sh := uitest.New(m)
	sh.Apply(m.Tap(RushBack))
	if d := uitest.TopIs[*ui.Dialog](t, sh); d.Text != "End this run? Its score is kept." {
		t.Fatalf("asked %q", d.Text)
	}
	sh.Tap(t, "No")
	if sh.Top() != any(m) || m.Over() || !m.Running() || sh.Closed != 0 {
		t.Fatalf("No ended the rush: over %v, stack %s", m.Over(), sh)
	}
	handled, o := m.Back()
	sh.Apply(o)
	if !handled {
		t.Fatal("the phone's Back left a running rush")
	}
	sh.Tap(t, "Yes")
	if !m.Over() || sh.Closed != 1 || sh.Saves != 1 || f.tr.Bests[train.Rush3] != 1 {
		t.Fatalf("Yes: over %v, closed %d, saves %d, best %d", m.Over(), sh.Closed, sh.Saves, f.tr.Bests[train.Rush3])
	}
	// Over: Back closes at once, the button and the phone's.
	if o := m.Tap(RushBack); !o.Close || o.Open != nil {
		t.Fatalf("Back on the result: %+v", o)
	}
	if handled, o := m.Back(); handled || o.Open != nil {
		t.Fatalf("the phone's Back on the result: %v %+v", handled, o)
	}
}

// TestRushFreshPuzzles (issue 52): a rush starts with puzzles the player
// has not tried yet — not those of the rush before it, of the streak,
// or of the puzzle screen — while untried ones are near its climb.
func TestRushFreshPuzzles(t *testing.T) {
	f := newFixture(t, nil)
	firsts := func(m *Rush, n int) []string {
		var ids []string
		for range n {
			_, p, ok := m.Puzzle()
			if !ok {
				t.Fatal("no puzzle")
			}
			ids = append(ids, p.ID)
			m.Answer(true)
			f.clock = f.clock.Add(NextSolved)
			m.Poll()
		}
		m.Close()
		return ids
	}
	seen := map[string]string{}
	for _, run := range []struct {
		name string
		mode train.Mode
	}{{"the first rush", train.Rush3}, {"the streak after it", train.Endless}, {"a rush again", train.Rush5}} {
		for _, id := range firsts(NewRush(f.env, f.sv, run.mode), 5) {
			if was, ok := seen[id]; ok {
				t.Errorf("%s: puzzle %s again, seen in %s", run.name, id, was)
			}
			seen[id] = run.name
		}
	}
	// A puzzle tried on the puzzle screen (rated there) is not the next
	// rush's first either.
	next := NewRush(f.env, f.sv, train.Rush3)
	_, p, _ := next.Puzzle()
	next.Close()
	f.tr.Rate(p.ID, p.Grade, true)
	if _, q, _ := NewRush(f.env, f.sv, train.Rush3).Puzzle(); q.ID == p.ID {
		t.Errorf("the rush starts with %s, just tried", p.ID)
	}
}
