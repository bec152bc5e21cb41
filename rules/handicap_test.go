package rules

import (
	"slices"
	"strings"
	"testing"
)

// TestHandicapPositions: each handicap start is the standard start with
// exactly the named pieces missing (Red's b0 horse and a0 chariot, Black's
// h9 horse and i9 chariot for one), a legal position with Red to move,
// written as the FEN given here.
func TestHandicapPositions(t *testing.T) {
	cases := []struct {
		h       Handicap
		giver   Color
		missing []string
		fen     string
	}{
		{HandicapHorse, Red, []string{"b0"}, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKABNR w - - 0 1"},
		{HandicapTwoHorses, Red, []string{"b0", "h0"}, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKAB1R w - - 0 1"},
		{HandicapChariot, Red, []string{"a0"}, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABNR w - - 0 1"},
		{HandicapChariotHorse, Red, []string{"a0", "b0"}, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/2BAKABNR w - - 0 1"},
		{HandicapHorse, Black, []string{"h9"}, "rnbakab1r/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"},
		{HandicapTwoHorses, Black, []string{"b9", "h9"}, "r1bakab1r/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"},
		{HandicapChariot, Black, []string{"i9"}, "rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"},
		{HandicapChariotHorse, Black, []string{"h9", "i9"}, "rnbakab2/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"},
	}
	start := StartPosition()
	for _, c := range cases {
		p := HandicapPosition(c.h, c.giver)
		name := c.h.String() + "/" + c.giver.String()
		if got := p.FEN(); got != c.fen {
			t.Errorf("%s: FEN %s, want %s", name, got, c.fen)
		}
		if p.SideToMove() != Red || p.MoveNumber() != 1 || p.HalfmoveClock() != 0 {
			t.Errorf("%s: side %v, move %d, clock %d", name, p.SideToMove(), p.MoveNumber(), p.HalfmoveClock())
		}
		var gone []string
		for s := Square(0); s < NumSquares; s++ {
			switch {
			case p.At(s) == start.At(s):
			case p.At(s) == Empty && start.At(s).Color() == c.giver:
				gone = append(gone, s.String())
			default:
				t.Errorf("%s: %v on %v, the start has %v", name, p.At(s), s, start.At(s))
			}
		}
		if !slices.Equal(gone, c.missing) {
			t.Errorf("%s: missing %v, want %v", name, gone, c.missing)
		}
		if sq := HandicapSquares(c.h, c.giver); len(sq) != len(c.missing) {
			t.Errorf("%s: squares %v", name, sq)
		}
		// Legal: it parses back as the same position, Red has moves, no
		// one is in check, and the game is on.
		q, err := ParseFEN(p.FEN())
		if err != nil || q != p {
			t.Errorf("%s: read back %v, %v", name, q.FEN(), err)
		}
		if err := p.Validate(); err != nil || p.InCheck() {
			t.Errorf("%s: validate %v, in check %v", name, err, p.InCheck())
		}
		var l MoveList
		p.GenerateMoves(&l)
		if l.N == 0 || NewGame(p).Status().Over() {
			t.Errorf("%s: %d moves, status %+v", name, l.N, NewGame(p).Status())
		}
		if h, giver, ok := HandicapOf(p); !ok || h != c.h || giver != c.giver {
			t.Errorf("%s: HandicapOf says %v %v %v", name, h, giver, ok)
		}
		// The giving side has fewer pieces, the other the full set.
		if n, full := pieceCount(p, c.giver), pieceCount(start, c.giver); n != full-len(c.missing) {
			t.Errorf("%s: giver has %d pieces, want %d", name, n, full-len(c.missing))
		}
		if pieceCount(p, c.giver.Other()) != 16 {
			t.Errorf("%s: the other side lost pieces", name)
		}
	}
	if HandicapPosition(NoHandicap, Black) != start || HandicapPosition(NumHandicaps, Red) != start {
		t.Error("no handicap is not the start position")
	}
	if _, _, ok := HandicapOf(start); ok {
		t.Error("the start position is taken for a handicap")
	}
	moved := HandicapPosition(HandicapHorse, Red)
	moved.MakeMove(NewMove(SquareAt(7, 2), SquareAt(4, 2)))
	if _, _, ok := HandicapOf(moved); ok {
		t.Error("a position after a move is taken for a handicap start")
	}
}

func pieceCount(p Position, c Color) int {
	n := 0
	for k := General; k <= Soldier; k++ {
		n += p.Count(MakePiece(c, k))
	}
	return n
}

func TestHandicapNames(t *testing.T) {
	seen := map[string]bool{}
	for h := NoHandicap; h < NumHandicaps; h++ {
		s := h.String()
		if seen[s] || strings.ContainsAny(s, " \"") {
			t.Errorf("name %q", s)
		}
		seen[s] = true
		if got, err := ParseHandicap(s); err != nil || got != h {
			t.Errorf("ParseHandicap(%q) = %v, %v", s, got, err)
		}
	}
	if _, err := ParseHandicap("queen"); err == nil {
		t.Error("an unknown name is read")
	}
	if s := NumHandicaps.String(); !strings.HasPrefix(s, "Handicap(") {
		t.Errorf("out of range: %q", s)
	}
}
