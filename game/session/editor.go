package session

import (
	"errors"
	"fmt"
	"strings"

	"xiangqi/rules"
)

// Editor is the board editor without a window: a board on which any piece
// can be put anywhere, the side to move, and a live verdict on whether the
// result is a position the game can be played from. The game's editor
// screen draws it and turns its Problem into words.
type Editor struct {
	pos rules.Position // built with Put; not valid until Check says so
	// Tool is the piece a tap puts (the palette's choice); Empty is the
	// eraser.
	Tool rules.Piece
}

// NewEditor starts the editor on pos with Red's chariot as the tool.
func NewEditor(pos rules.Position) *Editor {
	e := &Editor{Tool: rules.MakePiece(rules.Red, rules.Chariot)}
	e.Load(pos)
	return e
}

// Load replaces the board with pos (its pieces and side to move).
func (e *Editor) Load(pos rules.Position) {
	e.Clear()
	for s := rules.Square(0); s < rules.NumSquares; s++ {
		e.pos.Put(s, pos.At(s))
	}
	e.pos.SetSideToMove(pos.SideToMove())
}

// At returns the piece on s.
func (e *Editor) At(s rules.Square) rules.Piece { return e.pos.At(s) }

// Put places pc on s, replacing what stood there (Empty clears the point).
func (e *Editor) Put(s rules.Square, pc rules.Piece) {
	if s.Valid() {
		e.pos.Put(s, pc)
	}
}

// Move carries the piece on from to to, replacing what stood there.
func (e *Editor) Move(from, to rules.Square) {
	if !from.Valid() || !to.Valid() || from == to {
		return
	}
	pc := e.pos.At(from)
	e.pos.Put(from, rules.Empty)
	e.pos.Put(to, pc)
}

// Tap is a tap on s: it puts the tool's piece there, or takes away the
// piece when it is the tool's own.
func (e *Editor) Tap(s rules.Square) {
	if !s.Valid() {
		return
	}
	if e.At(s) == e.Tool {
		e.Put(s, rules.Empty)
	} else {
		e.Put(s, e.Tool)
	}
}

// Drop ends a drag of the piece on from: dropped on a point (onBoard) it
// moves there, dropped off the board it is taken away.
func (e *Editor) Drop(from, to rules.Square, onBoard bool) {
	if onBoard {
		e.Move(from, to)
	} else {
		e.Put(from, rules.Empty)
	}
}

// Clear empties the board (the side to move stays).
func (e *Editor) Clear() {
	side := e.pos.SideToMove()
	e.pos = rules.Position{}
	e.pos.SetSideToMove(side)
}

// Reset sets up the initial position, Red to move.
func (e *Editor) Reset() { e.Load(rules.StartPosition()) }

// Side returns the side to move.
func (e *Editor) Side() rules.Color { return e.pos.SideToMove() }

// SetSide sets the side to move.
func (e *Editor) SetSide(c rules.Color) { e.pos.SetSideToMove(c) }

// Board returns the board as it stands, checked or not: for drawing only.
func (e *Editor) Board() rules.Position { return e.pos }

// Count returns how many pieces pc stand on the board.
func (e *Editor) Count(pc rules.Piece) int {
	n := 0
	for s := rules.Square(0); s < rules.NumSquares; s++ {
		if e.pos.At(s) == pc {
			n++
		}
	}
	return n
}

// ProblemKind names why a board cannot be played from.
type ProblemKind int

const (
	ProblemNone             ProblemKind = iota // a legal position, game not over
	ProblemTooMany                             // Color has more than Max pieces of Kind
	ProblemGeneralOutside                      // Color's general at Square is outside its palace
	ProblemAdvisorOff                          // Color's advisor at Square is off the palace diagonals
	ProblemElephantOff                         // Color's elephant at Square is off its seven points
	ProblemSoldierBehind                       // Color's soldier at Square is behind its starting rank
	ProblemNoGeneral                           // Color has no general
	ProblemGeneralsFacing                      // the generals face each other on an open file
	ProblemNotToMoveInCheck                    // Color is in check but the other side is to move
	ProblemGameOver                            // legal, but the side to move has already lost or it is a draw (Status)
	ProblemOther                               // the rules refuse it for another reason (Text, in English)
)

// Problem is the editor's verdict on the board.
type Problem struct {
	Kind   ProblemKind
	Color  rules.Color  // the side concerned
	Piece  rules.Kind   // for ProblemTooMany
	Max    int          // for ProblemTooMany
	Square rules.Square // the offending point, or NoSquare
	Status rules.Status // for ProblemGameOver
	Text   string       // the rules' own words (English); "" when legal
}

// Playable reports whether a game can start from the board.
func (p Problem) Playable() bool { return p.Kind == ProblemNone }

// Legal reports whether the board is a legal position (a game may already
// be over in it).
func (p Problem) Legal() bool { return p.Kind == ProblemNone || p.Kind == ProblemGameOver }

