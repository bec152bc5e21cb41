package clock

import (
	"testing"
	"time"
)

// TestCustomOfClamps: whatever control the editor opens on (none, a
// preset, the command line's out-of-range or fractional values), it shows
// whole values within its ranges.
func TestCustomOfClamps(t *testing.T) {
	for _, tc := range []struct {
		c    Control
		want Custom
	}{
		{Control{}, Custom{Minutes: 10, Move: 30, Periods: 1, Period: 30, Moves: 20}},
		{Minutes(7, 3), Custom{Minutes: 7, Inc: 3, Move: 30, Periods: 1, Period: 30, Moves: 20}},
		{Minutes(5, 0), Custom{Minutes: 5, Move: 30, Periods: 1, Period: 30, Moves: 20}},
		{PerMoveOf(45 * time.Second), Custom{PerMove: true, Minutes: 10, Move: 45, Periods: 1, Period: 30, Moves: 20}},
		{Control{Base: 10 * time.Second, Inc: 100 * time.Millisecond}, Custom{Minutes: 1, Inc: 0, Move: 30, Periods: 1, Period: 30, Moves: 20}},
		{Control{Base: 90 * time.Second, Inc: 1500 * time.Millisecond}, Custom{Minutes: 2, Inc: 2, Move: 30, Periods: 1, Period: 30, Moves: 20}},
		{Minutes(600, 90), Custom{Minutes: MaxMinutes, Inc: MaxInc, Move: 30, Periods: 1, Period: 30, Moves: 20}},
		{Control{Base: MaxBase * 3, Inc: -time.Second}, Custom{Minutes: MaxMinutes, Move: 30, Periods: 1, Period: 30, Moves: 20}},
		{PerMoveOf(time.Hour), Custom{PerMove: true, Minutes: 10, Move: MaxMove, Periods: 1, Period: 30, Moves: 20}},
		{PerMoveOf(100 * time.Millisecond), Custom{PerMove: true, Minutes: 10, Move: MinMove, Periods: 1, Period: 30, Moves: 20}},
		{CountdownOf(20*time.Minute, 3, time.Minute), Custom{Countdown: true, Minutes: 20, Move: 30, Periods: 3, Period: 60, Moves: 20}},
		{CountdownOf(0, 99, time.Hour), Custom{Countdown: true, Minutes: MinMinutes, Move: 30, Periods: MaxCustomPeriods, Period: MaxMove, Moves: 20}},
		{MovesIn(40, 90*time.Minute), Custom{MovesIn: true, Minutes: 90, Move: 30, Periods: 1, Period: 30, Moves: 40}},
		{MovesIn(1000, 10*time.Hour), Custom{MovesIn: true, Minutes: MaxMinutes, Move: 30, Periods: 1, Period: 30, Moves: MaxCustomMoves}},
		{MovesIn(1, 10*time.Second), Custom{MovesIn: true, Minutes: MinMinutes, Move: 30, Periods: 1, Period: 30, Moves: MinCustomMoves}},
	} {
		if got := CustomOf(tc.c); got != tc.want {
			t.Errorf("CustomOf(%v) = %+v, want %+v", tc.c, got, tc.want)
		}
	}
}

// TestCustomControl: the editor's values make the control they say, and
// values set out of range by hand are clamped.
func TestCustomControl(t *testing.T) {
	for _, tc := range []struct {
		k    Custom
		want Control
	}{
		{Custom{Minutes: 7, Inc: 3}, Minutes(7, 3)},
		{Custom{Minutes: 7}, Minutes(7, 0)},
		{Custom{PerMove: true, Minutes: 7, Move: 20}, PerMoveOf(20 * time.Second)},
		{Custom{Minutes: 0, Inc: -4}, Minutes(1, 0)},
		{Custom{Minutes: 999, Inc: 999}, Minutes(180, 60)},
		{Custom{PerMove: true, Move: -1}, PerMoveOf(time.Second)},
		{Custom{PerMove: true, Move: 1e6}, PerMoveOf(300 * time.Second)},
		{Custom{Countdown: true, PerMove: true, Minutes: 10, Periods: 1, Period: 30}, CountdownOf(10*time.Minute, 1, 30*time.Second)},
		{Custom{Countdown: true, Minutes: 20, Periods: 0, Period: 1e6}, CountdownOf(20*time.Minute, 1, 300*time.Second)},
		{Custom{MovesIn: true, Countdown: true, PerMove: true, Minutes: 90, Inc: 5, Periods: 1, Period: 30, Moves: 40}, MovesIn(40, 90*time.Minute)},
		{Custom{MovesIn: true, Minutes: 0, Moves: 1e6}, MovesIn(MaxCustomMoves, time.Minute)},
		{Custom{MovesIn: true, Minutes: 10, Moves: 3}, MovesIn(MinCustomMoves, 10*time.Minute)},
	} {
		if got := tc.k.Control(); got != tc.want {
			t.Errorf("%+v.Control() = %v, want %v", tc.k, got, tc.want)
		}
	}
}

