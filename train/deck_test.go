package train

import (
	"testing"
	"time"
)

// clock is a fake clock: the tests move it by hand.
type clock struct{ t time.Time }

func (c *clock) now() time.Time          { return c.t }
func (c *clock) advance(d time.Duration) { c.t = c.t.Add(d) }
func (c *clock) today() Day              { return DayOf(c.t) }
func newClock() *clock                   { return &clock{t: time.Date(2026, 1, 1, 9, 0, 0, 0, time.UTC)} }
func days(n int) time.Duration           { return time.Duration(n) * 24 * time.Hour }

func card(id string) Card {
	return Card{ID: id, FEN: "4k4/9/9/9/9/9/9/9/R8/3K5 w", Played: "a1a2", Best: []string{"a1a9"}, Chance: 0.9}
}

func TestDayText(t *testing.T) {
	d := DayOf(time.Date(2026, 3, 4, 23, 59, 0, 0, time.FixedZone("x", 7*3600)))
	if d.String() != "2026-03-04" {
		t.Fatalf("got %s", d)
	}
	var back Day
	if err := back.UnmarshalText([]byte("2026-03-04")); err != nil || back != d {
		t.Fatalf("round trip %v %v", back, err)
	}
	if err := back.UnmarshalText([]byte("2026-13-04")); err == nil {
		t.Fatal("a bad date read")
	}
}

// TestLeitnerSchedule follows a card through the boxes with a fake clock:
// solved it comes back after 1, 2, 4 … days; failed, the next day from box 0.
func TestLeitnerSchedule(t *testing.T) {
	c := newClock()
	var d Deck
	if n := d.Add(c.today(), card("g#3"), card("g#7"), card("g#3")); n != 2 {
		t.Fatalf("added %d, want 2 (a repeated id once)", n)
	}
	if d.DueCount(c.today()) != 2 {
		t.Fatalf("due %d on the day they were added", d.DueCount(c.today()))
	}
	for box, gap := range Intervals[1:] {
		if err := d.Review("g#3", true, c.today()); err != nil {
			t.Fatal(err)
		}
		if got := d.Cards[0].Box; got != box+1 {
			t.Fatalf("box %d, want %d", got, box+1)
		}
		c.advance(days(gap - 1))
		if d.Cards[0].Due <= c.today() {
			t.Fatalf("box %d due a day early", box+1)
		}
		c.advance(days(1))
		if d.Cards[0].Due != c.today() {
			t.Fatalf("box %d due %s, want %s", box+1, d.Cards[0].Due, c.today())
		}
	}
	// The last box stays the last.
	_ = d.Review("g#3", true, c.today())
	if d.Cards[0].Box != len(Intervals)-1 || d.Cards[0].Due != c.today()+Day(Intervals[len(Intervals)-1]) {
		t.Fatalf("last box: %+v", d.Cards[0])
	}
	// A failure sends it back to box 0, due tomorrow.
	_ = d.Review("g#3", false, c.today())
	if d.Cards[0].Box != 0 || d.Cards[0].Due != c.today()+1 || d.Cards[0].Lapses != 1 {
		t.Fatalf("after a failure: %+v", d.Cards[0])
	}
	// The other card, never reviewed, is the most overdue.
	if due := d.Due(c.today() + 1); len(due) != 2 || due[0] != 1 {
		t.Fatalf("due order %v", due)
	}
	if err := d.Review("nope", true, c.today()); err == nil {
		t.Fatal("an unknown card reviewed")
	}
}

func TestDeckBounded(t *testing.T) {
	var d Deck
	for i := range MaxCards + 10 {
		d.Add(0, card("g#"+string(rune('a'+i%26))+string(rune('a'+i/26%26))+string(rune('a'+i/676))))
	}
	if len(d.Cards) != MaxCards {
		t.Fatalf("%d cards", len(d.Cards))
	}
}

func TestStreak(t *testing.T) {
	c := newClock()
	var s Streak
	s.Trained(c.today())
	s.Trained(c.today()) // twice the same day counts once
	c.advance(days(1))
	s.Trained(c.today())
	if s.Days != 2 || s.Current(c.today()) != 2 {
		t.Fatalf("two days: %+v", s)
	}
	c.advance(days(1)) // a day without training yet: the streak stands
	if s.Current(c.today()) != 2 {
		t.Fatalf("the day after: %d", s.Current(c.today()))
	}
	c.advance(days(1)) // a day missed
	if s.Current(c.today()) != 0 {
		t.Fatalf("after a day missed: %d", s.Current(c.today()))
	}
	s.Trained(c.today())
	if s.Days != 1 || s.Best != 2 {
		t.Fatalf("new run: %+v", s)
	}
	s.Trained(c.today() - 5) // a clock set back changes nothing
	if s.Days != 1 || s.Last != c.today() {
		t.Fatalf("clock set back: %+v", s)
	}
}
