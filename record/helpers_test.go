package record

import (
	"math/rand/v2"
	"strings"
	"testing"

	"xiangqi/rules"
)

// notations lists every notation, for tests that go through them all.
func notations() []rules.Notation {
	return []rules.Notation{rules.ICCS, rules.WXF, rules.Chinese, rules.ChineseTraditional, rules.Vietnamese}
}

// randomMoves plays up to plies random legal moves from start.
func randomMoves(r *rand.Rand, start rules.Position, plies int) []rules.Move {
	pos := start
	var l rules.MoveList
	moves := make([]rules.Move, 0, plies)
	for len(moves) < plies {
		pos.GenerateMoves(&l)
		if l.N == 0 {
			break
		}
		m := l.Moves[r.IntN(l.N)]
		pos.MakeMove(m)
		moves = append(moves, m)
	}
	return moves
}

// iccs writes moves as ICCS separated by spaces, for comparing.
func iccs(moves []rules.Move) string {
	var b strings.Builder
	for i, m := range moves {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(m.String())
	}
	return b.String()
}

// mustFEN parses a FEN the test relies on.
func mustFEN(t testing.TB, fen string) rules.Position {
	t.Helper()
	p, err := rules.ParseFEN(fen)
	if err != nil {
		t.Fatalf("ParseFEN(%q): %v", fen, err)
	}
	return p
}

// mustMoves reads ICCS moves from start, each checked legal.
func mustMoves(t testing.TB, start rules.Position, s string) []rules.Move {
	t.Helper()
	pos := start
	var moves []rules.Move
	for _, w := range strings.Fields(s) {
		m, err := rules.ParseMoveText(w)
		if err != nil || !pos.IsLegal(m) {
			t.Fatalf("move %s is not legal in %s (%v)", w, pos.FEN(), err)
		}
		pos.MakeMove(m)
		moves = append(moves, m)
	}
	return moves
}

// legalFrom reports the first move of g not legal in sequence, or -1.
func legalFrom(g *Game) int {
	pos := g.Start
	for i, m := range g.Moves {
		if !pos.IsLegal(m) {
			return i
		}
		pos.MakeMove(m)
	}
	return -1
}

// The lines of moves the samples in testdata are written from.
const (
	// Central cannon against screen horses, 15 moves.
	line1 = "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 h7i7 h6g6 i7i8 b0c2 i8g8 g6h6 h9i9 " +
		"c2d4 b7a7 h6h9 i9h9 b2b6 a7a8 d4e6 c7e6 e2e6 a9b9 g0e2 b9b6 e6e5 b6b0"
	// Left central cannon, 7 moves.
	line2 = "b2e2 b9c7 b0c2 a9b9 a0b0 h9g7 h0g2 h7h5 g3g4 i9h9 i0i1 c6c5 i1f1 b7b3"
	// Pawn opening, 6 moves.
	line3 = "c3c4 g6g5 b0c2 b9c7 h0g2 h9g7 g0e2 h7i7 i0h0 i9h9 h2i2 b7b3"
	// fenLine is played from fenStart, line2's position.
	fenStart = "1rbakabr1/9/2n3n2/p3p1p1p/2p4c1/6P2/PcP1P3P/2N1C1NC1/5R3/1RBAKAB2 w - - 14 8"
	fenLine  = "f1f7 c7d5 f7g7 h9h7"
)

// lines makes variations of lines of moves without notes.
func lines(ls ...[]rules.Move) []Line {
	out := make([]Line, len(ls))
	for i, l := range ls {
		out[i] = Line{Moves: l}
	}
	return out
}
