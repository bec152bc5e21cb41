package session

import (
	"time"

	"xiangqi/clock"
	"xiangqi/record"
	"xiangqi/rules"
)

// recordClock writes m's clock into its record g: the TimeControl tag and
// each move's clock as a "[%clk 0:09:58]" comment (moves played before
// the clock began have none). Under a countdown %clk is the main time,
// and once it is spent "[%periods N]" follows with the periods left.
func recordClock(m *Match, g *record.Game) {
	c := m.Clock()
	if c == nil {
		return
	}
	g.SetTag(record.TagTimeControl, c.Control().String())
	mc := m.MoveClocks()
	if len(mc) == 0 {
		return
	}
	ctl := c.Control()
	g.Notes = make([]record.Note, len(g.Moves))
	for i := range g.Notes {
		if i < len(mc) && mc[i] > 0 {
			r := ctl.Read(mc[i])
			g.Notes[i].Comment = record.ClockComment(r.Main)
			if r.Counting {
				g.Notes[i].Comment += " " + record.PeriodsComment(r.Periods)
			}
		}
	}
}

// ClockOf reads a record's clock: its time control (the zero Control when
// it has none or one this game cannot read) and each move's clock, the
// mover's time left after it (-1 where the record gives none; nil when no
// move has one). Under a countdown a move's time is its main time and
// periods together, as the clock keeps it: the periods a comment gives
// ("[%periods 2]"), or all of them when it gives none.
func ClockOf(g *record.Game) (clock.Control, []time.Duration) {
	ctl, err := clock.Parse(g.Tag(record.TagTimeControl))
	if err != nil {
		ctl = clock.Control{}
	}
	var out []time.Duration
	for i, n := range g.Notes {
		d, rest, ok := record.MoveClock(n.Comment)
		if !ok {
			continue
		}
		if ctl.Kind() == clock.Countdown {
			k, _, ok := record.MovePeriods(rest)
			if !ok || k > ctl.Periods {
				k = ctl.Periods
			}
			d = min(d+time.Duration(k)*ctl.Period, clock.MaxBase)
		}
		if out == nil {
			out = make([]time.Duration, len(g.Moves))
			for j := range out {
				out[j] = -1
			}
		}
		if i < len(out) {
			out[i] = d
		}
	}
	return ctl, out
}

// ClocksAt are both sides' clocks after ply moves of a game begun with
// first to move, read from each move's clock (moveClocks, as
// Match.MoveClocks or ClockOf give them): each side's time after its last
// move up to ply, its full time before its first (or where a move's clock
// is unknown, 0 or less).
func ClocksAt(ctl clock.Control, moveClocks []time.Duration, first rules.Color, ply int) [2]time.Duration {
	left := [2]time.Duration{ctl.Full(), ctl.Full()}
	var known [2]bool
	for i := min(ply, len(moveClocks)) - 1; i >= 0; i-- {
		side := first
		if i%2 == 1 {
			side = first.Other()
		}
		if !known[side] && moveClocks[i] > 0 {
			left[side], known[side] = moveClocks[i], true
		}
	}
	return left
}

// ContinueClock puts m, a game of record g rebuilt to go on (RecordMatch
// at its last move), under g's clock: its time control, each move's
// clock, and both sides' times as its last moves left them (ClocksAt:
// the time a side had spent on a move not made when the game was left
// is not known, and is given back). A record without a time control this
// game reads leaves m without a clock; now nil is time.Now.
func ContinueClock(m *Match, g *record.Game, now func() time.Time) {
	ctl, mc := ClockOf(g)
	if !ctl.On() {
		return
	}
	n := len(m.Game().Moves())
	moveClocks := make([]time.Duration, n)
	for i := range min(n, len(mc)) {
		moveClocks[i] = max(mc[i], 0)
	}
	start := m.Game().Start()
	pos := m.Position()
	st := clock.State{Left: ClocksAt(ctl, moveClocks, start.SideToMove(), n), Side: pos.SideToMove()}
	m.SetClock(clock.Restore(ctl, st, now), moveClocks)
}
