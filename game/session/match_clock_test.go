package session

import (
	"errors"
	"testing"
	"time"

	"xiangqi/clock"
	"xiangqi/rules"
)

type fakeTime struct{ t time.Time }

func (f *fakeTime) now() time.Time       { return f.t }
func (f *fakeTime) pass(d time.Duration) { f.t = f.t.Add(d) }

func clockedMatch(t *testing.T, f Engine, computer [2]bool, fen string, ctl clock.Control) (*Match, *fakeTime) {
	t.Helper()
	pos, err := rules.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	ft := &fakeTime{t: time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC)}
	m := NewMatch(f, rules.NewGame(pos), computer, 0)
	m.SetClock(clock.New(ctl, pos.SideToMove(), ft.now), nil)
	return m, ft
}

const startFEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"

// Two players under 3+2: each move charges the mover and adds the
// increment; the times after each move are kept for the record.
func TestMatchClockTwoPlayers(t *testing.T) {
	m, ft := clockedMatch(t, newFakeEngine(), [2]bool{}, startFEN, clock.Minutes(3, 2))
	ft.pass(10 * time.Second)
	if err := m.Play(mv(t, "h2e2")); err != nil {
		t.Fatal(err)
	}
	ft.pass(4 * time.Second)
	if err := m.Play(mv(t, "h9g7")); err != nil {
		t.Fatal(err)
	}
	if got := m.MoveClocks(); len(got) != 2 || got[0] != 172*time.Second || got[1] != 178*time.Second {
		t.Fatalf("move clocks %v", got)
	}
	// A take-back puts the clocks back as they stood before the move:
	// Black's full time, Red's after its move (issue 49).
	ft.pass(time.Second)
	m.Undo()
	if l, r := m.Clock().Left(rules.Black), m.Clock().Left(rules.Red); l != 180*time.Second || r != 172*time.Second || m.Clock().Side() != rules.Black || len(m.MoveClocks()) != 1 {
		t.Fatalf("after undo: black %v, red %v, side %v, %d clocks", l, r, m.Clock().Side(), len(m.MoveClocks()))
	}
}

// Loss on time: the flag falls between frames, Poll ends the game, and a
// move after it is refused; with only defenders left for the side with
// time, the game is drawn.
func TestMatchLossOnTime(t *testing.T) {
	for _, tc := range []struct {
		name, fen string
		want      rules.Result
	}{
		{"loss", startFEN, rules.BlackWins},
		{"draw: black has no attacker", "3k5/9/9/9/9/9/9/4C4/4A4/4K4 w", rules.Draw},
	} {
		m, ft := clockedMatch(t, newFakeEngine(), [2]bool{}, tc.fen, clock.Minutes(1, 0))
		ft.pass(time.Minute + time.Millisecond)
		if ev := m.Poll(); !ev.TimeUp {
			t.Fatalf("%s: no TimeUp event", tc.name)
		}
		st := m.Status()
		if st.Result != tc.want || st.Reason != rules.Timeout || !m.TimedOut() || m.CanUndo() {
			t.Fatalf("%s: status %v", tc.name, st)
		}
		var l rules.MoveList
		pos := m.Position()
		pos.GenerateMoves(&l)
		if err := m.Play(l.Moves[0]); !errors.Is(err, ErrNotYourTurn) {
			t.Fatalf("%s: a move after the flag: %v", tc.name, err)
		}
	}
	// A move made after the flag fell but before any Poll is too late too.
	m, ft := clockedMatch(t, newFakeEngine(), [2]bool{}, startFEN, clock.Minutes(1, 0))
	ft.pass(2 * time.Minute)
	if err := m.Play(mv(t, "h2e2")); err == nil || m.Status().Reason != rules.Timeout {
		t.Fatalf("late move: %v, %v", err, m.Status())
	}
}

