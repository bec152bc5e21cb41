package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/session"
	"xiangqi/rules"
)

// newGameScreen chooses the side and the level, then starts a game: from
// the start position, or from the editor's.
type newGameScreen struct {
	from  *rules.Position // nil: the start position
	press buttonPress
}

// newGameRows gives the y of the screen's rows, shared with its drawing.
func newGameRows(dp float64) (sideLabel, sideY, levelLabel, levelY, startY float64) {
	sideLabel = 90 * dp
	sideY = sideLabel + 34*dp
	levelLabel = sideY + (buttonDP+24)*dp
	levelY = levelLabel + 34*dp
	startY = levelY + session.NumLevels*(buttonDP-4+8)*dp + 16*dp
	return
}

// newGameActions are the Back and Start buttons' places.
func newGameActions(c *ctx) (back, start rect) {
	col := c.column()
	_, _, _, _, startY := newGameRows(c.dp)
	rs := rowRects(rect{col.X, startY, col.W, buttonDP * c.dp}, 2, 6*c.dp)
	return rs[0], rs[1]
}

func (n *newGameScreen) buttons(c *ctx) []button {
	col := c.column()
	dp := c.dp
	s := &c.settings
	_, sideY, _, levelY, _ := newGameRows(dp)
	sides := picker{
		rects:  rowRects(rect{col.X, sideY, col.W, buttonDP * dp}, 3, 6*dp),
		labels: []string{c.text(MsgRed), c.text(MsgBlack), c.text(MsgTwoPlayers)},
		chosen: s.PlayAs(),
		choose: func(i int) {
			s.SetPlayAs(i)
			c.save()
		},
	}
	levels := picker{
		rects:    columnRects(rect{col.X, levelY, col.W, (buttonDP - 4) * dp}, session.NumLevels, (buttonDP+4)*dp),
		chosen:   int(s.Level),
		disabled: s.TwoPlayers,
		choose:   func(i int) { s.Level = session.Level(i); c.save() },
	}
	for i := range session.NumLevels {
		levels.labels = append(levels.labels, c.text(levelMsgs[i]))
	}
	back, start := newGameActions(c)
	bs := append(c.paint.buttonRow(sides.buttons()), levels.buttons()...)
	return append(bs, c.paint.buttonRow([]button{
		{r: back, label: c.text(MsgBack), act: func() { c.pop() }},
		{r: start, label: c.text(MsgStart), primary: true, act: func() {
			pos := rules.StartPosition()
			if n.from != nil {
				pos = *n.from
			}
			c.startMatch(rules.NewGame(pos))
		}},
	})...)
}

func (n *newGameScreen) pointer(c *ctx, ps pointerState) {
	n.press.pointer(c, ps, n.buttons(c))
}

func (n *newGameScreen) draw(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	p := c.paint
	col := c.column()
	sideLabel, _, levelLabel, _, _ := newGameRows(dp)
	drawText(dst, c.text(MsgNewGame), p.fonts.UI(28*dp), float64(c.w)/2, 44*dp, alignCenter, colText)
	drawText(dst, c.text(MsgPlayAs), p.fonts.UI(18*dp), col.X, sideLabel+8*dp, alignLeft, colTextDim)
	drawText(dst, c.text(MsgLevel), p.fonts.UI(18*dp), col.X, levelLabel+8*dp, alignLeft, colTextDim)
	p.drawButtons(dst, n.buttons(c), &n.press)
}
