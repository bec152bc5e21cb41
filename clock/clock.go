package clock

import (
	"time"

	"xiangqi/rules"
)

// Clock is the two sides' clocks under one Control. Only the side to move's
// clock runs, and only while the clock is started and not paused; the time
// source is injected (Now) so that tests drive it. Every method is called
// from one goroutine (the game's Update).
type Clock struct {
	ctl     Control
	now     func() time.Time
	left    [2]time.Duration
	played  [2]int      // each side's moves, for MovesInTime's controls
	side    rules.Color // whose clock runs when running
	running bool
	since   time.Time // when the running clock last started (or was last charged)
}

// State is what a save keeps of a clock: each side's time left and whose
// clock runs. A restored clock is paused; the time between a save and a
// crash is not charged (the times are as saved).
type State struct {
	Left [2]time.Duration
	Side rules.Color
}

// New is a stopped clock with each side's full time (Control.Full), side
// to move first; now nil is time.Now.
func New(ctl Control, side rules.Color, now func() time.Time) *Clock {
	if now == nil {
		now = time.Now
	}
	return &Clock{ctl: ctl, now: now, left: [2]time.Duration{ctl.Full(), ctl.Full()}, side: side}
}

// Restore is a paused clock at a saved state; times out of range (a damaged
// save) are clamped to 0…MaxBase. Under a countdown a side's time is its
// main time and periods together (see the package comment). The moves
// played start at none (SetPlayed).
func Restore(ctl Control, st State, now func() time.Time) *Clock {
	c := New(ctl, st.Side, now)
	for i, d := range st.Left {
		c.left[i] = min(max(d, 0), MaxBase)
	}
	if st.Side != rules.Black {
		c.side = rules.Red
	}
	return c
}

// Control is the clock's time control.
func (c *Clock) Control() Control { return c.ctl }

// charge takes the time since the last charge from the running side.
func (c *Clock) charge() {
	if !c.running {
		return
	}
	t := c.now()
	if d := t.Sub(c.since); d > 0 {
		c.left[c.side] = max(c.left[c.side]-d, 0)
	}
	c.since = t
}

// Start runs the side to move's clock (the first move of a game, or a
// resumed one). It does nothing when it runs already.
func (c *Clock) Start() {
	if c.running || !c.ctl.On() {
		return
	}
	c.running, c.since = true, c.now()
}

// Pause stops the running clock, charging the time until now: the app is
// paused or sent to the background, a dialog covers the board. Nothing is
// charged until Start again, however long it stays paused.
func (c *Clock) Pause() {
	c.charge()
	c.running = false
}

// Running reports whether a clock runs.
func (c *Clock) Running() bool { return c.running }

// Side is whose clock runs (or will run on Start).
func (c *Clock) Side() rules.Color { return c.side }

// Left is side's time left, now.
func (c *Clock) Left(side rules.Color) time.Duration {
	c.charge()
	return c.left[side]
}

// Flagged reports whether a side's time has run out, and whose.
func (c *Clock) Flagged() (rules.Color, bool) {
	if !c.ctl.On() {
		return rules.Red, false
	}
	c.charge()
	for _, s := range [2]rules.Color{c.side, c.side.Other()} {
		if c.left[s] <= 0 {
			return s, true
		}
	}
	return rules.Red, false
}

// Moved ends the move of the side whose clock runs: its time is charged, it
// gets its increment (or, per move, its full time back), and the other
// side's clock runs. It reports false, changing nothing more, when the
// mover's flag had fallen before the move: that move is too late.
func (c *Clock) Moved() bool {
	if !c.ctl.On() {
		c.side = c.side.Other()
		return true
	}
	c.charge()
	if c.left[c.side] <= 0 {
		return false
	}
	switch c.ctl.Kind() {
	case FixedPerMove:
		c.left[c.side] = c.ctl.Base
	case Countdown:
		c.left[c.side] = c.ctl.Settled(c.left[c.side])
	case MovesInTime:
		c.played[c.side]++
		if c.played[c.side]%c.ctl.Moves == 0 {
			c.left[c.side] = min(c.left[c.side]+c.ctl.Base, MaxBase)
		}
	default:
		c.left[c.side] = min(c.left[c.side]+c.ctl.Inc, MaxBase)
	}
	c.side = c.side.Other()
	return true
}

// SetPlayed tells the clock how many moves each side has made, Red's then
// Black's (a restored or taken-back game), for the controls of so many
// moves in a time (MovesInTime); New starts at none.
func (c *Clock) SetPlayed(played [2]int) {
	for i, n := range played {
		c.played[i] = max(n, 0)
	}
}

// MovesToGo is how many moves side has still to make in its time under a
// MovesInTime control (its next one counted), 0 under any other.
func (c *Clock) MovesToGo(side rules.Color) int {
	if c.ctl.Kind() != MovesInTime {
		return 0
	}
	return c.ctl.Moves - c.played[side]%c.ctl.Moves
}

// SetSide makes side's clock the one that runs without any increment (a
// clock put on a game under way); Set also puts the times back.
func (c *Clock) SetSide(side rules.Color) {
	c.charge()
	c.side = side
	if c.ctl.PerMove {
		c.left[side] = c.ctl.Base
	}
}

// Set puts both clocks back at left with side's running (a move taken
// back: the times as they stood before it), running or not as before;
// times out of range are clamped to 0…MaxBase.
func (c *Clock) Set(left [2]time.Duration, side rules.Color) {
	c.charge()
	for i, d := range left {
		c.left[i] = min(max(d, 0), MaxBase)
	}
	c.side = side
}

// State is the clock as a save keeps it, charged until now.
func (c *Clock) State() State {
	c.charge()
	return State{Left: c.left, Side: c.side}
}

// Verdict is the game's end when loser's flag has fallen in pos: loser
// loses, unless the other side cannot mate (see the package comment), then
// it is a draw. The reason is rules.Timeout either way.
func Verdict(pos *rules.Position, loser rules.Color) rules.Status {
	if !CanMate(pos, loser.Other()) {
		return rules.Status{Result: rules.Draw, Reason: rules.Timeout}
	}
	return rules.Status{Result: rules.WinFor(loser.Other()), Reason: rules.Timeout}
}

// CanMate reports whether side has material that can mate: a chariot,
// horse, cannon or soldier (the rules' bare-material threshold).
func CanMate(pos *rules.Position, side rules.Color) bool { return pos.HasAttackers(side) }
