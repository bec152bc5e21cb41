package rules

import (
	"slices"
	"strings"
	"testing"
)

func mustFEN(t testing.TB, fen string) Position {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatalf("ParseFEN(%q): %v", fen, err)
	}
	return p
}

// destinations returns the sorted legal destinations of the piece on from.
func destinations(p *Position, from string) string {
	sq, _ := ParseSquare(from)
	var l MoveList
	p.GenerateMoves(&l)
	var out []string
	for _, m := range l.Slice() {
		if m.From() == sq {
			out = append(out, m.To().String())
		}
	}
	slices.Sort(out)
	return strings.Join(out, " ")
}

func TestPieceMoves(t *testing.T) {
	cases := []struct {
		name, fen, from, want string
	}{
		// General: palace only; d0 would face the black general on d9.
		{"general flying", "3k5/9/9/9/9/9/9/9/9/4K4 w", "e0", "e1 f0"},
		{"general corner", "5k3/9/9/9/9/9/9/9/9/3K5 w", "d0", "d1 e0"},
		{"general palace edge", "5k3/9/9/9/9/9/9/3K5/9/9 w", "d2", "d1 e2"},
		{"black general", "5k3/9/9/9/9/9/9/9/9/3K5 b", "f9", "e9 f8"},
		// Advisor: palace diagonals; own general on d0 blocks.
		{"advisor centre", "5k3/9/9/9/9/9/9/9/4A4/3K5 w", "e1", "d2 f0 f2"},
		{"advisor edge", "5k3/9/9/9/9/9/9/5A3/9/3K5 w", "f2", "e1"},
		{"advisor d0", "5k3/9/9/9/9/9/9/9/9/3AK4 w", "d0", "e1"},
		// Elephant: blocked eye on d3; never across the river.
		{"elephant eye", "5k3/9/9/9/9/9/3n5/4B4/9/3K5 w", "e2", "c0 g0 g4"},
		{"elephant river", "5k3/9/9/9/9/6B2/9/9/9/3K5 w", "g4", "e2 i2"},
		{"black elephant river", "3k5/9/9/9/2b6/9/9/9/9/5K3 b", "c5", "a7 e7"},
		// Horse: corner, leg blocked by a piece on a1.
		{"horse corner", "3k5/9/9/9/9/9/9/9/p8/N3K4 w", "a0", "c1"},
		{"horse corner free", "3k5/9/9/9/9/9/9/9/9/N3K4 w", "a0", "b2 c1"},
		{"horse centre", "3k5/9/9/9/4N4/9/9/9/9/5K3 w", "e5", "c4 c6 d3 d7 f3 f7 g4 g6"},
		{"horse legs", "3k5/9/9/4p4/3pNp3/4p4/9/9/9/5K3 w", "e5", ""},
		// Chariot: slides, captures the first enemy piece, stops at own pieces.
		{"chariot corner", "3k5/9/9/9/p8/9/9/9/9/R3K4 w", "a0", "a1 a2 a3 a4 a5 b0 c0 d0"},
		// Cannon: slides, captures over exactly one screen.
		{"cannon screen", "1r1k5/1r7/9/1P7/9/9/9/1C7/9/5K3 w", "b2", "a2 b0 b1 b3 b4 b5 b8 c2 d2 e2 f2 g2 h2 i2"},
		{"cannon no target", "3k5/9/9/9/9/1P7/9/1C7/9/5K3 w", "b2", "a2 b0 b1 b3 c2 d2 e2 f2 g2 h2 i2"},
		// Soldiers: forward before the river, also sideways after it, never back.
		{"red soldier home", "3k5/9/9/9/9/9/4P4/9/9/5K3 w", "e3", "e4"},
		{"red soldier crossed", "3k5/9/9/9/4P4/9/9/9/9/5K3 w", "e5", "d5 e6 f5"},
		{"red soldier last rank", "5k3/9/9/9/9/9/9/9/9/3K5 w", "d0", "d1 e0"},
		{"red soldier edge", "P2k5/9/9/9/9/9/9/9/9/5K3 w", "a9", "b9"},
		{"black soldier home", "3k5/9/9/4p4/9/9/9/9/9/5K3 b", "e6", "e5"},
		{"black soldier crossed", "3k5/9/9/9/9/4p4/9/9/9/5K3 b", "e4", "d4 e3 f4"},
		{"black soldier last rank", "3k5/9/9/9/9/9/9/9/5K3/4p4 b", "e0", "d0 f0"},
		// A piece between the generals may not leave the file.
		{"pinned by flying general", "4k4/9/9/9/4N4/9/9/9/9/4K4 w", "e5", ""},
		// The screen of a cannon aimed at its own general may leave the file, not stay on it.
		{"cannon screen pin", "3k5/9/9/9/9/4c4/9/4R4/9/4K4 w", "e2", "a2 b2 c2 d2 e4 f2 g2 h2 i2"},
		// In check: only moves that end it.
		{"evasion", "3k5/9/9/9/9/9/9/9/R3r4/4K4 w", "a1", "e1"},
	}
	for _, c := range cases {
		p := mustFEN(t, c.fen)
		got := destinations(&p, c.from)
		want := strings.Fields(c.want)
		slices.Sort(want)
		if got != strings.Join(want, " ") {
			t.Errorf("%s: %s from %s: got [%s], want [%s]", c.name, c.fen, c.from, got, strings.Join(want, " "))
		}
	}
}