// problemOf maps the rules' faults to the editor's problems.
var problemOf = map[rules.Fault]ProblemKind{
	rules.FaultTooMany:          ProblemTooMany,
	rules.FaultGeneralOutside:   ProblemGeneralOutside,
	rules.FaultAdvisorOff:       ProblemAdvisorOff,
	rules.FaultElephantOff:      ProblemElephantOff,
	rules.FaultSoldierBehind:    ProblemSoldierBehind,
	rules.FaultNoGeneral:        ProblemNoGeneral,
	rules.FaultGeneralsFacing:   ProblemGeneralsFacing,
	rules.FaultNotToMoveInCheck: ProblemNotToMoveInCheck,
}

// Check judges the board. The rules' Validate is the authority; its
// *rules.PositionError says which fault it is and where, so that the game
// can say it in the player's language and mark the point. Anything else is
// ProblemOther with the rules' text.
func (e *Editor) Check() Problem {
	pos := e.pos
	if err := pos.Validate(); err != nil {
		p := Problem{Kind: ProblemOther, Square: rules.NoSquare, Text: err.Error()}
		var pe *rules.PositionError
		if errors.As(err, &pe) {
			if k, ok := problemOf[pe.Fault]; ok {
				p.Kind, p.Color, p.Piece, p.Max, p.Square = k, pe.Color, pe.Kind, pe.Max, pe.Square
			}
		}
		return p
	}
	if st := pos.Status(); st.Over() {
		return Problem{Kind: ProblemGameOver, Color: pos.SideToMove(), Square: rules.NoSquare, Status: st, Text: fmt.Sprintf("the game is already over: %s", st.Reason)}
	}
	return Problem{Square: rules.NoSquare}
}

// Position returns the board as a checked position when it is legal.
func (e *Editor) Position() (rules.Position, bool) {
	pos := e.pos
	if pos.Validate() != nil {
		return rules.Position{}, false
	}
	return pos, true
}

// FEN writes the board with its side to move, whether legal or not.
func (e *Editor) FEN() string {
	pos := e.pos
	return pos.FEN()
}

// ErrBadFEN is wrapped by SetFEN's errors.
var ErrBadFEN = errors.New("not a FEN")

// SetFEN reads a FEN onto the board. Unlike rules.ParseFEN it accepts a
// board that is not a legal position (a general outside its palace, say),
// so that a pasted position can be corrected in the editor; only text that
// is not a board at all is refused, and then the board is unchanged. The
// move counters, if any, are ignored.
func (e *Editor) SetFEN(s string) error {
	fields := strings.Fields(s)
	if len(fields) == 0 {
		return fmt.Errorf("%w: empty", ErrBadFEN)
	}
	ranks := strings.Split(fields[0], "/")
	if len(ranks) != 10 {
		return fmt.Errorf("%w: %d ranks, want 10", ErrBadFEN, len(ranks))
	}
	var board [rules.NumSquares]rules.Piece
	for i, row := range ranks {
		rank := 9 - i
		file := 0
		for j := 0; j < len(row); j++ {
			c := row[j]
			if c >= '1' && c <= '9' {
				file += int(c - '0')
				if file > 9 {
					return fmt.Errorf("%w: rank %d has more than 9 files", ErrBadFEN, rank)
				}
				continue
			}
			pc, ok := pieceFromLetter(c)
			if !ok {
				return fmt.Errorf("%w: rank %d: unknown piece letter %q", ErrBadFEN, rank, c)
			}
			if file >= 9 {
				return fmt.Errorf("%w: rank %d has more than 9 files", ErrBadFEN, rank)
			}
			board[rules.SquareAt(file, rank)] = pc
			file++
		}
		if file != 9 {
			return fmt.Errorf("%w: rank %d has %d files, want 9", ErrBadFEN, rank, file)
		}
	}
	side := rules.Red
	if len(fields) > 1 {
		switch fields[1] {
		case "w", "r", "W", "R":
		case "b", "B":
			side = rules.Black
		default:
			return fmt.Errorf("%w: side to move %q, want w or b", ErrBadFEN, fields[1])
		}
	}
	e.pos = rules.Position{}
	for sq, pc := range board {
		e.pos.Put(rules.Square(sq), pc)
	}
	e.pos.SetSideToMove(side)
	return nil
}

// pieceFromLetter reads a FEN letter; the editor takes the same letters
// as the rules (upper case Red: K A B N R C P; also E and H, which some
// programs write for the elephant and the horse).
func pieceFromLetter(b byte) (rules.Piece, bool) {
	c := rules.Red
	if b >= 'a' && b <= 'z' {
		c = rules.Black
		b -= 'a' - 'A'
	}
	switch b {
	case 'E':
		b = 'B'
	case 'H':
		b = 'N'
	}
	for k := rules.General; k <= rules.Soldier; k++ {
		pc := rules.MakePiece(c, k)
		if up := pc.Letter() &^ 0x20; up == b {
			return pc, true
		}
	}
	return rules.Empty, false
}
