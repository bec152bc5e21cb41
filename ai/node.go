package ai

import "xiangqi/rules"

// search is the negamax principal-variation search below the root. floor
// is the first path index a repetition may match (a null move resets it).
func (s *searcher) search(alpha, beta, depth, ply int, inCheck bool, floor int, allowNull bool) int {
	if depth <= 0 {
		return s.qsearch(alpha, beta, ply, inCheck)
	}
	if s.enter(ply) {
		return 0
	}
	pvNode := beta-alpha > 1

	// Rule awareness: repetitions as the referee rules them, the 60-move
	// rule and bare material.
	if sc, ok := s.repetition(floor, ply); ok {
		return sc
	}
	if s.pos.HalfmoveClock() >= rules.MoveLimitPlies || s.ev.phase == 0 && !s.anySoldier() {
		return 0
	}
	if ply >= MaxPly-1 {
		return evaluate(&s.pos, &s.ev, &s.ms, &s.feat)
	}
	// Mate-distance pruning: no line from here beats a mate already found
	// closer to the root.
	alpha = max(alpha, -MateScore+ply)
	beta = min(beta, MateScore-ply-1)
	if alpha >= beta {
		return alpha
	}

	f := &s.stack[ply]
	s.contexts(f, ply)
	excluded := f.excluded // set: this is a singular-extension search
	key := s.pos.Key()
	if !pvNode && !inCheck && allowNull && depth >= 3 {
		// A null move may follow: its child's entry is on its way meanwhile.
		s.tt.fetch(key ^ rules.SideKey())
	}
	ttMove := rules.NoMove
	e, hit := s.tt.probe(key)
	if !hit && s.tt.under != nil {
		e, hit = s.tt.under.probe(key) // a MultiPV later line (multipv.go)
	}
	if hit {
		ttMove = e.move
		if !pvNode && excluded == rules.NoMove && int(e.depth) >= depth {
			if sc, ok := ttCutoff(e, ply, alpha, beta); ok {
				return sc
			}
		}
	}

	// Internal iterative reduction: a node the table knows nothing of is
	// searched a ply shallower, and its move ordering is a guess anyway;
	// if it matters, the next iteration comes back with a hash move.
	if ttMove == rules.NoMove && depth >= 4 && !s.feat.NoIIR {
		depth--
	}

	eval := -infinity
	if !inCheck {
		if hit && int(e.eval) != -infinity {
			eval = int(e.eval)
		} else {
			eval = evaluate(&s.pos, &s.ev, &s.ms, &s.feat)
		}
	}
	f.eval = eval
	// The table's bound, where it is tighter than the static evaluation,
	// is a better guess for the pruning below (the static evaluation
	// stays what improving compares).
	if !s.feat.NoTTEval && hit && eval != -infinity && excluded == rules.NoMove && abs(int(e.score)) < mateBound {
		sc := int(e.score)
		if (e.flags&boundLower != 0 && sc > eval) || (e.flags&boundUpper != 0 && sc < eval) {
			eval = sc
		}
	}
	// improving: the static evaluation rose since this side's last move
	// (or a check there left it unknown). Where it fell, the late quiet
	// moves are pruned and reduced harder.
	improving := s.feat.NoImproving || inCheck || ply < 2 || s.stack[ply-2].eval == -infinity || eval > s.stack[ply-2].eval

	if !pvNode && !inCheck && excluded == rules.NoMove && abs(beta) < mateBound {
		// Reverse futility: far above beta at a shallow depth, the
		// opponent will not come back.
		if !s.feat.NoFutility && depth <= s.rfpDepth() && eval-futilityMargin*depth >= beta {
			return eval
		}
		// Null move: if passing still holds beta, a real move will too.
		// Not with only soldiers left, where passing would be an advantage
		// the position does not have (zugzwang).
		if !s.feat.NoNullMove && allowNull && depth >= 3 && eval >= beta && s.hasPieces(s.pos.SideToMove()) {
			r := 3 + depth/s.nullDepthDiv() + min((eval-beta)/nullEvalDiv, 2)
			f.cont = s.cont.sink()
			u := s.pos.MakeNull()
			s.push(s.pos.Key(), false, rules.NoMove)
			sc := -s.search(-beta, -beta+1, depth-1-r, ply+1, false, s.n-1, false)
			s.n--
			s.pos.UnmakeNull(u)
			if s.stopped {
				return 0
			}
			if sc >= beta {
				if sc > mateBound {
					sc = beta
				}
				return sc
			}
		}
	}

	// Singular extension: when the table's move is better than every
	// other by a margin (a search without it at half the depth fails
	// low), it is the only move and gets one more ply; when even the
	// others reach beta, the node cuts off without searching them again.
	ext := 0
	if !s.feat.NoSingular && excluded == rules.NoMove && depth >= singularDepth && hit && ttMove != rules.NoMove &&
		e.flags&boundLower != 0 && int(e.depth) >= depth-3 && abs(int(e.score)) < mateBound {
		sBeta := int(e.score) - singularMargin*depth
		f.excluded = ttMove
		sc := s.search(sBeta-1, sBeta, (depth-1)/2, ply, inCheck, floor, false)
		f.excluded = rules.NoMove
		if s.stopped {
			return 0
		}
		if sc < sBeta {
			ext = 1
		} else if sBeta >= beta {
			return sBeta
		}
	}

	s.newPicker(f, ttMove, ply, inCheck)
	origAlpha := alpha
	best, bestMove := -infinity, rules.NoMove
	legal, nQuiet, nCapture := 0, 0, 0
	for {
		m, order, known := s.next(f)
		if m == rules.NoMove {
			break
		}
		if m == excluded {
			continue
		}
		quiet := s.pos.At(m.To()) == rules.Empty
		// Shallow pruning of quiet moves that do not check, once a move
		// has been searched: late-move pruning (beyond a count that grows
		// with depth) and futility pruning (far below alpha). It comes
		// before the legality test: most moves it drops need none.
		if quiet && legal > 0 && !pvNode && !inCheck && !s.feat.NoLMP && depth <= s.lmpDepth() && best > -mateBound &&
			order < scoreKiller2 &&
			(nQuiet >= lmpLimit(depth, improving) || eval+futilityMove*depth+futilityBase <= alpha ||
				!s.feat.NoHistPrune && depth <= histPruneDepth && int(order) < -histPruneMargin*depth) &&
			!(mayCheck(s.pos.At(m.From()), m.From(), m.To(), s.pos.GeneralSquare(s.pos.SideToMove().Other())) && s.pos.GivesCheck(m)) {
			f.pick.pruning = true
			continue
		}
		s.tt.fetch(s.pos.KeyAfter(m)) // the child probes the table (quiescence too)
		if !known && !s.pos.LegalAfterPseudo(m, inCheck) {
			continue
		}
		legal++
		f.cont = &s.cont[s.pos.At(m.From())][m.To()]
		u, check := s.makeMove(m)
		s.push(s.pos.Key(), check, m)
		newDepth := depth - 1
		if check {
			newDepth++ // check extension
		} else if m == ttMove {
			newDepth += ext
		}
		var sc int
		if legal == 1 {
			sc = -s.search(-beta, -alpha, newDepth, ply+1, check, floor, true)
		} else {
			// Late-move reductions for quiet moves ordered late.
			r := 0
			if !s.feat.NoLMR && depth >= 3 && quiet && !inCheck && !check && legal > 3 && order < scoreKiller2 {
				r = int(lmrTable[min(depth, 63)][min(legal, 63)])
				if pvNode {
					r--
				}
				if !improving {
					r++
				}
				if !s.feat.NoHistoryLMR {
					// A move that has often cut off is reduced less, one
					// that never does more.
					r -= int(order) / s.historyLMRDiv()
				}
				r = max(0, min(r, newDepth-1))
			}
			sc = -s.search(-alpha-1, -alpha, newDepth-r, ply+1, check, floor, true)
			if sc > alpha && r > 0 {
				sc = -s.search(-alpha-1, -alpha, newDepth, ply+1, check, floor, true)
			}
			if sc > alpha && sc < beta {
				sc = -s.search(-beta, -alpha, newDepth, ply+1, check, floor, true)
			}
		}
		s.n--
		s.unmakeMove(m, &u)
		if s.stopped {
			return 0
		}
		if sc > best {
			best, bestMove = sc, m
			if sc > alpha {
				alpha = sc
				s.pv[ply][ply] = m
				copy(s.pv[ply][ply+1:], s.pv[ply+1][ply+1:s.pvLen[ply+1]])
				s.pvLen[ply] = max(s.pvLen[ply+1], ply+1)
				if sc >= beta {
					if quiet {
						s.updateQuietStats(f, m, f.quiets[:nQuiet], depth, ply)
						s.updateCaptureStats(rules.NoMove, f.captures[:nCapture], depth)
					} else {
						s.updateCaptureStats(m, f.captures[:nCapture], depth)
					}
					break
				}
			}
		}
		if quiet && nQuiet < len(f.quiets) {
			f.quiets[nQuiet] = m
			nQuiet++
		} else if !quiet && nCapture < len(f.captures) {
			f.captures[nCapture] = m
			nCapture++
		}
	}
	if legal == 0 {
		if excluded != rules.NoMove {
			return alpha // the excluded move was the only one
		}
		// Checkmate, and in Xiangqi also stalemate, loses.
		return -MateScore + ply
	}
	if excluded != rules.NoMove {
		return best // a search without a move says nothing of the node
	}
	s.tt.store(key, bestMove, toTT(best, ply), eval, depth, boundFor(best, origAlpha, beta))
	return best
}

