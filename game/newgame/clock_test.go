package newgame

import (
	"slices"
	"testing"
	"time"

	"xiangqi/clock"
	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/i18n"
)

func newClockAt(tc clock.Control, lang i18n.Lang) (*Clock, *session.Settings) {
	st := &session.Settings{TimeControl: tc}
	return NewClock(ui.LangEnv(lang, st)), st
}

// step taps field f's – (up false) or + n times, as a player does even
// when the button is disabled (the view does not call a disabled one, but
// the model must hold anyway).
func step(m *Clock, f clock.Field, up bool, n int) {
	for range n {
		m.Step(f, up)
	}
}

// TestClockToSevenPlusThree: a careless player taps every button twice on
// the way to 7+3; Done keeps it in the settings, asks for a save and
// closes the editor.
func TestClockToSevenPlusThree(t *testing.T) {
	m, st := newClockAt(clock.Control{}, i18n.LangEn)
	if m.Draft != clock.CustomOf(clock.Control{}) {
		t.Fatalf("the editor opens at %+v", m.Draft)
	}
	if o := m.Tap(ClockEachMove); !o.Changed || o.Close || !m.Draft.PerMove {
		t.Fatalf("each move: %+v, %+v", o, m.Draft)
	}
	if o := m.Tap(ClockEachMove); o != (ui.Outcome{}) {
		t.Fatalf("each move again changed something: %+v", o)
	}
	if rows := m.Rows(); len(rows) != 1 || rows[0].Field != clock.FieldMove {
		t.Fatalf("per move rows: %+v", rows)
	}
	step(m, clock.FieldMove, true, 2)
	step(m, clock.FieldMove, false, 2)
	m.Tap(ClockWholeGame)
	m.Tap(ClockWholeGame)
	if m.Draft.PerMove || len(m.Rows()) != 2 {
		t.Fatalf("whole game: %+v", m.Draft)
	}
	step(m, clock.FieldMinutes, false, 3)
	step(m, clock.FieldInc, true, 5)
	step(m, clock.FieldInc, false, 2)
	if got := m.Draft.Control(); got != clock.Minutes(7, 3) {
		t.Fatalf("the editor has %v, want 7+3", got)
	}
	if st.TimeControl.On() {
		t.Fatal("the settings changed before Done")
	}
	if label, face := m.Preview(); label != "7+3" || face != "7:00" {
		t.Fatalf("preview %q %q", label, face)
	}
	o := m.Tap(ClockDone)
	if !o.Save || !o.Close || !o.Changed || o.Open != nil {
		t.Fatalf("Done: %+v", o)
	}
	if st.TimeControl != clock.Minutes(7, 3) {
		t.Fatalf("kept %v", st.TimeControl)
	}
}

// TestClockCancelKeepsNothing: Cancel closes without saving and leaves
// the settings as they were.
func TestClockCancelKeepsNothing(t *testing.T) {
	m, st := newClockAt(clock.Minutes(10, 5), i18n.LangEn)
	step(m, clock.FieldMinutes, true, 2)
	o := m.Tap(ClockCancel)
	if !o.Close || o.Save {
		t.Fatalf("Cancel: %+v", o)
	}
	if st.TimeControl != clock.Minutes(10, 5) {
		t.Fatalf("Cancel kept %v", st.TimeControl)
	}
}

