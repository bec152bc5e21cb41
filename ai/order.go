package ai

import "xiangqi/rules"

// Move ordering scores: the hash move first, then captures by most valuable
// victim / least valuable attacker, then the two killer moves, then quiet
// moves by their history score (kept well below the killers).
const (
	scoreHash    = 1 << 30
	scoreCapture = 1 << 24
	scoreKiller1 = 1 << 22
	scoreKiller2 = scoreKiller1 - 1
	historyMax   = 1 << 14
)

// victimOrder and attackerOrder rank kinds for MVV-LVA: none, general,
// advisor, elephant, horse, chariot, cannon, soldier.
var (
	victimOrder   = [8]int32{0, 0, 2, 2, 4, 6, 4, 1}
	attackerOrder = [8]int32{0, 1, 2, 2, 4, 6, 4, 1}
)

// seeValue ranks kinds for the losing-capture test: none, general,
// advisor, elephant, horse, chariot, cannon, soldier. A general never
// captures a defended piece legally, so it counts as the dearest.
var seeValue = [8]int32{0, 100, 2, 2, 4, 9, 4, 1}

// scoreBadCapture puts captures that lose material after all quiet moves.
const scoreBadCapture = -4 * historyMax

// losingCapture reports whether m takes a cheaper piece that is defended,
// so that the capturer is lost for less: a cheap stand-in for a full static
// exchange evaluation.
func (s *searcher) losingCapture(m rules.Move) bool {
	from, to := m.From(), m.To()
	if seeValue[s.pos.At(from).Kind()] <= seeValue[s.pos.At(to).Kind()] {
		return false
	}
	return s.defended(from, to, s.pos.SideToMove().Other())
}

// captureValue is the material a capture wins, for delta pruning.
var captureValue = [8]int{0, 0, 120, 120, 300, 640, 300, 80}

// scoreMoves gives every move in l its ordering score.
func (s *searcher) scoreMoves(l *rules.MoveList, scores *[rules.MaxMoves]int32, hashMove rules.Move, ply int) {
	k1, k2 := s.killers[ply][0], s.killers[ply][1]
	out := scores[:l.N]
	for i, m := range l.Moves[:len(out)] {
		var sc int32
		switch {
		case m == hashMove:
			sc = scoreHash
		default:
			pc := s.pos.At(m.From())
			if cap := s.pos.At(m.To()); cap != rules.Empty {
				sc = scoreCapture + victimOrder[cap.Kind()]*2048 - attackerOrder[pc.Kind()]*16
				if !s.feat.NoCaptHist {
					sc += int32(s.capHist[pc][m.To()][cap.Kind()]) / 16
				}
				if s.checkBad && s.losingCapture(m) {
					sc += scoreBadCapture - scoreCapture
				}
			} else if m == k1 {
				sc = scoreKiller1
			} else if m == k2 {
				sc = scoreKiller2
			} else {
				sc = s.hist[pc][m.To()]
			}
		}
		out[i] = sc
	}
}

// pickNext swaps the best-scored remaining move into place i.
func pickNext(l *rules.MoveList, scores *[rules.MaxMoves]int32, i int) rules.Move {
	// Slices of one length, so that the loop needs no bounds checks.
	sc := scores[i:l.N]
	mv := l.Moves[i:][:len(sc)]
	best, top := 0, sc[0]
	for j, v := range sc {
		if v > top {
			best, top = j, v
		}
	}
	m := mv[best]
	mv[best], sc[best] = mv[0], sc[0]
	mv[0], sc[0] = m, top
	return m
}

// updateQuietStats rewards the quiet move that caused a beta cutoff at the
// node of frame f and penalises the quiet moves tried before it, in the
// history and in the node's continuation histories.
func (s *searcher) updateQuietStats(f *frame, best rules.Move, tried []rules.Move, depth, ply int) {
	if s.killers[ply][0] != best {
		s.killers[ply][1] = s.killers[ply][0]
		s.killers[ply][0] = best
	}

	bonus := s.historyBonus(depth)
	s.addHistory(f, best, bonus)
	for _, m := range tried {
		if m != best {
			s.addHistory(f, m, -bonus)
		}
	}
}

// addHistory moves a history score towards ±historyMax (history gravity),
// so that it stays bounded and recent results weigh more.
func (s *searcher) addHistory(f *frame, m rules.Move, bonus int32) {
	pc, to := s.pos.At(m.From()), m.To()
	if !s.feat.NoContHist {
		addCont(&f.c1[pc][to], bonus)
		addCont(&f.c2[pc][to], bonus)
	}
	h := &s.hist[pc][to]
	abs := bonus
	if abs < 0 {
		abs = -abs
	}
	*h += bonus - *h*abs/historyMax
}

// pickFirst is how many moves are picked one by one (most nodes cut off
// within them); the rest are sorted once, which is cheaper than picking.
const pickFirst = 4

// sortFrom sorts l[from:] by descending score (insertion sort: the lists
// are short and mostly ordered already by generation).
func sortFrom(l *rules.MoveList, scores *[rules.MaxMoves]int32, from int) {
	sc := scores[from:l.N]
	mv := l.Moves[from:][:len(sc)]
	for i := 1; i < len(sc); i++ {
		m, v := mv[i], sc[i]
		j := i
		for ; j > 0 && sc[j-1] < v; j-- {
			mv[j], sc[j] = mv[j-1], sc[j-1]
		}
		mv[j], sc[j] = m, v
	}
}

// updateCaptureStats rewards the capture that caused a beta cutoff (best,
// NoMove when a quiet move did) and penalises the captures tried before
// it, in the capture history.
func (s *searcher) updateCaptureStats(best rules.Move, tried []rules.Move, depth int) {
	if s.feat.NoCaptHist {
		return
	}
	bonus := s.historyBonus(depth)
	if best != rules.NoMove {
		s.addCaptureHistory(best, bonus)
	}
	for _, m := range tried {
		if m != best {
			s.addCaptureHistory(m, -bonus)
		}
	}
}

// addCaptureHistory moves a capture's history score towards ±historyMax.
func (s *searcher) addCaptureHistory(m rules.Move, bonus int32) {
	h := &s.capHist[s.pos.At(m.From())][m.To()][s.pos.At(m.To()).Kind()]
	addCont(h, bonus)
}

// historyBonus is what a cutoff at depth adds to a history score (and a
// move tried before it loses). The scale matters beyond the order: the
// reductions and the pruning read the scores against fixed thresholds, so
// they must be able to reach them. With the old scale (depth², at most
// 400, against a bound of ±historyMax) 90% of the scores after a
// 2-million-node search stayed between -930 and +3,020 and the history pruning's
// threshold was never reached.
func (s *searcher) historyBonus(depth int) int32 {
	if s.feat.NoHistoryScale {
		return int32(min(depth*depth, 400))
	}
	return int32(min(32*depth*depth, 1600))
}
