package ai

import "xiangqi/rules"

// Perpetual chase inside the tree. When a repetition is found and neither
// side checked with every move of the cycle, the referee (rules.Game) goes
// on to the chases: a side that chased one same piece with every one of
// its moves loses, unless the other side did too. The search rules the
// cycle the same way here, on the first repetition as it does for checks.
// It needs the moves of the cycle: those of the tree are on the path, those
// before the root come from History.Moves; a cycle with a move it does not
// know is a draw, as before. Judging costs a few move generations per move
// of the cycle, so verdicts are kept in a small table by the cycle's
// positions (a verdict depends on nothing else).

// squares is a set of points, one bit each.
type squares [2]uint64

func (q *squares) add(s rules.Square)     { q[s>>6] |= 1 << (s & 63) }
func (q squares) has(s rules.Square) bool { return q[s>>6]>>(s&63)&1 != 0 }
func (q squares) and(r squares) squares   { return squares{q[0] & r[0], q[1] & r[1]} }
func (q squares) andNot(r squares) squares {
	return squares{q[0] &^ r[0], q[1] &^ r[1]}
}
func (q squares) empty() bool { return q[0]|q[1] == 0 }

// moved follows a piece of the set from one point to another.
func (q squares) moved(from, to rules.Square) squares {
	if !q.has(from) {
		return q
	}
	q[from>>6] &^= 1 << (from & 63)
	q.add(to)
	return q
}

// chaseTargets are the enemy pieces the side to move of p threatens to
// win, as the rules define a chase: the pieces one of its chariots,
// horses, cannons, advisors or elephants can legally capture where the
// capture cannot be answered by a recapture, and any chariot its horses or
// cannons can capture. Generals are never targets, and a soldier only once
// it has crossed the river. p is restored before it returns.
func chaseTargets(p *rules.Position, l *rules.MoveList) squares {
	by := p.SideToMove()
	var set squares
	p.GenerateCaptures(l)
	for _, m := range l.Slice() {
		to := m.To()
		a, x := p.At(m.From()), p.At(to)
		switch a.Kind() {
		case rules.General, rules.Soldier:
			continue
		}
		switch x.Kind() {
		case rules.General:
			continue
		case rules.Soldier:
			if crossed := (x.Color() == rules.Red) == (to.Rank() >= 5); !crossed {
				continue
			}
		}
		if set.has(to) {
			continue
		}
		if x.Kind() == rules.Chariot && (a.Kind() == rules.Horse || a.Kind() == rules.Cannon) {
			set.add(to)
			continue
		}
		u := p.MakeMove(m)
		protected := p.Attacked(to, by.Other())
		p.UnmakeMove(m, u)
		if !protected {
			set.add(to)
		}
	}
	return set
}

// chaseEntry is a remembered verdict: the cycle's hash and the score sign
// for the side to move at the cycle's end (+1 wins, -1 loses, 0 draw).
type chaseEntry struct {
	hash    uint64
	verdict int8
}

const chaseCacheSize = 1 << 12

// chaseScore judges the cycle from path position i to the current one
// (neither side checked with every move) by the chases.
func (s *searcher) chaseScore(i, ply int) int {
	cur := s.n - 1
	if len(s.moves) < s.n {
		return 0
	}
	h := uint64(0x9e3779b97f4a7c15)
	for j := i + 1; j <= cur; j++ {
		if s.moves[j] == rules.NoMove {
			return 0 // a move the search does not know, or a null move
		}
		h = (h ^ s.keys[j]) * 0xff51afd7ed558ccd
		h ^= h >> 29
	}
	h ^= s.keys[i]
	e := &s.chaseCache[h&(chaseCacheSize-1)]
	if e.hash != h {
		e.hash, e.verdict = h, s.judgeChases(i)
	}
	switch e.verdict {
	case 1:
		return MateScore - ply
	case -1:
		return -MateScore + ply
	}
	return 0
}

// judgeChases rebuilds the position at path index i from the current one
// (the moves of a cycle capture nothing, so each is taken back by moving
// the piece back) and replays the cycle, collecting what each move newly
// chases. It returns +1 if only the opponent of the side to move chased
// one same piece with every one of its moves, -1 if only the side to move
// did, else 0.
func (s *searcher) judgeChases(i int) int8 {
	cur := s.n - 1
	q := s.pos
	for j := cur; j > i; j-- {
		m := s.moves[j]
		// The mover of m is the side not to move at j: pass to it, move the
		// piece back, and pass again so that the side to move at j-1 has it.
		q.MakeNull()
		q.MakeMove(rules.NewMove(m.To(), m.From()))
		q.MakeNull()
	}
	if q.Key() != s.keys[i] {
		return 0 // not the position the path says: rule nothing
	}
	l := &s.stack[MaxPly].moves // free: no node reaches the last ply's frame
	var target [2]squares       // [0]: the side to move at cur, [1]: the other
	started := [2]bool{}
	for j := i + 1; j <= cur; j++ {
		m := s.moves[j]
		side := (cur - j + 1) & 1 // 0: the side to move at cur made m
		before := chaseTargets(&q, l)
		q.MakeMove(m)
		q.MakeNull()
		chased := chaseTargets(&q, l).andNot(before)
		q.MakeNull()
		other := side ^ 1
		target[other] = target[other].moved(m.From(), m.To())
		if !started[side] {
			target[side], started[side] = chased, true
		} else {
			target[side] = target[side].and(chased)
		}
	}
	us, them := !target[0].empty(), !target[1].empty()
	switch {
	case them && !us:
		return 1
	case us && !them:
		return -1
	}
	return 0
}
