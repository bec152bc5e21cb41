package rules

import (
	"fmt"
	"slices"
)

// Handicap is the material the stronger player gives away before a game
// begins (让子): that side starts from the standard position without some
// of its pieces.
type Handicap int

// The handicaps, from none to the largest commonly given.
const (
	NoHandicap           Handicap = iota
	HandicapHorse                 // 让单马: one horse
	HandicapTwoHorses             // 让双马: both horses
	HandicapChariot               // 让单车: one chariot
	HandicapChariotHorse          // 让车马: a chariot and the horse beside it
	NumHandicaps
)

var handicapNames = [NumHandicaps]string{"none", "horse", "two-horses", "chariot", "chariot-horse"}

// String is the handicap's name in saves and records ("two-horses").
func (h Handicap) String() string {
	if h < 0 || h >= NumHandicaps {
		return fmt.Sprintf("Handicap(%d)", int(h))
	}
	return handicapNames[h]
}

// ParseHandicap reads a handicap's name.
func ParseHandicap(s string) (Handicap, error) {
	if i := slices.Index(handicapNames[:], s); i >= 0 {
		return Handicap(i), nil
	}
	return NoHandicap, fmt.Errorf("unknown handicap %q", s)
}

// handicapSquares are the points Red empties for each handicap; Black
// empties the same points turned half round (Square.Flip of the mirror).
//
// A single horse or chariot is the one on the giver's left as that
// player sits at the board: Red's b0 horse and a0 chariot, Black's h9
// horse and i9 chariot. That is the customary choice (让左马, and the
// chariot on the same wing), and giving the piece on the same wing in
// every handicap means chariot and horse come off one wing together, the
// harder of the two ways to give them (the other wing keeps its chariot
// and horse to defend with).
var handicapSquares = [NumHandicaps][]Square{
	NoHandicap:           nil,
	HandicapHorse:        {SquareAt(1, 0)},
	HandicapTwoHorses:    {SquareAt(1, 0), SquareAt(7, 0)},
	HandicapChariot:      {SquareAt(0, 0)},
	HandicapChariotHorse: {SquareAt(0, 0), SquareAt(1, 0)},
}

// HandicapSquares returns the points the giver's pieces are taken from.
func HandicapSquares(h Handicap, giver Color) []Square {
	if h < 0 || h >= NumHandicaps {
		return nil
	}
	out := make([]Square, 0, len(handicapSquares[h]))
	for _, s := range handicapSquares[h] {
		if giver == Black {
			s = s.Mirror().Flip()
		}
		out = append(out, s)
	}
	return out
}

// HandicapPosition is the standard start with handicap h given by giver:
// its pieces of HandicapSquares removed, Red to move, as in every game.
// NoHandicap (or an unknown value) is the standard start.
func HandicapPosition(h Handicap, giver Color) Position {
	p := StartPosition()
	sqs := HandicapSquares(h, giver)
	if len(sqs) == 0 {
		return p
	}
	for _, s := range sqs {
		p.Put(s, Empty)
	}
	if err := p.Validate(); err != nil {
		panic("rules: handicap position rejected: " + err.Error()) // a programming error, caught by the tests
	}
	return p
}

// HandicapOf tells which handicap start p is, and who gives it, by its
// pieces and side to move (the move counters are not looked at); ok is
// false for any other position, the standard start included.
func HandicapOf(p Position) (h Handicap, giver Color, ok bool) {
	if p.side != Red {
		return NoHandicap, Red, false
	}
	start := StartPosition()
	var gone []Square // where p lacks a piece of the start
	for s := Square(0); s < NumSquares; s++ {
		switch {
		case p.board[s] == start.board[s]:
		case p.board[s] != Empty:
			return NoHandicap, Red, false
		default:
			gone = append(gone, s)
		}
	}
	for h := HandicapHorse; h < NumHandicaps; h++ {
		for _, c := range []Color{Red, Black} {
			sqs := HandicapSquares(h, c)
			slices.Sort(sqs)
			if slices.Equal(sqs, gone) {
				return h, c, true
			}
		}
	}
	return NoHandicap, Red, false
}
