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
	// Known are the Evals of the game's first positions, found before (an
	// analysis resumed): Run searches from the position after them, and
	// may revise the last of them (see Run).
	Known   []Eval
	Threads int // search threads (ai.Request.Threads; 0: one)
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

// Rechecks bounds the positions searched again for one contradiction (see
// Run): past it, the deeper verdict is taken without a search. Each
// costs at most RecheckTime, or one iteration more than the position's
// own search.
const Rechecks = 6

// RecheckTime is how long a position may be searched again, as a
// multiple of the budget of one position.
const RecheckTime = 2

// Run analyses the game g (whose referee's status decides its last
// position when the game is over) with engine eng: every position in order
// from the start (after opt.Known), found called after each with its ply
// and Eval, on Run's goroutine.
//
// Two searches of consecutive positions may disagree: the search after a
// move sees what the one before it did not. Where the scores contradict
// each other — the player gained on what the engine thought best there,
// or the engine's own move (or an only move) lost — a jump in the graph
// would go unexplained by any mark, so Run searches the position before
// the move again, one iteration deeper than the two searches, with what
// the search after it found still in the engine's table. When the deeper
// search still disagrees it takes the later search's verdict for the
// position before (the played move is worth what was found after it: the
// value of a position is at least that of any move from it). A revised
// position's move before it is checked in turn, back to the move that
// explains the jump, at most Rechecks searches and then by the verdicts
// alone; found is called again with each revised Eval, and always for a
// ply already reported.
//
// Run forgets what eng learnt before. It returns ctx.Err() as soon as ctx
// is cancelled, having reported the positions finished before; nil when
// every position was reported.
func Run(ctx context.Context, eng *ai.Engine, g *rules.Game, opt Options, found func(ply int, e Eval)) error {
	eng.Clear()
	moves := g.Moves()
	evals := make([]Eval, len(moves)+1)
	from := copy(evals, opt.Known)
	positions := make([]rules.Position, len(moves)+1)
	positions[0] = g.Start()
	for i, m := range moves {
		positions[i+1] = positions[i]
		positions[i+1].MakeMove(m)
	}
	r := runner{ctx: ctx, eng: eng, g: g, opt: opt, evals: evals, positions: positions, found: found}
	for ply := from; ply <= len(moves); ply++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		e := r.search(ply, ai.Limits{Time: opt.PerPosition, Depth: opt.Depth})
		if err := ctx.Err(); err != nil {
			return err // the search was cut short: its result is not the budget's
		}
		evals[ply] = e
		found(ply, e)
		if ply > 0 {
			if err := r.reconcile(ply - 1); err != nil {
				return err
			}
		}
	}
	return nil
}

// runner is one Run's state.
type runner struct {
	ctx       context.Context
	eng       *ai.Engine
	g         *rules.Game
	opt       Options
	evals     []Eval           // what was found so far; evals[ply] is reported
	positions []rules.Position // positions[ply] is the board after ply moves
	found     func(int, Eval)
}

// search evaluates the position after ply moves within lim.
func (r *runner) search(ply int, lim ai.Limits) Eval {
	moves, keys, checks := r.g.Moves(), r.g.Keys(), r.g.Checks()
	pos := r.positions[ply]
	if ply == len(moves) && r.g.Status().Over() {
		return finished(r.g.Status())
	}
	if st := pos.Status(); st.Over() {
		return finished(st)
	}
	var l rules.MoveList
	pos.GenerateMoves(&l)
	h := ai.History{Keys: keys[:ply], Checks: checks[:ply], Moves: moves[:ply]}
	res := r.eng.Search(r.ctx, ai.Request{Pos: pos, History: h, Limits: lim, Threads: r.opt.Threads})
	e := fromResult(res, pos.SideToMove())
	e.Only = l.N == 1
	return e
}

// reconcile makes move i agree with the positions on either side of it
// (see Run), and then the moves before it whose position it revised.
func (r *runner) reconcile(i int) error {
	moves := r.g.Moves()
	depth := 0 // the depth of this contradiction's searches, fixed at its first
	searches := 0
	for ; i >= 0; i-- {
		before, after := r.evals[i], r.evals[i+1]
		mover := r.positions[i].SideToMove()
		if !Contradicts(before, after, moves[i], mover) {
			return nil
		}
		if depth == 0 {
			depth = max(before.Depth, after.Depth) + 1
		}
		if !before.Only && searches < Rechecks {
			searches++
			lim := ai.Limits{Depth: depth, Time: RecheckTime * r.opt.PerPosition}
			e := r.search(i, lim)
			if err := r.ctx.Err(); err != nil {
				return err
			}
			if e.Depth >= before.Depth {
				before = e // a search cut short by its time is no deeper verdict
			}
		}
		if Contradicts(before, after, moves[i], mover) {
			before = adopt(before, after, moves[i])
		}
		r.evals[i] = before
		r.found(i, before)
	}
	return nil
}

// Contradicts reports whether the Evals before and after the move played
// by mover disagree beyond an inaccuracy's worth in a way no judgement of
// the move explains: the player gained on what the search before thought
// the position worth (it missed something), or lost by the engine's own
// move or an only move (the search before did not see what the search
// after saw).
func Contradicts(before, after Eval, played rules.Move, mover rules.Color) bool {
	if !before.Done || !after.Done {
		return false
	}
	d := before.Chance(mover) - after.Chance(mover)
	switch {
	case d <= -InaccuracyDrop:
		return true
	case d >= InaccuracyDrop:
		return before.Only || played == before.Best && played != rules.NoMove
	}
	return false
}

// adopt is the Eval before the move played taken from the deeper
// verdict after it: its score (a mate one move further), the played move
// as the engine's with the line found after it.
func adopt(before, after Eval, played rules.Move) Eval {
	e := Eval{Done: true, Mate: MateNone, Best: played, Depth: after.Depth, Only: before.Only}
	e.PV = append([]rules.Move{played}, after.PV...)
	switch {
	case after.Over && after.Mate == MateNone: // a draw on the board
	case after.Over || after.IsMate() || abs(after.Score) > ai.MateScore-ai.MaxPly:
		// Mate scores count the plies to the mate, Red's view.
		plies := ai.MateScore - abs(after.Score) + 1
		sign := 1
		if after.Score < 0 {
			sign = -1
		}
		e.Score = sign * (ai.MateScore - plies)
		e.Mate = sign * ((plies + 1) / 2)
	default:
		e.Score = after.Score
	}
	return e
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