// qsearch resolves captures (and every evasion when in check) so that the
// evaluation is only trusted in quiet positions.
func (s *searcher) qsearch(alpha, beta, ply int, inCheck bool) int {
	if s.enter(ply) {
		return 0
	}
	if ply >= MaxPly-1 {
		return evaluate(&s.pos, &s.ev, &s.ms, &s.feat)
	}
	// The table: a bound from any earlier visit settles the node, its move
	// is tried first, and its evaluation (a main-tree node's, always full)
	// is reused.
	key := s.pos.Key()
	ttMove, ttEval := rules.NoMove, -infinity
	if !s.feat.NoQTT {
		e, hit := s.tt.probe(key)
		if !hit && s.tt.under != nil {
			e, hit = s.tt.under.probe(key) // a MultiPV later line (multipv.go)
		}
		if hit {
			if sc, ok := ttCutoff(e, ply, alpha, beta); ok {
				return sc
			}
			ttMove, ttEval = e.move, int(e.eval)
		}
	}
	origAlpha := alpha
	best, eval := -MateScore+ply, 0
	if !inCheck {
		if ttEval != -infinity {
			eval = ttEval
		} else {
			eval = evaluateLazy(&s.pos, &s.ev, &s.ms, &s.feat, alpha, beta)
		}
		if eval >= beta {
			return eval
		}
		alpha = max(alpha, eval)
		best = eval
		// When not even taking the opponent's dearest piece passes the
		// delta test below, every capture would be pruned: skip generating.
		if !s.feat.NoDelta && eval+s.maxVictim(s.pos.SideToMove().Other())+deltaMargin <= alpha {
			return best
		}
	}
	f := &s.stack[ply]
	if inCheck {
		s.genEvasions(&f.moves)
	} else {
		s.genCaptures(&f.moves)
	}
	s.scoreMoves(&f.moves, &f.scores, ttMove, ply)
	bestMove := rules.NoMove
	for i := 0; i < f.moves.N; i++ {
		m := pickNext(&f.moves, &f.scores, i)
		cap := s.pos.At(m.To())
		// Delta pruning: a capture that cannot lift the score to alpha
		// even with a margin is not worth a look.
		if !inCheck && !s.feat.NoDelta && eval+captureValue[cap.Kind()]+deltaMargin <= alpha {
			continue
		}
		if !inCheck && !s.feat.NoSEE && s.losingCapture(m) {
			continue
		}
		if !s.feat.NoQTT {
			s.tt.fetch(s.pos.KeyAfter(m)) // the child probes the table
		}
		if !s.pos.LegalAfterPseudo(m, inCheck) {
			continue
		}
		u, check := s.makeMove(m)
		sc := -s.qsearch(-beta, -alpha, ply+1, check)
		s.unmakeMove(m, &u)
		if s.stopped {
			return 0
		}
		if sc > best {
			best = sc
			if sc > alpha {
				alpha, bestMove = sc, m
				if sc >= beta {
					break
				}
			}
		}
	}
	if !s.feat.NoQTT {
		// Depth 0: any search of the main tree replaces it and none is
		// cut off by it. No evaluation goes in (-infinity: unknown), since
		// quiescence's may be the lazy one; the main search then evaluates.
		s.tt.store(key, bestMove, toTT(best, ply), -infinity, 0, boundFor(best, origAlpha, beta))
	}
	return best
}

