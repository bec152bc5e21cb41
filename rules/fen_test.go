package rules

import (
	"errors"
	"strings"
	"testing"
)

func TestFENRoundTrip(t *testing.T) {
	for _, r := range readPerft(t) {
		p := mustFEN(t, r.FEN)
		if got := p.FEN(); got != r.FEN {
			t.Errorf("round trip:\n got %s\nwant %s", got, r.FEN)
		}
		q := mustFEN(t, p.FEN())
		if q != p {
			t.Errorf("re-parsed position differs for %s", r.FEN)
		}
	}
	// 'r' for Red and missing counters are accepted and printed in standard form.
	p := mustFEN(t, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r")
	if p.FEN() != StartFEN {
		t.Errorf("got %s", p.FEN())
	}
	p = mustFEN(t, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C4NC1/9/RNBAKAB1R b - - 1 1")
	if p.SideToMove() != Black || p.HalfmoveClock() != 1 || p.MoveNumber() != 1 {
		t.Errorf("fields: side %v clock %d move %d", p.SideToMove(), p.HalfmoveClock(), p.MoveNumber())
	}
}

func TestFENRejects(t *testing.T) {
	cases := []struct{ fen, want string }{
		{"", "empty"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w", "9 ranks"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/9/RNBAKABNR w", "11 ranks"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w", "8 files"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C2/9/RNBAKABNR w", "more than 9 files"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w", "more than 9 files"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5X1/9/RNBAKABNR w", "unknown piece letter 'X'"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x", "side to move"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1", "counter"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 9", "fields"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w", "red has no general"},
		{"rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "black has no general"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2K2C1/9/RNBAKABNR w", "more than 1 general"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2R2C1/9/RNBAKABNR w", "more than 2 chariots"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/4P4/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "more than 5 soldiers"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR/ w", "11 ranks"},
		{"rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/K8/RNBA1ABNR w", "general on a1 is outside its palace"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/1A7/RNB1KABNR w", "advisor on b1 is off the palace diagonals"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBKAABNR w", "advisor on e0 is off the palace diagonals"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/4B4/P1P1P1P1P/1C5C1/9/RN1AKABNR w", "elephant on e4 is off its seven points"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/2B6/9/P1P1P1P1P/1C5C1/9/RN1AKABNR w", "elephant on c5 is off its seven points"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/2P1P1P1P/1C5C1/P8/RNBAKABNR w", "soldier on a1 is behind its starting rank"},
		{"rnbakabnr/p8/1c5c1/2p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "soldier on a8 is behind its starting rank"},
		// Black to move but Red is in check: Red's last move was illegal.
		{"3k5/9/9/9/9/9/9/9/9/3K5 b", "red is in check but it is black's turn"},
		{"4k4/4R4/9/9/9/9/9/9/9/3K5 w", "black is in check but it is red's turn"},
	}
	for _, c := range cases {
		_, err := ParseFEN(c.fen)
		if err == nil {
			t.Errorf("ParseFEN(%q) accepted, want error containing %q", c.fen, c.want)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseFEN(%q) = %q, want it to contain %q", c.fen, err, c.want)
		}
	}
}

func TestMoveText(t *testing.T) {
	for _, c := range []struct{ in, out, err string }{
		{"h2e2", "h2e2", ""},
		{"H2-E2", "h2e2", ""},
		{"a0i9", "a0i9", ""},
		{"h2e", "", "four characters"},
		{"j2e2", "", "file must be a–i"},
		{"h2eX", "", "rank must be 0–9"},
		{"e2e2", "", "same point"},
		{"", "", "four characters"},
	} {
		m, err := ParseMoveText(c.in)
		switch {
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("ParseMoveText(%q) error = %v, want %q", c.in, err, c.err)
		case c.err == "" && (err != nil || m.String() != c.out):
			t.Errorf("ParseMoveText(%q) = %v, %v, want %s", c.in, m, err, c.out)
		}
	}
	g := NewGame(StartPosition())
	if err := g.PlayText("h2e2"); err != nil {
		t.Fatal(err)
	}
	if err := g.PlayText("h2e2"); err == nil || !strings.Contains(err.Error(), "not legal") {
		t.Errorf("illegal move accepted: %v", err)
	}
}

func TestSquareText(t *testing.T) {
	for s := Square(0); s < NumSquares; s++ {
		q, err := ParseSquare(s.String())
		if err != nil || q != s {
			t.Fatalf("square %d: %s -> %d, %v", s, s, q, err)
		}
	}
	if SquareAt(7, 2).String() != "h2" {
		t.Errorf("h2 = %s", SquareAt(7, 2))
	}
}

func FuzzParseFEN(f *testing.F) {
	for _, s := range []string{StartFEN, "3k5/9/9/9/9/9/9/9/9/4K4 w", "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, fen string) {
		p, err := ParseFEN(fen)
		if err != nil {
			return
		}
		out := p.FEN()
		q, err := ParseFEN(out)
		if err != nil {
			t.Fatalf("printed FEN %q of %q rejected: %v", out, fen, err)
		}
		if q.FEN() != out || q.Key() != p.Key() {
			t.Fatalf("round trip changed %q -> %q", out, q.FEN())
		}
		var l MoveList
		p.GenerateMoves(&l) // must not panic on any accepted position
	})
}

func FuzzParseMoveText(f *testing.F) {
	for _, s := range []string{"h2e2", "H2-E2", "a0a1", "i9i0", "zz", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseMoveText(s)
		if err != nil {
			return
		}
		m2, err := ParseMoveText(m.String())
		if err != nil || m2 != m {
			t.Fatalf("%q -> %s -> %v, %v", s, m, m2, err)
		}
		p := StartPosition()
		_ = p.IsLegal(m)
	})
}

func TestPositionErrorFields(t *testing.T) {
	cases := []struct {
		fen    string
		fault  Fault
		color  Color
		square string
	}{
		{"3k5/9/9/9/9/9/9/9/9/3K5 b", FaultGeneralsFacing, Red, "d0"},
		{"3k5/9/9/9/9/9/9/9/9/3K5 w", FaultGeneralsFacing, Black, "d9"},
		{"4k4/4R4/9/9/9/9/9/9/9/3K5 w", FaultNotToMoveInCheck, Black, "e9"},
		{"3k5/9/9/9/9/9/9/9/9/K8 w", FaultGeneralOutside, Red, "a0"},
		{"3k5/9/9/9/9/9/9/9/2P6/4K4 w", FaultSoldierBehind, Red, "c1"},
		{"3k5/9/9/9/9/9/9/9/9/9 w", FaultNoGeneral, Red, "-"},
	}
	for _, c := range cases {
		_, err := ParseFEN(c.fen)
		var pe *PositionError
		if !errors.As(err, &pe) {
			t.Errorf("%s: error %v is not a *PositionError", c.fen, err)
			continue
		}
		if pe.Fault != c.fault || pe.Color != c.color || pe.Square.String() != c.square {
			t.Errorf("%s: got fault %d %v %s, want %d %v %s", c.fen, pe.Fault, pe.Color, pe.Square, c.fault, c.color, c.square)
		}
	}
}
