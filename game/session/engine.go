// Package session is the game without a window: whose turn it is, the
// computer's search in the background with its stale results dropped
// (Match), and the save file (Store). The game package draws it; its tests
// need no display.
package session

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"xiangqi/rules"
)

// Level is the computer's strength, Beginner (0) to Master (NumLevels-1),
// the same numbering as ai.Level; engine_ai.go checks that at compile time.
type Level int

// NumLevels is the number of levels.
const NumLevels = 5

var levelNames = [NumLevels]string{"beginner", "easy", "medium", "hard", "master"}

// String is the level's name in saves and on the command line.
func (l Level) String() string {
	if l < 0 || l >= NumLevels {
		return strconv.Itoa(int(l))
	}
	return levelNames[l]
}

// ParseLevel reads a level name ("easy") or its number 1–5.
func ParseLevel(s string) (Level, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	for i, n := range levelNames {
		if s == n {
			return Level(i), nil
		}
	}
	if n, err := strconv.Atoi(s); err == nil && n >= 1 && n <= NumLevels {
		return Level(n - 1), nil
	}
	return 0, fmt.Errorf("unknown level %q (want one of %s, or 1–%d)", s, strings.Join(levelNames[:], ", "), NumLevels)
}

// Search is what the computer is asked to think about.
type Search struct {
	Pos     rules.Position
	History []uint64 // keys of the positions before Pos, oldest first
	Checks  []bool   // Checks[i]: the move played from History[i] gave check
	// Moves[i] was played from History[i]: with them the search rules a
	// perpetual chase across its root as the referee does.
	Moves []rules.Move
	Level Level
	Hint  bool // a hint for the player: the best move, no deliberate errors
	// Time is the search's time budget; 0 leaves it to the engine (the
	// level's own budget, or the engine's budget for hints). Timed sets it.
	Time time.Duration
}

// Progress is a completed iteration of a running search.
type Progress struct {
	Depth   int
	Nodes   uint64
	Elapsed time.Duration
}

// Reply is a finished search. Move is rules.NoMove when the search found
// nothing (e.g. cancelled before its first iteration completed).
type Reply struct {
	Move    rules.Move
	Depth   int
	Score   int
	Mate    int
	Nodes   uint64
	Elapsed time.Duration
	Book    bool // an opening-book move: no search figures to show
}

// Engine thinks about a position. Think runs on its own goroutine, may be
// called again before an earlier call returned, must return soon after ctx
// is cancelled, and calls progress on its own goroutine.
type Engine interface {
	Think(ctx context.Context, s Search, progress func(Progress)) Reply
}

// Timing is a platform's time budgets for the computer's searches: one per
// level for its moves (Beginner first) and one for hints. A zero entry
// keeps the engine's own budget, which suits a desktop; a phone, slower,
// gives more (see mobile/tuning.go).
type Timing struct {
	Move [NumLevels]time.Duration
	Hint time.Duration
}

// budget is t's time budget for s; 0 when t keeps the engine's own.
func (t Timing) budget(s Search) time.Duration {
	switch {
	case s.Hint:
		return t.Hint
	case s.Level >= 0 && s.Level < NumLevels:
		return t.Move[s.Level]
	}
	return 0
}

// Timed returns engine with t's budget set on every search that has none
// of its own; a zero Timing returns engine itself.
func Timed(engine Engine, t Timing) Engine {
	if t == (Timing{}) {
		return engine
	}
	return timedEngine{engine: engine, timing: t}
}

type timedEngine struct {
	engine Engine
	timing Timing
}

func (e timedEngine) Think(ctx context.Context, s Search, progress func(Progress)) Reply {
	if s.Time == 0 {
		s.Time = e.timing.budget(s)
	}
	return e.engine.Think(ctx, s, progress)
}