func TestInCheck(t *testing.T) {
	cases := []struct {
		fen  string
		want bool
	}{
		{"3k5/9/9/9/9/9/9/9/9/4KR3 b", false},
		{"5k3/9/9/9/9/9/9/9/9/3RK4 b", false},
		{"3k5/9/9/9/9/9/9/9/9/3RK4 b", true},      // chariot on the file
		{"3k5/9/9/3p5/9/9/9/9/9/3CK4 b", true},    // cannon over one screen
		{"3k5/9/9/3p5/3p5/9/9/9/9/3CK4 b", false}, // two screens
		{"3k5/9/4N4/9/9/9/9/9/9/5K3 b", true},     // horse, leg e8 free
		{"3k5/4a4/4N4/9/9/9/9/9/9/5K3 b", false},  // horse leg e8 blocked
		{"3k5/3P5/9/9/9/9/9/9/9/4K4 b", true},     // soldier in front
		{"3k5/9/9/9/9/9/9/9/9/3K5 b", false},      // generals facing is illegal: rejected below
		{"4k4/9/9/9/9/9/9/9/4p4/3K5 w", false},    // soldier beside, not attacking d0
		{"4k4/9/9/9/9/9/9/9/3p5/3K5 w", true},     // black soldier on d1 attacks d0
		{"4k4/9/9/9/9/9/9/9/9/2pK5 w", true},      // black soldier beside (crossed)
	}
	for _, c := range cases {
		p, err := ParseFEN(c.fen)
		if err != nil {
			if strings.Contains(c.fen, "3k5/9/9/9/9/9/9/9/9/3K5") {
				continue
			}
			t.Fatalf("%s: %v", c.fen, err)
		}
		if got := p.InCheck(); got != c.want {
			t.Errorf("%s: InCheck = %v, want %v", c.fen, got, c.want)
		}
	}
}

func TestHorseLegBlocksCheck(t *testing.T) {
	// The horse on e7 would check d9 over its leg e8; a piece there blocks it.
	free := mustFEN(t, "3k5/9/4N4/9/9/9/9/9/9/5K3 b")
	blocked := mustFEN(t, "3k5/4a4/4N4/9/9/9/9/9/9/5K3 b")
	if !free.InCheck() || blocked.InCheck() {
		t.Errorf("free check %v (want true), blocked check %v (want false)", free.InCheck(), blocked.InCheck())
	}
}

func TestCaptures(t *testing.T) {
	p := mustFEN(t, "1r1k5/1r7/1n7/1P7/9/9/9/1C7/9/R3K4 w")
	var l MoveList
	p.GenerateCaptures(&l)
	var got []string
	for _, m := range l.Slice() {
		got = append(got, m.String())
	}
	slices.Sort(got)
	want := "b2b7 b6b7"
	if strings.Join(got, " ") != want {
		t.Errorf("captures = %v, want %s", got, want)
	}
	// Every capture is in the full list and every capture in the full list is here.
	var all MoveList
	p.GenerateMoves(&all)
	n := 0
	for _, m := range all.Slice() {
		if p.At(m.To()) != Empty {
			n++
		}
	}
	if n != l.N {
		t.Errorf("full list has %d captures, capture list %d", n, l.N)
	}
}

func TestIsLegal(t *testing.T) {
	p := StartPosition()
	var l MoveList
	p.GenerateMoves(&l)
	legal := map[Move]bool{}
	for _, m := range l.Slice() {
		legal[m] = true
	}
	for m := Move(0); m < 1<<14; m++ {
		if got := p.IsLegal(m); got != legal[m] {
			t.Fatalf("IsLegal(%s) = %v, want %v", m, got, legal[m])
		}
	}
}

func TestGivesCheck(t *testing.T) {
	p := mustFEN(t, "3k5/9/9/9/9/9/9/9/9/R3K4 w")
	for _, c := range []struct {
		m    string
		want bool
	}{{"a0d0", true}, {"a0a9", true}, {"a0a5", false}, {"e0f0", false}} {
		m, _ := ParseMoveText(c.m)
		if !p.IsLegal(m) {
			t.Fatalf("%s not legal", c.m)
		}
		if got := p.GivesCheck(m); got != c.want {
			t.Errorf("GivesCheck(%s) = %v, want %v", c.m, got, c.want)
		}
	}
}
