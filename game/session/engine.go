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

	"xiangqi/ai"
	"xiangqi/rules"
)

// Level is the computer's strength, the first Newcomer level (0) to Master
// (NumLevels-1): the engine's ladder itself. Saves and records hold a
// level by name, and a level's name (and number, ai.Level.Number) keeps
// its strength: "level 3" is the same level as before the Newcomer levels
// came below Beginner.
type Level = ai.Level

// NumLevels is the number of levels: the engine's ladder's, which its
// tuning may lengthen or shorten; nothing here depends on how many.
const NumLevels = ai.NumLevels

// The landmark levels, by name, as in ai; the others are "level N", N the
// level's number (ai.Level.Number), or "newcomer N" below Beginner.
const (
	Newcomer = ai.Newcomer
	Beginner = ai.Beginner
	Easy     = ai.Easy
	Medium   = ai.Medium
	Hard     = ai.Hard
	Master   = ai.Master
)

// LevelName is the level's name in saves, records and on the command
// line: ai's in lower case, a landmark's ("medium"), otherwise "level N".
func LevelName(l Level) string {
	if l < 0 || l >= NumLevels {
		return strconv.Itoa(int(l))
	}
	return strings.ToLower(l.String())
}

// Landmark reports whether l is one of the named levels (Newcomer 1, the
// weakest, is named by its number as the other Newcomer levels are).
func Landmark(l Level) bool {
	return l == Beginner || l == Easy || l == Medium || l == Hard || l == Master
}

// ParseLevel reads a level's name in any case, with or without its space
// ("medium", "Level 3", "level3", "newcomer 1"), or its number
// (ai.Level.Number, Beginner 0), as ai.ParseLevel does. The landmarks' names mean what they meant on the old
// five-level ladder, so an old record's "hard" is still Hard.
func ParseLevel(s string) (Level, error) {
	l, err := ai.ParseLevel(s)
	if err != nil {
		return 0, fmt.Errorf("unknown level %q (want newcomer 1–%d, beginner, easy, medium, hard, master, \"level N\" or a number %d–%d)", s, ai.NumNewcomer, Level(0).Number(), Master.Number())
	}
	return l, nil
}

// legacyLevelNames are the five levels of save versions 1 to 5.
var legacyLevelNames = [...]string{"beginner", "easy", "medium", "hard", "master"}

// parseLegacyLevel reads a level as a save of version 5 or older held it:
// one of the five old names (or its number 1–5, as the command line
// took it), mapped onto the ladder by ai.LegacyLevel.
func parseLegacyLevel(s string) (Level, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	for i, n := range legacyLevelNames {
		if t == n || t == strconv.Itoa(i+1) {
			return ai.LegacyLevel(i), nil
		}
	}
	return 0, fmt.Errorf("unknown level %q in an old save (want one of %s)", s, strings.Join(legacyLevelNames[:], ", "))
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
	// Ideas, with Hint, asks for that many best moves (2 to MaxLines, the
	// computer's other ideas): Reply.Ideas. 0 or 1: the best move alone.
	Ideas int
	// Time is the search's time budget; 0 leaves it to the engine (the
	// level's own budget, or the engine's budget for hints). Timed sets it.
	Time time.Duration
	// Clock is the most the computer's clock allows this move
	// (ai.MoveTime), a bound on top of the level's own limits; 0 without
	// a clock.
	Clock time.Duration
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
	// Ideas are the best moves, best first (Ideas[0] is Move), for a
	// Search that asked for Ideas; nil otherwise.
	Ideas []rules.Move
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