// ttCutoff reports whether e's bound settles a node at ply with the
// window (alpha, beta), and the score it returns then.
func ttCutoff(e entry, ply, alpha, beta int) (int, bool) {
	sc := fromTT(int(e.score), ply)
	switch e.flags & boundExact {
	case boundExact:
		return sc, true
	case boundLower:
		return sc, sc >= beta
	case boundUpper:
		return sc, sc <= alpha
	}
	return sc, false
}

// maxVictim is the capture value of c's dearest piece other than the
// general (0 with none).
func (s *searcher) maxVictim(c rules.Color) int {
	for _, k := range [...]rules.Kind{rules.Chariot, rules.Horse, rules.Cannon, rules.Advisor, rules.Elephant, rules.Soldier} {
		if s.pos.Count(rules.MakePiece(c, k)) > 0 {
			return captureValue[k]
		}
	}
	return 0
}

// hasPieces reports whether c has a chariot, horse or cannon.
func (s *searcher) hasPieces(c rules.Color) bool {
	return s.pos.Count(rules.MakePiece(c, rules.Chariot))+s.pos.Count(rules.MakePiece(c, rules.Horse))+
		s.pos.Count(rules.MakePiece(c, rules.Cannon)) > 0
}

// anySoldier reports whether a soldier is left; with no chariot, horse,
// cannon or soldier on either side the game is drawn.
func (s *searcher) anySoldier() bool {
	return s.pos.Count(rules.MakePiece(rules.Red, rules.Soldier))+s.pos.Count(rules.MakePiece(rules.Black, rules.Soldier)) > 0
}

