package ai

import (
	"context"
	"fmt"
	"strings"
	"time"

	"xiangqi/rules"
)

// Level is a playing strength for the game's computer opponent.
type Level int

// The levels, weakest first.
const (
	Beginner Level = iota
	Easy
	Medium
	Hard
	Master
)

// NumLevels is the number of levels.
const NumLevels = 5

// levelSpec is one level: its limits and its deliberate-error model. After
// the search, with probability blunderPct/100 the move is drawn from all
// legal moves; otherwise it is drawn from the moves that score within
// marginCP of the best, the closer ones more likely.
type levelSpec struct {
	name       string
	depth      int
	time       time.Duration
	marginCP   int
	blunderPct int
}

var levelSpecs = [NumLevels]levelSpec{
	{"Beginner", 1, 300 * time.Millisecond, 250, 30},
	{"Easy", 2, 500 * time.Millisecond, 120, 10},
	{"Medium", 4, 1000 * time.Millisecond, 40, 2},
	{"Hard", 7, 1500 * time.Millisecond, 0, 0},
	{"Master", 0, 3000 * time.Millisecond, 0, 0},
}

func (l Level) String() string {
	if l >= 0 && l < NumLevels {
		return levelSpecs[l].name
	}
	return fmt.Sprintf("Level(%d)", int(l))
}

// ParseLevel reads a level name (any case) or its number 0–4.
func ParseLevel(s string) (Level, error) {
	t := strings.TrimSpace(s)
	for l := Level(0); l < NumLevels; l++ {
		if strings.EqualFold(t, levelSpecs[l].name) || t == fmt.Sprint(int(l)) {
			return l, nil
		}
	}
	return 0, fmt.Errorf("unknown level %q (want Beginner, Easy, Medium, Hard or Master)", s)
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

// Limits returns the level's depth cap and time budget (desktop figures).
func (l Level) Limits() Limits {
	sp := l.spec()
	return Limits{Depth: sp.depth, Time: sp.time}
}

// LimitsWithTime is Limits with the time budget replaced by budget, longer
// or shorter; budget <= 0 keeps the level's own. The depth cap stays.
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

// Play chooses the computer's move at level: the level's limits, its
// deliberate-error model and, in the opening, a random book move.
func (e *Engine) Play(ctx context.Context, pos rules.Position, history []uint64, level Level, info func(Info)) Result {
	return e.PlayLimited(ctx, pos, History{Keys: history}, level, Limits{}, info)
}

// PlayHistory is Play with the game's check flags (see History).
func (e *Engine) PlayHistory(ctx context.Context, pos rules.Position, h History, level Level, info func(Info)) Result {
	return e.PlayLimited(ctx, pos, h, level, Limits{}, info)
}

// PlayLimited is PlayHistory with extra limits, each applied on top of the
// level's own (the tighter one wins, so a level never gets more time or
// depth this way); the UCI program uses it for a level under a clock.
func (e *Engine) PlayLimited(ctx context.Context, pos rules.Position, h History, level Level, extra Limits, info func(Info)) Result {
	return e.play(ctx, pos, h, level, tighter(level.Limits(), extra), info)
}

// PlayWithTime is PlayHistory with the level's time budget replaced by
// budget (budget <= 0 keeps the level's): the level's depth cap, error
// model and opening book stay. Unlike PlayLimited it can give a level more
// time than its desktop budget, which slower machines such as phones need
// to play the level as strongly as a desktop does.
func (e *Engine) PlayWithTime(ctx context.Context, pos rules.Position, h History, level Level, budget time.Duration, info func(Info)) Result {
	return e.play(ctx, pos, h, level, level.LimitsWithTime(budget), info)
}

// play searches pos for level's move within lim, then applies the level's
// deliberate-error model (or, in the opening, picks a book move).
func (e *Engine) play(ctx context.Context, pos rules.Position, h History, level Level, lim Limits, info func(Info)) Result {
	sp := level.spec()
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
	if sp.marginCP == 0 && sp.blunderPct == 0 {
		return e.s.run(ctx, pos, h, lim, info, nil)
	}
	e.s.multi = true
	res := e.s.run(ctx, pos, h, lim, info, nil)
	e.s.multi = false
	if res.Depth == 0 || res.Mate != 0 && res.Mate < 0 {
		return res
	}
	roots := e.s.roots
	pick := 0
	if int(e.random()%100) < sp.blunderPct {
		pick = int(e.random() % uint64(len(roots)))
	} else {
		// Weighted draw among the moves within the margin: weight
		// margin-loss+1, so the best move is always the likeliest.
		best := roots[0].score
		total := 0
		for _, rm := range roots {
			if loss := best - rm.score; loss <= sp.marginCP {
				total += sp.marginCP - loss + 1
			}
		}
		x := int(e.random() % uint64(total))
		for i, rm := range roots {
			if loss := best - rm.score; loss <= sp.marginCP {
				x -= sp.marginCP - loss + 1
				if x < 0 {
					pick = i
					break
				}
			}
		}
	}
	if pick != 0 {
		rm := roots[pick]
		res.Move, res.Score, res.Mate = rm.move, rm.score, mateMoves(rm.score)
		res.PV = []rules.Move{rm.move}
	}
	return res
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
