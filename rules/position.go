package rules

// Position is one board state: the pieces, the side to move, the Zobrist key
// and the move counters. It holds no history (see Game), is about 130 bytes
// and is copied by value wherever a snapshot is wanted.
type Position struct {
	board    [NumSquares]Piece
	side     Color
	kings    [2]Square
	key      uint64
	count    [NumPieces]int8 // pieces on the board of each Piece value
	halfmove int             // plies since the last capture (60-move rule)
	fullmove int             // starts at 1, grows after Black's move
}

// Undo holds what MakeMove needs to take a move back.
type Undo struct {
	captured Piece
	halfmove int
}

// Captured returns the piece the move took, or Empty.
func (u Undo) Captured() Piece { return u.captured }

// StartFEN is the initial position.
const StartFEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"

// StartPosition returns the initial position.
func StartPosition() Position {
	p, err := ParseFEN(StartFEN)
	if err != nil {
		panic("rules: start FEN rejected: " + err.Error()) // a programming error, caught by every test
	}
	return p
}

// At returns the piece on s.
func (p *Position) At(s Square) Piece { return p.board[s] }

// SideToMove returns whose turn it is.
func (p *Position) SideToMove() Color { return p.side }

// Key returns the Zobrist key, which covers the pieces and the side to move.
func (p *Position) Key() uint64 { return p.key }

// GeneralSquare returns where c's general stands.
func (p *Position) GeneralSquare(c Color) Square { return p.kings[c] }

// HalfmoveClock returns the plies since the last capture.
func (p *Position) HalfmoveClock() int { return p.halfmove }

// MoveNumber returns the full-move number (1 at the start).
func (p *Position) MoveNumber() int { return p.fullmove }

// Count returns how many pieces pc are on the board.
func (p *Position) Count(pc Piece) int { return int(p.count[pc]) }

// MakeMove plays m, which must be legal (or at least pseudo-legal with the
// moving side's own piece on From), and returns what UnmakeMove needs.
func (p *Position) MakeMove(m Move) Undo {
	from, to := m.From(), m.To()
	pc := p.board[from]
	cap := p.board[to]
	u := Undo{captured: cap, halfmove: p.halfmove}
	p.board[to] = pc
	p.board[from] = Empty
	p.key ^= zobrist.piece[pc][from] ^ zobrist.piece[pc][to] ^ zobrist.side
	if cap != Empty {
		p.key ^= zobrist.piece[cap][to]
		p.count[cap]--
		p.halfmove = 0
	} else {
		p.halfmove++
	}
	if pc.Kind() == General {
		p.kings[p.side] = to
	}
	if p.side == Black {
		p.fullmove++
	}
	p.side ^= 1
	return u
}

// UnmakeMove takes back m, which must be the last move made.
func (p *Position) UnmakeMove(m Move, u Undo) {
	p.side ^= 1
	if p.side == Black {
		p.fullmove--
	}
	from, to := m.From(), m.To()
	pc := p.board[to]
	p.board[from] = pc
	p.board[to] = u.captured
	p.key ^= zobrist.piece[pc][from] ^ zobrist.piece[pc][to] ^ zobrist.side
	if u.captured != Empty {
		p.key ^= zobrist.piece[u.captured][to]
		p.count[u.captured]++
	}
	if pc.Kind() == General {
		p.kings[p.side] = from
	}
	p.halfmove = u.halfmove
}

// MakeNull passes the turn (for null-move pruning); undo with UnmakeNull.
func (p *Position) MakeNull() Undo {
	u := Undo{halfmove: p.halfmove}
	p.side ^= 1
	p.key ^= zobrist.side
	p.halfmove++
	return u
}

// UnmakeNull takes back MakeNull.
func (p *Position) UnmakeNull(u Undo) {
	p.side ^= 1
	p.key ^= zobrist.side
	p.halfmove = u.halfmove
}

// Mirror returns the position reflected left–right.
func (p *Position) Mirror() Position {
	q := *p
	for s := Square(0); s < NumSquares; s++ {
		q.board[s.Mirror()] = p.board[s]
	}
	q.kings = [2]Square{p.kings[Red].Mirror(), p.kings[Black].Mirror()}
	q.key = q.computeKey()
	return q
}

// FlipColors returns the position with the colours swapped and the board
// turned top to bottom, so the other side is to move in the same situation.
func (p *Position) FlipColors() Position {
	q := *p
	for s := Square(0); s < NumSquares; s++ {
		pc := p.board[s]
		if pc != Empty {
			pc ^= 8
		}
		q.board[s.Flip()] = pc
	}
	q.side = p.side.Other()
	q.kings = [2]Square{p.kings[Black].Flip(), p.kings[Red].Flip()}
	for pc := Piece(0); pc < NumPieces; pc++ {
		q.count[pc] = p.count[pc^8]
	}
	q.key = q.computeKey()
	return q
}

// HasAttackers reports whether c still has a chariot, horse, cannon or soldier.
func (p *Position) HasAttackers(c Color) bool {
	return p.count[MakePiece(c, Chariot)]+p.count[MakePiece(c, Horse)]+
		p.count[MakePiece(c, Cannon)]+p.count[MakePiece(c, Soldier)] > 0
}
