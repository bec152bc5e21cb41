package uci

import (
	"context"
	"fmt"

	"xiangqi/rules"
)

// perftLeafDepth is the depth that perft hands to rules.Perft in one call,
// checking for stop only between such calls. A depth-3 count is at most a
// few hundred thousand nodes, a few milliseconds, so a stop is prompt, and
// the levels above it add about one move generation per thirty-odd leaf
// counts, too little to measure; rules.Perft itself is left as it is.
const perftLeafDepth = 3

// perft starts "go perft N": the divide count of each root move as it is
// finished, then the total, as the major engines print them. Stopped, it
// prints what it finished and a note instead of the total.
func (s *Session) perft(args []string) error {
	n, err := atoiArg(args, 0, "perft")
	if err != nil {
		return err
	}
	if n < 1 || n > int64(s.cfg.MaxPerftDepth) {
		return fmt.Errorf("go perft: depth must be 1–%d", s.cfg.MaxPerftDepth)
	}
	pos, out := s.cur.pos, s.out
	s.start(false, func(ctx context.Context) {
		var l rules.MoveList
		pos.GenerateMoves(&l)
		var total uint64
		for i, m := range l.Slice() {
			u := pos.MakeMove(m)
			c, ok := perftCount(ctx, &pos, int(n)-1)
			pos.UnmakeMove(m, u)
			total += c
			if !ok {
				out.infoString(fmt.Sprintf("perft stopped: %d of %d root moves finished, %d nodes counted, no total", i, l.N, total))
				return
			}
			out.printf("%s: %d", m, c)
		}
		out.printf("")
		out.printf("Nodes searched: %d", total)
	})
	return nil
}

// perftCount is rules.Perft that gives up once ctx is done, reporting
// whether it finished; the count is then the part done.
func perftCount(ctx context.Context, p *rules.Position, depth int) (uint64, bool) {
	if depth <= perftLeafDepth {
		if ctx.Err() != nil {
			return 0, false
		}
		return rules.Perft(p, depth), true
	}
	var l rules.MoveList
	p.GenerateMoves(&l)
	var n uint64
	for _, m := range l.Slice() {
		u := p.MakeMove(m)
		c, ok := perftCount(ctx, p, depth-1)
		p.UnmakeMove(m, u)
		n += c
		if !ok {
			return n, false
		}
	}
	return n, true
}
