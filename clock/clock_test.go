package clock

import (
	"errors"
	"testing"
	"time"

	"xiangqi/rules"
)

// fake is a time source the test moves by hand.
type fake struct{ t time.Time }

func (f *fake) now() time.Time       { return f.t }
func (f *fake) pass(d time.Duration) { f.t = f.t.Add(d) }
func newFake() *fake                 { return &fake{t: time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC)} }
func left(c *Clock) [2]time.Duration { return [2]time.Duration{c.Left(rules.Red), c.Left(rules.Black)} }
func want(t *testing.T, c *Clock, r, b time.Duration) {
	t.Helper()
	if got := left(c); got != [2]time.Duration{r, b} {
		t.Fatalf("left %v, want [%v %v]", got, r, b)
	}
}

func TestIncrement(t *testing.T) {
	f := newFake()
	c := New(Minutes(3, 2), rules.Red, f.now)
	f.pass(time.Minute) // not started: nothing charged
	want(t, c, 3*time.Minute, 3*time.Minute)
	c.Start()
	f.pass(10 * time.Second)
	want(t, c, 170*time.Second, 180*time.Second)
	if !c.Moved() {
		t.Fatal("move refused")
	}
	want(t, c, 172*time.Second, 180*time.Second)
	if c.Side() != rules.Black {
		t.Fatal("black's clock should run")
	}
	f.pass(5 * time.Second)
	c.Moved()
	want(t, c, 172*time.Second, 177*time.Second)
}

func TestSuddenDeathAndLossOnTime(t *testing.T) {
	f := newFake()
	c := New(Minutes(3, 0), rules.Red, f.now)
	c.Start()
	f.pass(179 * time.Second)
	if _, fl := c.Flagged(); fl {
		t.Fatal("flag fell early")
	}
	c.Moved()
	want(t, c, time.Second, 3*time.Minute) // no increment
	f.pass(3*time.Minute + time.Millisecond)
	if s, fl := c.Flagged(); !fl || s != rules.Black {
		t.Fatalf("Flagged = %v %v, want black", s, fl)
	}
	if c.Moved() {
		t.Fatal("a move after the flag fell was accepted")
	}
	want(t, c, time.Second, 0)
}

func TestPerMove(t *testing.T) {
	f := newFake()
	c := New(PerMoveOf(30*time.Second), rules.Red, f.now)
	c.Start()
	f.pass(20 * time.Second)
	c.Moved()
	want(t, c, 30*time.Second, 30*time.Second) // not carried over
	f.pass(31 * time.Second)
	if s, fl := c.Flagged(); !fl || s != rules.Black {
		t.Fatal("black should be out of time")
	}
}

func TestPauseResume(t *testing.T) {
	f := newFake()
	c := New(Minutes(5, 0), rules.Red, f.now)
	c.Start()
	f.pass(time.Second)
	c.Pause()
	f.pass(8 * time.Hour) // the phone locked all night
	want(t, c, 299*time.Second, 300*time.Second)
	c.Pause() // twice: harmless
	c.Start()
	c.Start() // twice: no double charge
	f.pass(time.Second)
	want(t, c, 298*time.Second, 300*time.Second)
	// A clock that went backwards (the time was set) charges nothing.
	f.pass(-time.Hour)
	want(t, c, 298*time.Second, 300*time.Second)
}

func TestSaveRestore(t *testing.T) {
	f := newFake()
	c := New(Minutes(10, 5), rules.Red, f.now)
	c.Start()
	f.pass(2 * time.Second)
	c.Moved()
	f.pass(3 * time.Second)
	st := c.State()
	f.pass(time.Hour) // killed after the save: not charged
	r := Restore(c.Control(), st, f.now)
	if r.Running() {
		t.Fatal("restored clock runs")
	}
	want(t, r, 603*time.Second, 597*time.Second)
	if r.Side() != rules.Black {
		t.Fatal("side lost")
	}
	bad := Restore(c.Control(), State{Left: [2]time.Duration{-5, 100 * MaxBase}, Side: 7}, f.now)
	want(t, bad, 0, MaxBase)
	if bad.Side() != rules.Red {
		t.Fatal("bad side kept")
	}
}

func TestSetSideGivesNothing(t *testing.T) {
	f := newFake()
	c := New(Minutes(3, 2), rules.Red, f.now)
	c.Start()
	f.pass(time.Second)
	c.Moved()
	f.pass(time.Second)
	c.SetSide(rules.Red) // black's move taken back... red to move again
	want(t, c, 181*time.Second, 179*time.Second)
}

