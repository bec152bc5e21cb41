package ai

import (
	"context"
	"math"

	"xiangqi/rules"
)

// playWithErrors is play for a level with a deliberate-error model
// (levelSpec): the errors of a person, not of a random mover.
//
//   - A superficial judgement (errPct of the moves): every root move is
//     searched with a full window, so that each has an exact score, to the
//     level's errDepth (0: within the level's own caps); a random error,
//     normal with standard deviation noiseCP, is added to each score and
//     the move with the highest sum is played. Moves that search scores
//     more than marginCP below the best are never played this way.
//   - A lapse (lapsePct of the moves): the level's search runs with
//     a quarter of its node budget, or its depth cap less one (at least
//     1), so a tactic the level usually sees may be missed, as a threat
//     is noticed late.
//
// There is never a misjudgement when the search sees a mate, for either
// side: the level then plays the mate, or its best defence. Every move is
// searched to at least depth 1 with the quiescence search, so no level
// leaves a piece to be taken for nothing unless it misjudges that within
// its margin.
func (e *Engine) playWithErrors(ctx context.Context, pos rules.Position, h History, sp levelSpec, lim Limits, info func(Info)) Result {
	if sp.lapsePct > 0 && int(e.random()%100) < sp.lapsePct {
		if lim.Nodes > 0 {
			lim.Nodes = max(lim.Nodes/4, 1)
		}
		if lim.Depth > 1 {
			lim.Depth--
		}
	}
	if sp.errPct == 0 || int(e.random()%100) >= sp.errPct {
		return e.searchAtLeastDepth1(ctx, pos, h, lim, info)
	}
	if sp.errDepth > 0 && (lim.Depth == 0 || sp.errDepth < lim.Depth) {
		lim.Depth = sp.errDepth
	}
	e.s.multi = true
	defer func() { e.s.multi = false }()
	res := e.searchAtLeastDepth1(ctx, pos, h, lim, info)
	if res.Depth == 0 || res.Mate != 0 || sp.noiseCP == 0 {
		return res
	}
	roots := e.s.roots
	best := roots[0].score
	pick, top := 0, math.Inf(-1)
	for i, rm := range roots {
		if best-rm.score > sp.marginCP || abs(rm.score) > mateBound {
			continue
		}
		if v := float64(rm.score) + float64(sp.noiseCP)*e.normal(); v > top {
			pick, top = i, v
		}
	}
	if pick != 0 {
		rm := roots[pick]
		res.Move, res.Score, res.Mate = rm.move, rm.score, mateMoves(rm.score)
		res.PV = []rules.Move{rm.move}
		res.Lines = []Line{{Move: res.Move, Score: res.Score, Mate: res.Mate, PV: res.PV}}
	}
	return res
}

// searchAtLeastDepth1 searches within lim; should a node budget run out
// before the first iteration finished, it searches depth 1 without one:
// every level sees at least that far.
func (e *Engine) searchAtLeastDepth1(ctx context.Context, pos rules.Position, h History, lim Limits, info func(Info)) Result {
	res := e.s.run(ctx, pos, h, lim, info, nil)
	if res.Depth == 0 && lim.Nodes > 0 && ctx.Err() == nil && res.Move != rules.NoMove {
		lim.Nodes, lim.Depth = 0, 1
		res = e.s.run(ctx, pos, h, lim, info, nil)
	}
	return res
}

// normal returns an approximately standard normal number from the engine's
// generator (the sum of four uniform numbers, rescaled).
func (e *Engine) normal() float64 {
	sum := 0.0
	for range 4 {
		sum += float64(e.random()>>11)/(1<<53) - 0.5
	}
	return sum * math.Sqrt(3)
}
