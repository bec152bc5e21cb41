package uci

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"xiangqi/ai"
	"xiangqi/rules"
)

// goParams are the parsed arguments of "go".
type goParams struct {
	lim      ai.Limits
	infinite bool
	// clock: a clock argument was given (wtime, btime, winc, binc,
	// movestogo); hasW and hasB: whose time was.
	clock, hasW, hasB     bool
	wtime, btime          int64
	winc, binc, movesToGo int64
	byoyomi               int64 // a countdown's period, after wtime/btime (Shogi UCI's)
	fixedTime, fixedDepth bool
	searchMoves           []string // the texts after searchmoves
	// notes says what was ignored or clamped, for info strings; rejected
	// is set when a word was ignored.
	notes    []string
	rejected bool
}

// maxMillis bounds every time of "go" (a day): more is nonsense, and
// the budget's arithmetic must not overflow.
const maxMillis = 24 * 60 * 60 * 1000

// goKeywords are the words of "go" that end a searchmoves list.
var goKeywords = map[string]bool{
	"searchmoves": true, "ponder": true, "infinite": true, "depth": true, "movetime": true, "nodes": true,
	"wtime": true, "btime": true, "winc": true, "binc": true, "movestogo": true, "mate": true,
	"byoyomi": true,
}

// parseGo reads the arguments of "go". It rejects nothing, so that every
// go is answered with a bestmove: an unknown word is ignored, a value that
// is missing or not a number counts as the limit's smallest, and one out
// of range is clamped to it; each such fault is noted.
func parseGo(args []string) goParams {
	var g goParams
	note := func(format string, a ...any) { g.notes = append(g.notes, fmt.Sprintf(format, a...)) }
	for i := 0; i < len(args); i++ {
		name := args[i]
		switch name {
		case "infinite":
			g.infinite = true
			continue
		case "ponder":
			continue
		case "searchmoves":
			for i+1 < len(args) && !goKeywords[args[i+1]] {
				i++
				g.searchMoves = append(g.searchMoves, args[i])
			}
			if len(g.searchMoves) == 0 {
				note("go searchmoves: no moves given; searching all")
			}
			continue
		case "depth", "movetime", "nodes", "wtime", "btime", "winc", "binc", "movestogo", "mate", "byoyomi":
		default:
			note("go: unknown argument %s ignored", quoted(name))
			g.rejected = true
			continue
		}
		// The smallest value each limit takes: a bad one becomes it.
		lo := int64(1)
		switch name {
		case "wtime", "btime":
			lo = -maxMillis
		case "winc", "binc", "movestogo", "byoyomi":
			lo = 0
		}
		hi := int64(maxMillis)
		switch name {
		case "depth":
			hi = ai.MaxDepth
		case "mate":
			hi = ai.MaxDepth / 2
		case "nodes":
			hi = math.MaxInt64
		case "movestogo":
			hi = 1 << 20
		}
		n := lo
		if i+1 >= len(args) || goKeywords[args[i+1]] {
			note("go %s: missing value; took %d", name, lo)
		} else {
			i++
			v, err := strconv.ParseInt(args[i], 10, 64)
			switch {
			case err != nil && !errors.Is(err, strconv.ErrRange):
				note("go %s: %s is not a number; took %d", name, quoted(args[i]), lo)
			case v < lo || v > hi || err != nil:
				n = max(lo, min(v, hi)) // ParseInt gives the bound when out of range
				note("go %s %s: out of range %d–%d; took %d", name, clip(args[i], 24), lo, hi, n)
			default:
				n = v
			}
		}
		switch name {
		case "depth":
			g.lim.Depth, g.fixedDepth = int(n), true
		case "mate":
			g.lim.Depth, g.fixedDepth = int(2*n), true
		case "movetime":
			// A fixed time per move has nothing to save: it is all spent.
			g.lim.Time, g.lim.FullTime, g.fixedTime = time.Duration(n)*time.Millisecond, true, true
		case "nodes":
			g.lim.Nodes = uint64(n)
		case "wtime":
			g.wtime, g.hasW, g.clock = n, true, true
		case "btime":
			g.btime, g.hasB, g.clock = n, true, true
		case "winc":
			g.winc, g.clock = n, true
		case "binc":
			g.binc, g.clock = n, true
		case "movestogo":
			g.movesToGo, g.clock = n, true
		case "byoyomi":
			g.byoyomi, g.clock = n, true
		}
	}
	return g
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
		Byoyomi:   time.Duration(g.byoyomi) * time.Millisecond,
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
	g := parseGo(args)
	for _, n := range g.notes {
		s.out.infoString(n)
	}
	lim := g.lim
	if g.fixedTime {
		lim.Time = fixedMoveTime(lim.Time, s.overhead)
	} else if g.clock {
		side := s.cur.pos.SideToMove()
		own, has, word := g.wtime, g.hasW, "wtime"
		if side == rules.Black {
			own, has, word = g.btime, g.hasB, "btime"
		}
		if !has || (own <= 0 && g.byoyomi <= 0) {
			// Out of time, or no time given for the side to move
			// while the clock is used: there is nothing to plan with,
			// and no search may wait for a stop that a GUI playing
			// on time will not send. The move comes at once, from a
			// depth-1 search.
			if has {
				s.out.infoString(fmt.Sprintf("go: %s %d, no time left; answering from depth 1", word, own))
			} else {
				s.out.infoString(fmt.Sprintf("go: no %s for the side to move; taken as no time left, answering from depth 1", word))
			}
			lim.Time, lim.Depth = ai.MinMoveTime, 1
		} else {
			lim.Time = max(g.budget(side, s.overhead, len(s.cur.moves)/2), ai.MinMoveTime)
		}
	} else if g.rejected && lim == (ai.Limits{}) && !g.infinite {
		// Nothing understood limits the search, and a GUI that sent
		// junk may not send stop either: answer from depth 1.
		s.out.infoString("go: no limit understood; answering from depth 1")
		lim.Depth = 1
	}
	if g.infinite {
		lim = ai.Limits{}
	}
	var roots []rules.Move
	for _, text := range g.searchMoves {
		m, err := rules.ParseMoveText(text)
		if err == nil && !s.cur.pos.IsLegal(m) {
			err = fmt.Errorf("not legal here")
		}
		if err != nil {
			s.out.infoString(fmt.Sprintf("go searchmoves: %s ignored: %v", quoted(text), err))
			continue
		}
		roots = append(roots, m)
	}
	if len(g.searchMoves) > 0 && len(roots) == 0 {
		s.out.infoString("go searchmoves: no legal move listed; searching all")
	}
	eng, st := s.eng, s.cur
	req := ai.Request{
		Pos:     st.pos,
		History: ai.History{Keys: st.history, Checks: st.checks, Moves: st.moves},
		Limits:  lim,
		Level:   s.level,
		Leveled: s.leveled,
		Threads: s.threads,
		MultiPV: s.multiPV,

		RootMoves: roots,
	}
	out, multi := s.out, s.multiPV > 1
	s.start(g.infinite, func(ctx context.Context) {
		req.Info = func(in ai.Info) {
			if !multi || len(in.Lines) == 0 {
				out.printf("%s", infoLine(in, 0, false))
				return
			}
			for i, l := range in.Lines {
				in.Score, in.Mate, in.PV = l.Score, l.Mate, l.PV
				out.printf("%s", infoLine(in, i+1, l.Lower))
			}
		}
		r := eng.Search(ctx, req)
		if g.infinite {
			// UCI: an infinite search prints bestmove only after stop.
			<-ctx.Done()
		}
		out.printf("bestmove %s", r.Move)
	})
	return nil
}

// infoLine formats one completed iteration, or with multipv > 0 that line
// of it (in's Score, Mate and PV are then the line's); lower marks its
// score as a lower bound.
func infoLine(in ai.Info, multipv int, lower bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "info depth %d ", in.Depth)
	if multipv > 0 {
		fmt.Fprintf(&b, "multipv %d ", multipv)
	}
	if in.Mate != 0 {
		fmt.Fprintf(&b, "score mate %d", in.Mate)
	} else {
		fmt.Fprintf(&b, "score cp %d", in.Score)
	}
	if lower {
		b.WriteString(" lowerbound")
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
