package uci

import (
	"io"
	"strings"
	"testing"
)

// FuzzCommands feeds arbitrary command lines to a session: it must never
// panic or hang, and every search it starts must end with a bestmove once
// stopped. Seeds are in testdata/fuzz/FuzzCommands.
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
		// Moves after the project's referee ended the game (perpetual chase).
		"position fen rnbakabnr/9/1c2c4/p3p1p1p/9/2p6/P3P1P1P/1CN1B2C1/9/R2AKABNR w - - 0 4 moves e2c4 h9g7 i0i1 i9h9 a0a1 h9h4 c4a2 b9c7 a1d1 a9a8 d1d4 h4d4 c2d4 e7e3 h0g2 e3e4 i1c1 c7d5 c1c9 g6g5 c9c5 a8d8 b2d2 b7b2 c5c2 b2b0 c2c0 b0b2 c0c2 b2b0 c2c0 b0b2 c0c2 b2b0\ngo depth 2",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		s := NewSession(io.Discard, Config{HashMiB: 1, MaxHashMiB: 4, MaxPerftDepth: 3, MaxBenchDepth: 1, MaxThreads: 4})
		for _, line := range strings.Split(input, "\n") {
			// Bound the work a fuzzed search may ask for.
			if f := strings.Fields(line); len(f) > 0 && f[0] == "go" {
				line += " nodes 20000"
			}
			if s.Handle(line) {
				return
			}
		}
		s.Handle("stop")
	})
}
