package play

import (
	"fmt"
	"time"

	"xiangqi/clock"
	"xiangqi/game/newgame"
	"xiangqi/game/session"
	"xiangqi/game/sfx"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// clockWarning notices when the clocks' faces change, and sounds the
// warning once a second in a person's last ten seconds: of its main time
// when no countdown follows (sfx.Clock), of each countdown period
// (sfx.Countdown); not in main time a countdown follows.
type clockWarning struct {
	shown    [2]string
	warnedAt int // the second last warned of, with the side and the period
}

func (w *clockWarning) poll(mt *session.Match) ui.Outcome {
	clk := mt.Clock()
	if clk == nil {
		return ui.Outcome{}
	}
	var o ui.Outcome
	ctl := clk.Control()
	shown := [2]string{shownFace(ctl, clk.Left(rules.Red)), shownFace(ctl, clk.Left(rules.Black))}
	if shown != w.shown {
		w.shown = shown
		o.Changed = true
	}
	side := clk.Side()
	left := clk.Left(side)
	if !clk.Running() || mt.Computer(side) || !ctl.Low(left) {
		w.warnedAt = -1
		return o
	}
	r := ctl.Read(left)
	// The second of the face, told apart by side and period, so that the
	// same second of the next period (or of the other side) ticks too.
	key := int(side)*100000 + r.Periods*100 + int(ctl.Face(left)/time.Second)
	if key != w.warnedAt {
		w.warnedAt = key
		o.Sound, o.Play = sfx.Clock, true
		if r.Counting {
			o.Sound = sfx.Countdown
		}
	}
	return o
}

// shownFace is what a clock shows of left, for noticing a change: its
// face and, under a countdown, the periods left.
func shownFace(ctl clock.Control, left time.Duration) string {
	f := clock.Format(ctl.Face(left))
	if ctl.Kind() == clock.Countdown {
		f += fmt.Sprintf(" %d", ctl.Read(left).Periods)
	}
	return f
}

// ShownClocks are the clocks' faces as last polled, Red's then Black's.
func (m *Model) ShownClocks() [2]string { return m.clockWarn.shown }

// Clock is one clock as the screen shows it.
type Clock struct {
	Side   rules.Color
	Left   time.Duration // as the clock keeps it (under a countdown main time and periods together)
	Face   string        // "9:58": the main time, or once it is spent the running period
	Extra  string        // beside the face: the countdown's periods left ("3×30 s"), the moves to a control ("12 to go"); "" for none
	Active bool          // the running one, marked
	Low    bool          // in its last clock.LowTime with nothing after it: red figures
}

// Clocks are the two clocks, Red's then Black's: as they stand, or while
// browsing as they stood at the move shown; ok is false in a game without
// a clock.
func (m *Model) Clocks() (cs [2]Clock, ok bool) {
	mt := m.Match()
	clk := mt.Clock()
	if clk == nil {
		return cs, false
	}
	left := [2]time.Duration{clk.Left(rules.Red), clk.Left(rules.Black)}
	// The side to move's clock is the one that runs (it stands still only
	// while the game is paused or over).
	toMove, live := clk.Side(), !mt.Over()
	if rv := m.review; rv != nil {
		start := mt.Game().Start()
		left = session.ClocksAt(clk.Control(), mt.MoveClocks(), start.SideToMove(), rv.Ply())
		pos := rv.Position()
		toMove, live = pos.SideToMove(), rv.Ply() < len(mt.Game().Moves()) || !mt.Over()
	}
	ctl := clk.Control()
	lang := m.env.Lang()
	for _, side := range [2]rules.Color{rules.Red, rules.Black} {
		l := left[side]
		c := Clock{Side: side, Left: l, Face: clock.Format(ctl.Face(l)), Active: live && toMove == side, Low: ctl.Low(l)}
		switch ctl.Kind() {
		case clock.Countdown:
			c.Extra = newgame.PeriodsLabel(lang, ctl.Read(l).Periods, ctl.Period)
		case clock.MovesInTime:
			if m.review == nil {
				c.Extra = fmt.Sprintf(lang.Text(i18n.MsgClockMovesToGo), clk.MovesToGo(side))
			}
		}
		cs[side] = c
	}
	return cs, true
}
