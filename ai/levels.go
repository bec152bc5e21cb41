package ai

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"xiangqi/rules"
)

// Level is a playing strength for the game's computer opponent, 0 (the
// first Newcomer level) the weakest and NumLevels-1 (Master) the
// strongest. LEVELS.md has the ladder: each level's limits, its error
// model, its rating and the matches that measured them.
//
// A level's value is its place on the ladder; its number (Number), the N
// of its name "Level N", is counted from Beginner, so that the names and
// numbers of the levels from Beginner up mean the same strength as before
// the Newcomer levels came below it: an old save's or record's "level 3"
// is still Level 3. The Newcomer levels have numbers below 0.
type Level int

// NumNewcomer is the number of Newcomer levels, below Beginner.
const NumNewcomer = 5

// NumLevels is the number of levels.
const NumLevels = NumNewcomer + 18

// The landmark levels, by name; the others are "Level N" or "Newcomer N".
const (
	Newcomer Level = 0 // the weakest, "Newcomer 1"
	Beginner Level = NumNewcomer
	Easy     Level = Beginner + 2
	Medium   Level = Beginner + 4
	Hard     Level = Beginner + 12
	Master   Level = NumLevels - 1
)

// Number is the level's number, counted from Beginner (0): Level 3's is 3,
// the Newcomer levels' are -5 to -1.
func (l Level) Number() int { return int(l - Beginner) }

// LevelNumbered is the level whose Number is n (not checked against the
// ladder's ends).
func LevelNumbered(n int) Level { return Beginner + Level(n) }

// LegacyLevel maps a level of the old five-level ladder (0 Beginner,
// 1 Easy, 2 Medium, 3 Hard, 4 Master, as old saves hold them) onto the
// ladder level nearest it in strength, as measured against the old levels
// (LEVELS.md): a game continued from an old save plays on about as hard as
// it did. Old Beginner (a random legal move 30% of the time) becomes
// Newcomer 1, old Easy Newcomer 5 (both were Beginner until the Newcomer
// levels came below it), old Medium Level 6, old Hard Hard and old Master
// Master. Out of range numbers are clamped.
func LegacyLevel(old int) Level {
	legacy := [...]Level{Newcomer, Beginner - 1, LevelNumbered(6), Hard, Master}
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
	// novice, for the levels below Beginner, replaces the search and the
	// error model above by a newcomer's partial sight (levels_novice.go).
	novice *noviceSpec
}

var levelSpecs = [NumLevels]levelSpec{
	{name: "Newcomer 1", depth: 1, time: 1 * time.Second, rating: -520, novice: &noviceSpec{
		matePct: 20, noiseCP: 140, lastPct: 0, watchPct: 0, blindCannon: 100, blindHorse: 100, blindOther: 95, selfMatePct: 0}},
	{name: "Newcomer 2", depth: 1, time: 1 * time.Second, rating: -380, novice: &noviceSpec{
		matePct: 45, noiseCP: 90, lastPct: 10, watchPct: 0, blindCannon: 90, blindHorse: 80, blindOther: 50, selfMatePct: 0}},
	{name: "Newcomer 3", depth: 1, time: 1 * time.Second, rating: -240, novice: &noviceSpec{
		matePct: 75, noiseCP: 65, lastPct: 35, watchPct: 10, blindCannon: 60, blindHorse: 50, blindOther: 20, selfMatePct: 20}},
	{name: "Newcomer 4", depth: 1, time: 1 * time.Second, rating: -40, novice: &noviceSpec{
		matePct: 85, noiseCP: 55, lastPct: 50, watchPct: 30, blindCannon: 45, blindHorse: 35, blindOther: 8, selfMatePct: 45}},
	{name: "Newcomer 5", depth: 1, time: 1 * time.Second, rating: 140, novice: &noviceSpec{
		matePct: 95, noiseCP: 48, lastPct: 70, watchPct: 50, blindCannon: 30, blindHorse: 20, blindOther: 3, selfMatePct: 70}},
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
	return sp.errPct > 0 || sp.lapsePct > 0 || sp.novice != nil
}

// ParseLevel reads a level's name (any case: "Medium", "Level 3",
// "level3", "Newcomer 1") or its number (Number: -5 to 17, Beginner 0).
func ParseLevel(s string) (Level, error) {
	t := strings.TrimSpace(s)
	// A record's own Level tag is a level's name in any case: found
	// without the strings made below (the Games screen reads one a row).
	for l := Level(0); l < NumLevels; l++ {
		if strings.EqualFold(t, levelSpecs[l].name) {
			return l, nil
		}
	}
	squash := func(x string) string { return strings.ToLower(strings.ReplaceAll(x, " ", "")) }
	st := squash(t)
	for l := Level(0); l < NumLevels; l++ {
		n := strconv.Itoa(l.Number())
		if st == squash(levelSpecs[l].name) ||
			l >= Beginner && st == "level"+n || t == n {
			return l, nil
		}
	}
	return 0, fmt.Errorf("unknown level %q (want a name such as Newcomer 1, Beginner, Easy, Medium, Hard, Master or \"Level 3\", or a number %d–%d)", s, Level(0).Number(), Master.Number())
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
	if ns := level.spec().novice; ns != nil {
		return e.playNovice(ctx, pos, h, ns, info)
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