// lmpCount is how many quiet moves are searched at depth 1–6 before the
// rest are pruned (beyond depth 3 only with deep pruning: lmpDepth).
var lmpCount = [7]int{0, 10, 16, 24, 34, 46, 60}

// lmpDepth is the deepest node whose late quiet moves are pruned by count
// and futility, and rfpDepth the deepest that reverse futility returns
// from: deeper with the deep-pruning technique, where the tree narrows
// at depth.
func (s *searcher) lmpDepth() int {
	if s.feat.NoDeepPrune {
		return 3
	}
	return 6
}

func (s *searcher) rfpDepth() int {
	if s.feat.NoDeepPrune {
		return 3
	}
	return 7
}

// History pruning: up to this depth, a late quiet move whose history and
// continuation histories together fall below -histPruneMargin per ply is
// pruned.
const (
	histPruneDepth  = 4
	histPruneMargin = historyMax / 4
)

// lmpLimit is how many quiet moves a node at depth tries before it prunes
// the rest: two thirds of lmpCount where the evaluation is not improving.
func lmpLimit(depth int, improving bool) int {
	if improving {
		return lmpCount[depth]
	}
	return lmpCount[depth] * 2 / 3
}

// historyLMRDiv scales a quiet move's ordering score (its history, ±historyMax,
// and with continuation history its two continuation scores, ±contMax
// each) into plies of late-move reduction taken off or added: ±4 at the
// extremes.
func (s *searcher) historyLMRDiv() int {
	if s.feat.NoContHist {
		return historyMax / 4
	}
	return (historyMax + 2*contMax) / 4
}

// nullDepthDiv: the null move is reduced one ply more for every this many
// plies of depth (more with the deeper null-move reduction).
func (s *searcher) nullDepthDiv() int {
	if s.feat.NoDeepNull {
		return 6
	}
	return 4
}

// nullEvalDiv: the null move is reduced one ply more for every this much
// the evaluation stands above beta (two at most).
const nullEvalDiv = 200

// Singular extensions: from this depth, with a margin of this much per ply.
const (
	singularDepth  = 7
	singularMargin = 2
)

// Pruning margins.
const (
	futilityBase   = 100
	futilityMove   = 80
	futilityMargin = 120
	deltaMargin    = 150
)
