package rules

import (
	"math/rand/v2"
	"testing"
)

func TestWhyNot(t *testing.T) {
	for _, c := range []struct {
		fen, move string
		want      Refusal
	}{
		{StartFEN, "h2e2", Allowed},
		{StartFEN, "h7e7", NotYourPiece},                                 // Black's cannon, Red to move
		{StartFEN, "e4e5", NotYourPiece},                                 // empty point
		{StartFEN, "a0b0", OwnPieceThere},                                // chariot onto its own horse
		{StartFEN, "b0d1", HorseLeg},                                     // the horse's leg c0 holds the elephant
		{StartFEN, "b0b1", NotItsMove},                                   // a horse never moves straight
		{StartFEN, "a0a4", PathBlocked},                                  // the soldier on a3 is in the way
		{StartFEN, "h2h9", Allowed},                                      // the cannon takes the horse over h7
		{StartFEN, "h2h8", PathBlocked},                                  // a cannon cannot jump without capturing
		{StartFEN, "h2h6", Allowed},                                      // up to the screen
		{StartFEN, "e0e2", NotItsMove},                                   // two steps at once
		{StartFEN, "d0c1", PalaceOnly},                                   // the advisor leaves the palace
		{StartFEN, "c3c2", SoldierBack},                                  // soldiers never retreat
		{StartFEN, "c3d3", SoldierSideways},                              // not across the river yet
		{"4k4/9/9/9/9/4P4/9/9/9/4K4 w - - 0 1", "e4d4", SoldierSideways}, // e4 is Red's side
		{"4k4/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1", "e5d5", Allowed},         // across the river
		{"4k4/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1", "e1e2", NotItsMove},
		{"4k4/9/9/9/9/2B6/9/9/9/3K5 w - - 0 1", "c4e6", ElephantRiver},
		{"3k5/9/9/9/9/9/9/9/9/2B1K4 w - - 0 1", "c0e2", Allowed},
		{"3k5/9/9/9/9/9/9/9/3N5/2B1K4 w - - 0 1", "c0e2", ElephantEye}, // the horse on d1 blocks the eye
		{"4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "d0c0", PalaceOnly},
		{"3k5/9/9/9/9/9/9/9/4C4/4K4 w - - 0 1", "e1d1", Allowed},
		{"4k4/9/9/9/9/9/9/9/4C4/4K4 w - - 0 1", "e1d1", GeneralsFace}, // the cannon shields the generals
		{"4k4/9/9/9/9/9/9/9/4r4/3K5 w - - 0 1", "d0e0", InCheck},      // into the chariot's file
		{"5k3/9/9/9/4r4/9/9/9/9/3KR4 w - - 0 1", "e0e9", PathBlocked}, // Black's chariot is in the way
		{"3k5/9/9/9/9/p8/9/9/C8/4K4 w - - 0 1", "a1a4", CannonScreen}, // no screen between a1 and a4
	} {
		pos, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		m, err := ParseMoveText(c.move)
		if err != nil {
			t.Fatal(err)
		}
		if got := pos.WhyNot(m); got != c.want {
			t.Errorf("%s in %s: %v, want %v", c.move, c.fen, got, c.want)
		}
	}
}

// TestWhyNotAgreesWithLegality: over random games, WhyNot says Allowed for
// exactly the legal moves, from every piece of the side to move to every
// point.
func TestWhyNotAgreesWithLegality(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for game := 0; game < 40; game++ {
		pos := StartPosition()
		for ply := 0; ply < 80; ply++ {
			var l MoveList
			pos.GenerateMoves(&l)
			if l.N == 0 {
				break
			}
			for from := Square(0); from < NumSquares; from++ {
				if pc := pos.At(from); pc == Empty || pc.Color() != pos.SideToMove() {
					continue
				}
				for to := Square(0); to < NumSquares; to++ {
					m := NewMove(from, to)
					if (pos.WhyNot(m) == Allowed) != pos.IsLegal(m) {
						t.Fatalf("%s in %s: WhyNot %v, IsLegal %v", m, pos.FEN(), pos.WhyNot(m), pos.IsLegal(m))
					}
				}
			}
			pos.MakeMove(l.Moves[rng.IntN(l.N)])
		}
	}
}
