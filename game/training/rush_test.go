package training

import (
	"errors"
	"testing"
	"time"

	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/puzzle"
	"xiangqi/rules"
	"xiangqi/train"
)

// TestRushCarelessly plays a rush as a careless player would: paused in
// the background (the clock stops), its time run out (the next Poll ends
// it, saved, with the end's sound), Again, three wrong answers that end
// it and a fourth that counts nothing, Again tapped twice, then Back mid
// rush: the score kept as the best, the rush closed; Back twice is one end.
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
	o := m.Tap(RushBack)
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
