package ai

import (
	"context"
	"fmt"
	"strings"
	"time"

	"xiangqi/rules"
)

// Level is a playing strength for the game's computer opponent, 0 the
// weakest and NumLevels-1 (Master) the strongest. LEVELS.md has the ladder:
// each level's limits, its error model, its rating and the matches that
// measured them.
type Level int

// NumLevels is the number of levels.
const NumLevels = 18

// The landmark levels, by name; the others are "Level N".
const (
	Beginner Level = 0
	Easy     Level = 2
	Medium   Level = 4
	Hard     Level = 12
	Master   Level = NumLevels - 1
)

// LegacyLevel maps a level of the old five-level ladder (0 Beginner,
// 1 Easy, 2 Medium, 3 Hard, 4 Master, as old saves hold them) onto the
// ladder level nearest it in strength, as measured against the old levels
// (LEVELS.md): a game continued from an old save plays on about as hard as
// it did. Old Beginner and Easy both become Beginner (the old Beginner,
// which played a random legal move 30% of the time, was weaker than any
// level now), old Medium Level 6, old Hard Hard and old Master Master. Out
// of range numbers are clamped.
func LegacyLevel(old int) Level {
	legacy := [...]Level{Beginner, Beginner, 6, Hard, Master}
	return legacy[min(max(old, 0), len(legacy)-1)]
}

// levelSpec is one level: its limits and its deliberate-error model
// (levelerr.go). There is no "any legal move" blunder: every move a level
// plays is one its own search looked at, at least to depth 1 with the
// quiescence search, and found within a margin of the best.
//
//   - depth, nodes: the search's caps (0: none). Every level is capped by
//     depth or nodes, Master too, so that it plays alike on every device
//     and as it was measured in the ladder; its time is only a safety
//     bound.
//   - errPct: the share of moves judged superficially: instead of the
//     level's search, every root move is searched with a full window to
//     depth errDepth (0: the level's own caps), a random misjudgement,
//     normal with standard deviation noiseCP centipawns, is added to each
//     score, and the move with the highest sum is played; a move scored
//     more than marginCP below the best is never played this way. A quiet
//     inaccuracy, or a deeper tactic missed.
//   - lapsePct: the share of the other moves searched with a quarter of
//     the node budget (or the depth cap less one, at least 1): a threat
//     noticed late.
//   - rating: the level's rating on the ladder's scale, measured
//     (LEVELS.md: the ladder of b489d03, each level then moved by its
//     measured gain on engine round three; Master's gain is assumed).
type levelSpec struct {
	name     string
	depth    int
	nodes    uint64
	time     time.Duration
	errPct   int
	errDepth int
	noiseCP  int
	marginCP int
	lapsePct int
	rating   int
}

var levelSpecs = [NumLevels]levelSpec{
	{name: "Beginner", depth: 1, time: 1 * time.Second, errPct: 100, noiseCP: 75, marginCP: 250, rating: 260},
	{name: "Level 1", depth: 1, time: 1 * time.Second, errPct: 100, noiseCP: 40, marginCP: 150, rating: 450},
	{name: "Easy", depth: 2, time: 1 * time.Second, errPct: 100, noiseCP: 60, marginCP: 150, lapsePct: 25, rating: 710},
	{name: "Level 3", nodes: 3000, time: 1 * time.Second, errPct: 100, noiseCP: 40, marginCP: 100, lapsePct: 15, rating: 890},
	{name: "Medium", nodes: 6000, time: 1 * time.Second, errPct: 100, noiseCP: 35, marginCP: 80, lapsePct: 15, rating: 1120},
	{name: "Level 5", nodes: 3400, time: 1 * time.Second, errPct: 51, errDepth: 2, noiseCP: 40, marginCP: 80, lapsePct: 13, rating: 1330},
	{name: "Level 6", nodes: 5200, time: 1 * time.Second, errPct: 37, errDepth: 2, noiseCP: 36, marginCP: 72, lapsePct: 11, rating: 1530},
	{name: "Level 7", nodes: 7800, time: 1 * time.Second, errPct: 26, errDepth: 2, noiseCP: 33, marginCP: 66, lapsePct: 8, rating: 1760},
	{name: "Level 8", nodes: 10000, time: 1 * time.Second, errPct: 20, errDepth: 2, noiseCP: 30, marginCP: 60, lapsePct: 6, rating: 1880},
	{name: "Level 9", nodes: 13500, time: 1 * time.Second, errPct: 13, errDepth: 3, noiseCP: 28, marginCP: 55, lapsePct: 4, rating: 2090},
	{name: "Level 10", nodes: 18500, time: 1 * time.Second, errPct: 5, errDepth: 3, noiseCP: 25, marginCP: 50, lapsePct: 2, rating: 2220},
	{name: "Level 11", nodes: 22000, time: 1 * time.Second, rating: 2300},
	{name: "Hard", nodes: 45000, time: 1 * time.Second, rating: 2540},
	{name: "Level 13", nodes: 90000, time: 2 * time.Second, rating: 2710},
	{name: "Level 14", nodes: 180000, time: 3 * time.Second, rating: 2890},
	{name: "Level 15", nodes: 360000, time: 4 * time.Second, rating: 3130},
	{name: "Level 16", nodes: 720000, time: 6 * time.Second, rating: 3160},
	{name: "Master", nodes: 1440000, time: 10 * time.Second, rating: 3290},
}

