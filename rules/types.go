package rules

import "fmt"

// Color is a side: Red moves first and sits at ranks 0–4; Black at ranks 5–9.
type Color uint8

const (
	Red Color = iota
	Black
)

// Other returns the opponent.
func (c Color) Other() Color { return c ^ 1 }

func (c Color) String() string {
	if c == Red {
		return "red"
	}
	return "black"
}

// Kind is a piece kind without its colour.
type Kind uint8

const (
	NoKind Kind = iota
	General
	Advisor
	Elephant
	Horse
	Chariot
	Cannon
	Soldier
)

// NumKinds bounds arrays indexed by Kind.
const NumKinds = 8

var kindNames = [NumKinds]string{"none", "general", "advisor", "elephant", "horse", "chariot", "cannon", "soldier"}

func (k Kind) String() string {
	if k < NumKinds {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// maxPerKind is how many of each kind one set holds.
var maxPerKind = [NumKinds]int{0, 1, 2, 2, 2, 2, 2, 5}

// Piece is a coloured piece, or Empty. The low three bits are the Kind,
// bit 3 is the Color, so a Piece indexes small tables directly.
type Piece uint8

// Empty is the piece on an unoccupied point.
const Empty Piece = 0

// NumPieces bounds arrays indexed by Piece.
const NumPieces = 16

// MakePiece combines a colour and a kind.
func MakePiece(c Color, k Kind) Piece { return Piece(c)<<3 | Piece(k) }

// Kind returns the piece's kind (NoKind for Empty).
func (p Piece) Kind() Kind { return Kind(p & 7) }

// Color returns the piece's colour; meaningless for Empty.
func (p Piece) Color() Color { return Color(p >> 3) }

const fenLetters = " KABNRCP kabnrcp"

// Letter is the FEN letter: upper case for Red, lower case for Black.
func (p Piece) Letter() byte {
	if p == Empty || p.Kind() == NoKind {
		return '.'
	}
	return fenLetters[p]
}

func (p Piece) String() string { return string(p.Letter()) }

// pieceFromLetter accepts the standard letters and the common variants
// E (elephant) and H (horse).
func pieceFromLetter(b byte) (Piece, bool) {
	color := Red
	if b >= 'a' && b <= 'z' {
		color = Black
		b -= 'a' - 'A'
	}
	var k Kind
	switch b {
	case 'K':
		k = General
	case 'A':
		k = Advisor
	case 'B', 'E':
		k = Elephant
	case 'N', 'H':
		k = Horse
	case 'R':
		k = Chariot
	case 'C':
		k = Cannon
	case 'P':
		k = Soldier
	default:
		return Empty, false
	}
	return MakePiece(color, k), true
}

// Square is one of the 90 points: File + 9*Rank. Files a–i run left to
// right from Red's side, ranks 0–9 from Red's back rank, as ICCS writes them.
type Square int8

// NumSquares is the number of points on the board.
const NumSquares = 90

// NoSquare marks "no point".
const NoSquare Square = -1

// SquareAt returns the point on file 0–8 and rank 0–9.
func SquareAt(file, rank int) Square { return Square(rank*9 + file) }

// File returns 0–8 (a–i); meaningless for NoSquare. (Unsigned arithmetic:
// the search calls it on every piece it moves, and the signed division
// needed a sign fix-up.)
func (s Square) File() int { return int(uint8(s) % 9) }

// Rank returns 0–9; meaningless for NoSquare.
func (s Square) Rank() int { return int(uint8(s) / 9) }

// Valid reports whether s is on the board.
func (s Square) Valid() bool { return s >= 0 && s < NumSquares }

// Mirror returns the point reflected left–right (file a <-> i).
func (s Square) Mirror() Square { return SquareAt(8-s.File(), s.Rank()) }

// Flip returns the point reflected top–bottom (rank 0 <-> 9).
func (s Square) Flip() Square { return SquareAt(s.File(), 9-s.Rank()) }

func (s Square) String() string {
	if !s.Valid() {
		return "-"
	}
	return string([]byte{byte('a' + s.File()), byte('0' + s.Rank())})
}

// ParseSquare reads an ICCS point such as "e0".
func ParseSquare(s string) (Square, error) {
	if len(s) != 2 {
		return NoSquare, fmt.Errorf("point %q: want a file a–i and a rank 0–9", s)
	}
	f, r := s[0], s[1]
	if f >= 'A' && f <= 'I' {
		f += 'a' - 'A'
	}
	if f < 'a' || f > 'i' {
		return NoSquare, fmt.Errorf("point %q: file must be a–i", s)
	}
	if r < '0' || r > '9' {
		return NoSquare, fmt.Errorf("point %q: rank must be 0–9", s)
	}
	return SquareAt(int(f-'a'), int(r-'0')), nil
}

// Move is a from-point and a to-point packed in 14 bits. The zero Move is
// NoMove (it would move a1 onto itself, which no piece can).
type Move uint16

// NoMove is the absent move.
const NoMove Move = 0

// NewMove packs a move.
func NewMove(from, to Square) Move { return Move(from) | Move(to)<<7 }

// From returns the origin point.
func (m Move) From() Square { return Square(m & 127) }

// To returns the destination point.
func (m Move) To() Square { return Square(m >> 7 & 127) }

// String writes the move in ICCS/UCI coordinates, e.g. "h2e2"; NoMove is "0000".
func (m Move) String() string {
	if m == NoMove {
		return "0000"
	}
	return m.From().String() + m.To().String()
}

// ParseMoveText reads a move in ICCS coordinates ("h2e2", also "H2-E2")
// without checking it against a position.
func ParseMoveText(s string) (Move, error) {
	t := s
	if len(t) == 5 && t[2] == '-' {
		t = t[:2] + t[3:]
	}
	if len(t) != 4 {
		return NoMove, fmt.Errorf("move %q: want four characters such as h2e2", s)
	}
	from, err := ParseSquare(t[:2])
	if err != nil {
		return NoMove, fmt.Errorf("move %q: %v", s, err)
	}
	to, err := ParseSquare(t[2:])
	if err != nil {
		return NoMove, fmt.Errorf("move %q: %v", s, err)
	}
	if from == to {
		return NoMove, fmt.Errorf("move %q: from and to are the same point", s)
	}
	return NewMove(from, to), nil
}

// MaxMoves bounds the moves of one position (the most known is well under 150).
const MaxMoves = 192

// MoveList is a fixed-size list so that generating moves allocates nothing.
type MoveList struct {
	Moves [MaxMoves]Move
	N     int
}

func (l *MoveList) add(m Move) { l.Moves[l.N] = m; l.N++ }

// Slice returns the generated moves; it aliases the list.
func (l *MoveList) Slice() []Move { return l.Moves[:l.N] }
