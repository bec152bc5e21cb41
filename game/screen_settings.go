package game

import (
	"fmt"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"xiangqi/game/session"
	"xiangqi/rules"
)

// settingsScreen lists the player's choices; a tap on a value moves it to
// the next. Every change is saved at once.
type settingsScreen struct {
	press buttonPress
	note  string // what the last change applies to, when that is not obvious
}

// settingsRow is one line of the settings screen: a name and its value,
// which a tap cycles.
type settingsRow struct {
	name  Msg
	value string
	next  func()
}

const settingsTopDP = 90

func settingsRows(c *ctx) []settingsRow {
	s := &c.settings
	onOff := func(b bool) string {
		if b {
			return c.text(MsgOn)
		}
		return c.text(MsgOff)
	}
	side := c.text(MsgRed)
	switch {
	case s.TwoPlayers:
		side = c.text(MsgTwoPlayers)
	case s.Side == rules.Black:
		side = c.text(MsgBlack)
	}
	set := c.text(MsgTraditional)
	if s.Simplified {
		set = c.text(MsgSimplified)
	}
	notation := c.text(MsgNotationAuto)
	if i := slices.Index(session.Notations, s.Notation); i >= 0 {
		notation = c.text(notationMsgs[i])
	}
	return []settingsRow{
		{MsgLevel, c.text(levelMsgs[s.Level]), func() {
			s.NextLevel()
			if c.match != nil && !c.match.Over() {
				c.match.SetLevel(s.Level)
			}
		}},
		{MsgPlayAs, side, s.NextSide},
		{MsgSound, onOff(s.Sound), func() { s.Sound = !s.Sound }},
		{MsgAnimation, onOff(s.Animation), func() { s.Animation = !s.Animation }},
		{MsgShowMoves, onOff(s.ShowMoves), func() { s.ShowMoves = !s.ShowMoves }},
		{MsgPieceSet, set, func() { s.Simplified = !s.Simplified }},
		{MsgNotation, notation, s.NextNotation},
		{MsgEngineInfo, onOff(s.EngineInfo), func() { s.EngineInfo = !s.EngineInfo }},
		{MsgLanguage, langNames[c.lang], func() {
			c.lang = (c.lang + 1) % numLangs
			s.Lang = c.lang.Code()
			c.cfg.Lang = "" // the player's choice now rules
		}},
	}
}

// settingsPlaces lays out n rows: a name on the left half of each row and
// its value on the right, one column of rows, or two side by side when a
// landscape screen is too low for one; Back under them.
func settingsPlaces(c *ctx, n int) (names, values []rect, back rect) {
	dp := c.dp
	col := c.column()
	step := (buttonDP + 6) * dp
	cols, perCol := 1, n
	top, gap := settingsTopDP*dp, 10*dp
	room := float64(c.h) - top - (buttonDP+24)*dp // for the rows
	switch {
	case float64(n)*step <= room:
	case c.w > c.h:
		cols, perCol = 2, (n+1)/2
		w := math.Min((float64(c.w)-48*dp)/2, 380*dp)
		col = rect{(float64(c.w) - 2*w - 16*dp) / 2, 0, w, float64(c.h)}
	default:
		// A small portrait screen: the title and the rows close up, down
		// to 48 dp buttons 8 dp apart.
		top, gap = 64*dp, 8*dp
		step = math.Max(56*dp, (float64(c.h)-top-(buttonDP+20)*dp)/float64(n))
	}
	for i := range n {
		x := col.X + float64(i/perCol)*(col.W+16*dp)
		y := top + float64(i%perCol)*step
		names = append(names, rect{x, y, col.W * 0.48, step - gap})
		values = append(values, rect{x + col.W*0.5, y, col.W * 0.5, step - gap})
	}
	y := top + float64(perCol)*step + gap + 2*dp
	back = rect{col.X, y, col.W, buttonDP * dp}
	if cols == 2 {
		back = rect{(float64(c.w) - col.W) / 2, y, col.W, buttonDP * dp}
	}
	return names, values, back
}

func (st *settingsScreen) buttons(c *ctx) []button {
	rows := settingsRows(c)
	_, values, back := settingsPlaces(c, len(rows))
	var bs []button
	for i, row := range rows {
		bs = append(bs, button{r: values[i], label: row.value, act: func() {
			row.next()
			c.save()
			// Say which changes reach the game in progress.
			switch {
			case row.name == MsgLevel && c.match != nil && !c.match.Over() && c.match.VsComputer():
				st.note = fmt.Sprintf(c.text(MsgLevelNow), c.text(levelMsgs[c.settings.Level]))
			case row.name == MsgPlayAs && c.match != nil && !c.match.Over():
				st.note = c.text(MsgSideNext)
			default:
				st.note = ""
			}
		}})
	}
	return append(bs, button{r: back, label: c.text(MsgBack), primary: true, act: func() { c.pop() }})
}

func (st *settingsScreen) pointer(c *ctx, ps pointerState) {
	st.press.pointer(c, ps, st.buttons(c))
}

func (st *settingsScreen) draw(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	p := c.paint
	drawText(dst, c.text(MsgSettings), p.fonts.UI(28*dp), float64(c.w)/2, 44*dp, alignCenter, colText)
	rows := settingsRows(c)
	names, _, _ := settingsPlaces(c, len(rows))
	for i, row := range rows {
		name := c.text(row.name)
		r := names[i]
		drawText(dst, name, p.fitFace(name, 18*dp, r.W), r.X, r.Y+r.H/2, alignLeft, colText)
	}
	bs := st.buttons(c)
	p.drawButtons(dst, bs, &st.press)
	if st.note != "" {
		// Under Back when there is room, else in place of the title.
		back := bs[len(bs)-1].r
		x, y := float64(c.w)/2, back.Y+back.H+22*dp
		if y+12*dp > float64(c.h) {
			y = 44 * dp
			vector.DrawFilledRect(dst, 0, float32(y-20*dp), float32(c.w), float32(40*dp), colBackground, false)
		}
		drawText(dst, st.note, p.fitFace(st.note, 15*dp, float64(c.w)-24*dp), x, y, alignCenter, colGood)
	}
}
