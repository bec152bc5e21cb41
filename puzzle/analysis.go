package puzzle

import (
	"errors"

	"xiangqi/rules"
)

// ErrNoMate is returned by the analysis functions when the side that should
// win has no forced mate within the moves allowed.
var ErrNoMate = errors.New("puzzle: no forced mate within the limit")

// BestAttack returns a move of the side to move that mates in the fewest
// moves, with that number, if it mates within maxMoves (else ErrNoMate).
// The puzzle screen shows it as the hint.
func (s *Solver) BestAttack(pos rules.Position, maxMoves int) (rules.Move, int, error) {
	n, ok, err := s.MateIn(pos, maxMoves)
	if err != nil {
		return rules.NoMove, 0, err
	}
	if !ok {
		return rules.NoMove, 0, ErrNoMate
	}
	m, err := s.attackIn(pos, n)
	return m, n, err
}

// attackIn finds the first move, in generation order, that mates within n.
func (s *Solver) attackIn(pos rules.Position, n int) (rules.Move, error) {
	var l rules.MoveList
	pos.GenerateMoves(&l)
	for _, m := range l.Slice() {
		after := pos
		after.MakeMove(m)
		k, ok, err := s.MatedIn(after, n-1)
		if err != nil {
			return rules.NoMove, err
		}
		if ok && k <= n-1 {
			return m, nil
		}
	}
	// MateIn proved a mate in n, so some move must achieve it.
	return rules.NoMove, errors.New("puzzle: solver inconsistency: no mating move found")
}

// Defence is the side to move's best resistance against a mate.
type Defence struct {
	Move   rules.Move // the reply; NoMove when the side to move has no legal move
	MateIn int        // the opponent's shortest mate after Move (0 when it is not mated within the limit)
	Escape bool       // Move avoids mate within the limit altogether
}

// BestDefence returns the reply of the side to move that resists longest
// when the opponent may mate within maxMoves: a reply after which the
// opponent needs the most moves, or one that escapes the limit altogether.
// Among equal replies prefer wins when it is one of them (so that the
// computer follows a puzzle's stated line), else the first in generation
// order, so that the choice is reproducible.
func (s *Solver) BestDefence(pos rules.Position, maxMoves int, prefer rules.Move) (Defence, error) {
	var l rules.MoveList
	pos.GenerateMoves(&l)
	moves := l.Slice()
	if len(moves) == 0 {
		return Defence{}, nil
	}
	if prefer != rules.NoMove && pos.IsLegal(prefer) {
		for i, m := range moves {
			if m == prefer {
				copy(moves[1:i+1], moves[:i])
				moves[0] = prefer
				break
			}
		}
	}
	best := Defence{Move: rules.NoMove}
	var total uint64
	for _, m := range moves {
		after := pos
		after.MakeMove(m)
		var n int
		var ok bool
		if after.HasLegalMove() && !drawn(&after) {
			var err error
			n, ok, err = s.MateIn(after, maxMoves)
			total += s.nodes
			if err != nil {
				s.nodes = total
				return Defence{}, err
			}
		}
		if !ok {
			// The defender itself mated, stalemated or drew, or the
			// opponent cannot mate in time: this reply escapes.
			s.nodes = total
			return Defence{Move: m, Escape: true}, nil
		}
		if best.Move == rules.NoMove || n > best.MateIn {
			best = Defence{Move: m, MateIn: n}
		}
	}
	s.nodes = total
	return best, nil
}

// Line returns a main line of a mate in n from pos: the attacker's first
// mating move at each turn (as BestAttack) and the defender's longest
// resistance (as BestDefence, preferring nothing), ending in mate.
func (s *Solver) Line(pos rules.Position, n int) ([]rules.Move, error) {
	var line []rules.Move
	for left := n; ; left-- {
		m, err := s.attackIn(pos, left)
		if err != nil {
			return nil, err
		}
		line = append(line, m)
		pos.MakeMove(m)
		if !pos.HasLegalMove() {
			return line, nil
		}
		d, err := s.BestDefence(pos, left-1, rules.NoMove)
		if err != nil {
			return nil, err
		}
		if d.Escape || d.Move == rules.NoMove {
			return nil, errors.New("puzzle: solver inconsistency: defence escapes a proven mate")
		}
		line = append(line, d.Move)
		pos.MakeMove(d.Move)
	}
}
