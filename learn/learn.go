// Package learn holds the lessons of the Learn screen — how each piece
// moves, the rules that surprise newcomers and the classic mating patterns —
// and judges their exercises by the rules (package rules). It has no user
// interface: the game draws the lessons and feeds the player's moves to an
// Attempt.
//
// # Exercises
//
// The player always plays Red from the exercise's position. The goal is
// one of: capture a target piece, checkmate (or leave Black without a legal
// move), give check, or reach a ruling of the referee (perpetual check, the
// move-count draw…), within a number of the player's moves.
//
// Black does not move in the exercises that take more than one move: after
// each move of the player's that does not reach the goal, it is Red's turn
// again (Black passes). So that a pass stays a legal position, a move that
// would give check there is refused (ErrNoCheck). Every exercise with a
// history (Pre) is judged by a rules.Game that holds it, so that the
// repetition rulings apply to the player's move.
package learn

import (
	"errors"
	"fmt"
	"strings"

	"xiangqi/rules"
)

// Lang indexes a Text: Vietnamese, English, simplified Chinese.
const (
	Vi = iota
	En
	Zh
)

// Text is one text in the three languages, in the order Vi, En, Zh.
type Text [3]string

// Group is a part of the course.
type Group uint8

const (
	Pieces   Group = iota // how each piece moves
	Rules                 // the rules that surprise newcomers
	Patterns              // the classic mating patterns
	NumGroups
)

// Goal is what an exercise asks for.
type Goal uint8

const (
	Capture Goal = iota // take the piece on Target
	Mate                // win at once: checkmate or no legal move for Black
	Check               // give check
	Ruling              // reach the referee's ruling Reason
)

// Exercise is one position with a task.
type Exercise struct {
	// Setup places the pieces: "Ke0 kd9 Ra0 pa5", FEN letters (upper case
	// Red, lower case Black) and ICCS points. Red is to move.
	Setup string
	// Clock is the count of plies without a capture (the move-count rule).
	Clock int
	// Pre are moves (ICCS) played from Setup before the player's turn: the
	// history a repetition ruling is judged on.
	Pre    []string
	Goal   Goal
	Target string       // Capture: the point of the piece to take
	Reason rules.Reason // Ruling: the ruling to reach
	Moves  int          // the player's moves allowed
	Task   Text
	// Solution is one way to reach the goal (ICCS), for the tests and the
	// hint.
	Solution []string
}

// Lesson is one lesson: a title, a short explanation, its exercises.
type Lesson struct {
	ID        string
	Group     Group
	Title     Text
	Intro     Text
	Exercises []Exercise
}

// Start is the exercise's starting game, Pre played.
func (e *Exercise) Start() (*rules.Game, error) {
	pos, err := setupPosition(e.Setup, rules.Red, e.Clock)
	if err != nil {
		return nil, err
	}
	g := rules.NewGame(pos)
	for _, m := range e.Pre {
		if err := g.PlayText(m); err != nil {
			return nil, fmt.Errorf("move %s: %w", m, err)
		}
	}
	return g, nil
}

// setupPosition builds the position of a Setup string.
func setupPosition(setup string, side rules.Color, clock int) (rules.Position, error) {
	var grid [10][9]byte
	for _, f := range strings.Fields(setup) {
		if len(f) != 3 || !strings.ContainsRune("KABNRCPkabnrcp", rune(f[0])) {
			return rules.Position{}, fmt.Errorf("bad placement %q", f)
		}
		sq, err := rules.ParseSquare(f[1:])
		if err != nil {
			return rules.Position{}, fmt.Errorf("bad placement %q: %w", f, err)
		}
		if grid[sq.Rank()][sq.File()] != 0 {
			return rules.Position{}, fmt.Errorf("two pieces on %s", f[1:])
		}
		grid[sq.Rank()][sq.File()] = f[0]
	}
	return rules.ParseFEN(fenOf(grid, side, clock))
}

