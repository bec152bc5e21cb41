package newgame

import (
	"fmt"
	"time"

	"xiangqi/clock"
	"xiangqi/game/ui"
	"xiangqi/i18n"
)

// Clock is the custom clock's editor, opened from New game: the kind (a
// time for the whole game with an increment, a fixed time per move,
// main time then a countdown of periods: 读秒, byo-yomi, or a number of
// moves in a time, again and again),
// then each value stepped with – and + through sensible values within
// the editor's ranges (clock.Custom), so that no tap can make a clock out
// of range; there is nothing to type. Done keeps the clock in the
// settings it was given (Settings.TimeControl: New game's choices, which
// its Start keeps); Back and Cancel leave them as they were.
type Clock struct {
	env   ui.Env
	Draft clock.Custom
}

// NewClock opens the editor on the settings' clock.
func NewClock(env ui.Env) *Clock {
	return &Clock{env: env, Draft: clock.CustomOf(env.Settings.TimeControl)}
}

// ClockTarget is what a player can tap in the editor.
type ClockTarget int

const (
	ClockWholeGame ClockTarget = iota // the kind: a time for the whole game
	ClockEachMove                     // the kind: a time for each move
	ClockCancel
	ClockDone
	ClockCountdown // the kind: main time, then a countdown
	ClockMovesIn   // the kind: a number of moves in a time, repeated
)

// Tap acts on target t.
func (m *Clock) Tap(t ClockTarget) ui.Outcome {
	switch t {
	case ClockWholeGame, ClockEachMove, ClockCountdown, ClockMovesIn:
		per, cd, mi := t == ClockEachMove, t == ClockCountdown, t == ClockMovesIn
		if m.Draft.PerMove == per && m.Draft.Countdown == cd && m.Draft.MovesIn == mi {
			return ui.Outcome{}
		}
		m.Draft.PerMove, m.Draft.Countdown, m.Draft.MovesIn = per, cd, mi
		return ui.Redraw()
	case ClockCancel:
		return ui.Outcome{Close: true}
	case ClockDone:
		m.env.Settings.TimeControl = m.Draft.Control()
		return ui.Outcome{Changed: true, Save: true, Close: true}
	}
	return ui.Outcome{}
}

// Step steps field f's value down or up, within its range.
func (m *Clock) Step(f clock.Field, up bool) ui.Outcome {
	if !m.Draft.CanStep(f, up) {
		return ui.Outcome{}
	}
	m.Draft = m.Draft.Step(f, up)
	return ui.Redraw()
}

// ClockRow is one value's row as the editor shows it.
type ClockRow struct {
	Field    clock.Field
	Name     string // "Minutes"
	Value    string // "7 min", "3 s"
	Range    string // the range's line under the value
	Down, Up bool   // whether – and + can step
}

// Rows are the rows of the kind chosen: the minutes and the increment for
// the whole game, the seconds of a move for each move, the minutes, the
// periods and a period's seconds for a countdown, the moves and their
// minutes for a moves-in-time.
func (m *Clock) Rows() []ClockRow {
	fields := CustomFields(m.Draft)
	rows := make([]ClockRow, len(fields))
	for i, f := range fields {
		rows[i] = ClockRow{Field: f, Name: m.env.Text(fieldName(m.Draft, f)), Value: m.value(f), Range: m.fieldRange(f),
			Down: m.Draft.CanStep(f, false), Up: m.Draft.CanStep(f, true)}
	}
	return rows
}

// CustomFields are the values the custom clock k steps, in the order
// shown.
func CustomFields(k clock.Custom) []clock.Field {
	switch {
	case k.MovesIn:
		return []clock.Field{clock.FieldMoves, clock.FieldMinutes}
	case k.Countdown:
		return []clock.Field{clock.FieldMinutes, clock.FieldPeriods, clock.FieldPeriod}
	case k.PerMove:
		return []clock.Field{clock.FieldMove}
	}
	return []clock.Field{clock.FieldMinutes, clock.FieldInc}
}

