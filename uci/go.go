package uci

import (
	"context"
	"fmt"
	"strings"
	"time"

	"xiangqi/ai"
	"xiangqi/rules"
)

// goParams are the parsed arguments of "go".
type goParams struct {
	lim                   ai.Limits
	infinite              bool
	clock                 bool
	wtime, btime          int64
	winc, binc, movesToGo int64
	fixedTime, fixedDepth bool
}

func parseGo(args []string) (goParams, error) {
	var g goParams
	for i := 0; i < len(args); i++ {
		name := args[i]
		var n int64
		var err error
		switch name {
		case "infinite":
			g.infinite = true
			continue
		case "ponder":
			continue
		case "depth", "movetime", "nodes", "wtime", "btime", "winc", "binc", "movestogo", "mate":
			n, err = atoiArg(args, i+1, name)
			if err != nil {
				return g, err
			}
			i++
		default:
			return g, fmt.Errorf("go: unknown argument %s", quoted(name))
		}
		if n < 0 && name != "wtime" && name != "btime" {
			return g, fmt.Errorf("go %s: negative value %d", name, n)
		}
		switch name {
		case "depth":
			if n < 1 || n > ai.MaxDepth {
				return g, fmt.Errorf("go depth: want 1–%d", ai.MaxDepth)
			}
			g.lim.Depth, g.fixedDepth = int(n), true
		case "mate":
			if n < 1 || n > ai.MaxDepth/2 {
				return g, fmt.Errorf("go mate: want 1–%d", ai.MaxDepth/2)
			}
			g.lim.Depth, g.fixedDepth = int(2*n), true
		case "movetime":
			// A fixed time per move has nothing to save: it is all spent.
			g.lim.Time, g.lim.FullTime, g.fixedTime = time.Duration(n)*time.Millisecond, true, true
		case "nodes":
			g.lim.Nodes = uint64(n)
		case "wtime":
			g.wtime, g.clock = n, true
		case "btime":
			g.btime, g.clock = n, true
		case "winc":
			g.winc = n
		case "binc":
			g.binc = n
		case "movestogo":
			g.movesToGo = n
		}
	}
	return g, nil
}

// budget turns the clock into a time for this move (ai.MoveTime): a
// share of the time left and the increments to come, overhead kept back
// for the pipe and the GUI on this move and, a tenth of it, on each one
// planned, never more than a third of the clock. played is how many moves
// the side has made (the planning horizon grows in a long game).
func (g goParams) budget(side rules.Color, overhead time.Duration, played int) time.Duration {
	left, inc := g.wtime, g.winc
	if side == rules.Black {
		left, inc = g.btime, g.binc
	}
	return ai.MoveTime(ai.ClockTime{
		Left:      time.Duration(left) * time.Millisecond,
		Inc:       time.Duration(inc) * time.Millisecond,
		MovesToGo: int(min(g.movesToGo, 1<<20)),
		Played:    played,
		Overhead:  overhead,
	})
}

// fixedMoveTime is the search time of "go movetime n": n less the Move
// Overhead, so that the reply reaches the GUI within n as it measures it;
// when the overhead is most of n, a tenth of n (at least a millisecond).
func fixedMoveTime(n, overhead time.Duration) time.Duration {
	return max(n-overhead, n/10, time.Millisecond)
}

// goCmd starts a search (or runs perft) for the current position.
func (s *Session) goCmd(args []string) error {
	if len(args) > 0 && args[0] == "perft" {
		return s.perft(args[1:])
	}
	g, err := parseGo(args)
	if err != nil {
		return err
	}
	lim := g.lim
	if g.fixedTime {
		lim.Time = fixedMoveTime(lim.Time, s.overhead)
	} else if g.clock {
		lim.Time = g.budget(s.cur.pos.SideToMove(), s.overhead, len(s.cur.moves)/2)
	}
	if g.infinite {
		lim = ai.Limits{}
	}
	eng, st := s.eng, s.cur
	req := ai.Request{
		Pos:     st.pos,
		History: ai.History{Keys: st.history, Checks: st.checks, Moves: st.moves},
		Limits:  lim,
		Level:   s.level,
		Leveled: s.leveled,
		Threads: s.threads,
	}
	out := s.out
	s.start(g.infinite, func(ctx context.Context) {
		req.Info = func(in ai.Info) { out.printf("%s", infoLine(in)) }
		r := eng.Search(ctx, req)
		if g.infinite {
			// UCI: an infinite search prints bestmove only after stop.
			<-ctx.Done()
		}
		out.printf("bestmove %s", r.Move)
	})
	return nil
}

// infoLine formats one completed iteration.
func infoLine(in ai.Info) string {
	var b strings.Builder
	fmt.Fprintf(&b, "info depth %d score ", in.Depth)
	if in.Mate != 0 {
		fmt.Fprintf(&b, "mate %d", in.Mate)
	} else {
		fmt.Fprintf(&b, "cp %d", in.Score)
	}
	ms := in.Elapsed.Milliseconds()
	nps := uint64(0)
	if in.Elapsed > 0 {
		nps = uint64(float64(in.Nodes) / in.Elapsed.Seconds())
	}
	fmt.Fprintf(&b, " nodes %d nps %d time %d", in.Nodes, nps, ms)
	if len(in.PV) > 0 {
		b.WriteString(" pv")
		for _, m := range in.PV {
			b.WriteByte(' ')
			b.WriteString(m.String())
		}
	}
	return b.String()
}
