package ai

import "xiangqi/rules"

// Perpetual chase inside the tree. When a repetition is found and neither
// side checked with every move of the cycle, the referee (rules.Game) goes
// on to the chases: a side that chased one same piece with every one of
// its moves loses, unless the other side did too. The search rules the
// cycle with the referee's own verdict (rules.Cycle), on the first
// repetition as it does for checks.
// It needs the moves of the cycle: those of the tree are on the path, those
// before the root come from History.Moves; a cycle with a move it does not
// know is a draw, as before. Judging costs a few move generations per move
// of the cycle, so verdicts are kept in a small table by the cycle's
// positions (a verdict depends on nothing else). What a move chases is the
// referee's own definition (rules.Position.ChasedBy).

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
// the piece back) and replays the cycle through the referee's verdict. It
// returns +1 if the opponent of the side to move loses by it, -1 if the
// side to move does, else 0.
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
	// The referee's own verdict (rules.Cycle): checks, chases and
	// one-check-one-chase, as Game rules them.
	var c rules.Cycle
	for j := i + 1; j <= cur; j++ {
		c.Play(&q, s.moves[j])
	}
	loser, ok := c.Loser()
	switch {
	case !ok:
		return 0
	case loser == q.SideToMove():
		return -1
	}
	return 1
}
