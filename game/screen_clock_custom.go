package game

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"xiangqi/clock"
	"xiangqi/i18n"
)

// clockCustomScreen sets a custom clock for New game: the kind (a time for
// the whole game with an increment, or a fixed time per move), then each
// value with – and + buttons that step through sensible values within the
// editor's ranges (clock.Custom), so that no tap can make a clock out of
// range; there is nothing to type. Done keeps the clock in the settings
// (Settings.TimeControl, saved), Back and Cancel leave them as they were.
type clockCustomScreen struct {
	draft clock.Custom
	press buttonPress
}

func newClockCustomScreen(tc clock.Control) *clockCustomScreen {
	return &clockCustomScreen{draft: clock.CustomOf(tc)}
}

// customStepper is one value's row: its name, –, the value, + and the
// range under them.
type customStepper struct {
	field                    clock.Field
	name, minus, value, plus rect
	hint                     rect
}

// customGeometry is where the editor's parts go. The rows keep their
// places whichever kind is chosen (a time per move has one value, the
// whole game two): the preview does not jump under the player's finger.
type customGeometry struct {
	kindName rect
	kinds    [2]rect
	steppers []customStepper
	preview  rect
	back     rect
	done     rect
}

const (
	customStepDP = 64 // a – or + button's width
	customHintDP = 20 // the range's line under a value
)

func customLayout(c *ctx, k clock.Custom) customGeometry {
	dp := c.dp
	w := float64(c.w)
	colW := min(w-32*dp, 440*dp)
	x := (w - colW) / 2
	var g customGeometry
	y := settingsTopDP * dp
	g.kindName = rect{X: x, Y: y, W: colW, H: settingsNameDP * dp}
	y += settingsNameDP * dp
	ks := rowRects(rect{X: x, Y: y, W: colW, H: settingsRowDP * dp}, 2, settingsGapDP*dp)
	g.kinds = [2]rect{ks[0], ks[1]}
	y += settingsRowDP*dp + 16*dp
	fields := []clock.Field{clock.FieldMinutes, clock.FieldInc}
	if k.PerMove {
		fields = []clock.Field{clock.FieldMove}
	}
	for _, f := range fields {
		s := customStepper{field: f, name: rect{X: x, Y: y, W: colW, H: settingsNameDP * dp}}
		ry := y + settingsNameDP*dp
		bw := customStepDP * dp
		s.minus = rect{X: x, Y: ry, W: bw, H: settingsRowDP * dp}
		s.plus = rect{X: x + colW - bw, Y: ry, W: bw, H: settingsRowDP * dp}
		s.value = rect{X: x + bw + settingsGapDP*dp, Y: ry, W: colW - 2*bw - 2*settingsGapDP*dp, H: settingsRowDP * dp}
		s.hint = rect{X: x, Y: ry + settingsRowDP*dp, W: colW, H: customHintDP * dp}
		g.steppers = append(g.steppers, s)
		y = s.hint.Y + s.hint.H + settingsItemDP*dp
	}
	// Two rows' room whatever the kind.
	y = g.kinds[0].Y + settingsRowDP*dp + 16*dp + 2*(settingsNameDP+settingsRowDP+customHintDP+settingsItemDP)*dp
	g.preview = rect{X: x, Y: y, W: colW, H: 64 * dp}
	rs := rowRects(settingsBackRect(c), 2, 6*dp)
	g.back, g.done = rs[0], rs[1]
	return g
}

// customValue is a value as its row shows it: "7 min", "3 s".
func customValue(c *ctx, k clock.Custom, f clock.Field) string {
	if f == clock.FieldMinutes {
		return fmt.Sprintf(c.text(i18n.MsgClockMinutes), fmt.Sprint(k.Minutes))
	}
	return fmt.Sprintf(c.text(i18n.MsgClockSeconds), k.Value(f))
}

// customName and customRange are a value's name and its range's line.
func customName(f clock.Field) i18n.Msg {
	switch f {
	case clock.FieldMinutes:
		return i18n.MsgClockBase
	case clock.FieldInc:
		return i18n.MsgClockInc
	}
	return i18n.MsgClockMove
}

func customRange(c *ctx, f clock.Field) string {
	switch f {
	case clock.FieldMinutes:
		return fmt.Sprintf(c.text(i18n.MsgClockRangeMinutes), clock.MinMinutes, clock.MaxMinutes)
	case clock.FieldInc:
		return fmt.Sprintf(c.text(i18n.MsgClockRangeSeconds), 0, clock.MaxInc)
	}
	return fmt.Sprintf(c.text(i18n.MsgClockRangeSeconds), clock.MinMove, clock.MaxMove)
}

