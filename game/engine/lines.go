package engine

import (
	"context"
	"slices"

	"xiangqi/ai"
	"xiangqi/game/session"
)

// analyst is the analysis board's engine (session.Analyst): one
// ai.Engine of its own, kept while the board is open, so that its table
// carries what one board's search learnt over to the next board, a move
// away. A search still unwinding when the next starts is handled by the
// pool, as for the game's searches.
type analyst struct {
	pool    ai.Pool
	threads int
}

// NewAnalyst is the analysis board's engine with tables of hashMiB MiB
// (0: the default) searching on threads threads.
func NewAnalyst(hashMiB, threads int) session.Analyst {
	if hashMiB <= 0 {
		hashMiB = defaultHashMiB
	}
	return &analyst{pool: ai.Pool{HashMiB: hashMiB}, threads: max(threads, 1)}
}

func (a *analyst) Analyse(ctx context.Context, s session.LinesSearch, found func(session.LinesFound)) {
	e := a.pool.Take()
	defer a.pool.Give(e)
	e.Search(ctx, ai.Request{
		Pos:     s.Pos,
		History: ai.History{Keys: s.History, Checks: s.Checks, Moves: s.Moves},
		Limits:  ai.Limits{Depth: s.Depth},
		Threads: a.threads,
		MultiPV: s.Lines,
		Info: func(i ai.Info) {
			found(session.LinesFound{Depth: i.Depth, Nodes: i.Nodes, Lines: linesOf(i.Lines)})
		},
	})
}

// linesOf copies the engine's lines (their variations are the
// search's, which it may reuse) into the session's.
func linesOf(ls []ai.Line) []session.Line {
	out := slices.Clone(ls)
	for i := range out {
		out[i].PV = slices.Clone(out[i].PV)
	}
	return out
}
