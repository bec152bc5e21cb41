package main

import (
	"math/rand"

	"xiangqi/ai"
	"xiangqi/rules"
)

// newcomerMover is a stand-in for a newcomer who tries, to measure the
// bottom of the ladder against (ai/LEVELS.md), written apart from the
// levels' own model so that the levels are not measured against
// themselves. It knows the rules and, each turn, in this order:
//
//  1. mates in one when it can;
//  2. takes material when the piece it moves is then safe (no enemy
//     capture onto it) or the piece taken is worth at least as much,
//     the most valuable such capture;
//  3. half the time, when one of its pieces can be taken (undefended, or
//     by a cheaper piece), moves the most valuable such piece to a point
//     where nothing can take it;
//  4. otherwise plays a move whose piece is then safe, at random, forward
//     moves and a first move of a chariot, horse or cannon three times as
//     likely as the others; should every move leave its piece
//     attacked, any legal move.
//
// It sees no threat against a piece other than the one it moves (except
// in 3), no mate against itself, nothing two moves deep. Its choices come
// from its own seeded generator: with one worker a match is repeatable.
type newcomerMover struct {
	rng *rand.Rand
}

func newNewcomer(seed uint64) *newcomerMover {
	return &newcomerMover{rng: rand.New(rand.NewSource(int64(seed)))}
}

func (m *newcomerMover) newGame() error { return nil }
func (m *newcomerMover) close() error   { return nil }

// standInValue is what the stand-in counts a piece as worth.
func standInValue(k rules.Kind) int {
	return [rules.NumKinds]int{rules.General: 100, rules.Advisor: 2, rules.Elephant: 2, rules.Horse: 4,
		rules.Chariot: 9, rules.Cannon: 4, rules.Soldier: 1}[k]
}

// attackedAfter reports whether, after m in pos, the opponent can capture
// on m's destination.
func attackedAfter(pos *rules.Position, m rules.Move) bool {
	q := *pos
	q.MakeMove(m)
	return capturable(&q, m.To())
}

// capturable reports whether the side to move in q has a capture on s.
func capturable(q *rules.Position, s rules.Square) bool {
	var l rules.MoveList
	q.GenerateCaptures(&l)
	for _, c := range l.Moves[:l.N] {
		if c.To() == s {
			return true
		}
	}
	return false
}

func (m *newcomerMover) move(g *rules.Game) (ai.Result, error) {
	pos := g.Position()
	var l rules.MoveList
	pos.GenerateMoves(&l)
	if l.N == 0 {
		return ai.Result{Move: rules.NoMove}, nil
	}
	moves := l.Moves[:l.N]
	result := func(mv rules.Move) (ai.Result, error) { return ai.Result{Move: mv, Depth: 1}, nil }
	// 1. Mate in one.
	for _, mv := range moves {
		q := pos
		q.MakeMove(mv)
		if !q.HasLegalMove() {
			return ai.Result{Move: mv, Depth: 1, Score: ai.MateScore - 1, Mate: 1}, nil
		}
	}
	// 2. Safe captures, the most valuable first.
	best, bestGain := rules.NoMove, 0
	for _, mv := range moves {
		victim := pos.At(mv.To())
		if victim == rules.Empty {
			continue
		}
		gain := standInValue(victim.Kind())
		if attackedAfter(&pos, mv) && gain < standInValue(pos.At(mv.From()).Kind()) {
			continue
		}
		if gain > bestGain || gain == bestGain && m.rng.Intn(2) == 0 {
			best, bestGain = mv, gain
		}
	}
	if best != rules.NoMove {
		return result(best)
	}
	// 3. Sometimes, an attacked piece moved away.
	if m.rng.Intn(2) == 0 {
		us := pos.SideToMove()
		threatened, worth := rules.NoSquare, 0
		q := pos
		q.SetSideToMove(us.Other())
		var caps rules.MoveList
		q.GeneratePseudo(&caps, true)
		for _, c := range caps.Moves[:caps.N] {
			v := standInValue(pos.At(c.To()).Kind())
			r := q
			r.MakeMove(c)
			if capturable(&r, c.To()) && standInValue(pos.At(c.From()).Kind()) >= v {
				continue // defended, and the taker is worth as much
			}
			if v > worth && pos.At(c.To()).Kind() != rules.General {
				threatened, worth = c.To(), v
			}
		}
		if threatened != rules.NoSquare {
			var away []rules.Move
			for _, mv := range moves {
				if mv.From() == threatened && !attackedAfter(&pos, mv) {
					away = append(away, mv)
				}
			}
			if len(away) > 0 {
				return result(away[m.rng.Intn(len(away))])
			}
		}
	}
	// 4. A safe move at random, weighted.
	var pick []rules.Move
	for _, mv := range moves {
		if attackedAfter(&pos, mv) {
			continue
		}
		w := 1
		pc := pos.At(mv.From())
		forward := mv.To().Rank() > mv.From().Rank()
		if pc.Color() == rules.Black {
			forward = mv.To().Rank() < mv.From().Rank()
		}
		home := mv.From().Rank() == 0 || mv.From().Rank() == 9 || mv.From().Rank() == 2 || mv.From().Rank() == 7
		switch k := pc.Kind(); {
		case forward && (k == rules.Chariot || k == rules.Horse || k == rules.Cannon || k == rules.Soldier):
			w = 3
		case home && (k == rules.Chariot || k == rules.Horse || k == rules.Cannon):
			w = 3
		}
		for ; w > 0; w-- {
			pick = append(pick, mv)
		}
	}
	if len(pick) == 0 {
		return result(moves[m.rng.Intn(len(moves))])
	}
	return result(pick[m.rng.Intn(len(pick))])
}
