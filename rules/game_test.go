package rules

import (
	"strings"
	"testing"
)

// playCycle plays the moves in order, repeated until n plies, and returns
// the game; every move but the last must leave the game ongoing.
func playCycle(t *testing.T, fen string, cycle string, n int) *Game {
	t.Helper()
	g := NewGame(mustFEN(t, fen))
	moves := strings.Fields(cycle)
	for i := 0; i < n; i++ {
		if g.Status().Over() {
			t.Fatalf("game ended early after %d plies: %v", i, g.Status())
		}
		if err := g.PlayText(moves[i%len(moves)]); err != nil {
			t.Fatalf("ply %d: %v", i+1, err)
		}
	}
	return g
}

func TestRepetitionRulings(t *testing.T) {
	cases := []struct {
		name, fen, cycle string
		plies            int
		want             Status
	}{
		// The chariot checks along ranks 9 and 8 while the general steps
		// between e9 and e8; the start recurs at plies 4 and 8.
		{"perpetual check by a chariot", "4k4/8R/9/9/9/9/9/9/9/3K5 w",
			"i8i9 e9e8 i9i8 e8e9", 8, Status{BlackWins, PerpetualCheck}},
		// Red's chariot checks on the f-file; Black's cannon blocks it and
		// uncovers its chariot's check on the d-file; Red's chariot blocks
		// that and uncovers its cannon; and back.
		{"mutual perpetual check", "9/9/3r1k3/3c5/9/9/3R5/3K1C3/9/9 w",
			"d3f3 d6f6 f3d3 f6d6", 8, Status{Draw, Repetition}},
		// The horse attacks the unprotected chariot from c8 and from d6 as
		// it steps between b6 and b7.
		{"horse chases an unprotected chariot", "3k5/9/9/1r1N5/9/9/9/B8/4AK3/3A5 w",
			"d6c8 b6b7 c8d6 b7b6", 8, Status{BlackWins, PerpetualChase}},
		// The chariot attacks the unprotected horse as it steps between h1 and i3.
		{"chariot chases a horse", "3k5/7r1/9/9/9/9/9/3A1A3/4K2N1/6B2 w",
			"h1i3 h8i8 i3h1 i8h8", 8, Status{RedWins, PerpetualChase}},
		// Both sides shuffle horses far from anything: a plain draw.
		{"idle repetition", "1n1k5/9/9/9/9/9/9/9/9/1N2K4 w",
			"b0c2 b9c7 c2b0 c7b9", 8, Status{Draw, Repetition}},
	}
	for _, c := range cases {
		g := playCycle(t, c.fen, c.cycle, c.plies)
		if got := g.Status(); got != c.want {
			t.Errorf("%s: status %v (%v), want %v (%v)", c.name, got.Result, got.Reason, c.want.Result, c.want.Reason)
		}
		// One ply earlier the game was still on: the ruling waits for the third occurrence.
		g.Undo()
		if g.Status().Over() {
			t.Errorf("%s: over after undo: %v", c.name, g.Status())
		}
	}
}

func TestStatus(t *testing.T) {
	cases := []struct {
		name, fen string
		want      Status
	}{
		{"start", StartFEN, Status{}},
		// Black general on d9 checked by the chariot on d-file, d8 covered by the horse.
		{"checkmate", "3k5/9/2N6/9/9/9/9/9/9/3RK4 b", Status{RedWins, Checkmate}},
		// Black is not in check but every general step is covered: no legal move loses.
		{"stalemate", "3k5/4R4/9/9/9/9/9/9/9/4K4 b", Status{RedWins, Stalemate}},
		{"no attackers", "3k5/4a4/9/9/9/9/9/4B4/9/3AK4 w", Status{Draw, NoAttackers}},
		{"60-move rule", "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 120 80", Status{Draw, MoveLimit}},
		{"one ply before", "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 119 80", Status{}},
	}
	for _, c := range cases {
		p := mustFEN(t, c.fen)
		if got := p.Status(); got != c.want {
			t.Errorf("%s: %v/%v, want %v/%v", c.name, got.Result, got.Reason, c.want.Result, c.want.Reason)
		}
		if got := NewGame(p).Status(); got != c.want {
			t.Errorf("%s (game): %v/%v, want %v/%v", c.name, got.Result, got.Reason, c.want.Result, c.want.Reason)
		}
	}
}

func TestGameUndoAndPlayAfterEnd(t *testing.T) {
	g := NewGame(StartPosition())
	for _, m := range strings.Fields("h2e2 h9g7 h0g2 i9h9") {
		if err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	p := g.Position()
	if err := g.PlayText("i0h0"); err != nil {
		t.Fatal(err)
	}
	if !g.Undo() || g.Position() != p || len(g.Moves()) != 4 || len(g.Keys()) != 5 {
		t.Fatalf("undo did not restore the position")
	}
	for g.Undo() {
	}
	if g.Position() != StartPosition() {
		t.Fatal("undo to start differs")
	}
	mate := NewGame(mustFEN(t, "3k5/9/2N6/9/9/9/9/9/9/3RK4 b"))
	if err := mate.PlayText("d9e9"); err == nil {
		t.Error("a move was accepted after mate")
	}
}
