package ai

import "time"

// ClockTime is the mover's clock as the engine sees it before a move under
// a time control (UCI's wtime/btime, winc/binc, movestogo; the game's clock).
type ClockTime struct {
	Left      time.Duration // the mover's time left
	Inc       time.Duration // added after each of its moves
	MovesToGo int           // moves until the next time control; 0: the rest of the game (sudden death)
	Played    int           // moves the mover has made in the game so far
	// Overhead is what a move costs beyond the search's own time: the
	// pipe, the scheduler, the GUI's reading of the reply (UCI's Move
	// Overhead). It is kept back on every move, and once more for each
	// move still to be played, so that the clock never runs out while the
	// search keeps to its time.
	Overhead time.Duration
	// Lag is the most the caller has seen a move overrun its time
	// lately (its own clock against the time it gave): a loaded
	// machine's scheduler. A countdown move keeps it back of its period
	// on top of ByoyomiMargin.
	Lag time.Duration
	// Byoyomi is a countdown's period (UCI's byoyomi, as Shogi GUIs
	// send it): once Left, the main time, is spent, each move must be
	// made within it. 0: no countdown.
	Byoyomi time.Duration
}

// ByoyomiMargin is what a countdown move keeps back of its period: the
// Overhead, and half the period up to a second for the search's overshoot
// of its deadline, which on a loaded machine is the scheduler's (the
// search polls the clock every 512 nodes, well under a millisecond). On
// this 2-core machine at a load of 10 to 12, 0.275 s searches (a 0.5 s
// period less 0.1 s Overhead and a quarter) overran by up to 127 ms, and
// a quarter's margin lost games on time; half keeps 0.25 s spare there.
func ByoyomiMargin(period, overhead time.Duration) time.Duration {
	return max(overhead, 0) + min(period/2, time.Second)
}

// plannedMoves is how many moves a sudden-death clock is shared over at
// the start: the planning horizon, which grows by one for every two moves
// played, since a long game is likely to go on. It is recomputed every
// move, so the share shrinks as the clock does (the engine plays faster
// when short) and the clock never reaches zero by the plan.
const plannedMoves = 40

// MinMoveTime is the least a move is given: enough for a first iteration
// on a phone, so that a short clock still yields a searched move.
const MinMoveTime = time.Millisecond

// MoveTime is the search time for the next move under clock c, to be used
// as Limits.Time (a hard deadline; without FullTime the search also saves
// time by not starting an iteration it would not finish). It shares the
// time left, plus the increments to come, over the moves planned, minus an
// Overhead for each of them, and never plans more than a third of what is
// left after this move's Overhead (all of it but the Overhead on the last
// move before a control), so that a move that takes its whole time plus
// its Overhead still leaves time on the clock.
//
// Under a countdown (Byoyomi set) the main time is shared as for sudden
// death, and each move may take its period on top, less ByoyomiMargin:
// the time comes off the main time first, so a move never uses up a
// period (the engine never relies on the periods after the first), and
// once the main time is spent every move is strictly within the period.
func MoveTime(c ClockTime) time.Duration {
	if c.Byoyomi > 0 {
		return byoyomiTime(c)
	}
	o := max(c.Overhead, 0)
	usable := c.Left - o // the most this move may take and still be in time
	if usable <= MinMoveTime {
		// Nothing to plan with: the smallest search, never more than
		// the clock holds.
		return max(min(MinMoveTime, c.Left/2), 0)
	}
	mtg := plannedMoves + max(c.Played, 0)/2
	if c.MovesToGo > 0 {
		mtg = min(c.MovesToGo, mtg)
	}
	later := time.Duration(mtg - 1)
	pool := c.Left + c.Inc*later - o - o/10*later
	t := pool / time.Duration(mtg)
	limit := usable / 3
	if mtg == 1 {
		limit = usable
	}
	return max(min(t, limit), MinMoveTime)
}

// byoyomiTime is MoveTime under a countdown.
func byoyomiTime(c ClockTime) time.Duration {
	inPeriod := max(c.Byoyomi-ByoyomiMargin(c.Byoyomi, c.Overhead)-max(c.Lag, 0), 0)
	main := time.Duration(0)
	if c.Left > 0 {
		sd := c
		sd.Byoyomi, sd.Inc, sd.MovesToGo = 0, 0, 0
		// What the main time alone would give, the Overhead being
		// kept in the period's margin already.
		sd.Overhead = 0
		main = MoveTime(sd)
	}
	return max(main+inPeriod, MinMoveTime)
}
