package record

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"xiangqi/rules"
)

func TestClockComment(t *testing.T) {
	for _, c := range []struct {
		d    time.Duration
		want string
	}{
		{598 * time.Second, "[%clk 0:09:58]"},
		{3600*time.Second + 61500*time.Millisecond, "[%clk 1:01:01]"},
		{9400 * time.Millisecond, "[%clk 0:00:09.4]"},
		{0, "[%clk 0:00:00.0]"},
		{-time.Second, "[%clk 0:00:00.0]"},
	} {
		if got := ClockComment(c.d); got != c.want {
			t.Errorf("%v: %q, want %q", c.d, got, c.want)
		}
		back, rest, ok := MoveClock(c.want)
		if !ok || rest != "" || back != max(c.d, 0).Truncate(time.Second) && c.d >= 10*time.Second {
			t.Errorf("%q read as %v %q %v", c.want, back, rest, ok)
		}
	}
	if d, rest, ok := MoveClock("a fine move [%clk 0:09:58] and more"); !ok || d != 598*time.Second || rest != "a fine move and more" {
		t.Errorf("embedded: %v %q %v", d, rest, ok)
	}
	for _, bad := range []string{"", "[%clk]", "[%clk 0:61:00]", "[%clk 0:00:60]", "[%clk a:00:00]", "[%emt 0:00:05]"} {
		if _, rest, ok := MoveClock(bad); ok || rest != bad {
			t.Errorf("%q read as a clock", bad)
		}
	}
	if got := WithClock("[%clk 0:01:00] good", 30*time.Second); got != "[%clk 0:00:30] good" {
		t.Errorf("WithClock: %q", got)
	}
}

// The clock comments and the TimeControl tag survive a write and a read.
func TestClockRoundTrip(t *testing.T) {
	g := &Game{Start: rules.StartPosition()}
	for _, s := range []string{"h2e2", "h9g7"} {
		m, err := rules.ParseMoveText(s)
		if err != nil {
			t.Fatal(err)
		}
		g.Moves = append(g.Moves, m)
	}
	g.SetTag("Result", "*")
	g.SetTag(TagTimeControl, "600+5")
	g.Notes = []Note{{Comment: ClockComment(602 * time.Second)}, {Comment: ClockComment(9400 * time.Millisecond)}}
	var b bytes.Buffer
	if err := Write(&b, g, rules.ICCS); err != nil {
		t.Fatal(err)
	}
	games, errs := Read(b.Bytes())
	if len(errs) > 0 || len(games) != 1 {
		t.Fatalf("%v\n%s", errs, b.String())
	}
	r := games[0]
	if r.Tag(TagTimeControl) != "600+5" || len(r.Notes) != 2 {
		t.Fatalf("read back %+v\n%s", r, b.String())
	}
	for i, want := range []time.Duration{602 * time.Second, 9400 * time.Millisecond} {
		if d, _, ok := MoveClock(r.Notes[i].Comment); !ok || d != want {
			t.Errorf("move %d: %v %v, want %v\n%s", i+1, d, ok, want, b.String())
		}
	}
}

func FuzzMoveClock(f *testing.F) {
	for _, s := range []string{"[%clk 0:09:58]", "x [%clk 10:00:00.123] y", "[%clk 999:59:59.999]", "[%clk 0:00:00] [%periods 2]", "[%periods 99]", "[%periods 100]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, _, ok := MoveClock(s)
		if ok && (d < 0 || d >= 1000*time.Hour) {
			t.Fatalf("%q: %v", s, d)
		}
		n, rest, ok := MovePeriods(s)
		if !ok {
			if rest != s {
				t.Fatalf("%q: rest %q without periods", s, rest)
			}
			return
		}
		if n < 0 || n > 99 {
			t.Fatalf("%q: %d periods", s, n)
		}
		if back, _, ok := MovePeriods(PeriodsComment(n) + " " + rest); !ok || back != n {
			t.Fatalf("%q: %d periods read back as %d %v", s, n, back, ok)
		}
	})
}

// A countdown's move comments: the main time, and once it is spent the
// periods left, through a write and a read.
func TestPeriodsRoundTrip(t *testing.T) {
	g := &Game{Start: rules.StartPosition()}
	for _, s := range []string{"h2e2", "h9g7", "h0g2"} {
		m, err := rules.ParseMoveText(s)
		if err != nil {
			t.Fatal(err)
		}
		g.Moves = append(g.Moves, m)
	}
	g.SetTag("Result", "*")
	g.SetTag(TagTimeControl, "1200+3x30")
	g.Notes = []Note{
		{Comment: ClockComment(1195 * time.Second)},
		{Comment: ClockComment(0) + " " + PeriodsComment(3)},
		{Comment: ClockComment(0) + " " + PeriodsComment(1) + " a close one"},
	}
	var b bytes.Buffer
	if err := Write(&b, g, rules.ICCS); err != nil {
		t.Fatal(err)
	}
	games, errs := Read(b.Bytes())
	if len(errs) > 0 || len(games) != 1 || games[0].Tag(TagTimeControl) != "1200+3x30" || len(games[0].Notes) != 3 {
		t.Fatalf("%v\n%s", errs, b.String())
	}
	for i, want := range []struct {
		clk     time.Duration
		periods int
		ok      bool
		rest    string
	}{{1195 * time.Second, 0, false, ""}, {0, 3, true, ""}, {0, 1, true, "a close one"}} {
		c := games[0].Notes[i].Comment
		d, rest, ok1 := MoveClock(c)
		n, rest, ok2 := MovePeriods(rest)
		if !ok1 || d != want.clk || ok2 != want.ok || n != want.periods || rest != want.rest {
			t.Errorf("move %d: %q read as %v %d %v %q", i+1, c, d, n, ok2, rest)
		}
	}
	if !strings.Contains(b.String(), "{[%clk 0:00:00.0] [%periods 1] a close one}") {
		t.Errorf("written:\n%s", b.String())
	}
}
