package explain

import (
	"strings"
	"testing"

	"xiangqi/rules"
)

// board builds a position from pieces written as a FEN letter and an
// ICCS point ("Kd0", "ce9"), side "w" or "b" to move.
func board(t *testing.T, side string, pieces ...string) rules.Position {
	t.Helper()
	var grid [10][9]byte
	for _, s := range pieces {
		sq, err := rules.ParseSquare(s[1:])
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		grid[sq.Rank()][sq.File()] = s[0]
	}
	var b strings.Builder
	for r := 9; r >= 0; r-- {
		empty := 0
		for f := range 9 {
			if grid[r][f] == 0 {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteByte(grid[r][f])
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	fen := b.String() + " " + side + " - - 0 1"
	p, err := rules.ParseFEN(fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return p
}

func move(t *testing.T, s string) rules.Move {
	t.Helper()
	m, err := rules.ParseMoveText(s)
	if err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	return m
}

func piece(c rules.Color, k rules.Kind) rules.Piece { return rules.MakePiece(c, k) }
