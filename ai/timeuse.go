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
func MoveTime(c ClockTime) time.Duration {
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