// TestCustomStepsWalk: pressing + from the bottom of each range reaches
// the top through the expected values, - comes back down the same way,
// and neither goes past an end however often it is pressed.
func TestCustomStepsWalk(t *testing.T) {
	for _, tc := range []struct {
		f     Field
		start Custom
		want  []int
	}{
		{FieldMinutes, Custom{Minutes: 1}, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180}},
		{FieldInc, Custom{Minutes: 1}, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60}},
		{FieldMove, Custom{Minutes: 1, Move: 1, PerMove: true}, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 90, 120, 150, 180, 210, 240, 270, 300}},
		{FieldPeriods, Custom{Countdown: true, Minutes: 1, Periods: 1}, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}},
		{FieldPeriod, Custom{Countdown: true, Minutes: 1, Period: 1}, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 90, 120, 150, 180, 210, 240, 270, 300}},
		{FieldMoves, Custom{MovesIn: true, Minutes: 1, Moves: 10}, []int{10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60}},
	} {
		k := tc.start
		var up []int
		for i := 0; i < len(tc.want)+5; i++ {
			up = append(up, k.Value(tc.f))
			if k.CanStep(tc.f, true) != (i < len(tc.want)-1) {
				t.Errorf("field %d at %d: CanStep up %v", tc.f, k.Value(tc.f), k.CanStep(tc.f, true))
			}
			k = k.Step(tc.f, true)
		}
		if got := up[:len(tc.want)]; !equalInts(got, tc.want) {
			t.Errorf("field %d up: %v, want %v", tc.f, got, tc.want)
		}
		for _, v := range up[len(tc.want):] {
			if v != tc.want[len(tc.want)-1] {
				t.Errorf("field %d went past its top: %v", tc.f, up)
				break
			}
		}
		var down []int
		for i := 0; i < len(tc.want)+5; i++ {
			down = append(down, k.Value(tc.f))
			k = k.Step(tc.f, false)
		}
		for i, v := range down[:len(tc.want)] {
			if want := tc.want[len(tc.want)-1-i]; v != want {
				t.Errorf("field %d down: %v", tc.f, down)
				break
			}
		}
		if k.Value(tc.f) != tc.want[0] || k.CanStep(tc.f, false) {
			t.Errorf("field %d went past its bottom: %d", tc.f, k.Value(tc.f))
		}
	}
}

// TestCustomStepBetween: a value between the steps (from the command
// line) steps to the nearest step in the direction pressed; stepping one
// field leaves the others alone; an unknown field changes nothing.
func TestCustomStepBetween(t *testing.T) {
	k := Custom{Minutes: 12, Inc: 13, Move: 100}
	if got := k.Step(FieldMinutes, true); got.Minutes != 15 || got.Inc != 13 || got.Move != 100 {
		t.Errorf("12 min up: %+v", got)
	}
	if got := k.Step(FieldMinutes, false); got.Minutes != 10 {
		t.Errorf("12 min down: %+v", got)
	}
	if got := k.Step(FieldInc, true); got.Inc != 15 || got.Minutes != 12 {
		t.Errorf("13 s up: %+v", got)
	}
	if got := k.Step(FieldMove, false); got.Move != 90 {
		t.Errorf("100 s down: %+v", got)
	}
	if got := k.Step(Field(9), true); got != k || k.CanStep(Field(9), true) {
		t.Errorf("unknown field: %+v", got)
	}
	if got := (Custom{Minutes: 500}).Step(FieldMinutes, false); got.Minutes != 170 {
		t.Errorf("out of range down: %+v", got)
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
