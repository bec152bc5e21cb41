package clock

import "time"

// Reading is a side's time left split as a countdown's face shows it.
type Reading struct {
	Main     time.Duration // main time left
	Periods  int           // countdown periods left, the running one counted
	Period   time.Duration // time left in the running period (all of it while Main lasts)
	Counting bool          // the main time is spent: the periods count down
}

// Read splits left, a side's time under c as the Clock keeps it (main time
// and periods together), into main time and periods. Under any control but
// a countdown it is all main time.
func (c Control) Read(left time.Duration) Reading {
	if c.Kind() != Countdown {
		return Reading{Main: max(left, 0)}
	}
	all := time.Duration(c.Periods) * c.Period
	if left > all {
		return Reading{Main: left - all, Periods: c.Periods, Period: c.Period}
	}
	if left <= 0 {
		return Reading{Counting: true}
	}
	k := int((left + c.Period - 1) / c.Period)
	return Reading{Periods: k, Period: left - time.Duration(k-1)*c.Period, Counting: true}
}

// Settled is a side's time left after a move that left it left: under a
// countdown, once the main time is spent, the running period is whole
// again (a move within it keeps it; one that took all of it or more has
// used it, and the next stands whole). Under any other control, left.
func (c Control) Settled(left time.Duration) time.Duration {
	if c.Kind() != Countdown || left <= 0 || left > time.Duration(c.Periods)*c.Period {
		return left
	}
	k := (left + c.Period - 1) / c.Period
	return k * c.Period
}

// Face is the time a clock's face shows for left: the running period's
// under a countdown once its main time is spent, else the main time.
func (c Control) Face(left time.Duration) time.Duration {
	r := c.Read(left)
	if r.Counting {
		return r.Period
	}
	return r.Main
}

// Low reports whether left is in its last LowTime with nothing after it:
// the main time when no countdown follows, or a countdown period (the
// clock's red figures and its tick a second).
func (c Control) Low(left time.Duration) bool {
	r := c.Read(left)
	if c.Kind() == Countdown && !r.Counting {
		return false
	}
	return c.Face(left) < LowTime
}
