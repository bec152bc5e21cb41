package analysis

import (
	"context"
	"time"

	"xiangqi/ai"
	"xiangqi/rules"
)

// Options is the budget of an analysis.
type Options struct {
	PerPosition time.Duration // search time of each position; 0: Depth alone decides
	Depth       int           // the deepest iteration of each position; 0: no limit
	From        int           // the first position searched (the ones before are known)
	Threads     int           // search threads (ai.Request.Threads; 0: one)
}

// Budgets of the game's analysis, one position each (see Options): the
// desktop's default and "deep" setting, and a phone's. The phone's is an
// assumption, as nothing here can measure a phone: one core of a phone
// taken as 2 to 3 times slower than one of the development machine, an
// 80-move game (161 positions) is done in 161 × 0.5 s = 80.5 s, within the
// minute and a half a player waits, at a little below the desktop's
// depth.
const (
	DesktopBudget = 300 * time.Millisecond
	DeepBudget    = 1 * time.Second
	PhoneBudget   = 500 * time.Millisecond
)

// Run analyses the game g (whose referee's status decides its last
// position when the game is over) with engine eng: every position in order
// from the start (from opt.From), found called after each with its ply and
// Eval, on Run's goroutine. Run forgets what eng learnt before. It
// returns ctx.Err() as soon as ctx is cancelled, having reported the
// positions finished before; nil when every position was reported.
func Run(ctx context.Context, eng *ai.Engine, g *rules.Game, opt Options, found func(ply int, e Eval)) error {
	eng.Clear()
	moves, keys, checks := g.Moves(), g.Keys(), g.Checks()
	pos := g.Start()
	for _, m := range moves[:min(max(opt.From, 0), len(moves))] {
		pos.MakeMove(m)
	}
	for ply := max(opt.From, 0); ply <= len(moves); ply++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		e := evaluate(ctx, eng, pos, ai.History{Keys: keys[:ply], Checks: checks[:ply], Moves: moves[:ply]}, opt, ply == len(moves), g.Status())
		if err := ctx.Err(); err != nil {
			return err // the search was cut short: its result is not the budget's
		}
		found(ply, e)
		if ply < len(moves) {
			pos.MakeMove(moves[ply])
		}
	}
	return nil
}

// evaluate searches one position; last says it is the game's final one,
// whose status the referee gave.
func evaluate(ctx context.Context, eng *ai.Engine, pos rules.Position, h ai.History, opt Options, last bool, st rules.Status) Eval {
	if last && st.Over() {
		return finished(st)
	}
	if st := pos.Status(); st.Over() {
		return finished(st)
	}
	var l rules.MoveList
	pos.GenerateMoves(&l)
	res := eng.Search(ctx, ai.Request{Pos: pos, History: h, Limits: ai.Limits{Time: opt.PerPosition, Depth: opt.Depth}, Threads: opt.Threads})
	e := fromResult(res, pos.SideToMove())
	e.Only = l.N == 1
	return e
}
