package ai

import (
	"strings"

	"xiangqi/rules"
)

// bookLines are common opening lines in ICCS coordinates, written by the
// team from Xiangqi opening theory: central cannon against the screen
// horses, same- and opposite-direction cannons, the elephant, horse and
// pawn openings, and the palace-corner cannon. A levelled Search picks one of
// the book moves at random while the position is in the book, so that
// games at one level differ; a Search without a level never uses the book.
var bookLines = []string{
	// Central cannon against screen horses.
	"h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h6 c6c5 h6g6 h7i7",
	"h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 c6c5",
	"h2e2 b9c7 h0g2 h9g7 i0h0 i9h9 b0c2 g6g5",
	// Same-direction cannons.
	"h2e2 h7e7 h0g2 h9g7 i0h0 i9h9 b0c2 b9c7",
	// Opposite-direction cannons.
	"h2e2 b7e7 h0g2 b9c7 i0h0 a9b9 b0c2",
	// Elephant opening.
	"g0e2 h9g7 h0g2 i9h9 i0h0 b9c7",
	"c0e2 b9c7 b0c2 a9b9 a0b0 h9g7",
	// Horse opening.
	"h0g2 g6g5 g3g4 h9g7",
	"b0c2 b9c7 c3c4 c6c5",
	// Pawn opening (the immortal's finger).
	"c3c4 g6g5 h2e2 h9g7 h0g2 i9h9",
	"g3g4 c6c5 b2e2 b9c7 b0c2 a9b9",
	// Palace-corner cannon.
	"h2f2 h9g7 h0g2 i9h9 i0h0 b9c7",
	"b2d2 b9c7 b0c2 a9b9",
}

// book maps a position key to the book moves from it; built once.
var book = buildBook()

func buildBook() map[uint64][]rules.Move {
	b := make(map[uint64][]rules.Move)
	for _, line := range bookLines {
		p := rules.StartPosition()
		for _, text := range strings.Fields(line) {
			m, err := rules.ParseMoveText(text)
			if err != nil || !p.IsLegal(m) {
				break // book_test.go checks every line is legal
			}
			known := false
			for _, x := range b[p.Key()] {
				known = known || x == m
			}
			if !known {
				b[p.Key()] = append(b[p.Key()], m)
			}
			p.MakeMove(m)
		}
	}
	return b
}

// bookMoves returns the book moves for p, nil when out of book.
func bookMoves(p *rules.Position) []rules.Move {
	return book[p.Key()]
}
