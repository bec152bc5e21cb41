package clock

import (
	"testing"
	"time"

	"xiangqi/rules"
)

const ms = time.Millisecond

// move passes d on the running clock and presses it.
func move(t *testing.T, f *fake, c *Clock, d time.Duration) bool {
	t.Helper()
	f.pass(d)
	return c.Moved()
}

func TestCountdownKeepsOrUsesAPeriod(t *testing.T) {
	f := newFake()
	ctl := CountdownOf(20*time.Minute, 3, 30*time.Second)
	c := New(ctl, rules.Red, f.now)
	want(t, c, 20*time.Minute+90*time.Second, 20*time.Minute+90*time.Second)
	c.Start()
	// Red spends all its main time but 10 s, then a move 15 s long: 10 s
	// of main time and 5 s of the first period, which it keeps.
	move(t, f, c, 20*time.Minute-10*time.Second)
	move(t, f, c, time.Second) // black
	if !move(t, f, c, 15*time.Second) {
		t.Fatal("move refused")
	}
	if r := ctl.Read(c.Left(rules.Red)); r != (Reading{Periods: 3, Period: 30 * time.Second, Counting: true}) {
		t.Fatalf("after 15 s: %+v", r)
	}
	move(t, f, c, time.Second)
	// 29.9 s into the period: kept.
	move(t, f, c, 29900*ms)
	if r := ctl.Read(c.Left(rules.Red)); r.Periods != 3 || r.Period != 30*time.Second {
		t.Fatalf("after 29.9 s: %+v", r)
	}
	move(t, f, c, time.Second)
	// 30.0 s: used.
	move(t, f, c, 30*time.Second)
	if r := ctl.Read(c.Left(rules.Red)); r.Periods != 2 || r.Period != 30*time.Second {
		t.Fatalf("after 30.0 s: %+v", r)
	}
	move(t, f, c, time.Second)
	// 59.9 s: the period and 29.9 s of the next, kept: one left.
	move(t, f, c, 59900*ms)
	if r := ctl.Read(c.Left(rules.Red)); r.Periods != 1 {
		t.Fatalf("after 59.9 s: %+v", r)
	}
	move(t, f, c, time.Second)
	// The last period: 29.999 s is in time, 30 s is not.
	f.pass(29999 * ms)
	if _, fl := c.Flagged(); fl {
		t.Fatal("flag fell at 29.999 s")
	}
	if r := ctl.Read(c.Left(rules.Red)); r != (Reading{Periods: 1, Period: ms, Counting: true}) {
		t.Fatalf("at 29.999 s: %+v", r)
	}
	f.pass(ms)
	if s, fl := c.Flagged(); !fl || s != rules.Red {
		t.Fatalf("Flagged = %v %v at 30.0 s of the last period", s, fl)
	}
	if c.Moved() {
		t.Fatal("a move after the last period accepted")
	}
}

func TestDuShiuOnePeriod(t *testing.T) {
	// 读秒 with no main time: every move within 10 s.
	f := newFake()
	ctl := CountdownOf(0, 1, 10*time.Second)
	if ctl.Kind() != Countdown || !ctl.On() {
		t.Fatalf("kind %v", ctl.Kind())
	}
	c := New(ctl, rules.Red, f.now)
	c.Start()
	for range 5 {
		if !move(t, f, c, 9999*ms) {
			t.Fatal("a move within the period refused")
		}
	}
	f.pass(10 * time.Second)
	if s, fl := c.Flagged(); !fl || s != rules.Black {
		t.Fatalf("Flagged = %v %v, want black's at 10.0 s", s, fl)
	}
}

func TestCountdownMainTimeRunsIntoPeriods(t *testing.T) {
	// One move longer than main time and all periods but a hair.
	f := newFake()
	ctl := CountdownOf(5*time.Second, 2, time.Second)
	c := New(ctl, rules.Red, f.now)
	c.Start()
	if !move(t, f, c, 6999*ms) {
		t.Fatal("refused within the last period")
	}
	if r := ctl.Read(c.Left(rules.Red)); r != (Reading{Periods: 1, Period: time.Second, Counting: true}) {
		t.Fatalf("%+v", r)
	}
	c.Moved()
	f.pass(time.Second)
	if s, fl := c.Flagged(); !fl || s != rules.Red {
		t.Fatal("red's last period is out")
	}
}

