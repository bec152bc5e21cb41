package ai

import "xiangqi/rules"

// pieceTables holds, for every piece and point, material plus placement in
// the opening (mg) and the endgame (eg), signed from Red's view, so that
// the search keeps both sums up to date with two lookups per move.
type pieceTables struct {
	mg, eg [rules.NumPieces][rules.NumSquares]int32
	phase  [rules.NumPieces]int32
}

// weights is one set of the evaluation's numbers laid out for the search:
// the piece tables and the terms beyond material and placement, named as
// in params.go.
type weights struct {
	tables pieceTables

	missingAdvisorVsChariot, missingAdvisorVsHorse, missingAdvisorVsCannon    int32
	missingElephantVsChariot, missingElephantVsHorse, missingElephantVsCannon int32
	chariotMobility, horseMobility, horseTrapped, cannonAim                   int32
	hollowCannon, pinningCannon, hollowCannonRank, pinningCannonRank          int32
	tempo                                                                     int32
}

// The two sets, built once at start-up and never written afterwards:
// params.go's, and the round-two engine's (params_roundtwo.go).
var (
	currentWeights  = newWeights(CurrentEvalParams())
	roundTwoWeights = newWeights(roundTwoEvalParams())
)

// weightsFor is the set a search with features f evaluates with.
func weightsFor(f *Features) *weights {
	if f.NoMasterFit {
		return roundTwoWeights
	}
	return currentWeights
}

func newWeights(ep EvalParams) *weights {
	w := new(weights)
	t := &w.tables
	for k := rules.General; k <= rules.Soldier; k++ {
		for s := rules.Square(0); s < rules.NumSquares; s++ {
			// The tables are written rank 9 first; row r of the text is rank 9-r.
			idx := (9-s.Rank())*9 + s.File()
			red, black := rules.MakePiece(rules.Red, k), rules.MakePiece(rules.Black, k)
			t.mg[red][s] = ep.MaterialMG[k] + ep.PST[k][0][idx]
			t.eg[red][s] = ep.MaterialEG[k] + ep.PST[k][1][idx]
			t.mg[black][s.Flip()] = -t.mg[red][s]
			t.eg[black][s.Flip()] = -t.eg[red][s]
		}
		t.phase[rules.MakePiece(rules.Red, k)] = phaseWeight[k]
		t.phase[rules.MakePiece(rules.Black, k)] = phaseWeight[k]
	}
	// In EvalParams.ScalarNames' order.
	for i, p := range [EvalScalars]*int32{
		&w.missingAdvisorVsChariot, &w.missingAdvisorVsHorse, &w.missingAdvisorVsCannon,
		&w.missingElephantVsChariot, &w.missingElephantVsHorse, &w.missingElephantVsCannon,
		&w.chariotMobility, &w.horseMobility, &w.horseTrapped, &w.cannonAim,
		&w.hollowCannon, &w.pinningCannon, &w.hollowCannonRank, &w.pinningCannonRank, &w.tempo,
	} {
		*p = ep.Scalars[i]
	}
	return w
}

// evalState is the incrementally updated part of the evaluation.
type evalState struct {
	w      *weights // the numbers evaluated with
	mg, eg int32    // Red's view
	phase  int32
	safe   int32 // safety(Red) - safety(Black); changes only with captures
}

func newEvalState(p *rules.Position, w *weights) evalState {
	st := evalState{w: w}
	for s := rules.Square(0); s < rules.NumSquares; s++ {
		if pc := p.At(s); pc != rules.Empty {
			st.mg += w.tables.mg[pc][s]
			st.eg += w.tables.eg[pc][s]
			st.phase += w.tables.phase[pc]
		}
	}
	st.safe = safety(p, rules.Red, w) - safety(p, rules.Black, w)
	return st
}

// play makes m on p and brings the sums up to date with it.
func (st *evalState) play(p *rules.Position, m rules.Move) rules.Undo {
	from, to := m.From(), m.To()
	cap := p.At(to)
	st.move(p.At(from), cap, from, to)
	u := p.MakeMove(m)
	if cap != rules.Empty {
		st.safe = safety(p, rules.Red, st.w) - safety(p, rules.Black, st.w)
	}
	return u
}