func TestNone(t *testing.T) {
	f := newFake()
	c := New(Control{}, rules.Red, f.now)
	c.Start()
	f.pass(time.Hour)
	if _, fl := c.Flagged(); fl || c.Running() {
		t.Fatal("no clock should never run or flag")
	}
	if !c.Moved() || c.Side() != rules.Black {
		t.Fatal("Moved should pass the turn")
	}
}

func TestVerdict(t *testing.T) {
	for _, tc := range []struct {
		name, fen string
		loser     rules.Color
		want      rules.Result
	}{
		{"red has a chariot", "3k5/9/9/9/9/9/9/9/4R4/3AK4 b", rules.Black, rules.RedWins},
		{"red has a soldier", "3k5/9/9/9/4P4/9/9/9/9/3AK4 b", rules.Black, rules.RedWins},
		{"red has a lone cannon", "3k5/9/9/9/9/9/9/9/4C4/4K4 b", rules.Black, rules.RedWins},
		{"red has a horse", "3k5/9/9/9/9/9/9/9/4N4/4K4 b", rules.Black, rules.RedWins},
		{"red has only defenders", "3k5/9/9/9/9/9/9/4B4/4A4/4K4 b", rules.Black, rules.Draw},
		{"red bare general, black chariot", "3k5/9/9/9/9/9/9/9/r8/4K4 w", rules.Black, rules.Draw},
		{"black flag, black's material irrelevant", "3k5/9/9/9/9/9/9/9/r8/4K4 w", rules.Red, rules.BlackWins},
	} {
		pos, err := rules.ParseFEN(tc.fen)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		got := Verdict(&pos, tc.loser)
		if got.Result != tc.want || got.Reason != rules.Timeout {
			t.Errorf("%s: %v, want %v on time", tc.name, got, tc.want)
		}
	}
}

func TestParseString(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Control
		out  string
	}{
		{"-", Control{}, "-"},
		{"", Control{}, "-"},
		{"600", Minutes(10, 0), "600"},
		{"180+2", Minutes(3, 2), "180+2"},
		{"3600+30", Minutes(60, 30), "3600+30"},
		{"10+0.1", Control{Base: 10 * time.Second, Inc: 100 * time.Millisecond}, "10+0.1"},
		{"1/30", PerMoveOf(30 * time.Second), "1/30"},
		{" 300+0 ", Minutes(5, 0), "300"},
		{"1200+3x30", CountdownOf(20*time.Minute, 3, 30*time.Second), "1200+3x30"},
		{"600+1x30", CountdownOf(10*time.Minute, 1, 30*time.Second), "600+1x30"},
		{"0+1x10", CountdownOf(0, 1, 10*time.Second), "0+1x10"},
		{"2+1x0.5", CountdownOf(2*time.Second, 1, 500*time.Millisecond), "2+1x0.5"},
		{"40/5400", MovesIn(40, 90*time.Minute), "40/5400"},
	} {
		got, err := Parse(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", tc.in, got, err, tc.want)
			continue
		}
		if s := got.String(); s != tc.out {
			t.Errorf("%+v.String() = %q, want %q", got, s, tc.out)
		}
	}
	for _, bad := range []string{"0", "abc", "10+", "+5", "-5", "1/0", "40/9000:60", "*60", "1e9", "NaN", "10+-1", "99999999",
		"600+0x30", "600+x30", "600+3x", "600+3x0", "600+100x30", "600+-1x30", "600+1x30x2", "0/60", "-3/60", "40/", "86400+1x1"} {
		if _, err := Parse(bad); !errors.Is(err, ErrControl) {
			t.Errorf("Parse(%q): err %v, want ErrControl", bad, err)
		}
	}
	for _, list := range [][]Control{SuddenDeaths, Increments, PerMoves, Countdowns} {
		for _, c := range list {
			back, err := Parse(c.String())
			if err != nil || back != c {
				t.Errorf("preset %v does not read back: %+v %v", c, back, err)
			}
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"-", "600", "180+2", "10+0.1", "1/30", "1/", "+", "1e400", "1200+3x30", "0+1x0.5", "40/5400", "3x30"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := Parse(s)
		if err != nil {
			return
		}
		if c.Base < 0 || c.Base > MaxBase || c.Inc < 0 || c.Inc > MaxBase || c.Full() > MaxBase || c.Periods < 0 || c.Periods > MaxPeriods || c.Moves < 0 {
			t.Fatalf("Parse(%q) = %+v out of range", s, c)
		}
		back, err := Parse(c.String())
		if err != nil || back != c {
			t.Fatalf("Parse(%q) = %+v writes %q, read back %+v %v", s, c, c.String(), back, err)
		}
	})
}
