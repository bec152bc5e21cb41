package session

import (
	"errors"
	"math/rand"
	"testing"

	"xiangqi/rules"
)

func sq(t *testing.T, s string) rules.Square {
	t.Helper()
	q, err := rules.ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// bare is a legal position with the two generals and a red chariot.
const bareFEN = "3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1"

func editorFrom(t *testing.T, fen string) *Editor {
	t.Helper()
	e := &Editor{}
	if err := e.SetFEN(fen); err != nil {
		t.Fatal(err)
	}
	return e
}

func TestEditorPlaceRemoveMove(t *testing.T) {
	e := editorFrom(t, bareFEN)
	if p := e.Check(); p.Kind != ProblemNone {
		t.Fatalf("bare position: %+v", p)
	}
	rh := rules.MakePiece(rules.Red, rules.Horse)
	e.Put(sq(t, "b2"), rh)
	if e.At(sq(t, "b2")) != rh || e.Count(rh) != 1 {
		t.Fatal("horse not placed")
	}
	e.Move(sq(t, "b2"), sq(t, "c4"))
	if e.At(sq(t, "b2")) != rules.Empty || e.At(sq(t, "c4")) != rh {
		t.Fatal("horse not moved")
	}
	e.Put(sq(t, "c4"), rules.Empty)
	if e.Count(rh) != 0 {
		t.Fatal("horse not removed")
	}
	e.Put(rules.NoSquare, rh) // ignored, no panic
	e.Clear()
	if e.FEN() != "9/9/9/9/9/9/9/9/9/9 w - - 0 1" {
		t.Fatalf("cleared: %s", e.FEN())
	}
	if p := e.Check(); p.Kind != ProblemNoGeneral || p.Color != rules.Red {
		t.Fatalf("empty board: %+v", p)
	}
	e.Reset()
	if e.FEN() != rules.StartFEN {
		t.Fatalf("reset: %s", e.FEN())
	}
	e.SetSide(rules.Black)
	if e.Side() != rules.Black || e.FEN() != "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1" {
		t.Fatalf("side: %s", e.FEN())
	}
	pos, ok := e.Position()
	if !ok || pos.SideToMove() != rules.Black {
		t.Fatal("start position with Black to move is legal")
	}
}

func TestEditorProblems(t *testing.T) {
	for _, c := range []struct {
		name, fen string
		kind      ProblemKind
		color     rules.Color
		square    string
	}{
		{"legal", bareFEN, ProblemNone, 0, ""},
		{"general outside", "9/4k4/9/9/9/9/9/9/6K2/9 w", ProblemGeneralOutside, rules.Red, "g1"},
		{"black general outside", "9/9/9/4k4/9/9/9/9/9/4K4 w", ProblemGeneralOutside, rules.Black, "e6"},
		{"no black general", "9/9/9/9/9/9/9/9/9/4K4 w", ProblemNoGeneral, rules.Black, ""},
		{"too many chariots", "4k4/9/9/9/9/9/9/9/9/RR1K3R1 w", ProblemTooMany, rules.Red, "h0"},
		{"too many soldiers", "3k5/9/9/pppppp3/9/9/9/9/9/4K4 w", ProblemTooMany, rules.Black, "f6"},
		{"elephant", "4k4/9/9/9/9/9/9/9/4B4/3K5 w", ProblemElephantOff, rules.Red, "e1"},
		{"advisor", "4k4/9/9/9/9/9/9/9/9/3KA4 w", ProblemAdvisorOff, rules.Red, "e0"},
		{"soldier behind", "4k4/9/9/9/9/9/9/9/P8/3K5 w", ProblemSoldierBehind, rules.Red, "a1"},
		{"black soldier behind", "4k4/4p4/9/9/9/9/9/9/9/3K5 w", ProblemSoldierBehind, rules.Black, "e8"},
		{"generals face", "4k4/9/9/9/9/9/9/9/9/4K4 w", ProblemGeneralsFacing, rules.Black, "e9"},
		{"checked side to move", "4k4/9/9/9/9/9/9/9/9/3KR4 b", ProblemNone, 0, ""},
		{"black in check, red to move", "4k4/9/9/9/9/9/9/9/9/3KR4 w - - 0 1", ProblemNotToMoveInCheck, rules.Black, "e9"},
		{"red in check, black to move", "3k5/9/9/9/9/9/9/9/4r4/4K4 b", ProblemNotToMoveInCheck, rules.Red, "e0"},
		{"both in check", "9/9/5k3/9/9/9/9/9/4K2r1/5R3 b", ProblemNotToMoveInCheck, rules.Red, "e1"},
		{"checkmated", "3k5/3R5/3R5/9/9/9/9/9/9/4K4 b", ProblemGameOver, rules.Black, ""},
	} {
		e := editorFrom(t, c.fen)
		p := e.Check()
		if p.Kind != c.kind {
			t.Errorf("%s (%s): kind %d (%q), want %d", c.name, c.fen, p.Kind, p.Text, c.kind)
			continue
		}
		if c.kind != ProblemNone && p.Color != c.color {
			t.Errorf("%s: colour %v, want %v", c.name, p.Color, c.color)
		}
		if c.square != "" && p.Square != sq(t, c.square) {
			t.Errorf("%s: square %v, want %s", c.name, p.Square, c.square)
		}
		if (c.kind == ProblemNone) != (p.Text == "") {
			t.Errorf("%s: text %q", c.name, p.Text)
		}
		if _, ok := e.Position(); ok != p.Legal() {
			t.Errorf("%s: Position ok %v, Legal %v", c.name, ok, p.Legal())
		}
		if p.Playable() != (c.kind == ProblemNone) {
			t.Errorf("%s: Playable %v", c.name, p.Playable())
		}
	}
}

// TestEditorAgreesWithRules puts random pieces on random points and
// checks that the editor's verdict and the rules' agree: every board the
// rules refuse is a problem (one the editor names, not the fallback, for
// these piece mixes), and every board they accept is legal.
func TestEditorAgreesWithRules(t *testing.T) {
	rnd := rand.New(rand.NewSource(1))
	pieces := []rules.Piece{}
	for c := rules.Red; c <= rules.Black; c++ {
		for k := rules.General; k <= rules.Soldier; k++ {
			pieces = append(pieces, rules.MakePiece(c, k))
		}
	}
	n := 3000
	if testing.Short() {
		n = 800
	}
	kinds := map[ProblemKind]int{}
	for i := 0; i < n; i++ {
		e := &Editor{}
		// The generals usually in their palaces, so that the later
		// checks (facing, check) are reached too.
		e.Put(rules.SquareAt(3+rnd.Intn(3), rnd.Intn(3)), rules.MakePiece(rules.Red, rules.General))
		e.Put(rules.SquareAt(3+rnd.Intn(3), 7+rnd.Intn(3)), rules.MakePiece(rules.Black, rules.General))
		for j := rnd.Intn(8); j > 0; j-- {
			e.Put(rules.Square(rnd.Intn(rules.NumSquares)), pieces[rnd.Intn(len(pieces))])
		}
		e.SetSide(rules.Color(rnd.Intn(2)))
		p := e.Check()
		kinds[p.Kind]++
		pos := e.Board()
		err := pos.Validate()
		if (err == nil) != p.Legal() {
			t.Fatalf("%s: rules %v, editor %+v", e.FEN(), err, p)
		}
		if p.Kind == ProblemOther {
			t.Fatalf("%s: unclassified %q", e.FEN(), p.Text)
		}
		// Round trip: the FEN reads back to the same board, and the rules
		// read a legal one to the same FEN.
		back := &Editor{}
		if err := back.SetFEN(e.FEN()); err != nil || back.FEN() != e.FEN() {
			t.Fatalf("round trip %s: %v %s", e.FEN(), err, back.FEN())
		}
		if err == nil {
			rp, perr := rules.ParseFEN(e.FEN())
			if perr != nil || rp.FEN() != e.FEN() {
				t.Fatalf("rules read %s as %s, %v", e.FEN(), rp.FEN(), perr)
			}
		}
	}
	for _, k := range []ProblemKind{ProblemNone, ProblemGeneralOutside, ProblemAdvisorOff, ProblemElephantOff, ProblemSoldierBehind, ProblemGeneralsFacing, ProblemNotToMoveInCheck} {
		if kinds[k] == 0 {
			t.Errorf("no random board had problem kind %d: %v", k, kinds)
		}
	}
}

func TestEditorSetFENErrors(t *testing.T) {
	e := editorFrom(t, bareFEN)
	for _, bad := range []string{"", "   ", "9/9/9 w", "4k4/9/9/9/9/9/9/9/9/3KR4 x", "4k4/9/9/9/9/9/9/9/9/3KX4 w",
		"4k4/9/9/9/9/9/9/9/9/3KR5 w", "4k4/9/9/9/9/9/9/9/9/3KR3 w", "4k4/9/9/9/9/9/9/9/9/3KRRRRRR w"} {
		if err := e.SetFEN(bad); !errors.Is(err, ErrBadFEN) {
			t.Errorf("SetFEN(%q) = %v, want ErrBadFEN", bad, err)
		}
	}
	if e.FEN() != bareFEN {
		t.Fatalf("a refused FEN changed the board: %s", e.FEN())
	}
	// An illegal position is read (to be corrected), with E and H letters.
	if err := e.SetFEN("4k4/9/9/9/9/9/9/9/2E1H4/3K5 b"); err != nil {
		t.Fatal(err)
	}
	if e.FEN() != "4k4/9/9/9/9/9/9/9/2B1N4/3K5 b - - 0 1" || e.Check().Kind != ProblemElephantOff {
		t.Fatalf("%s %+v", e.FEN(), e.Check())
	}
}

func FuzzEditorSetFEN(f *testing.F) {
	for _, s := range []string{rules.StartFEN, bareFEN, "9/9/9/9/9/9/9/9/9/9 b", "4k4/9/9/9/9/9/9/9/2E1H4/3K5 b", "rnbakabnr/9/1c5c1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e := &Editor{}
		if err := e.SetFEN(s); err != nil {
			return
		}
		fen := e.FEN()
		p := e.Check()
		back := &Editor{}
		if err := back.SetFEN(fen); err != nil || back.FEN() != fen {
			t.Fatalf("%q: round trip %v %q", fen, err, back.FEN())
		}
		pos := e.Board()
		if (pos.Validate() == nil) != p.Legal() {
			t.Fatalf("%q: editor and rules disagree: %+v", fen, p)
		}
	})
}