// stepSign draws a – or + button's sign as two bars, centred (the
// interface font has no minus sign, and its dash sits low).
func stepSign(c *ctx, up, disabled bool) func(dst *ebiten.Image, r rect) {
	return func(dst *ebiten.Image, r rect) {
		dp := c.dp
		ink := colText
		if disabled {
			ink = colTextDim
		}
		cx, cy := r.Center()
		l, th := 20*dp, 3*dp
		vector.DrawFilledRect(dst, float32(cx-l/2), float32(cy-th/2), float32(l), float32(th), ink, true)
		if up {
			vector.DrawFilledRect(dst, float32(cx-th/2), float32(cy-l/2), float32(th), float32(l), ink, true)
		}
	}
}

func (s *clockCustomScreen) buttons(c *ctx) []button {
	g := customLayout(c, s.draft)
	kinds := c.paint.buttonRow([]button{
		{r: g.kinds[0], label: c.text(i18n.MsgClockKindGame), selected: !s.draft.PerMove, act: func() { s.draft.PerMove = false }},
		{r: g.kinds[1], label: c.text(i18n.MsgClockKindMove), selected: s.draft.PerMove, act: func() { s.draft.PerMove = true }},
	})
	bs := kinds
	for _, st := range g.steppers {
		f := st.field
		down, up := !s.draft.CanStep(f, false), !s.draft.CanStep(f, true)
		// Signs, not labels: the whole button is the sign's.
		bs = append(bs,
			button{r: st.minus, iconW: st.minus.W, icon: stepSign(c, false, down), disabled: down, act: func() { s.draft = s.draft.Step(f, false) }},
			button{r: st.plus, iconW: st.plus.W, icon: stepSign(c, true, up), disabled: up, act: func() { s.draft = s.draft.Step(f, true) }},
		)
	}
	return append(bs, c.paint.buttonRow([]button{
		{r: g.back, label: c.text(i18n.MsgCancel), act: func() { c.pop() }},
		{r: g.done, label: c.text(i18n.MsgClockDone), primary: true, act: func() {
			c.settings.TimeControl = s.draft.Control()
			c.save()
			c.pop()
		}},
	})...)
}

func (s *clockCustomScreen) pointer(c *ctx, ps pointerState) {
	s.press.pointer(c, ps, s.buttons(c))
}

func (s *clockCustomScreen) draw(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	p := c.paint
	w := float64(c.w)
	title := c.text(i18n.MsgClockCustomTitle)
	p.drawLine(dst, title, p.fitFace(title, 26*dp, w-24*dp), w/2, settingsTitleDP*dp, alignCenter, colText)
	g := customLayout(c, s.draft)
	name := func(r rect, m i18n.Msg) {
		t := c.text(m)
		p.drawLine(dst, t, p.fitFace(t, 18*dp, r.W-4*dp), r.X, r.Y+r.H/2, alignLeft, colTextDim)
	}
	name(g.kindName, i18n.MsgClockKind)
	for _, st := range g.steppers {
		name(st.name, customName(st.field))
		p.fillRoundRect(dst, st.value, 10*dp, colPanel)
		v := customValue(c, s.draft, st.field)
		cx, cy := st.value.Center()
		p.drawLine(dst, v, p.fitFace(v, 22*dp, st.value.W-16*dp), cx, cy, alignCenter, colText)
		hint := customRange(c, st.field)
		p.drawLine(dst, hint, p.fitFace(hint, settingsHintPx*dp, st.hint.W), st.hint.X, st.hint.Y+st.hint.H/2+2*dp, alignLeft, colTextDim)
	}
	// The clock as it will stand at the start, beside its name in the
	// New game screen's form.
	pr := g.preview
	p.fillRoundRect(dst, pr, 10*dp, colPanel)
	tc := s.draft.Control()
	label := timeControlLabel(c, tc)
	face := clock.Format(tc.Base)
	faceW := pr.W * 0.45
	p.drawLine(dst, label, p.fitFace(label, 20*dp, pr.W-faceW-24*dp), pr.X+14*dp, pr.Y+pr.H/2, alignLeft, colStar)
	p.drawLine(dst, face, p.fitFace(face, 34*dp, faceW-14*dp), pr.X+pr.W-14*dp, pr.Y+pr.H/2, alignRight, colText)
	p.drawButtons(dst, s.buttons(c), &s.press)
}