// Paused (the app in the background) no time passes, and the computer's
// search is stopped and begun again with its clock's budget.
func TestMatchClockPause(t *testing.T) {
	f := newFakeEngine()
	m, ft := clockedMatch(t, f, computerBlack, startFEN, clock.Minutes(5, 0))
	ft.pass(time.Second)
	m.Pause()
	ft.pass(10 * time.Hour)
	m.Resume()
	if l := m.Clock().Left(rules.Red); l != 299*time.Second {
		t.Fatalf("red left %v after a paused night", l)
	}
	if err := m.Play(mv(t, "h2e2")); err != nil {
		t.Fatal(err)
	}
	c := f.next(t)
	if c.s.Clock <= 0 || c.s.Clock > 300*time.Second/10 {
		t.Fatalf("computer's budget %v under 5 min", c.s.Clock)
	}
	m.Pause()
	ft.pass(time.Hour)
	m.Resume()
	c2 := f.next(t) // the search again after the pause
	if c2.s.Clock != c.s.Clock {
		t.Fatalf("budget after a pause %v, before %v", c2.s.Clock, c.s.Clock)
	}
	ft.pass(2 * time.Second)
	c2.reply <- Reply{Move: mv(t, "h9g7")}
	pollUntil(t, m, func(ev Event) bool { return ev.Moved })
	if l := m.Clock().Left(rules.Black); l != 298*time.Second {
		t.Fatalf("black left %v", l)
	}
}

// The computer's own flag: a reply that comes after its time is refused.
func TestMatchComputerOutOfTime(t *testing.T) {
	f := newFakeEngine()
	m, ft := clockedMatch(t, f, computerBlack, startFEN, clock.Minutes(1, 0))
	if err := m.Play(mv(t, "h2e2")); err != nil {
		t.Fatal(err)
	}
	c := f.next(t)
	ft.pass(61 * time.Second)
	c.reply <- Reply{Move: mv(t, "h9g7")}
	ev := pollUntil(t, m, func(ev Event) bool { return ev.TimeUp || ev.Moved })
	if !ev.TimeUp || m.Status().Result != rules.RedWins || len(m.Game().Moves()) != 1 {
		t.Fatalf("event %+v, status %v", ev, m.Status())
	}
}

func TestMatchNoClock(t *testing.T) {
	m, ft := clockedMatch(t, newFakeEngine(), [2]bool{}, startFEN, clock.Control{})
	ft.pass(time.Hour)
	if m.Clock() != nil || m.Poll().TimeUp {
		t.Fatal("a control of none made a clock")
	}
	if err := m.Play(mv(t, "h2e2")); err != nil || len(m.MoveClocks()) != 1 {
		t.Fatal(err)
	}
}

// Issue 49: a take-back restores both clocks as they stood before the
// moves taken back; the increment of an undone move is not kept. At
// 10+5 against the computer, Red moves in 20 s (9:45), Black in 25 s
// (9:40), Red in 10 s (9:40), Black at once (9:45); the person's Undo
// takes the last two moves back: Red 9:45 and Black 9:40 again, Red to
// move, and the time Red spent before the Undo is given back too.
func TestMatchUndoRestoresClocks(t *testing.T) {
	m, ft := clockedMatch(t, newFakeEngine(), [2]bool{}, startFEN, clock.Minutes(10, 5))
	for _, s := range []struct {
		move string
		took time.Duration
	}{{"h2e2", 20 * time.Second}, {"h9g7", 25 * time.Second}, {"b2c2", 10 * time.Second}, {"b9c7", 0}} {
		ft.pass(s.took)
		if err := m.Play(mv(t, s.move)); err != nil {
			t.Fatal(err)
		}
	}
	if r, b := m.Clock().Left(rules.Red), m.Clock().Left(rules.Black); r != 9*time.Minute+40*time.Second || b != 9*time.Minute+45*time.Second {
		t.Fatalf("before undo: red %v, black %v", r, b)
	}
	ft.pass(3 * time.Second)
	m.Undo() // two players: one ply, Black's b9c7
	if r, b := m.Clock().Left(rules.Red), m.Clock().Left(rules.Black); r != 9*time.Minute+40*time.Second || b != 9*time.Minute+40*time.Second || m.Clock().Side() != rules.Black {
		t.Fatalf("after one undo: red %v, black %v, side %v", r, b, m.Clock().Side())
	}
	m.Undo() // Red's b2c2
	if r, b := m.Clock().Left(rules.Red), m.Clock().Left(rules.Black); r != 9*time.Minute+45*time.Second || b != 9*time.Minute+40*time.Second || m.Clock().Side() != rules.Red {
		t.Fatalf("after two undos: red %v, black %v, side %v", r, b, m.Clock().Side())
	}
	if !m.Clock().Running() || len(m.MoveClocks()) != 2 {
		t.Fatalf("running %v, %d move clocks", m.Clock().Running(), len(m.MoveClocks()))
	}
	m.Undo()
	m.Undo() // back to the start: both full
	if r, b := m.Clock().Left(rules.Red), m.Clock().Left(rules.Black); r != 10*time.Minute || b != 10*time.Minute {
		t.Fatalf("at the start: red %v, black %v", r, b)
	}
}

