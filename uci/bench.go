package uci

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"xiangqi/ai"
	"xiangqi/rules"
)

// DefaultBenchDepth is the depth of "bench" without an argument.
const DefaultBenchDepth = 10

// benchFENs are fixed positions from the opening, middlegame and endgame.
// The node total over them at a fixed depth is the engine's signature: it
// changes only when the search or the evaluation changes.
var benchFENs = [...]string{
	rules.StartFEN,
	"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1",
	"r1bakabnr/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 2 2",
	"r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
	"1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
	"2bak4/9/3a5/p2Np3p/3n1P3/3pc3P/P4r1c1/B2CC2R1/4A4/3AK1B2 b - - 0 1",
	"1r1akabr1/1c7/2n1b1n2/p1p1p3p/6p2/PN3R3/1cP1P1P1P/2C1C1N2/1R7/2BAKAB2 b - - 0 1",
	"2b1ka2r/3na2c1/4b3n/8R/8C/4C1P2/P1P1P3P/4B1N2/1r2A4/2BAK4 w - - 0 1",
	"r1b1kabr1/4a1c2/1cn3n2/p1p1pR2p/3NP4/2P6/P5p1P/1C2C4/9/RNBAKAB2 b - - 0 1",
	"5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
	"3k1a3/2P1aP3/4b1n2/8C/6b2/1R5R1/9/9/1rcpr4/3c1K3 w - - 0 1",
	"4ka3/4a4/N8/p8/C8/9/9/8B/3p2ppc/4K4 w - - 0 1",
}

// bench starts "bench [depth]": every bench position searched to a fixed
// depth with a fresh table, then the total nodes and the speed. Stopped, it
// prints the positions it finished and a note instead of the totals.
func (s *Session) bench(args []string) error {
	depth := s.cfg.BenchDepth
	if len(args) > 0 {
		n, err := strconv.Atoi(args[0])
		if err != nil || n < 1 || n > s.cfg.MaxBenchDepth {
			return fmt.Errorf("bench: depth must be 1–%d", s.cfg.MaxBenchDepth)
		}
		depth = n
	}
	out := s.out
	s.start(false, func(ctx context.Context) {
		finished := 0
		total, elapsed, err := Bench(ctx, depth, func(i int, r ai.Result) {
			finished++
			out.printf("info string bench %d: depth %d bestmove %s score %d nodes %d time %d",
				i+1, r.Depth, r.Move, r.Score, r.Nodes, r.Elapsed.Milliseconds())
		})
		if err != nil {
			if ctx.Err() != nil {
				out.infoString(fmt.Sprintf("bench stopped: %d of %d positions finished, no totals", finished, len(benchFENs)))
			} else {
				out.infoString(err.Error())
			}
			return
		}
		nps := uint64(0)
		if elapsed > 0 {
			nps = uint64(float64(total) / elapsed.Seconds())
		}
		out.printf("Total time (ms) : %d", elapsed.Milliseconds())
		out.printf("Nodes searched  : %d", total)
		out.printf("Nodes/second    : %d", nps)
	})
	return nil
}

// Bench runs the bench positions at depth on one fresh engine (cleared
// between positions, so the total does not depend on their order's tables)
// and returns the node total and the time spent. each, if not nil, is
// called after each position. Once ctx is done Bench returns ctx's error
// promptly, with the figures of the positions finished before.
func Bench(ctx context.Context, depth int, each func(int, ai.Result)) (uint64, time.Duration, error) {
	eng := ai.NewEngine(16)
	var total uint64
	var elapsed time.Duration
	for i, fen := range benchFENs {
		pos, err := rules.ParseFEN(fen)
		if err != nil {
			return 0, 0, fmt.Errorf("bench position %d: %v", i+1, err)
		}
		eng.Clear()
		r := eng.Search(ctx, ai.Request{Pos: pos, Limits: ai.Limits{Depth: depth}})
		if ctx.Err() != nil {
			return total, elapsed, ctx.Err() // this position's search was cut short
		}
		total += r.Nodes
		elapsed += r.Elapsed
		if each != nil {
			each(i, r)
		}
	}
	return total, elapsed, nil
}
