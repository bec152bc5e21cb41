package engine

import (
	"context"
	"runtime"
	"strings"
	"testing"
	"time"

	"xiangqi/ai"
	"xiangqi/game/session"
	"xiangqi/rules"
)

func TestConfigThreads(t *testing.T) {
	want := max(runtime.NumCPU()-1, 1)
	for _, c := range []struct{ set, want int }{{0, want}, {-2, want}, {1, 1}, {3, 3}, {1000, ai.MaxThreads}} {
		if got := Threads(c.set); got != c.want {
			t.Errorf("Threads(%d) = %d, want %d", c.set, got, c.want)
		}
	}
}

// The hints and Master get the threads (Master's node cap is reached
// sooner); every other level keeps one, so that it plays
// deterministically, as measured.
func TestThreadsForLevels(t *testing.T) {
	a := New(4, 3).(*aiEngine)
	for l := ai.Level(0); l < ai.NumLevels; l++ {
		want := 1
		if l == ai.Master {
			want = 3
		}
		if got := a.threadsFor(session.Search{Level: session.Level(l)}); got != want {
			t.Errorf("%v: %d threads, want %d", l, got, want)
		}
	}
	for _, l := range []ai.Level{ai.Beginner, ai.Hard, ai.Master} {
		if got := a.threadsFor(session.Search{Level: session.Level(l), Hint: true}); got != 3 {
			t.Errorf("a hint at %v: %d threads, want 3", l, got)
		}
	}
}

// The game's landmark levels and their names are the engine's, and an
// old save's level maps as ai.LegacyLevel says.
func TestLevelsMatchEngine(t *testing.T) {
	for l := session.Level(0); l < session.NumLevels; l++ {
		if name := session.LevelName(l); !strings.EqualFold(name, ai.Level(l).String()) {
			t.Errorf("level %d: %q here, %q in ai", int(l), name, ai.Level(l))
		}
		if Rating(l) != ai.Level(l).Rating() {
			t.Errorf("%v: rating %d", l, Rating(l))
		}
	}
}

// A Master search on two threads answers a legal move, and the engine it
// borrowed goes back to the pool with no search left running (-race).
func TestThinkWithThreads(t *testing.T) {
	a := New(4, 2).(*aiEngine)
	pos := rules.StartPosition()
	r := a.Think(context.Background(), session.Search{Pos: pos, Level: session.Level(ai.Master), Time: 100 * time.Millisecond}, func(session.Progress) {})
	if !pos.IsLegal(r.Move) {
		t.Fatalf("Master on 2 threads answered %v, not a legal move", r.Move)
	}
	if a.pool.Idle() != 1 {
		t.Fatalf("pool after the search: %d engines", a.pool.Idle())
	}
	r = a.Think(context.Background(), session.Search{Pos: pos, Level: session.Level(ai.Easy)}, func(session.Progress) {})
	if !pos.IsLegal(r.Move) || a.pool.Idle() != 1 {
		t.Errorf("Easy after Master: move %v, %d engines in the pool", r.Move, a.pool.Idle())
	}
}
