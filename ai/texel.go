package ai

import (
	"context"
	"time"

	"xiangqi/rules"
)

// The evaluation laid open for the Texel tuner (package ai/tune, driven by
// cmd/xiangqi-tune): apart from the endgame scaling and the tempo, the
// evaluation is linear in the numbers of params.go, so the tuner can fit
// them to game results once it knows, for each position, what multiplies
// each number. EvalParams holds the numbers and EvalTerms the
// multipliers. Nothing here runs during a search.

// EvalScalars is the number of scalar parameters (EvalParams.Scalars).
const EvalScalars = 15

// EvalParams is the evaluation's numbers as params.go holds them.
//
// MaterialMG and MaterialEG are by kind (rules.Kind); PST is each kind's
// placement table for the opening–middlegame (PST[k][0]) and the endgame
// (PST[k][1]), from Red's view as params.go writes them (the first row
// rank 9); the advisors' and elephants' endgame tables are their MG
// tables. Scalars are the terms beyond material and placement, named
// ScalarNames (the constants' names in params.go), tempo last. MaxPhase
// is the phase of the full board.
type EvalParams struct {
	MaterialMG, MaterialEG [8]int32
	PST                    [8][2][90]int32
	ScalarNames            [EvalScalars]string
	Scalars                [EvalScalars]int32
	MaxPhase               int32
}

// CurrentEvalParams returns the numbers the evaluation uses.
func CurrentEvalParams() EvalParams {
	ep := EvalParams{MaterialMG: materialMG, MaterialEG: materialEG, MaxPhase: maxPhase}
	tabs := [8][2]*[90]int32{
		{}, {&pstGeneralMG, &pstGeneralEG}, {&pstAdvisorMG, &pstAdvisorEG}, {&pstElephantMG, &pstElephantEG},
		{&pstHorseMG, &pstHorseEG}, {&pstChariotMG, &pstChariotEG}, {&pstCannonMG, &pstCannonEG}, {&pstSoldierMG, &pstSoldierEG},
	}
	for k := rules.General; k <= rules.Soldier; k++ {
		ep.PST[k] = [2][90]int32{*tabs[k][0], *tabs[k][1]}
	}
	ep.ScalarNames = [EvalScalars]string{
		"missingAdvisorVsChariot", "missingAdvisorVsHorse", "missingAdvisorVsCannon",
		"missingElephantVsChariot", "missingElephantVsHorse", "missingElephantVsCannon",
		"chariotMobility", "horseMobility", "horseTrapped", "cannonAim",
		"hollowCannon", "pinningCannon", "hollowCannonRank", "pinningCannonRank", "tempo",
	}
	ep.Scalars = [EvalScalars]int32{
		missingAdvisorVsChariot, missingAdvisorVsHorse, missingAdvisorVsCannon,
		missingElephantVsChariot, missingElephantVsHorse, missingElephantVsCannon,
		chariotMobility, horseMobility, horseTrapped, cannonAim,
		hollowCannon, pinningCannon, hollowCannonRank, pinningCannonRank, tempo,
	}
	return ep
}

// EvalTerms is one position as the evaluation sees it. With ep the
// numbers (EvalParams), the evaluation from Red's view is, the divisions
// truncating:
//
//	lin  = Σ± (Phase·(ep.MaterialMG[k]+MG entry) + (ep.MaxPhase−Phase)·(ep.MaterialEG[k]+EG entry)) / ep.MaxPhase
//	     + Σ Counts[i]·ep.Scalars[i] over all scalars but tempo
//	lin  = lin·Scale[0 if lin > 0, else 1] / ScaleOne
//	lin  = lin·Damp / DampSpan, when Damp ≥ 0
//	Eval = lin + Counts[tempo]·ep.Scalars[tempo]
//
// with the first sum over the pieces, + for Red's and − for Black's, each
// reading its kind's table at its point as Red sees it (Black's at the
// point turned top to bottom).
type EvalTerms struct {
	Eval     int  // the static evaluation, Red's view
	Quiet    bool // not in check, |Eval| < 2000, and quiescence finds nothing better than Eval
	Phase    int  // the attacking material left, at most EvalParams.MaxPhase
	Scale    [2]int
	ScaleOne int
	Damp     int // plies left to the move-count rule once the damping has begun; -1 before
	DampSpan int
	Counts   [EvalScalars]int
}

