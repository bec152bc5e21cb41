package puzzle

import (
	"errors"
	"fmt"

	"xiangqi/rules"
)

// A won ending (MateIn 0) has no mate length for the solver to prove: the
// player must win against the computer's best defence, and the computer
// is a search engine, not the solver. The package does not import the
// engine (the solver's independence from it is what lets the tests check
// one with the other); the caller lends it as an Analyst.

// EndingMoves is a won ending's move limit: the player must mate (or leave
// the defender without a legal move) within this many of his moves. The
// built-in endings are won by the engine in at most half of it, and it
// ends before the referee's 60-move rule could draw (79 plies < 120).
const EndingMoves = 40

// WinMargin is the judge's threshold, in centipawns from the player's
// view: after the player's move the engine searches the defender's
// position, and the move fails when the engine finds no mate for the
// player and scores the position below WinMargin for him. 150 is about
// two soldiers over the river, while the engine scores every built-in
// ending at 250 or more (its tests check this on every move of the
// engine's own winning line), and a lost chariot, horse or cannon drops the
// score far below zero.
const WinMargin = 150

// Analysis is an engine's judgement of a position.
type Analysis struct {
	Move  rules.Move // its best move; NoMove when the side to move has none
	Score int        // centipawns, the side to move's view
	Mate  int        // >0: the side to move mates in Mate moves; <0: is mated in -Mate; 0: no mate found
}

// Analyst is the engine that defends and judges a won ending: Analyse
// searches the current position of g (whose history decides repetitions)
// at full strength. Its budget is the Analyst's business: fixed depth or
// nodes for reproducible tests, a short time in the game.
type Analyst interface {
	Analyse(g *rules.Game) (Analysis, error)
}

// ErrNotEnding is returned by the ending functions for a puzzle with a
// mate length (the solver's functions judge those).
var ErrNotEnding = errors.New("puzzle: not a won ending")

// replayEnding plays moves from a won ending's start through the referee.
func replayEnding(p *Puzzle, moves []rules.Move) (*rules.Game, error) {
	if p.MateIn != 0 || p.Material {
		return nil, fmt.Errorf("puzzle %s: %w", p.ID, ErrNotEnding)
	}
	g := rules.NewGame(p.Start)
	for i, m := range moves {
		if err := g.Play(m); err != nil {
			return nil, fmt.Errorf("puzzle %s: move %d %s: %w", p.ID, i+1, m, err)
		}
	}
	return g, nil
}

// EndingMovesLeft is how many moves the player has left in a won ending
// after played moves (his and the defender's), counting the one to play
// when it is his turn.
func EndingMovesLeft(played int) int { return max(0, EndingMoves-(played+1)/2) }

// overVerdict is the verdict on a game the referee has ended: the player
// won (Solved), or drew or lost by a ruling (Failed).
func overVerdict(p *Puzzle, g *rules.Game) Verdict {
	if g.Status().Result == rules.WinFor(p.Side()) {
		return Solved
	}
	return Failed
}

// JudgeEnding decides the player's move next after moves in a won ending
// and finds the defender's answer with the same search: Solved if the
// move wins (mate, no legal move, or a ruling against the defender),
// Failed if it draws by a ruling, uses up the move limit without winning,
// or leaves a position the engine no longer scores as won (see
// WinMargin); otherwise Continue, with reply the engine's best defence,
// which the caller plays and then checks with EndingAfterReply.
func JudgeEnding(a Analyst, p *Puzzle, moves []rules.Move, next rules.Move) (v Verdict, reply rules.Move, err error) {
	g, err := replayEnding(p, moves)
	if err != nil {
		return Failed, rules.NoMove, err
	}
	if len(moves)%2 != 0 || g.Status().Over() || EndingMovesLeft(len(moves)) < 1 {
		return Failed, rules.NoMove, ErrNotPlayersTurn
	}
	if err := g.Play(next); err != nil {
		return Failed, rules.NoMove, fmt.Errorf("puzzle %s: %s: %w", p.ID, next, err)
	}
	if g.Status().Over() {
		return overVerdict(p, g), rules.NoMove, nil
	}
	if EndingMovesLeft(len(moves)+1) < 1 {
		return Failed, rules.NoMove, nil
	}
	an, err := a.Analyse(g)
	if err != nil {
		return Failed, rules.NoMove, err
	}
	if !StillWon(an) {
		return Failed, rules.NoMove, nil
	}
	if an.Move == rules.NoMove {
		return Failed, rules.NoMove, fmt.Errorf("puzzle %s: the engine found no reply", p.ID)
	}
	return Continue, an.Move, nil
}

// StillWon reports whether the engine's analysis of the defender's
// position still counts as won for the player: a mate for the player, or
// no mate either way and a score of at least WinMargin for him.
func StillWon(defender Analysis) bool {
	switch {
	case defender.Mate < 0:
		return true
	case defender.Mate > 0:
		return false
	}
	return -defender.Score >= WinMargin
}

// EndingAfterReply judges the position after the defender's reply, the
// last of moves: Continue, or the verdict of a game the referee ended with
// that reply (a perpetual check that loses for the defender is Solved,
// a draw by repetition or the move rule Failed), or Failed when the
// player has no move left.
func EndingAfterReply(p *Puzzle, moves []rules.Move) (Verdict, error) {
	g, err := replayEnding(p, moves)
	if err != nil {
		return Failed, err
	}
	if g.Status().Over() {
		return overVerdict(p, g), nil
	}
	if EndingMovesLeft(len(moves)) < 1 {
		return Failed, nil
	}
	return Continue, nil
}

// HintEnding returns the engine's best move for the player after moves.
func HintEnding(a Analyst, p *Puzzle, moves []rules.Move) (rules.Move, error) {
	g, err := replayEnding(p, moves)
	if err != nil {
		return rules.NoMove, err
	}
	if len(moves)%2 != 0 || g.Status().Over() || EndingMovesLeft(len(moves)) < 1 {
		return rules.NoMove, ErrNotPlayersTurn
	}
	an, err := a.Analyse(g)
	if err != nil {
		return rules.NoMove, err
	}
	if an.Move == rules.NoMove {
		return rules.NoMove, fmt.Errorf("puzzle %s: the engine found no move", p.ID)
	}
	return an.Move, nil
}

// PlayEnding plays a won ending out with a for both sides, as a player who
// takes every hint would against the judge: the engine's best move, judged
// by JudgeEnding, the engine's defence, EndingAfterReply, until the
// attempt ends. It returns the moves played and the final verdict; the
// puzzle tool writes the line as the solution, and the tests prove the
// built-in endings with it.
func PlayEnding(a Analyst, p *Puzzle) ([]rules.Move, Verdict, error) {
	var moves []rules.Move
	for {
		m, err := HintEnding(a, p, moves)
		if err != nil {
			return moves, Failed, err
		}
		v, reply, err := JudgeEnding(a, p, moves, m)
		if err != nil {
			return moves, Failed, err
		}
		moves = append(moves, m)
		if v != Continue {
			return moves, v, nil
		}
		moves = append(moves, reply)
		if v, err = EndingAfterReply(p, moves); err != nil || v != Continue {
			return moves, v, err
		}
	}
}