// TestClockClamped: at each end of each range the step that would leave
// it is refused (the row says so, so the view disables it) and changes
// nothing; a clock out of range opens clamped and whole, and Done keeps
// the clamped clock; the junk of a damaged save opens as the default.
func TestClockClamped(t *testing.T) {
	m, st := newClockAt(clock.Control{Base: 10 * time.Hour, Inc: 400 * time.Millisecond}, i18n.LangEn)
	if m.Draft.Minutes != clock.MaxMinutes || m.Draft.Inc != 0 {
		t.Fatalf("opened at %+v", m.Draft)
	}
	row := func(f clock.Field) ClockRow {
		t.Helper()
		for _, r := range m.Rows() {
			if r.Field == f {
				return r
			}
		}
		t.Fatalf("no row for field %d", f)
		return ClockRow{}
	}
	if row(clock.FieldMinutes).Up || !row(clock.FieldMinutes).Down || row(clock.FieldInc).Down {
		t.Fatal("the ends' buttons are not as they should be")
	}
	if o := m.Step(clock.FieldMinutes, true); o != (ui.Outcome{}) {
		t.Fatalf("a step past the end: %+v", o)
	}
	step(m, clock.FieldInc, false, 3)
	if m.Draft.Minutes != clock.MaxMinutes || m.Draft.Inc != 0 {
		t.Fatalf("past the ends: %+v", m.Draft)
	}
	// All the way down and up again: 32 values of minutes, 21 of seconds.
	minutes, incs := 0, 0
	for m.Step(clock.FieldMinutes, false).Changed {
		minutes++
	}
	for m.Step(clock.FieldInc, true).Changed {
		incs++
	}
	if minutes != 31 || incs != 20 {
		t.Fatalf("%d steps of minutes, %d of seconds; want 31 and 20", minutes, incs)
	}
	if m.Draft.Minutes != clock.MinMinutes || m.Draft.Inc != clock.MaxInc || row(clock.FieldMinutes).Down || row(clock.FieldInc).Up {
		t.Fatalf("at the other ends: %+v", m.Draft)
	}
	m.Tap(ClockEachMove)
	step(m, clock.FieldMove, true, 40)
	if m.Draft.Move != clock.MaxMove || row(clock.FieldMove).Up {
		t.Fatalf("per move at the top: %+v", m.Draft)
	}
	step(m, clock.FieldMove, false, 40)
	if m.Draft.Move != clock.MinMove || row(clock.FieldMove).Down {
		t.Fatalf("per move at the bottom: %+v", m.Draft)
	}
	m.Tap(ClockDone)
	if st.TimeControl != clock.PerMoveOf(time.Second) {
		t.Fatalf("kept %v", st.TimeControl)
	}
	junk, _ := newClockAt(clock.Control{Base: -time.Hour, Inc: -time.Second, PerMove: true}, i18n.LangEn)
	if want := (clock.Custom{Minutes: 10, Move: 30, Periods: 1, Period: 30, Moves: 20}); junk.Draft != want {
		t.Fatalf("junk opened as %+v", junk.Draft)
	}
}

// TestClockTexts: the rows and the preview in each language.
func TestClockTexts(t *testing.T) {
	for _, c := range []struct {
		lang           i18n.Lang
		value, preview string
	}{
		{i18n.LangEn, "10 min", "10+5"},
		{i18n.LangVi, "10 phút", "10+5"},
		{i18n.LangZh, "10 分", "10+5"},
	} {
		m, _ := newClockAt(clock.Minutes(10, 5), c.lang)
		rows := m.Rows()
		if len(rows) != 2 || rows[0].Value != c.value || rows[1].Value == "" || rows[0].Name == "" || rows[0].Range == "" {
			t.Errorf("%s: rows %+v", c.lang.Code(), rows)
		}
		if label, _ := m.Preview(); label != c.preview {
			t.Errorf("%s: preview %q", c.lang.Code(), label)
		}
	}
	for _, c := range []struct {
		tc   clock.Control
		want string
	}{
		{clock.Control{}, "None"},
		{clock.Minutes(5, 0), "5 min"},
		{clock.PerMoveOf(30 * time.Second), "30 s a move"},
		{clock.Minutes(10, 5), "10+5"},
		{clock.CountdownOf(20*time.Minute, 3, time.Minute), "20 min + 3×60 s"},
		{clock.MovesIn(40, 90*time.Minute), "40 moves in 90 min"},
		{clock.MovesIn(1000, time.Minute), "1000 moves in 1 min"},
	} {
		if got := ControlLabel(i18n.LangEn, c.tc); got != c.want {
			t.Errorf("ControlLabel(%v) = %q, want %q", c.tc, got, c.want)
		}
	}
}

