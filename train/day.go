package train

import (
	"fmt"
	"time"
)

// Day is a local calendar date, as days since 1970-01-01: the schedule and
// the streak count in days, not hours, so that a card due "tomorrow" is due
// all of tomorrow wherever the player is.
type Day int

// DayOf is t's local date (in t's location).
func DayOf(t time.Time) Day {
	y, m, d := t.Date()
	return Day(time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Unix() / 86400)
}

// String is the date as YYYY-MM-DD.
func (d Day) String() string { return time.Unix(int64(d)*86400, 0).UTC().Format(time.DateOnly) }

// MarshalText writes the date as YYYY-MM-DD.
func (d Day) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText reads a YYYY-MM-DD date.
func (d *Day) UnmarshalText(b []byte) error {
	t, err := time.Parse(time.DateOnly, string(b))
	if err != nil {
		return fmt.Errorf("bad date %q", b)
	}
	*d = DayOf(t)
	return nil
}

// Streak is the run of consecutive days with training.
type Streak struct {
	Days int `json:"days"`           // the current run, counting Last
	Best int `json:"best"`           // the longest run
	Last Day `json:"last,omitempty"` // the last day that counted; 0: none yet
}

// Trained counts day (the day of a review or a finished rush): the run
// goes on from yesterday, stays the same on a day already counted, and
// starts again after a day missed. A day before Last (a clock set back)
// changes nothing.
func (s *Streak) Trained(day Day) {
	switch {
	case s.Days > 0 && day == s.Last, s.Days > 0 && day < s.Last:
		return
	case s.Days > 0 && day == s.Last+1:
		s.Days++
	default:
		s.Days = 1
	}
	s.Last = day
	s.Best = max(s.Best, s.Days)
}

// Current is the streak as the player sees it on day: it still stands on
// the day after the last (there is time to keep it), and is 0 once a day
// was missed.
func (s Streak) Current(day Day) int {
	if s.Days == 0 || day > s.Last+1 {
		return 0
	}
	return s.Days
}