// Against the computer at 10+5 the person's Undo takes back the
// computer's reply and the person's move: the computer's clock loses the
// time and the increment of its undone reply, the person's the 2 s spent
// since (the fault kept Black at 9:50 and Red at 9:58).
func TestMatchUndoVsComputerRestoresIncrement(t *testing.T) {
	f := newFakeEngine()
	m, ft := clockedMatch(t, f, [2]bool{false, true}, startFEN, clock.Minutes(10, 5))
	for _, s := range [][2]string{{"h2e2", "h9g7"}, {"b2c2", "b9c7"}} {
		ft.pass(5 * time.Second)
		if err := m.Play(mv(t, s[0])); err != nil {
			t.Fatal(err)
		}
		ft.pass(10 * time.Second)
		f.next(t).reply <- Reply{Move: mv(t, s[1])}
		pollUntil(t, m, func(ev Event) bool { return ev.Moved })
	}
	if b := m.Clock().Left(rules.Black); b != 9*time.Minute+50*time.Second {
		t.Fatalf("black %v before undo", b)
	}
	ft.pass(2 * time.Second)
	if !m.Undo() {
		t.Fatal("no undo")
	}
	// Red 10:00 after h2e2, Black 9:55 after h9g7, Red to move.
	if r, b := m.Clock().Left(rules.Red), m.Clock().Left(rules.Black); r != 10*time.Minute || b != 9*time.Minute+55*time.Second || m.Clock().Side() != rules.Red {
		t.Fatalf("after undo: red %v, black %v, side %v (want 10m0s, 9m55s, red)", r, b, m.Clock().Side())
	}
}

// The computer under a countdown (5 s, then 1 s a move): each reply comes
// at the worst, after its whole budget and a frame's poll late
// (GameMoveOverhead), and it is never late: its single period is never
// used up, and once its main time is spent each move leaves exactly the
// margin (Overhead + half the period, less the late poll) unused.
func TestMatchComputerWithinCountdown(t *testing.T) {
	f := newFakeEngine()
	ctl := clock.CountdownOf(5*time.Second, 1, time.Second)
	m, ft := clockedMatch(t, f, computerBlack, startFEN, ctl)
	closest, counted := time.Second, 0
	for range 20 {
		pos := m.Position()
		var l rules.MoveList
		pos.GenerateMoves(&l)
		ft.pass(100 * time.Millisecond)
		if err := m.Play(l.Moves[int(pos.Key()%uint64(l.N))]); err != nil {
			t.Fatal(err)
		}
		if m.Over() {
			break
		}
		c := f.next(t)
		before := ctl.Read(m.Clock().Left(rules.Black))
		took := c.s.Clock + GameMoveOverhead
		ft.pass(took)
		c.s.Pos.GenerateMoves(&l)
		c.reply <- Reply{Move: l.Moves[int(c.s.Pos.Key()%uint64(l.N))]}
		ev := pollUntil(t, m, func(ev Event) bool { return ev.TimeUp || ev.Moved })
		if ev.TimeUp || m.TimedOut() {
			t.Fatalf("the computer lost on time after %d moves", len(m.Game().Moves()))
		}
		r := ctl.Read(m.MoveClocks()[len(m.MoveClocks())-1])
		if r.Periods != 1 {
			t.Fatalf("a period used: %+v", r)
		}
		if into := took - before.Main; into > 0 {
			counted++
			closest = min(closest, before.Period-into)
		}
		if m.Over() {
			break
		}
	}
	if counted < 5 || closest != 500*time.Millisecond {
		t.Fatalf("%d moves in the countdown, closest %v, want ≥ 5 and 500ms", counted, closest)
	}
}