// String is the level's English name: a landmark's name ("Medium"),
// otherwise "Level N" with N its number.
func (l Level) String() string {
	if l >= 0 && l < NumLevels {
		return levelSpecs[l].name
	}
	return fmt.Sprintf("Level(%d)", int(l))
}

// Rating is the level's rating on the ladder's Elo-like scale, anchored to
// ElephantEye at a fixed setting and chained through the matches between
// adjacent levels (LEVELS.md has them and how to reproduce them).
func (l Level) Rating() int { return l.spec().rating }

// errs reports whether the level makes deliberate errors.
func (l Level) errs() bool {
	sp := l.spec()
	return sp.errPct > 0 || sp.lapsePct > 0
}

// ParseLevel reads a level's name (any case: "Medium", "Level 3",
// "level3") or its number 0 to NumLevels-1.
func ParseLevel(s string) (Level, error) {
	t := strings.TrimSpace(s)
	squash := func(x string) string { return strings.ToLower(strings.ReplaceAll(x, " ", "")) }
	for l := Level(0); l < NumLevels; l++ {
		if strings.EqualFold(t, levelSpecs[l].name) || squash(t) == squash(levelSpecs[l].name) ||
			squash(t) == squash(fmt.Sprintf("Level %d", int(l))) || t == fmt.Sprint(int(l)) {
			return l, nil
		}
	}
	return 0, fmt.Errorf("unknown level %q (want a name such as Beginner, Easy, Medium, Hard, Master or \"Level 3\", or a number 0–%d)", s, NumLevels-1)
}

func (l Level) spec() levelSpec {
	if l < 0 {
		l = 0
	}
	if l >= NumLevels {
		l = NumLevels - 1
	}
	return levelSpecs[l]
}

// Limits returns the level's depth cap, node cap and time budget (desktop
// figures; for a node- or depth-capped level the time is only a safety
// bound).
func (l Level) Limits() Limits {
	sp := l.spec()
	return Limits{Depth: sp.depth, Nodes: sp.nodes, Time: sp.time}
}

// LimitsWithTime is Limits with the time budget replaced by budget, longer
// or shorter; budget <= 0 keeps the level's own. The depth and node caps
// stay.
func (l Level) LimitsWithTime(budget time.Duration) Limits {
	lim := l.Limits()
	if budget > 0 {
		lim.Time = budget
	}
	return lim
}

// Seed sets the generator behind the levels' deliberate errors and the
// opening book choices, for reproducible games; NewEngine seeds from the
// clock so that games differ.
func (e *Engine) Seed(seed uint64) {
	e.rng = seed | 1
}

// random returns the next number of the engine's xorshift generator.
func (e *Engine) random() uint64 {
	e.rng ^= e.rng << 13
	e.rng ^= e.rng >> 7
	e.rng ^= e.rng << 17
	return e.rng
}

// play searches pos for level's move within lim, then applies the level's
// deliberate-error model (levelerr.go), or in the opening picks a book
// move.
func (e *Engine) play(ctx context.Context, pos rules.Position, h History, level Level, lim Limits, info func(Info)) Result {
	if book := bookMoves(&pos); len(book) > 0 {
		choice := book[e.random()%uint64(len(book))]
		only := func(r []rootMove) []rootMove {
			for _, rm := range r {
				if rm.move == choice {
					return append(r[:0], rm)
				}
			}
			return r
		}
		res := e.s.run(ctx, pos, h, Limits{Depth: 1, Time: lim.Time, Nodes: lim.Nodes}, info, only)
		res.Book = res.Move == choice
		return res
	}
	if !level.errs() {
		return e.s.run(ctx, pos, h, lim, info, nil)
	}
	return e.playWithErrors(ctx, pos, h, level.spec(), lim, info)
}

// tighter combines two limits, keeping the stricter value on each axis.
func tighter(a, b Limits) Limits {
	if b.Depth > 0 && (a.Depth == 0 || b.Depth < a.Depth) {
		a.Depth = b.Depth
	}
	if b.Time > 0 && (a.Time == 0 || b.Time < a.Time) {
		a.Time = b.Time
	}
	if b.Nodes > 0 && (a.Nodes == 0 || b.Nodes < a.Nodes) {
		a.Nodes = b.Nodes
	}
	return a
}
