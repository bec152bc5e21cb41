//go:build display

package game

import (
	"context"
	"runtime"
	"testing"
	"time"

	"xiangqi/ai"
	"xiangqi/game/session"
	"xiangqi/rules"
)

func TestConfigThreads(t *testing.T) {
	want := max(runtime.NumCPU()-1, 1)
	for _, c := range []struct{ set, want int }{{0, want}, {-2, want}, {1, 1}, {3, 3}, {1000, ai.MaxThreads}} {
		cfg := Config{Threads: c.set}
		if got := cfg.threads(); got != c.want {
			t.Errorf("Config{Threads: %d}.threads() = %d, want %d", c.set, got, c.want)
		}
	}
}

// The hints and the levels without deliberate errors get the threads; the
// weaker levels keep one, so that they play as measured.
func TestThreadsForLevels(t *testing.T) {
	a := newEngine(4, 3).(*aiEngine)
	for l := ai.Level(0); l < ai.NumLevels; l++ {
		want := 1
		if l >= ai.Hard {
			want = 3
		}
		if got := a.threadsFor(session.Search{Level: session.Level(l)}); got != want {
			t.Errorf("%v: %d threads, want %d", l, got, want)
		}
	}
	if got := a.threadsFor(session.Search{Level: session.Level(ai.Beginner), Hint: true}); got != 3 {
		t.Errorf("a hint: %d threads, want 3", got)
	}
}

// A Master search on two threads answers a legal move, and the engine it
// borrowed goes back to the pool with no search left running (-race).
func TestThinkWithThreads(t *testing.T) {
	a := newEngine(4, 2).(*aiEngine)
	pos := rules.StartPosition()
	r := a.Think(context.Background(), session.Search{Pos: pos, Level: session.Level(ai.Master), Time: 100 * time.Millisecond}, func(session.Progress) {})
	if !pos.IsLegal(r.Move) {
		t.Fatalf("Master on 2 threads answered %v, not a legal move", r.Move)
	}
	if len(a.free) != 1 || a.free[0].Threads() != 2 {
		t.Fatalf("pool after the search: %d engines", len(a.free))
	}
	r = a.Think(context.Background(), session.Search{Pos: pos, Level: session.Level(ai.Easy)}, func(session.Progress) {})
	if !pos.IsLegal(r.Move) || a.free[0].Threads() != 1 {
		t.Errorf("Easy after Master: move %v, %d threads", r.Move, a.free[0].Threads())
	}
}
