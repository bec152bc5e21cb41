package puzzle

import (
	"errors"

	"xiangqi/rules"
)

// Session is one attempt at a puzzle, the state a puzzle screen drives:
//
//	s := puzzle.NewSession(p, solver)
//	v, err := s.Play(m)      // the player's move: Continue, Solved or Failed
//	if v == puzzle.Continue {
//		r, err := s.Reply() // the computer's best defence, already played
//	}
//	if v == puzzle.Failed {
//		r, err := s.Refute()  // the defence that refutes it, already played
//		s.TakeBack()          // back to before the wrong move
//	}
//	h, err := s.Hint()       // a move for the player
//	s.Retry()                // back to the start
//
// Play, Reply and Hint run the solver; the hardest built-in puzzle takes a
// fraction of a second on a desktop core, so a UI should call them off its
// frame loop (its engine goroutine) and not touch the Session meanwhile.
// A Session is not safe for concurrent use.
type Session struct {
	puzzle Puzzle
	solver *Solver
	moves  []rules.Move
	state  Verdict
	hints  int
}

// NewSession starts an attempt at p with solver (shared between sessions
// to reuse its table).
func NewSession(p Puzzle, solver *Solver) *Session {
	return &Session{puzzle: p, solver: solver}
}

// Puzzle returns the puzzle being solved.
func (s *Session) Puzzle() Puzzle { return s.puzzle }

// Moves returns the moves played so far, the player's and the defender's;
// do not modify it.
func (s *Session) Moves() []rules.Move { return s.moves }

// Position returns the current position.
func (s *Session) Position() rules.Position {
	p := s.puzzle.Start
	for _, m := range s.moves {
		p.MakeMove(m)
	}
	return p
}

// State is Continue while the attempt goes on, then Solved or Failed.
func (s *Session) State() Verdict { return s.state }

// PlayersTurn reports whether the player is to move in an attempt that goes on.
func (s *Session) PlayersTurn() bool { return s.state == Continue && len(s.moves)%2 == 0 }

// MovesLeft returns how many moves the player has left to mate in,
// counting the one to play when it is the player's turn.
func (s *Session) MovesLeft() int { return movesLeft(&s.puzzle, len(s.moves)) }

// HintsUsed counts the hints given in this attempt.
func (s *Session) HintsUsed() int { return s.hints }

// Play judges and plays the player's move. An illegal move is an error and
// changes nothing; a legal one is played whatever the verdict, so the UI can
// show the position the failing move led to.
func (s *Session) Play(m rules.Move) (Verdict, error) {
	if !s.PlayersTurn() {
		return s.state, ErrNotPlayersTurn
	}
	v, err := Judge(s.solver, &s.puzzle, s.moves, m)
	if err != nil {
		return s.state, err
	}
	s.moves = append(s.moves, m)
	s.state = v
	return v, nil
}

// Reply finds and plays the defender's best reply after a move judged
// Continue, and returns it.
func (s *Session) Reply() (rules.Move, error) {
	if s.state != Continue || len(s.moves)%2 != 1 {
		return rules.NoMove, errors.New("puzzle: not the defender's turn")
	}
	m, err := Reply(s.solver, &s.puzzle, s.moves)
	if err != nil {
		return rules.NoMove, err
	}
	s.moves = append(s.moves, m)
	return m, nil
}

// Hint returns a move for the player that mates in the fewest moves; it
// does not play it.
func (s *Session) Hint() (rules.Move, error) {
	if !s.PlayersTurn() {
		return rules.NoMove, ErrNotPlayersTurn
	}
	m, err := Hint(s.solver, &s.puzzle, s.moves)
	if err == nil {
		s.hints++
	}
	return m, err
}

// Refute finds and plays the defender's answer that refutes a move judged
// Failed (see Refutation), and returns it; NoMove when the failing move
// ended the game and nothing is played.
func (s *Session) Refute() (rules.Move, error) {
	if s.state != Failed || len(s.moves)%2 != 1 {
		return rules.NoMove, errors.New("puzzle: no failed move to refute")
	}
	m, err := Refutation(s.solver, &s.puzzle, s.moves)
	if err != nil || m == rules.NoMove {
		return rules.NoMove, err
	}
	s.moves = append(s.moves, m)
	return m, nil
}

// TakeBack returns a failed attempt to the position before the player's
// wrong move (and its refutation, if played), to try again from there;
// hints seen still count. It reports whether there was a failed move.
func (s *Session) TakeBack() bool {
	if s.state != Failed {
		return false
	}
	n := len(s.moves)
	if n%2 == 0 {
		n-- // the refutation
	}
	s.moves = s.moves[:n-1]
	s.state = Continue
	return true
}

// Retry starts the attempt again from the puzzle's position.
func (s *Session) Retry() {
	s.moves = nil
	s.state = Continue
	s.hints = 0
}