// EvalTerms returns p's terms. It uses e's searcher for the quiescence
// search, so it is not for use during a search of e.
func (e *Engine) EvalTerms(p *rules.Position) EvalTerms {
	s := e.s
	s.prepare(context.Background(), *p, History{}, Limits{}, time.Time{})
	static := evaluate(&s.pos, &s.ev, &s.ms, &s.feat)
	t := EvalTerms{Eval: static, ScaleOne: scaleOne, Damp: -1, DampSpan: rules.MoveLimitPlies - dampFrom}
	if !p.InCheck() {
		t.Quiet = s.qsearch(-infinity, infinity, 0, false) == static && abs(static) < 2000
	}
	if p.SideToMove() == rules.Black {
		t.Eval = -t.Eval
	}
	var phase int32
	for sq := rules.Square(0); sq < rules.NumSquares; sq++ {
		if pc := p.At(sq); pc != rules.Empty {
			phase += phaseWeight[pc.Kind()]
		}
	}
	t.Phase = int(min(phase, maxPhase))
	t.Scale = [2]int{scaleOne, scaleOne}
	if phase <= drawPhase {
		t.Scale = [2]int{int(drawScale(p, true)), int(drawScale(p, false))}
	}
	if hm := p.HalfmoveClock(); hm > dampFrom {
		t.Damp = rules.MoveLimitPlies - hm
	}
	for c := rules.Red; c <= rules.Black; c++ {
		sign := 1
		if c == rules.Black {
			sign = -1
		}
		o := c.Other()
		missA := 2 - p.Count(rules.MakePiece(c, rules.Advisor))
		missE := 2 - p.Count(rules.MakePiece(c, rules.Elephant))
		r := p.Count(rules.MakePiece(o, rules.Chariot))
		n := p.Count(rules.MakePiece(o, rules.Horse))
		k := p.Count(rules.MakePiece(o, rules.Cannon))
		for i, a := range [6]int{missA * r, missA * n, missA * k, missE * r, missE * n, missE * k} {
			t.Counts[i] -= sign * a
		}
		for i, x := range activityCounts(p, c) {
			t.Counts[6+i] += sign * int(x)
		}
		for i, x := range threatCounts(p, c) {
			t.Counts[10+i] += sign * int(x)
		}
	}
	t.Counts[EvalScalars-1] = 1
	if p.SideToMove() == rules.Black {
		t.Counts[EvalScalars-1] = -1
	}
	return t
}

// activityCounts counts for c what majorsActivity scores: points its
// chariots reach, points its horses reach, minus the horses with none
// (hobbled), and cannons aimed at the enemy general through one screen.
func activityCounts(p *rules.Position, c rules.Color) [4]int32 {
	var x [4]int32
	enemyGeneral := p.GeneralSquare(c.Other())
	for s := rules.Square(0); s < rules.NumSquares; s++ {
		pc := p.At(s)
		if pc == rules.Empty || pc.Color() != c {
			continue
		}
		switch pc.Kind() {
		case rules.Chariot:
			f, r := s.File(), s.Rank()
			for _, d := range [4][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}} {
				for i := 1; ; i++ {
					tf, tr := f+d[0]*i, r+d[1]*i
					if tf < 0 || tf > 8 || tr < 0 || tr > 9 {
						break
					}
					if q := p.At(rules.SquareAt(tf, tr)); q != rules.Empty {
						if q.Color() != c {
							x[0]++
						}
						break
					}
					x[0]++
				}
			}
		case rules.Horse:
			var to squareSet
			for _, st := range geo.horse[s][:geo.horseN[s]] {
				if p.At(st.leg) == rules.Empty && !to.has(st.to) {
					if q := p.At(st.to); q == rules.Empty || q.Color() != c {
						to.toggle(st.to)
					}
				}
			}
			n := int32(0)
			for t := rules.Square(0); t < rules.NumSquares; t++ {
				if to.has(t) {
					n++
				}
			}
			x[1] += n
			if n == 0 {
				x[2]--
			}
		case rules.Cannon:
			if f := s.File(); enemyGeneral.File() == f {
				lo, hi := min(s.Rank(), enemyGeneral.Rank()), max(s.Rank(), enemyGeneral.Rank())
				screens := 0
				for r := lo + 1; r < hi; r++ {
					if p.At(rules.SquareAt(f, r)) != rules.Empty {
						screens++
					}
				}
				if screens == 1 {
					x[3]++
				}
			}
		}
	}
	return x
}

// threatCounts counts for c what sideCannonThreats scores: cannons with
// nothing and with two pieces between them and the enemy general on its
// file, then the same on its rank.
func threatCounts(p *rules.Position, c rules.Color) [4]int32 {
	var x [4]int32
	k := p.GeneralSquare(c.Other())
	for s := rules.Square(0); s < rules.NumSquares; s++ {
		if p.At(s) != rules.MakePiece(c, rules.Cannon) {
			continue
		}
		var n, off int
		switch {
		case s.File() == k.File():
			for r := min(s.Rank(), k.Rank()) + 1; r < max(s.Rank(), k.Rank()); r++ {
				if p.At(rules.SquareAt(k.File(), r)) != rules.Empty {
					n++
				}
			}
		case s.Rank() == k.Rank():
			off = 2
			for f := min(s.File(), k.File()) + 1; f < max(s.File(), k.File()); f++ {
				if p.At(rules.SquareAt(f, k.Rank())) != rules.Empty {
					n++
				}
			}
		default:
			continue
		}
		switch n {
		case 0:
			x[off]++
		case 2:
			x[off+1]++
		}
	}
	return x
}
