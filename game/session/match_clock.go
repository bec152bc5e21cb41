package session

import (
	"time"

	"xiangqi/ai"
	"xiangqi/clock"
	"xiangqi/rules"
)

// GameMoveOverhead is what the computer's move costs the game beyond its
// search: the Poll that collects it comes at the next frame (1/60 s), and a
// busy phone may be late; kept back from its clock as UCI's Move Overhead.
const GameMoveOverhead = 50 * time.Millisecond

// SetClock puts the match under c (nil: no clock), with moveClocks the
// mover's time left after each move played so far (nil: none known). The
// clock runs at once unless the match is paused or over.
func (m *Match) SetClock(c *clock.Clock, moveClocks []time.Duration) {
	if c != nil && !c.Control().On() {
		c = nil
	}
	m.clk = c
	n := len(m.game.Moves())
	m.moveClocks = make([]time.Duration, n)
	copy(m.moveClocks, moveClocks)
	if c == nil {
		return
	}
	c.SetSide(m.sideToMove())
	c.SetPlayed(m.played())
	m.checkFlag() // a saved clock may be out already
	m.startClock()
	if m.job != nil && !m.job.hint {
		// The search that began before the clock knew nothing of it.
		m.stop()
		m.maybeStart()
	}
}

// Clock is the match's clock, nil when it has none.
func (m *Match) Clock() *clock.Clock { return m.clk }

// MoveClocks are the mover's time left after each move (0 for a move with
// no clock); callers must not change them.
func (m *Match) MoveClocks() []time.Duration { return m.moveClocks }

// TimedOut reports whether the game ended on time.
func (m *Match) TimedOut() bool { return m.timeout.Over() }

func (m *Match) startClock() {
	if m.clk != nil && !m.paused && !m.Over() {
		m.clk.Start()
	}
}

func (m *Match) pauseClock() {
	if m.clk != nil {
		m.clk.Pause()
	}
}

// checkFlag ends the game when a flag has fallen (clock.Verdict) and
// reports whether it did so now.
func (m *Match) checkFlag() bool {
	if m.clk == nil || m.Over() {
		return false
	}
	side, out := m.clk.Flagged()
	if !out {
		return false
	}
	pos := m.game.Position()
	m.timeout = clock.Verdict(&pos, side)
	m.stop()
	m.hint = rules.NoMove
	m.clk.Pause()
	return true
}

// clockMoved presses the clock after a move was played on the board.
func (m *Match) clockMoved() {
	if m.clk == nil {
		m.moveClocks = append(m.moveClocks, 0)
		return
	}
	mover := m.clk.Side()
	m.clk.Moved()
	m.moveClocks = append(m.moveClocks, m.clk.Left(mover))
	if m.Over() {
		m.clk.Pause()
	}
}

// clockUndone follows a take-back: both clocks are put back as they stood
// when the position was reached (ClocksAt: each side's time after its last
// move left, its full time before its first), so an undone move's
// increment is not kept and the time spent since is given back; the side
// to move's clock runs.
func (m *Match) clockUndone() {
	n := len(m.game.Moves())
	m.moveClocks = m.moveClocks[:min(len(m.moveClocks), n)]
	if m.clk != nil {
		start := m.game.Start()
		m.clk.Set(ClocksAt(m.clk.Control(), m.moveClocks, start.SideToMove(), n), m.sideToMove())
		m.clk.SetPlayed(m.played())
		m.startClock()
	}
}

// clockBudget is the computer's time for its move under the clock (0
// without one).
func (m *Match) clockBudget() time.Duration {
	if m.clk == nil {
		return 0
	}
	side := m.sideToMove()
	ctl := m.clk.Control()
	left := m.clk.Left(side)
	ct := ai.ClockTime{Left: left, Inc: ctl.Inc, Played: len(m.game.Moves()) / 2, Overhead: GameMoveOverhead}
	switch ctl.Kind() {
	case clock.FixedPerMove:
		ct.Inc, ct.MovesToGo = 0, 1
	case clock.Countdown:
		// The main time, then the running period (what is left of it:
		// a search restarted in the middle of a move has less).
		r := ctl.Read(left)
		ct.Left, ct.Byoyomi = r.Main, r.Period
	case clock.MovesInTime:
		ct.Inc, ct.MovesToGo = 0, m.clk.MovesToGo(side)
	}
	return ai.MoveTime(ct)
}

// played is how many moves each side has made, Red's then Black's.
func (m *Match) played() [2]int {
	start := m.game.Start()
	n := len(m.game.Moves())
	var p [2]int
	first := start.SideToMove()
	p[first] = (n + 1) / 2
	p[first.Other()] = n / 2
	return p
}