// TestClockToCountdown: a careless player makes 20 min + 3 × 60 s in the
// editor, tapping the kinds back and forth (each keeps its values), past
// the ends of the periods' range; Done keeps it. The countdowns are among
// New game's presets, in every language's label.
func TestClockToCountdown(t *testing.T) {
	m, st := newClockAt(clock.Minutes(15, 10), i18n.LangEn)
	if o := m.Tap(ClockCountdown); !o.Changed || !m.Draft.Countdown {
		t.Fatalf("countdown: %+v, %+v", o, m.Draft)
	}
	if o := m.Tap(ClockCountdown); o != (ui.Outcome{}) {
		t.Fatalf("countdown again changed something: %+v", o)
	}
	rows := m.Rows()
	if len(rows) != 3 || rows[0].Field != clock.FieldMinutes || rows[1].Field != clock.FieldPeriods || rows[2].Field != clock.FieldPeriod {
		t.Fatalf("countdown rows: %+v", rows)
	}
	if rows[1].Value != "1×30 s" || rows[1].Range != "1 to 10" || rows[1].Down || !rows[1].Up {
		t.Fatalf("periods row: %+v", rows[1])
	}
	step(m, clock.FieldPeriods, false, 3) // already at 1
	step(m, clock.FieldPeriods, true, 14) // to 10, and past it
	if m.Draft.Periods != clock.MaxCustomPeriods || m.Rows()[1].Up {
		t.Fatalf("periods at the top: %+v", m.Draft)
	}
	step(m, clock.FieldPeriods, false, 7)
	step(m, clock.FieldPeriod, true, 6) // 30 → 35 … 60
	step(m, clock.FieldMinutes, true, 1)
	m.Tap(ClockEachMove)
	m.Tap(ClockWholeGame)
	if got := m.Draft.Control(); got != clock.Minutes(20, 10) {
		t.Fatalf("whole game kept %v, want 20+10", got)
	}
	m.Tap(ClockCountdown)
	want := clock.CountdownOf(20*time.Minute, 3, time.Minute)
	if got := m.Draft.Control(); got != want {
		t.Fatalf("the editor has %v, want %v", got, want)
	}
	if label, face := m.Preview(); label != "20 min + 3×60 s" || face != "20:00" {
		t.Fatalf("preview %q %q", label, face)
	}
	if o := m.Tap(ClockDone); !o.Close || !o.Save || st.TimeControl != want {
		t.Fatalf("done: %+v, settings %v", o, st.TimeControl)
	}
	// Opened again on it, the editor shows the countdown.
	if again, _ := newClockAt(st.TimeControl, i18n.LangVi); !again.Draft.Countdown || again.Rows()[1].Value != "3×60 giây" {
		t.Fatalf("reopened: %+v %+v", again.Draft, again.Rows())
	}
	presets := TimeControls()
	for _, c := range clock.Countdowns {
		if !slices.Contains(presets, c) {
			t.Errorf("%v is not a preset", c)
		}
	}
	for l, want := range map[i18n.Lang]string{i18n.LangEn: "10 min + 1×30 s", i18n.LangVi: "10 phút + 1×30 giây", i18n.LangZh: "10 分 + 1×30 秒"} {
		if got := ControlLabel(l, clock.Countdowns[0]); got != want {
			t.Errorf("%s: %q, want %q", l.Code(), got, want)
		}
	}
}

