package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	var out bytes.Buffer
	in := strings.NewReader("uci\nposition startpos\ngo perft 2\nposition nonsense\ngo depth 3\nquit\n")
	if code := run(in, &out); code != 0 {
		t.Fatalf("exit code %d", code)
	}
	for _, want := range []string{"uciok", "Nodes searched: 1920", "info string position", "bestmove "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}

// TestPlaysOnAfterRuling: the GUI is the referee. After the project's rules
// have ended the game (here a perpetual chase by Red after the 33rd move)
// the program still takes the GUI's next move and answers one of the three
// legal moves.
func TestPlaysOnAfterRuling(t *testing.T) {
	const position = "position fen rnbakabnr/9/1c2c4/p3p1p1p/9/2p6/P3P1P1P/1CN1B2C1/9/R2AKABNR w - - 0 4 moves " +
		"e2c4 h9g7 i0i1 i9h9 a0a1 h9h4 c4a2 b9c7 a1d1 a9a8 d1d4 h4d4 c2d4 e7e3 h0g2 e3e4 i1c1 c7d5 c1c9 g6g5 " +
		"c9c5 a8d8 b2d2 b7b2 c5c2 b2b0 c2c0 b0b2 c0c2 b2b0 c2c0 b0b2 c0c2 b2b0"
	var out bytes.Buffer
	if code := run(strings.NewReader(position+"\ngo depth 4\n"), &out); code != 0 {
		t.Fatalf("exit code %d", code)
	}
	i := strings.LastIndex(out.String(), "bestmove ")
	if i < 0 {
		t.Fatalf("no bestmove:\n%s", out.String())
	}
	switch mv := strings.Fields(out.String()[i:])[1]; mv {
	case "a2c0", "c2c0", "e0e1":
	default:
		t.Fatalf("bestmove %s, want a2c0, c2c0 or e0e1:\n%s", mv, out.String())
	}
}
