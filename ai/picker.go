package ai

import "xiangqi/rules"

// Stages of the move picker. Moves come in the order most likely to cut
// off, and each stage generates only what it needs: a node that cuts off
// on the hash move, a capture or a killer never generates its quiet moves.
const (
	stageHash = iota
	stageCapturesGen
	stageGoodCaptures
	stageKiller1
	stageKiller2
	stageQuietsGen
	stageQuiets
	stageBadCaptures
	stageEvasionsGen // in check: every move, ordered in one list
	stageEvasions
	stageDone
)

// picker is one node's position in its move sequence.
type picker struct {
	stage   int
	i       int
	badFrom int // first losing capture in the capture list
	hash    rules.Move
	killer  [2]rules.Move
	inCheck bool
	// pruning says the search has begun to prune quiet moves and will
	// prune every later one that does not check (its conditions only grow
	// truer as the node goes on): the picker then passes over those
	// itself, without sorting, and returns only the quiet checks.
	pruning bool
}

func (s *searcher) newPicker(f *frame, hash rules.Move, ply int, inCheck bool) {
	f.pick = picker{hash: hash, killer: s.killers[ply], inCheck: inCheck}
}

// next returns the next move to try with its ordering score, and whether it
// is already known to be legal; NoMove when the node has no more.
func (s *searcher) next(f *frame) (rules.Move, int32, bool) {
	pk := &f.pick
	for {
		switch pk.stage {
		case stageHash:
			pk.stage = stageCapturesGen
			if pk.inCheck {
				pk.stage = stageEvasionsGen
			}
			// The rules' quick legality test: pseudo-legal here, then the
			// general's safety by the shortcut that knows about the check.
			if pk.hash != rules.NoMove && s.pos.IsPseudoLegal(pk.hash) && s.pos.LegalAfterPseudo(pk.hash, pk.inCheck) {
				return pk.hash, scoreHash, true
			}
		case stageCapturesGen:
			s.genCaptures(&f.moves)
			s.checkBad = !s.feat.NoSEE
			s.scoreMoves(&f.moves, &f.scores, rules.NoMove, 0)
			s.checkBad = false
			pk.i, pk.badFrom = 0, f.moves.N
			pk.stage = stageGoodCaptures
		case stageGoodCaptures:
			if pk.i >= f.moves.N {
				pk.stage = stageKiller1
				continue
			}
			m := pickNext(&f.moves, &f.scores, pk.i)
			sc := f.scores[pk.i]
			if sc < scoreCapture {
				// Only losing captures are left: they wait for the end.
				pk.badFrom = pk.i
				pk.stage = stageKiller1
				continue
			}
			pk.i++
			if m != pk.hash {
				return m, sc, false
			}
		case stageKiller1, stageKiller2:
			k := pk.killer[pk.stage-stageKiller1]
			pk.stage++
			if k != rules.NoMove && k != pk.hash && s.pos.At(k.To()) == rules.Empty &&
				s.pos.IsPseudoLegal(k) && s.pos.LegalAfterPseudo(k, pk.inCheck) {
				return k, scoreKiller1 - int32(pk.stage-stageKiller2), true
			}
		case stageQuietsGen:
			// The quiet moves go into the second list; the captures stay
			// in the first for the losing-capture stage.
			f.quiet.N = 0
			s.genQuiets(&f.quiet)
			n := 0
			for _, m := range f.quiet.Moves[:f.quiet.N] {
				if m != pk.hash && m != pk.killer[0] && m != pk.killer[1] {
					f.quiet.Moves[n] = m
					f.quietScores[n] = s.quietScore(f, s.pos.At(m.From()), m.To())
					n++
				}
			}
			f.quiet.N = n
			pk.i = 0
			pk.stage = stageQuiets
		case stageQuiets:
			if pk.i >= f.quiet.N {
				pk.i = pk.badFrom
				pk.stage = stageBadCaptures
				continue
			}
			if pk.pruning {
				// Every quiet move that does not check would be pruned:
				// skip them here, unsorted, and return the checks.
				k := s.pos.GeneralSquare(s.pos.SideToMove().Other())
				for pk.i < f.quiet.N {
					m, sc := f.quiet.Moves[pk.i], f.quietScores[pk.i]
					pk.i++
					if mayCheck(s.pos.At(m.From()), m.From(), m.To(), k) && s.pos.GivesCheck(m) {
						return m, sc, false
					}
				}
				continue
			}
			var m rules.Move
			if pk.i < pickFirst {
				m = pickNext(&f.quiet, &f.quietScores, pk.i)
			} else {
				if pk.i == pickFirst {
					sortFrom(&f.quiet, &f.quietScores, pk.i)
				}
				m = f.quiet.Moves[pk.i]
			}
			sc := f.quietScores[pk.i]
			pk.i++
			return m, sc, false
		case stageBadCaptures:
			if pk.i >= f.moves.N {
				pk.stage = stageDone
				continue
			}
			m := pickNext(&f.moves, &f.scores, pk.i)
			sc := f.scores[pk.i]
			pk.i++
			if m != pk.hash {
				return m, sc, false
			}
		case stageEvasionsGen:
			s.genEvasions(&f.moves)
			s.scoreMoves(&f.moves, &f.scores, pk.hash, 0)
			// Many moves here still leave the general attacked and are
			// skipped by the legality test, so the picker runs through
			// nearly the whole list: one sort is cheaper than picking.
			sortFrom(&f.moves, &f.scores, 0)
			pk.i = 0
			pk.stage = stageEvasions
		case stageEvasions:
			if pk.i >= f.moves.N {
				pk.stage = stageDone
				continue
			}
			m := f.moves.Moves[pk.i]
			sc := f.scores[pk.i]
			pk.i++
			if m != pk.hash {
				return m, sc, false
			}
		default:
			return rules.NoMove, 0, false
		}
	}
}
