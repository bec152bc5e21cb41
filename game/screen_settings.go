package game

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/session"
	"xiangqi/rules"
)

// settingsScreen lists the player's choices; a tap on a value moves it to
// the next. Every change is saved at once.
type settingsScreen struct {
	press buttonPress
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

func (st *settingsScreen) buttons(c *ctx) []button {
	col := c.column()
	dp := c.dp
	var bs []button
	y := settingsTopDP * dp
	for _, row := range settingsRows(c) {
		bs = append(bs, button{r: rect{col.X + col.W*0.5, y, col.W * 0.5, (buttonDP - 4) * dp}, label: row.value,
			act: func() { row.next(); c.save() }})
		y += (buttonDP + 6) * dp
	}
	bs = append(bs, button{r: rect{col.X, y + 12*dp, col.W, buttonDP * dp}, label: c.text(MsgBack), primary: true, act: func() { c.pop() }})
	return bs
}

func (st *settingsScreen) pointer(c *ctx, ps pointerState) {
	st.press.pointer(c, ps, st.buttons(c))
}

func (st *settingsScreen) draw(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	p := c.paint
	col := c.column()
	drawText(dst, c.text(MsgSettings), p.fonts.UI(28*dp), float64(c.w)/2, 44*dp, alignCenter, colText)
	y := settingsTopDP * dp
	for _, row := range settingsRows(c) {
		name := c.text(row.name)
		drawText(dst, name, p.fitFace(name, 18*dp, col.W*0.48), col.X, y+(buttonDP-4)*dp/2, alignLeft, colText)
		y += (buttonDP + 6) * dp
	}
	p.drawButtons(dst, st.buttons(c), &st.press)
}