func fenOf(grid [10][9]byte, side rules.Color, clock int) string {
	var b strings.Builder
	for r := 9; r >= 0; r-- {
		empty := 0
		for f := 0; f < 9; f++ {
			if grid[r][f] == 0 {
				empty++
				continue
			}
			if empty > 0 {
				fmt.Fprint(&b, empty)
				empty = 0
			}
			b.WriteByte(grid[r][f])
		}
		if empty > 0 {
			fmt.Fprint(&b, empty)
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	s := "w"
	if side == rules.Black {
		s = "b"
	}
	fmt.Fprintf(&b, " %s - - %d 1", s, clock)
	return b.String()
}

// State is how an attempt stands.
type State uint8

const (
	Playing State = iota
	Solved
	Failed
)

// ErrNoCheck refuses a check in an exercise in which Black passes.
var ErrNoCheck = errors.New("learn: no checks in this exercise")

// Attempt is the player's try at one exercise.
type Attempt struct {
	ex     *Exercise
	game   *rules.Game
	target rules.Piece
	count  int // the target pieces at the start
	moves  []rules.Move
	state  State
}

// NewAttempt starts an attempt at e.
func NewAttempt(e *Exercise) (*Attempt, error) {
	g, err := e.Start()
	if err != nil {
		return nil, err
	}
	a := &Attempt{ex: e, game: g}
	if e.Goal == Capture {
		sq, err := rules.ParseSquare(e.Target)
		if err != nil {
			return nil, err
		}
		pos := g.Position()
		if a.target = pos.At(sq); a.target == rules.Empty || a.target.Color() != rules.Black {
			return nil, fmt.Errorf("no black piece on %s", e.Target)
		}
		a.count = pos.Count(a.target)
	}
	return a, nil
}

// Position is the board now.
func (a *Attempt) Position() rules.Position { return a.game.Position() }

// Game is the referee's game now (its history for the rulings).
func (a *Attempt) Game() *rules.Game { return a.game }

// State says whether the attempt is going on, solved or failed.
func (a *Attempt) State() State { return a.state }

// Moves are the player's moves so far.
func (a *Attempt) Moves() []rules.Move { return a.moves }

// MovesLeft is how many moves the player has left.
func (a *Attempt) MovesLeft() int { return a.ex.Moves - len(a.moves) }

// Status is the referee's verdict on the board now.
func (a *Attempt) Status() rules.Status { return a.game.Status() }

// Hint is the next move of the solution while the player has followed it,
// NoMove otherwise.
func (a *Attempt) Hint() rules.Move {
	if a.state != Playing || len(a.moves) >= len(a.ex.Solution) {
		return rules.NoMove
	}
	for i, m := range a.moves {
		if m.String() != a.ex.Solution[i] {
			return rules.NoMove
		}
	}
	pos := a.game.Position()
	m, err := pos.ReadMove(a.ex.Solution[len(a.moves)])
	if err != nil {
		return rules.NoMove
	}
	return m
}

// Play makes the player's move m and judges it. It returns an error for a
// move that is not legal, when the attempt is over, and ErrNoCheck for a
// check where Black would have to pass.
func (a *Attempt) Play(m rules.Move) error {
	if a.state != Playing {
		return errors.New("learn: the exercise is over")
	}
	pos := a.game.Position()
	if pos.SideToMove() != rules.Red || !pos.IsPseudoLegal(m) || !pos.IsLegal(m) {
		return fmt.Errorf("learn: %s is not legal here", m)
	}
	prev := a.game
	next := rules.NewGame(prev.Start())
	for _, pm := range prev.Moves() {
		if err := next.Play(pm); err != nil {
			return err
		}
	}
	if err := next.Play(m); err != nil {
		return err
	}
	after := next.Position()
	solved := a.reached(next)
	if !solved && !next.Status().Over() && len(a.moves)+1 < a.ex.Moves && after.InCheck() {
		return ErrNoCheck
	}
	a.game = next
	a.moves = append(a.moves, m)
	switch {
	case solved:
		a.state = Solved
	case next.Status().Over() || len(a.moves) >= a.ex.Moves:
		a.state = Failed
	default:
		// Black passes: Red is to move again on the same board.
		fen := after.FEN()
		f := strings.Fields(fen)
		f[1] = "w"
		p, err := rules.ParseFEN(strings.Join(f, " "))
		if err != nil {
			return err
		}
		a.game = rules.NewGame(p)
	}
	return nil
}

// reached reports whether g (after the player's move) meets the goal.
func (a *Attempt) reached(g *rules.Game) bool {
	pos := g.Position()
	st := g.Status()
	switch a.ex.Goal {
	case Capture:
		return pos.Count(a.target) < a.count
	case Mate:
		return st.Over() && st.Result == rules.WinFor(rules.Red) && (st.Reason == rules.Checkmate || st.Reason == rules.Stalemate)
	case Check:
		return pos.InCheck()
	case Ruling:
		return st.Reason == a.ex.Reason
	}
	return false
}

// Miss is why a failed attempt failed, as far as the rules tell it.
type Miss uint8

const (
	// MissNone: not failed, or failed with nothing more to say than the
	// referee's verdict (a ruling not reached, a game over).
	MissNone Miss = iota
	// MissNoCheck: the goal was mate or check, and the last move gave no
	// check.
	MissNoCheck
	// MissGeneralEscapes: check, but not mate: Black's general steps out
	// of it.
	MissGeneralEscapes
	// MissCapture: check, but not mate: Black captures, and the check is
	// gone (the checking piece, or a cannon's screen).
	MissCapture
	// MissCover: check, but not mate: another of Black's pieces moves and
	// the check is gone (it blocks the line or the horse's leg, or leaves
	// a cannon without its screen).
	MissCover
	// MissTargetStays: the piece to capture is still on the board.
	MissTargetStays
)

// Miss says why a failed attempt failed and, for a check that is not
// mate, Black's answer that shows it (NoMove otherwise): a move of the
// general when there is one, since "the general escapes" is the plainest
// reason, else a capture, else any other answer.
func (a *Attempt) Miss() (Miss, rules.Move) {
	if a.state != Failed || a.game.Status().Over() {
		return MissNone, rules.NoMove
	}
	pos := a.game.Position()
	switch a.ex.Goal {
	case Capture:
		return MissTargetStays, rules.NoMove
	case Check:
		return MissNoCheck, rules.NoMove
	case Mate:
	default:
		return MissNone, rules.NoMove
	}
	if !pos.InCheck() {
		return MissNoCheck, rules.NoMove
	}
	var l rules.MoveList
	pos.GenerateMoves(&l)
	best, miss := rules.NoMove, MissNone
	for _, m := range l.Moves[:l.N] {
		k := MissCover
		switch {
		case m.From() == pos.GeneralSquare(rules.Black):
			k = MissGeneralEscapes
		case pos.At(m.To()) != rules.Empty:
			k = MissCapture
		}
		if best == rules.NoMove || rank(k) < rank(miss) {
			best, miss = m, k
		}
	}
	if best == rules.NoMove {
		return MissNone, rules.NoMove // mate after all: not a failure the rules explain
	}
	return miss, best
}

// rank orders the answers to a check by how plainly they show it was not
// mate: the general's escape first.
func rank(k Miss) int {
	switch k {
	case MissGeneralEscapes:
		return 0
	case MissCapture:
		return 1
	}
	return 2
}
