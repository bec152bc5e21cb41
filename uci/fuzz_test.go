package uci

import (
	"bytes"
	"strings"
	"testing"
)

// FuzzCommands feeds arbitrary input to a session's Run, with a small line
// limit so that overlong lines are common: it must never panic or hang,
// every job it starts (search, perft, bench, also interleaved with stop,
// isready and the rest) must have ended when Run returns at the end of the
// input, and no info string may echo junk at length. Seeds are in
// testdata/fuzz/FuzzCommands.
func FuzzCommands(f *testing.F) {
	for _, s := range []string{
		"uci\nisready",
		"position startpos moves h2e2 h9g7\ngo perft 2",
		"position fen 4ka3/4a4/N8/p8/C8/9/9/8B/3p2ppc/4K4 w - - 0 1\ngo depth 3",
		"position fen 3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1 moves d9d8\ngo nodes 100",
		"setoption name Hash value 2\nsetoption name Level value Easy\ngo movetime 5",
		"go wtime 100 btime 100 winc 10 binc 10 movestogo 3",
		"go infinite\nstop",
		"bench 1",
		"setoption name Threads value 3\nposition startpos\ngo depth 3\ngo infinite\nstop\nsetoption name Threads value 9",
		"setoption name MultiPV value 3\nposition fen 3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1\ngo depth 3\ngo infinite\nstop\nsetoption name MultiPV value 7",
		// Moves after the project's referee ended the game (perpetual chase).
		"position fen rnbakabnr/9/1c2c4/p3p1p1p/9/2p6/P3P1P1P/1CN1B2C1/9/R2AKABNR w - - 0 4 moves e2c4 h9g7 i0i1 i9h9 a0a1 h9h4 c4a2 b9c7 a1d1 a9a8 d1d4 h4d4 c2d4 e7e3 h0g2 e3e4 i1c1 c7d5 c1c9 g6g5 c9c5 a8d8 b2d2 b7b2 c5c2 b2b0 c2c0 b0b2 c0c2 b2b0 c2c0 b0b2 c0c2 b2b0\ngo depth 2",
		// Issue 25, items 6–9.
		"go perft 3\nisready\nstop\nisready\ngo perft 3\nquit",
		"bench 1\nisready\nstop\nbench\nisready\ngo perft 2\nbench 1",
		"go perft 3\nposition startpos moves h2e2\ngo perft 3\nucinewgame\nbench 1\nsetoption name Hash value 1",
		"go depth 64\nisready",
		"go perft 3",
		"position startpos moves " + shuffleMoves(200) + "\ngo perft 2\nisready",
		strings.Repeat("junk\xff ", 100) + "\nisready",
		"position startpos moves h2e2 " + strings.Repeat("x", 500) + " h9g7\ngo perft 1",
		"position startpos moves b0c2 h9h0 c3c4\ngo depth 2",
		"position fen rnbakabnr/9 b - - 0 1 moves h9g7\ngo perft 1",
		"position\r\nisready\r\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		var out bytes.Buffer
		s := NewSession(&out, Config{HashMiB: 1, MaxHashMiB: 4, MaxPerftDepth: 3, MaxBenchDepth: 1, MaxThreads: 4, MaxLineBytes: 128})
		lines := strings.Split(input, "\n")
		for i, line := range lines {
			// Bound the work a fuzzed search may ask for.
			if f := strings.Fields(line); len(f) > 0 && f[0] == "go" {
				lines[i] += " nodes 20000"
			}
		}
		if err := s.Run(strings.NewReader(strings.Join(lines, "\n"))); err != nil {
			t.Fatalf("Run: %v", err)
		}
		if s.done != nil || s.cancel != nil {
			t.Fatal("a job still runs after Run returned")
		}
		for _, l := range strings.Split(out.String(), "\n") {
			if strings.HasPrefix(l, "info string ") && len(l) > len("info string ")+maxInfoString+len("…") {
				t.Fatalf("info string of %d bytes", len(l))
			}
		}
	})
}
