package puzzle

import (
	"errors"
	"fmt"
	"slices"

	"xiangqi/rules"
)

// Verdict is the judgement of one of the player's moves.
type Verdict uint8

const (
	// Continue: the move still mates within the puzzle's limit; the
	// defender replies next.
	Continue Verdict = iota
	// Solved: the move mated (or left the defender without a legal move).
	Solved
	// Failed: after the move the defender can hold out beyond the limit, or
	// the move ended the game otherwise (a repetition ruling).
	Failed
)

func (v Verdict) String() string {
	switch v {
	case Continue:
		return "continue"
	case Solved:
		return "solved"
	case Failed:
		return "failed"
	}
	return fmt.Sprintf("Verdict(%d)", uint8(v))
}

// ErrNotPlayersTurn is returned when a player's move is judged while the
// defender is to move, or after the puzzle has ended.
var ErrNotPlayersTurn = errors.New("puzzle: not the player's turn")

// replay plays moves from the puzzle's start through the referee.
func replay(p *Puzzle, moves []rules.Move) (*rules.Game, error) {
	if p.MateIn < 1 {
		return nil, fmt.Errorf("puzzle %s: has no mate length to judge against", p.ID)
	}
	g := rules.NewGame(p.Start)
	for i, m := range moves {
		if err := g.Play(m); err != nil {
			return nil, fmt.Errorf("puzzle %s: move %d %s: %w", p.ID, i+1, m, err)
		}
	}
	return g, nil
}

// movesLeft is how many moves the player has left after the moves played.
func movesLeft(p *Puzzle, played int) int { return p.MateIn - (played+1)/2 }

// Judge decides the player's move next after moves (all moves so far from
// the puzzle's start, the player's and the defender's): Solved if it mates,
// Continue if the player still mates within the puzzle's limit whatever the
// defender does, Failed otherwise. It plays through the referee, so an
// illegal move is an error and a repetition ruling is honoured.
func Judge(s *Solver, p *Puzzle, moves []rules.Move, next rules.Move) (Verdict, error) {
	g, err := replay(p, moves)
	if err != nil {
		return Failed, err
	}
	if len(moves)%2 != 0 || g.Status().Over() || movesLeft(p, len(moves)) < 1 {
		return Failed, ErrNotPlayersTurn
	}
	if err := g.Play(next); err != nil {
		return Failed, fmt.Errorf("puzzle %s: %s: %w", p.ID, next, err)
	}
	if st := g.Status(); st.Over() {
		if st.Result == rules.WinFor(p.Side()) {
			return Solved, nil
		}
		return Failed, nil
	}
	left := movesLeft(p, len(moves)+1)
	if left < 1 {
		return Failed, nil
	}
	ok, err := s.MatedWithin(g.Position(), left)
	if err != nil {
		return Failed, err
	}
	if ok {
		return Continue, nil
	}
	return Failed, nil
}

// onLine reports whether moves follow the puzzle's main line so far.
func onLine(p *Puzzle, moves []rules.Move) bool {
	if len(moves) >= len(p.Solution) {
		return false
	}
	for i, m := range moves {
		if p.Solution[i] != m {
			return false
		}
	}
	return true
}

// Reply returns the defender's answer after moves (which end with a
// player's move judged Continue): the longest resistance, the main line's
// move when it is one of the longest, so that a player who finds the
// solution sees the stated line.
func Reply(s *Solver, p *Puzzle, moves []rules.Move) (rules.Move, error) {
	g, err := replay(p, moves)
	if err != nil {
		return rules.NoMove, err
	}
	if len(moves)%2 != 1 || g.Status().Over() {
		return rules.NoMove, errors.New("puzzle: not the defender's turn")
	}
	prefer := rules.NoMove
	if onLine(p, moves) {
		prefer = p.Solution[len(moves)]
	}
	d, err := s.BestDefence(g.Position(), movesLeft(p, len(moves)), prefer)
	if err != nil {
		return rules.NoMove, err
	}
	return d.Move, nil
}

// Hint returns a move for the player after moves that mates in the fewest
// moves: the main line's move while the player is on it, else the solver's.
func Hint(s *Solver, p *Puzzle, moves []rules.Move) (rules.Move, error) {
	g, err := replay(p, moves)
	if err != nil {
		return rules.NoMove, err
	}
	left := movesLeft(p, len(moves))
	if len(moves)%2 != 0 || g.Status().Over() || left < 1 {
		return rules.NoMove, ErrNotPlayersTurn
	}
	if onLine(p, moves) {
		return p.Solution[len(moves)], nil
	}
	m, _, err := s.BestAttack(g.Position(), left)
	return m, err
}

// Refutation returns the defender's answer to a player's move judged
// Failed (moves end with it): a reply after which the player can no longer
// mate within the moves left. Captures are tried first, then checks, then
// the rest in generation order, so the answer is the most telling escape
// and reproducible. NoMove when the failing move ended the game (a ruling)
// or left the defender without a reply.
func Refutation(s *Solver, p *Puzzle, moves []rules.Move) (rules.Move, error) {
	g, err := replay(p, moves)
	if err != nil {
		return rules.NoMove, err
	}
	if len(moves)%2 != 1 || g.Status().Over() {
		return rules.NoMove, nil
	}
	pos := g.Position()
	left := movesLeft(p, len(moves))
	var l rules.MoveList
	pos.GenerateMoves(&l)
	replies := l.Slice()
	score := func(m rules.Move) int {
		v := 0
		if c := pos.At(m.To()); c != rules.Empty {
			v += 100 + int(captureValue[c.Kind()])
		}
		if pos.GivesCheck(m) {
			v += 50
		}
		return v
	}
	slices.SortStableFunc(replies, func(a, b rules.Move) int { return score(b) - score(a) })
	for _, m := range replies {
		after := pos
		after.MakeMove(m)
		if !after.HasLegalMove() || drawn(&after) || left < 1 {
			return m, nil
		}
		_, mates, err := s.MateIn(after, left)
		if err != nil {
			return rules.NoMove, err
		}
		if !mates {
			return m, nil
		}
	}
	return rules.NoMove, nil
}
