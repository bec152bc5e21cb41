package play

import (
	"time"

	"xiangqi/clock"
	"xiangqi/game/session"
	"xiangqi/game/sfx"
	"xiangqi/game/ui"
	"xiangqi/rules"
)

// clockWarning notices when the clocks' faces change, and sounds the
// warning once a second in a person's last ten seconds.
type clockWarning struct {
	shown    [2]string
	warnedAt int
}

func (w *clockWarning) poll(mt *session.Match) ui.Outcome {
	clk := mt.Clock()
	if clk == nil {
		return ui.Outcome{}
	}
	var o ui.Outcome
	shown := [2]string{clock.Format(clk.Left(rules.Red)), clock.Format(clk.Left(rules.Black))}
	if shown != w.shown {
		w.shown = shown
		o.Changed = true
	}
	side := clk.Side()
	left := clk.Left(side)
	if !clk.Running() || mt.Computer(side) || left >= clock.LowTime {
		w.warnedAt = -1
		return o
	}
	if s := int(left / time.Second); s != w.warnedAt {
		w.warnedAt = s
		o.Sound, o.Play = sfx.Clock, true
	}
	return o
}

// ShownClocks are the clocks' faces as last polled, Red's then Black's.
func (m *Model) ShownClocks() [2]string { return m.clockWarn.shown }

// Clock is one clock as the screen shows it.
type Clock struct {
	Side   rules.Color
	Left   time.Duration
	Face   string // "9:58"
	Active bool   // the running one, marked
	Low    bool   // under clock.LowTime: red figures
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
	for _, side := range [2]rules.Color{rules.Red, rules.Black} {
		cs[side] = Clock{Side: side, Left: left[side], Face: clock.Format(left[side]), Active: live && toMove == side, Low: left[side] < clock.LowTime}
	}
	return cs, true
}