func TestCountdownRead(t *testing.T) {
	ctl := CountdownOf(time.Minute, 3, 30*time.Second)
	for _, tc := range []struct {
		left time.Duration
		want Reading
	}{
		{150 * time.Second, Reading{Main: time.Minute, Periods: 3, Period: 30 * time.Second}},
		{90*time.Second + ms, Reading{Main: ms, Periods: 3, Period: 30 * time.Second}},
		{90 * time.Second, Reading{Periods: 3, Period: 30 * time.Second, Counting: true}},
		{61 * time.Second, Reading{Periods: 3, Period: time.Second, Counting: true}},
		{60 * time.Second, Reading{Periods: 2, Period: 30 * time.Second, Counting: true}},
		{ms, Reading{Periods: 1, Period: ms, Counting: true}},
		{0, Reading{Counting: true}},
		{-time.Second, Reading{Counting: true}},
	} {
		if got := ctl.Read(tc.left); got != tc.want {
			t.Errorf("Read(%v) = %+v, want %+v", tc.left, got, tc.want)
		}
	}
	if got := Minutes(5, 3).Read(time.Minute); got != (Reading{Main: time.Minute}) {
		t.Errorf("increment: %+v", got)
	}
	for _, tc := range []struct{ in, out time.Duration }{
		{150 * time.Second, 150 * time.Second}, {90 * time.Second, 90 * time.Second},
		{60*time.Second + ms, 90 * time.Second}, {60 * time.Second, 60 * time.Second},
		{ms, 30 * time.Second}, {0, 0},
	} {
		if got := ctl.Settled(tc.in); got != tc.out {
			t.Errorf("Settled(%v) = %v, want %v", tc.in, got, tc.out)
		}
	}
}

func TestLowAndFace(t *testing.T) {
	cd := CountdownOf(time.Minute, 1, 30*time.Second)
	for _, tc := range []struct {
		ctl  Control
		left time.Duration
		face time.Duration
		low  bool
	}{
		{cd, 35 * time.Second, 5 * time.Second, false}, // main time, a countdown follows
		{cd, 30 * time.Second, 30 * time.Second, false},
		{cd, 10 * time.Second, 10 * time.Second, false},
		{cd, 9999 * ms, 9999 * ms, true},
		{Minutes(1, 0), 9999 * ms, 9999 * ms, true},
		{Minutes(1, 0), 10 * time.Second, 10 * time.Second, false},
		{MovesIn(40, time.Hour), 5 * time.Second, 5 * time.Second, true},
	} {
		if f, l := tc.ctl.Face(tc.left), tc.ctl.Low(tc.left); f != tc.face || l != tc.low {
			t.Errorf("%v at %v: face %v low %v, want %v %v", tc.ctl, tc.left, f, l, tc.face, tc.low)
		}
	}
}

func TestMovesInTime(t *testing.T) {
	f := newFake()
	ctl := MovesIn(3, time.Minute)
	c := New(ctl, rules.Red, f.now)
	c.Start()
	if got := c.MovesToGo(rules.Red); got != 3 {
		t.Fatalf("MovesToGo %d", got)
	}
	move(t, f, c, 10*time.Second) // red 1
	move(t, f, c, time.Second)
	move(t, f, c, 10*time.Second) // red 2
	move(t, f, c, time.Second)
	if got := c.MovesToGo(rules.Red); got != 1 {
		t.Fatalf("MovesToGo %d", got)
	}
	move(t, f, c, 10*time.Second) // red 3: the control, a minute more
	want(t, c, 90*time.Second, 58*time.Second)
	if got := c.MovesToGo(rules.Red); got != 3 {
		t.Fatalf("MovesToGo after the control %d", got)
	}
	// Black's time is out before its control move.
	f.pass(58 * time.Second)
	if s, fl := c.Flagged(); !fl || s != rules.Black {
		t.Fatal("black's flag should fall")
	}
	// A restored clock counts from the moves it is told.
	r := Restore(ctl, State{Left: [2]time.Duration{time.Second, time.Second}}, f.now)
	r.SetPlayed([2]int{5, 5})
	r.Start()
	r.Moved()
	if got := r.Left(rules.Red); got != 61*time.Second {
		t.Fatalf("red's 6th move: %v, want 1m1s", got)
	}
}