// TestEditorTapAndDrop: a tap puts the tool's piece or takes away the
// tool's own; a drop moves a piece, or off the board takes it away.
func TestEditorTapAndDrop(t *testing.T) {
	e := NewEditor(rules.StartPosition())
	e.Clear()
	if e.Tool != rules.MakePiece(rules.Red, rules.Chariot) {
		t.Fatalf("first tool %v, want Red's chariot", e.Tool)
	}
	a0, a1, b2 := sq(t, "a0"), sq(t, "a1"), sq(t, "b2")
	e.Tap(a0)
	if e.At(a0) != e.Tool {
		t.Fatalf("tap: %v on a0", e.At(a0))
	}
	e.Tool = rules.MakePiece(rules.Black, rules.Horse)
	e.Tap(a0) // another piece replaces it
	if e.At(a0) != e.Tool {
		t.Fatalf("tap with a horse: %v on a0", e.At(a0))
	}
	e.Tap(a0) // the tool's own piece is taken away
	if e.At(a0) != rules.Empty {
		t.Fatalf("second tap: %v on a0", e.At(a0))
	}
	e.Tool = rules.Empty // the eraser
	e.Put(a1, rules.MakePiece(rules.Red, rules.Cannon))
	e.Tap(a1)
	if e.At(a1) != rules.Empty {
		t.Fatalf("eraser: %v on a1", e.At(a1))
	}
	e.Tap(rules.NoSquare) // ignored, no panic
	e.Put(a1, rules.MakePiece(rules.Red, rules.Cannon))
	e.Drop(a1, b2, true)
	if e.At(a1) != rules.Empty || e.At(b2) != rules.MakePiece(rules.Red, rules.Cannon) {
		t.Fatalf("drop on b2: a1 %v b2 %v", e.At(a1), e.At(b2))
	}
	e.Drop(b2, rules.NoSquare, false)
	if e.At(b2) != rules.Empty {
		t.Fatalf("dropped off the board: b2 %v", e.At(b2))
	}
}
