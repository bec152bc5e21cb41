package train

import (
	"slices"
	"testing"
	"time"
)

func TestRushClockAndLives(t *testing.T) {
	c := newClock()
	r := NewRush(Rush3, c.now())
	c.advance(time.Minute)
	r.Answer(true, c.now())
	r.Pause(c.now())
	c.advance(time.Hour) // in the background: no time passes for the rush
	if r.Over(c.now()) || r.Left(c.now()) != 2*time.Minute {
		t.Fatalf("paused: left %v", r.Left(c.now()))
	}
	r.Pause(c.now()) // twice is once
	r.Resume(c.now())
	r.Resume(c.now())
	c.advance(30 * time.Second)
	if r.Left(c.now()) != 90*time.Second {
		t.Fatalf("resumed: left %v", r.Left(c.now()))
	}
	r.Answer(false, c.now())
	r.Answer(false, c.now())
	if r.Over(c.now()) || r.LivesLeft() != 1 {
		t.Fatalf("two wrong: over %v lives %d", r.Over(c.now()), r.LivesLeft())
	}
	r.Answer(false, c.now())
	if !r.Over(c.now()) || r.Score != 1 || r.Wrong != 3 {
		t.Fatalf("three wrong: %+v", r)
	}
	if r.Answer(true, c.now()) || r.Score != 1 {
		t.Fatal("an answer after the end counted")
	}
}

func TestRushTimeUp(t *testing.T) {
	c := newClock()
	r := NewRush(Rush5, c.now())
	c.advance(4*time.Minute + 59*time.Second)
	if !r.Answer(true, c.now()) {
		t.Fatal("an answer in time did not count")
	}
	c.advance(2 * time.Second)
	if !r.Over(c.now()) || r.Left(c.now()) != 0 || r.Used(c.now()) != 5*time.Minute {
		t.Fatalf("time up: over %v left %v used %v", r.Over(c.now()), r.Left(c.now()), r.Used(c.now()))
	}
	if r.Answer(true, c.now()) {
		t.Fatal("an answer after the time counted")
	}
	var b Bests
	if !b.Record(r) || b[Rush5] != 1 || b.Record(r) {
		t.Fatalf("bests %v", b)
	}
}

func TestEndlessHasNoClockAndOneLife(t *testing.T) {
	c := newClock()
	r := NewRush(Endless, c.now())
	for range 10 {
		c.advance(time.Hour)
		r.Answer(true, c.now())
	}
	if r.Over(c.now()) || r.Left(c.now()) != 0 {
		t.Fatal("the streak mode ended by time")
	}
	r.Answer(false, c.now())
	if !r.Over(c.now()) || r.Score != 10 {
		t.Fatalf("one wrong: %+v", r)
	}
}

func TestRushLeftMidway(t *testing.T) {
	c := newClock()
	r := NewRush(Rush3, c.now())
	c.advance(time.Minute)
	r.End(c.now())
	c.advance(time.Minute)
	if !r.Over(c.now()) || r.Used(c.now()) != time.Minute {
		t.Fatalf("left: used %v", r.Used(c.now()))
	}
}

func TestLadderEasyToHard(t *testing.T) {
	ratings := []float64{2100, 1100, 1600, 1350, 1850, 1100}
	l := NewLadder(ratings)
	used := map[int]bool{}
	var got []float64
	for n := 0; ; n++ {
		i := l.Nearest(Target(n*5), used)
		if i < 0 {
			break
		}
		used[i] = true
		got = append(got, ratings[i])
	}
	want := []float64{1100, 1100, 1350, 1600, 1850, 2100}
	if len(got) != len(want) {
		t.Fatalf("got %v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %v, want %v", got, want)
		}
	}
}

// TestLadderFresh: a rush takes an untried puzzle within FreshWindow of
// its target before a tried one nearer it (two solved puzzles dropped to
// 1000, under the untried 1100s), and a tried one before an untried one
// beyond the window (a grade up); used ones never.
func TestLadderFresh(t *testing.T) {
	ratings := []float64{1000, 1000, 1100, 1110, 1600}
	l := NewLadder(ratings)
	tried := map[int]bool{0: true, 1: true}
	used := map[int]bool{}
	var got []int
	for range len(ratings) {
		i := l.NearestFresh(RushStart, used, tried)
		used[i] = true
		got = append(got, i)
	}
	if want := []int{2, 3, 0, 1, 4}; !slices.Equal(got, want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	if i := l.NearestFresh(RushStart, used, tried); i != -1 {
		t.Fatalf("every puzzle used: got %d", i)
	}
	if i := l.NearestFresh(RushStart, nil, nil); i != 0 && i != 1 {
		t.Fatalf("nothing tried: got %d", i)
	}
}

func BenchmarkLadderNearest3000(b *testing.B) {
	ratings := make([]float64, 3000)
	for i := range ratings {
		ratings[i] = float64(1100 + (i*7919)%1000)
	}
	l := NewLadder(ratings)
	used := map[int]bool{}
	for i := range 40 {
		used[l.Nearest(Target(i), used)] = true
	}
	b.ReportAllocs()
	for b.Loop() {
		l.Nearest(Target(20), used)
	}
}
