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
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		s := NewSession(io.Discard, Config{HashMiB: 1, MaxHashMiB: 4, MaxPerftDepth: 3, MaxBenchDepth: 1})
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
