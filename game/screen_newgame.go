package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/newgame"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// newGameScreen is the view of New game (newgame.Form): its choices laid
// out as Settings lays out its own (settingsLayout) — each with all its
// options, in two columns in landscape, scrolling between the title and
// Back/Start when they do not fit — taps turned into the model's choices
// and targets, and the model drawn.
type newGameScreen struct {
	m      *newgame.Form
	press  buttonPress
	scroll scroller
}

// newNewGameScreen opens New game; from is the editor's position to
// start from, nil for the start position (with the handicap).
func newNewGameScreen(c *ctx, from *rules.Position) *newGameScreen {
	return &newGameScreen{m: newgame.NewForm(c.env(), c.game, c.levelRatings(), from, c.newPlayer)}
}

// items are the model's choices as laid out.
func (n *newGameScreen) items(c *ctx) []settingsItem { return formItems(c, n.m.Choices()) }

// newGameActions are the Back and Start buttons' places.
func newGameActions(c *ctx) (back, start rect) {
	rs := rowRects(settingsBackRect(c), 2, 6*c.dp)
	return rs[0], rs[1]
}

func (n *newGameScreen) buttons(c *ctx) []button {
	items := n.items(c)
	g := settingsLayout(c, items)
	bs := choiceButtons(c, items, g, &n.scroll, func(i, k int) { c.apply(n.m.Choose(i, k)) })
	back, start := newGameActions(c)
	tap := func(t newgame.FormTarget) func() { return func() { c.apply(n.m.Tap(t)) } }
	return append(bs, c.paint.buttonRow([]button{
		{r: back, label: c.text(i18n.MsgBack), act: tap(newgame.FormBack)},
		{r: start, label: c.text(i18n.MsgStart), primary: true, act: tap(newgame.FormStart)},
	})...)
}

func (n *newGameScreen) pointer(c *ctx, ps pointerState) {
	g := settingsLayout(c, n.items(c))
	if ps.ev == pointerPress && !g.view.Contains(ps.x, ps.y) {
		// Back and Start, below the view, are not the list's.
		n.press.pointer(c, ps, n.buttons(c))
		return
	}
	if !n.scroll.take(c, ps, g.maxScroll(), &n.press) {
		n.press.pointer(c, ps, n.buttons(c))
	}
}

func (n *newGameScreen) draw(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	p := c.paint
	w := float64(c.w)
	title := c.text(i18n.MsgNewGame)
	p.drawLine(dst, title, p.fitFace(title, 26*dp, w-24*dp), w/2, settingsTitleDP*dp, alignCenter, colText)
	if note := n.m.Note; note != "" {
		p.drawLine(dst, note, p.fitFace(note, 15*dp, w-24*dp), w/2, settingsNoteDP*dp, alignCenter, colGood)
	} else if first := n.m.FirstNote(); first != "" {
		p.drawLine(dst, first, p.fitFace(first, 15*dp, w-24*dp), w/2, settingsNoteDP*dp, alignCenter, colTextDim)
	}
	items := n.items(c)
	drawChoices(c, dst, items, settingsLayout(c, items), &n.scroll, n.buttons(c), 2, &n.press)
}
