package session

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"xiangqi/clock"
	"xiangqi/record"
	"xiangqi/rules"
)

// A clock game's record has its TimeControl tag and each move's clock,
// which read back; a loss on time is its Termination.
func TestRecordClock(t *testing.T) {
	m, ft := clockedMatch(t, newFakeEngine(), [2]bool{}, startFEN, clock.Minutes(10, 5))
	ft.pass(3 * time.Second)
	if err := m.Play(mv(t, "h2e2")); err != nil {
		t.Fatal(err)
	}
	ft.pass(11 * time.Minute)
	m.Poll()
	g := MatchRecord(m, time.Time{})
	var b bytes.Buffer
	if err := record.Write(&b, g, rules.ICCS); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`[TimeControl "600+5"]`, `{[%clk 0:10:02]}`, `[Termination "time forfeit"]`, `[Result "1-0"]`} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("record lacks %s:\n%s", want, b.String())
		}
	}
	games, errs := record.Read(b.Bytes())
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	ctl, mc := ClockOf(games[0])
	if ctl != clock.Minutes(10, 5) || len(mc) != 1 || mc[0] != 602*time.Second {
		t.Fatalf("read back %v %v", ctl, mc)
	}
	gi := InfoOf(games[0])
	if gi.Status != (rules.Status{Result: rules.RedWins, Reason: rules.Timeout}) || !OwnRecord(games[0]) {
		t.Fatalf("status %v, own %v", gi.Status, OwnRecord(games[0]))
	}
	// A game without a clock writes neither.
	plain := MatchRecord(NewMatch(newFakeEngine(), rules.NewGame(rules.StartPosition()), [2]bool{}, 0), time.Time{})
	if plain.Tag(record.TagTimeControl) != "" || plain.Notes != nil {
		t.Fatalf("a game without a clock: %+v", plain)
	}
	if ctl, mc := ClockOf(plain); ctl.On() || mc != nil {
		t.Fatal("clock read from a game without one")
	}
}

func TestClocksAt(t *testing.T) {
	ctl := clock.Minutes(10, 5)
	s := time.Second
	mc := []time.Duration{600 * s, 590 * s, 580 * s, -1, 570 * s}
	for _, c := range []struct {
		ply  int
		want [2]time.Duration
	}{
		{0, [2]time.Duration{600 * s, 600 * s}},
		{1, [2]time.Duration{600 * s, 600 * s}},
		{2, [2]time.Duration{600 * s, 590 * s}},
		{3, [2]time.Duration{580 * s, 590 * s}},
		{4, [2]time.Duration{580 * s, 590 * s}}, // black's 2nd move has no clock
		{5, [2]time.Duration{570 * s, 590 * s}},
		{99, [2]time.Duration{570 * s, 590 * s}},
	} {
		if got := ClocksAt(ctl, mc, rules.Red, c.ply); got != c.want {
			t.Errorf("ply %d: %v, want %v", c.ply, got, c.want)
		}
	}
	// Black first: move 0 is Black's.
	if got := ClocksAt(ctl, mc[:1], rules.Black, 1); got != [2]time.Duration{600 * s, 600 * s} || ClocksAt(ctl, []time.Duration{5 * s}, rules.Black, 1)[rules.Black] != 5*s {
		t.Errorf("black first: %v", got)
	}
}

// A countdown game's record: %clk is the main time, [%periods N] the
// periods once it is spent; read back, the move clocks are the clock's
// own (main time and periods together), and a game continued from it
// stands where it was.
func TestRecordCountdownClock(t *testing.T) {
	ctl := clock.CountdownOf(10*time.Second, 3, 30*time.Second)
	m, ft := clockedMatch(t, newFakeEngine(), [2]bool{}, startFEN, ctl)
	for i, d := range []time.Duration{4 * time.Second, 15 * time.Second, 40 * time.Second, 9500 * time.Millisecond} {
		ft.pass(d)
		if err := m.Play(mv(t, []string{"h2e2", "h9g7", "h0g2", "i9h9"}[i])); err != nil {
			t.Fatal(err)
		}
	}
	// Red: 6 s of main time left; Black: its 10 s and 5 s of the first
	// period, kept; Red: 6 s and 34 s of the countdown, one period used;
	// Black: 9.5 s of a period, kept.
	want := []time.Duration{96 * time.Second, 90 * time.Second, 60 * time.Second, 90 * time.Second}
	if got := m.MoveClocks(); len(got) != 4 || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] || got[3] != want[3] {
		t.Fatalf("move clocks %v, want %v", got, want)
	}
	g := MatchRecord(m, time.Time{})
	var b bytes.Buffer
	if err := record.Write(&b, g, rules.ICCS); err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{`[TimeControl "10+3x30"]`, `{[%clk 0:00:06.0]}`, `{[%clk 0:00:00.0] [%periods 3]}`, `{[%clk 0:00:00.0] [%periods 2]}`} {
		if !strings.Contains(b.String(), w) {
			t.Errorf("record lacks %s:\n%s", w, b.String())
		}
	}
	games, errs := record.Read(b.Bytes())
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	back, mc := ClockOf(games[0])
	if back != ctl || len(mc) != 4 || mc[0] != want[0] || mc[1] != want[1] || mc[2] != want[2] || mc[3] != want[3] {
		t.Fatalf("read back %v %v", back, mc)
	}
}
