package game

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"xiangqi/clock"
	"xiangqi/game/newgame"
	"xiangqi/i18n"
)

// clockCustomScreen is the view of New game's custom clock
// (newgame.Clock): it lays out the editor's rows, turns taps into the
// model's targets and draws the model.
type clockCustomScreen struct {
	m     *newgame.Clock
	press buttonPress
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
// whole game and a moves-in-time two, a countdown three): the preview does not jump under the
// player's finger.
type customGeometry struct {
	kindName rect
	kinds    [4]rect
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
	ks := rowRects(rect{X: x, Y: y, W: colW, H: settingsRowDP * dp}, 4, settingsGapDP*dp)
	g.kinds = [4]rect(ks)
	y += settingsRowDP*dp + 16*dp
	for _, f := range newgame.CustomFields(k) {
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
	// Three rows' room whatever the kind.
	y = g.kinds[0].Y + settingsRowDP*dp + 16*dp + 3*(settingsNameDP+settingsRowDP+customHintDP+settingsItemDP)*dp
	g.preview = rect{X: x, Y: y, W: colW, H: 64 * dp}
	rs := rowRects(settingsBackRect(c), 2, 6*dp)
	g.back, g.done = rs[0], rs[1]
	return g
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
	m := s.m
	g := customLayout(c, m.Draft)
	tap := func(t newgame.ClockTarget) func() { return func() { c.apply(m.Tap(t)) } }
	kinds := c.paint.buttonRow([]button{
		{r: g.kinds[0], label: c.text(i18n.MsgClockKindGame), selected: !m.Draft.PerMove && !m.Draft.Countdown && !m.Draft.MovesIn, act: tap(newgame.ClockWholeGame)},
		{r: g.kinds[1], label: c.text(i18n.MsgClockKindMove), selected: m.Draft.PerMove && !m.Draft.Countdown && !m.Draft.MovesIn, act: tap(newgame.ClockEachMove)},
		{r: g.kinds[2], label: c.text(i18n.MsgClockKindCountdown), selected: m.Draft.Countdown && !m.Draft.MovesIn, act: tap(newgame.ClockCountdown)},
		{r: g.kinds[3], label: c.text(i18n.MsgClockKindMovesIn), selected: m.Draft.MovesIn, act: tap(newgame.ClockMovesIn)},
	})
	bs := kinds
	for _, st := range g.steppers {
		f := st.field
		down, up := !m.Draft.CanStep(f, false), !m.Draft.CanStep(f, true)
		// Signs, not labels: the whole button is the sign's.
		bs = append(bs,
			button{r: st.minus, iconW: st.minus.W, icon: stepSign(c, false, down), disabled: down, act: func() { c.apply(m.Step(f, false)) }},
			button{r: st.plus, iconW: st.plus.W, icon: stepSign(c, true, up), disabled: up, act: func() { c.apply(m.Step(f, true)) }},
		)
	}
	return append(bs, c.paint.buttonRow([]button{
		{r: g.back, label: c.text(i18n.MsgCancel), act: tap(newgame.ClockCancel)},
		{r: g.done, label: c.text(i18n.MsgClockDone), primary: true, act: tap(newgame.ClockDone)},
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
	g := customLayout(c, s.m.Draft)
	name := func(r rect, t string) {
		p.drawLine(dst, t, p.fitFace(t, 18*dp, r.W-4*dp), r.X, r.Y+r.H/2, alignLeft, colTextDim)
	}
	name(g.kindName, c.text(i18n.MsgClockKind))
	for i, row := range s.m.Rows() {
		st := g.steppers[i]
		name(st.name, row.Name)
		p.fillRoundRect(dst, st.value, 10*dp, colPanel)
		cx, cy := st.value.Center()
		p.drawLine(dst, row.Value, p.fitFace(row.Value, 22*dp, st.value.W-16*dp), cx, cy, alignCenter, colText)
		p.drawLine(dst, row.Range, p.fitFace(row.Range, settingsHintPx*dp, st.hint.W), st.hint.X, st.hint.Y+st.hint.H/2+2*dp, alignLeft, colTextDim)
	}
	// The clock as it will stand at the start, beside its name in the
	// New game screen's form.
	pr := g.preview
	p.fillRoundRect(dst, pr, 10*dp, colPanel)
	label, face := s.m.Preview()
	faceW := pr.W * 0.45
	p.drawLine(dst, label, p.fitFace(label, 20*dp, pr.W-faceW-24*dp), pr.X+14*dp, pr.Y+pr.H/2, alignLeft, colStar)
	p.drawLine(dst, face, p.fitFace(face, 34*dp, faceW-14*dp), pr.X+pr.W-14*dp, pr.Y+pr.H/2, alignRight, colText)
	p.drawButtons(dst, s.buttons(c), &s.press)
}
