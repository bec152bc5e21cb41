package main

import (
	"context"
	"time"

	"xiangqi/ai"
	"xiangqi/clock"
	"xiangqi/internal/uciconn"
	"xiangqi/rules"
	"xiangqi/uci"
)

// mover plays one side of a match, game after game: either the engine in
// this process or an engine program spoken to over UCI.
type mover interface {
	// newGame forgets what was learnt in the previous game.
	newGame() error
	// move returns the move to play in g with the searcher's score (side
	// to move's view). An error means the mover can no longer play this
	// game.
	move(g *rules.Game) (ai.Result, error)
	// close ends the mover for good.
	close() error
}

// clockState is a clock game's clocks before a move, for a mover that plays
// under a clock (clockedMover).
type clockState struct {
	left      [2]time.Duration // Red's, Black's (under a countdown main time and periods together)
	ctl       clock.Control
	movesToGo int // the mover's moves to its next control, under a moves-in-time clock
}

// clockTime is the mover's clock as ai.MoveTime reads it: under a
// countdown the main time and the running period apart, with moves in a
// time the moves to the control.
func (c clockState) clockTime(side rules.Color, played int, overhead time.Duration) ai.ClockTime {
	ct := ai.ClockTime{Left: c.left[side], Inc: c.ctl.Inc, Played: played, Overhead: overhead}
	switch c.ctl.Kind() {
	case clock.FixedPerMove:
		ct.Inc, ct.MovesToGo = 0, 1
	case clock.Countdown:
		r := c.ctl.Read(c.left[side])
		ct.Left, ct.Byoyomi = r.Main, r.Period
	case clock.MovesInTime:
		ct.Inc, ct.MovesToGo = 0, c.movesToGo
	}
	return ct
}

// clockedMover is a mover that can spend a clock itself (the in-process
// engine with ai.MoveTime, an engine program with UCI's wtime/btime); the
// others play under their fixed limits and are only charged.
type clockedMover interface {
	moveClocked(g *rules.Game, c clockState) (ai.Result, error)
}

// inProcessOverhead is what the in-process engine keeps back from its
// clock: there is no pipe, but the scheduler's delay is the same as for an
// engine program (uci.DefaultMoveOverhead); with 10 ms the engine lost on
// time at 1 s + 0.02 s after 174 plies on this 2-core machine at a load
// average of 10.
const inProcessOverhead = uci.DefaultMoveOverhead

// newMover returns the mover a configuration asks for; seed drives the
// level error model of the in-process engine.
func newMover(p player, seed uint64) (mover, error) {
	if p.uci != "" {
		return newUCIMover(p, func() (*uciconn.Conn, error) { return uciconn.Start(p.uci) })
	}
	if p.newcomer {
		return newNewcomer(seed), nil
	}
	e := ai.NewEngine(p.hashMiB)
	e.SetFeatures(p.feat)
	e.Seed(seed)
	return &engineMover{p: p, eng: e}, nil
}

// engineMover searches with an ai.Engine in this process.
type engineMover struct {
	p   player
	eng *ai.Engine
	// lag is shared by the movers of one worker (one process, one
	// machine): see lagMeter. Nil: none kept.
	lag *lagMeter
}

// lagMeter is how much the searches of a worker's engines have lately
// overrun the time they were given, kept back under a countdown
// (ai.ClockTime.Lag): on a machine whose CPU is oversubscribed the
// scheduler, not the search, decides when a move comes. It is a maximum
// that fades by a 32nd a move, so that a stall seen keeps the engines
// careful for a good while; both sides' engines feed it, as a stall is
// the machine's, not one engine's.
type lagMeter struct {
	lately, worst time.Duration
}

func (l *lagMeter) add(over time.Duration) {
	l.lately = max(over, l.lately-l.lately/32, 0)
	l.worst = max(l.worst, over)
}

func (m *engineMover) newGame() error {
	m.eng.Clear()
	return nil
}

func (m *engineMover) move(g *rules.Game) (ai.Result, error) {
	keys := g.Keys()
	return m.eng.Search(context.Background(), ai.Request{
		Pos:     g.Position(),
		History: ai.History{Keys: keys[:len(keys)-1], Checks: g.Checks(), Moves: g.Moves()},
		Limits:  m.p.lim,
		Level:   m.p.level,
		Leveled: m.p.leveled,
		Threads: m.p.threads,
	}), nil
}

func (m *engineMover) moveClocked(g *rules.Game, c clockState) (ai.Result, error) {
	pos := g.Position()
	side := pos.SideToMove()
	ct := c.clockTime(side, len(g.Moves())/2, inProcessOverhead)
	if m.lag != nil {
		ct.Lag = m.lag.lately
	}
	keys := g.Keys()
	lim := m.p.lim
	lim.Time, lim.FullTime = ai.MoveTime(ct), false
	if m.p.leveled {
		lim = ai.Limits{Time: lim.Time} // the level's own caps, within the clock
	}
	began := time.Now()
	if m.lag != nil {
		defer func() { m.lag.add(time.Since(began) - lim.Time) }()
	}
	return m.eng.Search(context.Background(), ai.Request{
		Pos:     pos,
		History: ai.History{Keys: keys[:len(keys)-1], Checks: g.Checks(), Moves: g.Moves()},
		Limits:  lim,
		Level:   m.p.level,
		Leveled: m.p.leveled,
		Threads: m.p.threads,
	}), nil
}

func (m *engineMover) close() error { return nil }