// Preview is the clock as it will stand at the start: its name as New
// game shows it ("7+3") and its face ("7:00").
func (m *Clock) Preview() (label, face string) {
	tc := m.Draft.Control()
	return ControlLabel(m.env.Lang(), tc), clock.Format(tc.Base)
}

func (m *Clock) value(f clock.Field) string {
	switch f {
	case clock.FieldMinutes:
		return fmt.Sprintf(m.env.Text(i18n.MsgClockMinutes), fmt.Sprint(m.Draft.Minutes))
	case clock.FieldPeriods:
		return fmt.Sprintf(m.env.Text(i18n.MsgClockPeriods), m.Draft.Periods, fmt.Sprint(m.Draft.Period))
	case clock.FieldMoves:
		return fmt.Sprintf(m.env.Lang().Format(i18n.MsgClockMovesValue, m.Draft.Moves), m.Draft.Moves)
	}
	return fmt.Sprintf(m.env.Text(i18n.MsgClockSeconds), m.Draft.Value(f))
}

// fieldName is f's name in k's kind: the minutes of a moves-in-time are
// for the moves, not the whole game.
func fieldName(k clock.Custom, f clock.Field) i18n.Msg {
	switch f {
	case clock.FieldMinutes:
		if k.MovesIn {
			return i18n.MsgClockMovesBase
		}
		return i18n.MsgClockBase
	case clock.FieldMoves:
		return i18n.MsgClockMovesField
	case clock.FieldInc:
		return i18n.MsgClockInc
	case clock.FieldPeriods:
		return i18n.MsgClockPeriodsField
	case clock.FieldPeriod:
		return i18n.MsgClockPeriodField
	}
	return i18n.MsgClockMove
}

func (m *Clock) fieldRange(f clock.Field) string {
	switch f {
	case clock.FieldMinutes:
		return fmt.Sprintf(m.env.Text(i18n.MsgClockRangeMinutes), clock.MinMinutes, clock.MaxMinutes)
	case clock.FieldInc:
		return fmt.Sprintf(m.env.Text(i18n.MsgClockRangeSeconds), 0, clock.MaxInc)
	case clock.FieldPeriods:
		return fmt.Sprintf(m.env.Text(i18n.MsgClockRangePeriods), 1, clock.MaxCustomPeriods)
	case clock.FieldMoves:
		lo, hi := clock.MinCustomMoves, clock.MaxCustomMoves
		return fmt.Sprintf(m.env.Lang().Format(i18n.MsgClockRangeMoves, lo, hi), lo, hi)
	}
	return fmt.Sprintf(m.env.Text(i18n.MsgClockRangeSeconds), clock.MinMove, clock.MaxMove)
}

// ControlLabel is a clock's name in New game's list: "No clock", "10
// min", "30 s/move", "10+5", "20 min + 3×60 s", "40 moves in 90 min".
func ControlLabel(lang i18n.Lang, tc clock.Control) string {
	switch tc.Kind() {
	case clock.None:
		return lang.Text(i18n.MsgClockNone)
	case clock.SuddenDeath:
		return fmt.Sprintf(lang.Text(i18n.MsgClockMinutes), clock.FormatMinutes(tc.Base))
	case clock.FixedPerMove:
		return fmt.Sprintf(lang.Text(i18n.MsgClockPerMove), clock.FormatSeconds(tc.Base))
	case clock.Countdown:
		return fmt.Sprintf(lang.Text(i18n.MsgClockCountdown), clock.FormatMinutes(tc.Base), PeriodsLabel(lang, tc.Periods, tc.Period))
	case clock.MovesInTime:
		return fmt.Sprintf(lang.Format(i18n.MsgClockMovesIn, tc.Moves), tc.Moves, clock.FormatMinutes(tc.Base))
	}
	return clock.FormatMinutes(tc.Base) + "+" + clock.FormatSeconds(tc.Inc)
}

// PeriodsLabel is n countdown periods of d: "3×30 s".
func PeriodsLabel(lang i18n.Lang, n int, d time.Duration) string {
	return fmt.Sprintf(lang.Text(i18n.MsgClockPeriods), n, clock.FormatSeconds(d))
}
