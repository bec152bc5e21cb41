package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseFEN reads a Xiangqi FEN such as StartFEN: ten ranks from rank 9 down
// to rank 0 separated by '/', upper case for Red; then 'w' or 'r' for Red to
// move, or 'b'; two unused fields ('-'); the halfmove clock; the move number.
// The counters may be left out. A position that cannot arise in a game is
// rejected with an error that says why.
func ParseFEN(fen string) (Position, error) {
	var p Position
	fields := strings.Fields(fen)
	if len(fields) == 0 {
		return p, fmt.Errorf("FEN is empty")
	}
	if len(fields) > 6 {
		return p, fmt.Errorf("FEN has %d fields, want at most 6", len(fields))
	}
	ranks := strings.Split(fields[0], "/")
	if len(ranks) != 10 {
		return p, fmt.Errorf("FEN board has %d ranks, want 10", len(ranks))
	}
	p.kings = [2]Square{NoSquare, NoSquare}
	for i, row := range ranks {
		rank := 9 - i
		file := 0
		for j := 0; j < len(row); j++ {
			b := row[j]
			if b >= '1' && b <= '9' {
				file += int(b - '0')
				if file > 9 {
					return p, fmt.Errorf("FEN rank %d has more than 9 files", rank)
				}
				continue
			}
			pc, ok := pieceFromLetter(b)
			if !ok {
				return p, fmt.Errorf("FEN rank %d: unknown piece letter %q", rank, b)
			}
			if file >= 9 {
				return p, fmt.Errorf("FEN rank %d has more than 9 files", rank)
			}
			p.board[SquareAt(file, rank)] = pc
			file++
		}
		if file != 9 {
			return p, fmt.Errorf("FEN rank %d has %d files, want 9", rank, file)
		}
	}
	p.side = Red
	if len(fields) > 1 {
		switch fields[1] {
		case "w", "r", "W", "R":
		case "b", "B":
			p.side = Black
		default:
			return p, fmt.Errorf("FEN side to move is %q, want w or b", fields[1])
		}
	}
	p.fullmove = 1
	for i, dst := range []*int{&p.halfmove, &p.fullmove} {
		if len(fields) > 4+i {
			n, err := strconv.Atoi(fields[4+i])
			if err != nil || n < 0 || n > 100000 {
				return p, fmt.Errorf("FEN counter %q is not a small whole number", fields[4+i])
			}
			*dst = n
		}
	}
	if err := p.setup(); err != nil {
		return Position{}, err
	}
	return p, nil
}

// setup derives counts, generals and key from the board and checks that the
// position could occur in a game. Its errors are *PositionError.
func (p *Position) setup() error {
	if p.fullmove < 1 {
		p.fullmove = 1
	}
	p.count = [NumPieces]int8{}
	p.kings = [2]Square{NoSquare, NoSquare}
	for s := Square(0); s < NumSquares; s++ {
		pc := p.board[s]
		if pc == Empty {
			continue
		}
		c, k := pc.Color(), pc.Kind()
		p.count[pc]++
		if int(p.count[pc]) > maxPerKind[k] {
			return &PositionError{Fault: FaultTooMany, Color: c, Kind: k, Max: maxPerKind[k], Square: s}
		}
		fault := Fault(0)
		switch k {
		case General:
			if !generalPoint(c, s) {
				fault = FaultGeneralOutside
			}
			p.kings[c] = s
		case Advisor:
			if !advisorPoint(c, s) {
				fault = FaultAdvisorOff
			}
		case Elephant:
			if !elephantPoint(c, s) {
				fault = FaultElephantOff
			}
		case Soldier:
			if r := s.Rank(); (c == Red && r < 3) || (c == Black && r > 6) {
				fault = FaultSoldierBehind
			}
		}
		if fault != 0 {
			return &PositionError{Fault: fault, Color: c, Kind: k, Square: s}
		}
	}
	for c := Red; c <= Black; c++ {
		if p.kings[c] == NoSquare {
			return &PositionError{Fault: FaultNoGeneral, Color: c, Kind: General, Square: NoSquare}
		}
	}
	p.key = p.computeKey()
	if them := p.side.Other(); p.kingAttacked(them) {
		fault := FaultNotToMoveInCheck
		if p.generalsFace() {
			fault = FaultGeneralsFacing
		}
		return &PositionError{Fault: fault, Color: them, Kind: General, Square: p.kings[them]}
	}
	return nil
}

// generalsFace reports whether the generals stand on one file with nothing between.
func (p *Position) generalsFace() bool {
	r, b := p.kings[Red], p.kings[Black]
	if r.File() != b.File() {
		return false
	}
	for s := r + 9; s < b; s += 9 {
		if p.board[s] != Empty {
			return false
		}
	}
	return true
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// FEN writes the position in the standard form, e.g. StartFEN. It also
// writes a board built with Put that has not been validated.
func (p *Position) FEN() string {
	var b strings.Builder
	for rank := 9; rank >= 0; rank-- {
		empty := 0
		for file := 0; file < 9; file++ {
			pc := p.board[SquareAt(file, rank)]
			if pc == Empty {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteByte(pc.Letter())
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if rank > 0 {
			b.WriteByte('/')
		}
	}
	if p.side == Red {
		b.WriteString(" w - - ")
	} else {
		b.WriteString(" b - - ")
	}
	b.WriteString(strconv.Itoa(p.halfmove))
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(max(p.fullmove, 1)))
	return b.String()
}

func (p Position) String() string { return p.FEN() }

// Validate re-checks a position built with Put (the board editor's path).
func (p *Position) Validate() error { return p.setup() }

// Put places pc on s (Empty clears it) without checking anything; call
// Validate before using the position. The board editor builds positions so.
func (p *Position) Put(s Square, pc Piece) { p.board[s] = pc }

// SetSideToMove sets whose turn it is; call Validate afterwards.
func (p *Position) SetSideToMove(c Color) { p.side = c }
