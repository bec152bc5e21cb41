package clock

import "time"

// Custom is a control as the New game screen's custom editor sets it: in
// whole minutes and seconds, each within the editor's range, so that
// nothing a player can tap makes a control out of range. It keeps every
// kind's values (minutes and increment, seconds per move, the countdown's
// periods, the moves of a moves-in-time), so that switching the kind back
// and forth loses none.
type Custom struct {
	PerMove   bool
	Countdown bool // main time (Minutes) then a countdown; wins over PerMove
	MovesIn   bool // Moves moves in Minutes, repeated; wins over the others
	Minutes   int  // each side's time, MinMinutes…MaxMinutes
	Inc       int  // seconds added after each move, 0…MaxInc
	Move      int  // seconds for each move when PerMove, MinMove…MaxMove
	Periods   int  // the countdown's periods, 1…MaxCustomPeriods
	Period    int  // seconds in each period, MinMove…MaxMove
	Moves     int  // the moves of a moves-in-time, MinCustomMoves…MaxCustomMoves
}

// The custom editor's ranges.
const (
	MinMinutes = 1
	MaxMinutes = 180
	MaxInc     = 60
	MinMove    = 1
	MaxMove    = 300
	// MaxCustomPeriods is the editor's most countdown periods: apps and
	// events give 1 (读秒) to 5.
	MaxCustomPeriods = 10
	// MinCustomMoves and MaxCustomMoves bound a moves-in-time's moves,
	// stepped by 5: events give 40 (or 20, 30) moves to a control and
	// phone games 15 to 30; fewer than 10 is a time per move in all but
	// name, more than 60 the whole game.
	MinCustomMoves = 10
	MaxCustomMoves = 60
)

// Field is one of Custom's values that the editor steps.
type Field uint8

const (
	FieldMinutes Field = iota
	FieldInc
	FieldMove
	FieldPeriods // the countdown's periods
	FieldPeriod  // the seconds of a countdown period
	FieldMoves   // the moves of a moves-in-time
)

// band is a run of values stepped by step, up to and including upTo.
type band struct{ upTo, step int }

// field is a Field's range and its steps: one by one where a unit matters
// (3+2 against 4+2), coarser where it does not (175 against 180 min).
type field struct {
	min, max int
	bands    []band
}

var fields = [...]field{
	FieldMinutes: {MinMinutes, MaxMinutes, []band{{10, 1}, {60, 5}, {MaxMinutes, 10}}},
	FieldInc:     {0, MaxInc, []band{{10, 1}, {MaxInc, 5}}},
	FieldMove:    {MinMove, MaxMove, []band{{10, 1}, {60, 5}, {MaxMove, 30}}},
	FieldPeriods: {1, MaxCustomPeriods, []band{{MaxCustomPeriods, 1}}},
	FieldPeriod:  {MinMove, MaxMove, []band{{10, 1}, {60, 5}, {MaxMove, 30}}},
	FieldMoves:   {MinCustomMoves, MaxCustomMoves, []band{{MaxCustomMoves, 5}}},
}

// CustomOf is c in the editor's terms, rounded to whole minutes and
// seconds and clamped to the ranges: a control from the command line or an
// older save may be outside them. None starts the editor at 10+0; the
// value of the other kinds starts at 10 minutes, 30 s, one period of
// 30 s, or 20 moves (New game's moves-in-time preset, MovesIns).
func CustomOf(c Control) Custom {
	k := Custom{Minutes: 10, Move: 30, Periods: 1, Period: 30, Moves: 20}
	switch c.Kind() {
	case None:
		return k
	case FixedPerMove:
		k.PerMove = true
		k.Move = round(c.Base, time.Second)
	case Countdown:
		k.Countdown = true
		k.Minutes = round(c.Base, time.Minute)
		k.Periods = c.Periods
		k.Period = round(c.Period, time.Second)
	case MovesInTime:
		k.MovesIn = true
		k.Minutes = round(c.Base, time.Minute)
		k.Moves = c.Moves
	default:
		k.Minutes = round(c.Base, time.Minute)
		k.Inc = round(c.Inc, time.Second)
	}
	return k.clamped()
}

func round(d, unit time.Duration) int {
	return int((min(max(d, 0), MaxBase) + unit/2) / unit)
}

func (k Custom) clamped() Custom {
	k.Minutes = fields[FieldMinutes].clamp(k.Minutes)
	k.Inc = fields[FieldInc].clamp(k.Inc)
	k.Move = fields[FieldMove].clamp(k.Move)
	k.Periods = fields[FieldPeriods].clamp(k.Periods)
	k.Period = fields[FieldPeriod].clamp(k.Period)
	k.Moves = fields[FieldMoves].clamp(k.Moves)
	return k
}

func (f field) clamp(v int) int { return min(max(v, f.min), f.max) }

// Control is the control k sets (never none).
func (k Custom) Control() Control {
	k = k.clamped()
	if k.MovesIn {
		return MovesIn(k.Moves, time.Duration(k.Minutes)*time.Minute)
	}
	if k.Countdown {
		return CountdownOf(time.Duration(k.Minutes)*time.Minute, k.Periods, time.Duration(k.Period)*time.Second)
	}
	if k.PerMove {
		return PerMoveOf(time.Duration(k.Move) * time.Second)
	}
	return Minutes(k.Minutes, k.Inc)
}

// Value is f's value in k.
func (k Custom) Value(f Field) int {
	switch f {
	case FieldMinutes:
		return k.Minutes
	case FieldInc:
		return k.Inc
	case FieldMove:
		return k.Move
	case FieldPeriods:
		return k.Periods
	case FieldPeriod:
		return k.Period
	case FieldMoves:
		return k.Moves
	}
	return 0
}

// CanStep reports whether f can go up (or down): not at its range's end.
func (k Custom) CanStep(f Field, up bool) bool {
	if int(f) >= len(fields) {
		return false
	}
	v, r := k.clamped().Value(f), fields[f]
	if up {
		return v < r.max
	}
	return v > r.min
}

// Step moves f one step up or down: to the next value of its steps (from
// a value between them, to the nearest one that way), never out of its
// range. An unknown field changes nothing.
func (k Custom) Step(f Field, up bool) Custom {
	if int(f) >= len(fields) {
		return k
	}
	k = k.clamped()
	r := fields[f]
	v := k.Value(f)
	for _, b := range r.bands {
		if up && v < b.upTo {
			v = (v/b.step + 1) * b.step
			break
		}
		if !up && v <= b.upTo {
			v = (v - 1) / b.step * b.step
			break
		}
	}
	v = r.clamp(v)
	switch f {
	case FieldMinutes:
		k.Minutes = v
	case FieldInc:
		k.Inc = v
	case FieldMove:
		k.Move = v
	case FieldPeriods:
		k.Periods = v
	case FieldPeriod:
		k.Period = v
	case FieldMoves:
		k.Moves = v
	}
	return k
}