// move updates the sums for pc going from→to and taking cap.
func (st *evalState) move(pc, cap rules.Piece, from, to rules.Square) {
	t := &st.w.tables
	st.mg += t.mg[pc][to] - t.mg[pc][from]
	st.eg += t.eg[pc][to] - t.eg[pc][from]
	if cap != rules.Empty {
		st.mg -= t.mg[cap][to]
		st.eg -= t.eg[cap][to]
		st.phase -= t.phase[cap]
	}
}

// blend mixes the opening and endgame sums by the material left.
func (st *evalState) blend() int32 {
	ph := st.phase
	if ph > maxPhase {
		ph = maxPhase
	}
	return (st.mg*ph + st.eg*(maxPhase-ph)) / maxPhase
}

// evaluate scores p for the side to move. It is symmetric: the colour-flipped
// position and the left-right mirror score the same (see eval_test.go).
func evaluate(p *rules.Position, st *evalState, ms *pieceSet, f *Features) int {
	return finishEval(p, st, ms, f, cheapEval(p, st, ms, f))
}

// cheapEval is the part of the evaluation that costs a few loads: material
// and placement, safety and the cannons' threats, from Red's view.
func cheapEval(p *rules.Position, st *evalState, ms *pieceSet, f *Features) int32 {
	score := st.blend()
	if !f.NoSafety {
		score += st.safe
	}
	if !f.NoThreats {
		score += cannonThreats(p, ms, st.w)
	}
	return score
}

// finishEval adds the piece activity to the cheap part, applies the
// endgame knowledge and turns the score to the side to move's view.
func finishEval(p *rules.Position, st *evalState, ms *pieceSet, f *Features, score int32) int {
	if !f.NoActivity {
		score += activity(p, ms, st.w)
	}
	if !f.NoEndgame && score != 0 {
		if st.phase <= drawPhase {
			score = score * drawScale(p, score > 0) / scaleOne
		}
		if hm := int32(p.HalfmoveClock()); hm > dampFrom {
			score = score * (rules.MoveLimitPlies - hm) / (rules.MoveLimitPlies - dampFrom)
		}
	}
	if p.SideToMove() == rules.Black {
		score = -score
	}
	return int(score + st.w.tempo)
}

// lazyMargin bounds what activity can add; outside the window by more
// than this, the cheap part of the evaluation decides.
const lazyMargin = 160

// evaluateLazy is evaluate that skips the piece-activity walk when the
// cheap part is far outside (alpha, beta). Positions whose score the
// endgame knowledge may shrink are evaluated in full.
func evaluateLazy(p *rules.Position, st *evalState, ms *pieceSet, f *Features, alpha, beta int) int {
	score := cheapEval(p, st, ms, f)
	if st.phase > drawPhase && p.HalfmoveClock() <= dampFrom {
		base := int(score)
		if p.SideToMove() == rules.Black {
			base = -base
		}
		base += int(st.w.tempo)
		if base-lazyMargin >= beta || base+lazyMargin <= alpha {
			return base
		}
	}
	return finishEval(p, st, ms, f, score)
}

// safety is the penalty, as a positive score for c, of c's missing
// defenders against the attackers the enemy has left (negative: a penalty).
func safety(p *rules.Position, c rules.Color, w *weights) int32 {
	o := c.Other()
	missA := int32(2 - p.Count(rules.MakePiece(c, rules.Advisor)))
	missE := int32(2 - p.Count(rules.MakePiece(c, rules.Elephant)))
	if missA == 0 && missE == 0 {
		return 0
	}
	r := int32(p.Count(rules.MakePiece(o, rules.Chariot)))
	n := int32(p.Count(rules.MakePiece(o, rules.Horse)))
	k := int32(p.Count(rules.MakePiece(o, rules.Cannon)))
	return -(missA*(w.missingAdvisorVsChariot*r+w.missingAdvisorVsHorse*n+w.missingAdvisorVsCannon*k) +
		missE*(w.missingElephantVsChariot*r+w.missingElephantVsHorse*n+w.missingElephantVsCannon*k))
}

// evalFresh evaluates p from scratch (tests and tools).
func evalFresh(p *rules.Position) int {
	return evalWith(p, &Features{})
}

// evalWith evaluates p from scratch as a search with features f would.
func evalWith(p *rules.Position, f *Features) int {
	st := newEvalState(p, weightsFor(f))
	var ms pieceSet
	ms.reset(p)
	return evaluate(p, &st, &ms, f)
}