// TestClockToMovesIn: a careless player makes 40 moves in 90 min in the
// editor: the fourth kind tapped twice, its steppers pressed past both
// ends of the moves' range (10 to 60 in fives) and of the minutes' (1 to
// 180), the kinds switched back and forth (each keeps its values), Back
// (Cancel) first, then Done; the texts in each language.
func TestClockToMovesIn(t *testing.T) {
	m, st := newClockAt(clock.Minutes(15, 10), i18n.LangEn)
	if o := m.Tap(ClockMovesIn); !o.Changed || !m.Draft.MovesIn || m.Draft.Countdown || m.Draft.PerMove {
		t.Fatalf("moves in time: %+v, %+v", o, m.Draft)
	}
	if o := m.Tap(ClockMovesIn); o != (ui.Outcome{}) {
		t.Fatalf("moves in time again changed something: %+v", o)
	}
	rows := m.Rows()
	if len(rows) != 2 || rows[0].Field != clock.FieldMoves || rows[1].Field != clock.FieldMinutes {
		t.Fatalf("moves-in-time rows: %+v", rows)
	}
	if r := rows[0]; r.Name != "Moves" || r.Value != "20 moves" || r.Range != "10 to 60 moves" || !r.Down || !r.Up {
		t.Fatalf("moves row: %+v", r)
	}
	if r := rows[1]; r.Name != "Time for these moves" || r.Value != "15 min" || r.Range != "1 to 180 min" {
		t.Fatalf("minutes row: %+v", r)
	}
	if label, face := m.Preview(); label != "20 moves in 15 min" || face != "15:00" {
		t.Fatalf("preview %q %q", label, face)
	}
	step(m, clock.FieldMoves, false, 4) // 20 → 15 → 10, then twice at the end
	if r := m.Rows()[0]; m.Draft.Moves != clock.MinCustomMoves || r.Value != "10 moves" || r.Down || !r.Up {
		t.Fatalf("moves at the bottom: %+v", r)
	}
	step(m, clock.FieldMoves, true, 12) // 10 → 60 in ten steps, then twice at the end
	if r := m.Rows()[0]; m.Draft.Moves != clock.MaxCustomMoves || r.Value != "60 moves" || !r.Down || r.Up {
		t.Fatalf("moves at the top: %+v", r)
	}
	step(m, clock.FieldMinutes, false, 16) // 15 … 1, then twice at the end
	if r := m.Rows()[1]; m.Draft.Minutes != clock.MinMinutes || r.Value != "1 min" || r.Down || !r.Up {
		t.Fatalf("minutes at the bottom: %+v", r)
	}
	step(m, clock.FieldMinutes, true, 33) // 1 … 180, then twice at the end
	if r := m.Rows()[1]; m.Draft.Minutes != clock.MaxMinutes || r.Value != "180 min" || !r.Down || r.Up {
		t.Fatalf("minutes at the top: %+v", r)
	}
	// Back mid-way keeps the settings' clock.
	if o := m.Tap(ClockCancel); !o.Close || o.Save || st.TimeControl != clock.Minutes(15, 10) {
		t.Fatalf("cancel: %+v, settings %v", o, st.TimeControl)
	}
	m, st = newClockAt(clock.Minutes(15, 10), i18n.LangEn)
	m.Tap(ClockMovesIn)
	step(m, clock.FieldMoves, true, 4)    // 20 → 40
	step(m, clock.FieldMinutes, true, 12) // 15 → 60 → 90
	m.Tap(ClockCountdown)
	m.Tap(ClockWholeGame)
	if got := m.Draft.Control(); got != clock.Minutes(90, 10) {
		t.Fatalf("whole game has %v, want 90+10", got)
	}
	m.Tap(ClockMovesIn)
	want := clock.MovesIn(40, 90*time.Minute)
	if got := m.Draft.Control(); got != want {
		t.Fatalf("the editor has %v, want %v", got, want)
	}
	if label, face := m.Preview(); label != "40 moves in 90 min" || face != "1:30:00" {
		t.Fatalf("preview %q %q", label, face)
	}
	if o := m.Tap(ClockDone); !o.Close || !o.Save || st.TimeControl != want {
		t.Fatalf("done: %+v, settings %v", o, st.TimeControl)
	}
	for l, w := range map[i18n.Lang][4]string{
		i18n.LangVi: {"Số nước", "40 nước", "từ 10 đến 60 nước", "40 nước trong 90 phút"},
		i18n.LangZh: {"步数", "40 步", "10 到 60 步", "40 步限 90 分"},
	} {
		again, _ := newClockAt(st.TimeControl, l)
		r := again.Rows()[0]
		if label, _ := again.Preview(); !again.Draft.MovesIn || r.Name != w[0] || r.Value != w[1] || r.Range != w[2] || label != w[3] {
			t.Errorf("%s: %+v, preview %q", l.Code(), r, label)
		}
	}
	presets := TimeControls()
	for _, c := range clock.MovesIns {
		if !slices.Contains(presets, c) {
			t.Errorf("%v is not a preset", c)
		}
	}
}
