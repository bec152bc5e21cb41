package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/home"
)

// refusalScreen is the view of home.Refusal: the game's name, why it
// cannot start, the data folder, and Quit, in a column in the middle.
type refusalScreen struct {
	m     *home.Refusal
	press buttonPress
}

// refusalGeometry is where the refusal's parts go.
type refusalGeometry struct {
	col                 rect
	title, text, folder rect
	quit                rect
}

// Sizes of the refusal's texts (dp).
const (
	refusalTitleDP  = 26
	refusalTextDP   = 17
	refusalFolderDP = 13
)

func (s *refusalScreen) layout(c *ctx) refusalGeometry {
	dp := c.dp
	col := c.column()
	textH := paragraphHeight(c, s.m.Text(), col.W, refusalTextDP)
	folderH := paragraphHeight(c, s.m.Folder(), col.W, refusalFolderDP)
	h := (refusalTitleDP*1.6+12)*dp + textH + 12*dp + folderH + 24*dp + buttonDP*dp
	y := math.Max(16*dp, (float64(c.h)-h)/2)
	var g refusalGeometry
	g.col = col
	g.title = rect{X: col.X, Y: y, W: col.W, H: refusalTitleDP * 1.6 * dp}
	y += g.title.H + 12*dp
	g.text = rect{X: col.X, Y: y, W: col.W, H: textH}
	y += textH + 12*dp
	g.folder = rect{X: col.X, Y: y, W: col.W, H: folderH}
	y += folderH + 24*dp
	g.quit = rect{X: col.X, Y: y, W: col.W, H: buttonDP * dp}
	return g
}

func (s *refusalScreen) buttons(c *ctx) []button {
	b := s.m.Buttons()[0]
	return []button{{r: s.layout(c).quit, label: b.Label, primary: true, act: func() { c.apply(b.Press()) }}}
}

func (s *refusalScreen) pointer(c *ctx, ps pointerState) {
	s.press.pointer(c, ps, s.buttons(c))
}

func (s *refusalScreen) draw(c *ctx, dst *ebiten.Image) {
	p := c.paint
	g := s.layout(c)
	title := s.m.Title()
	p.drawLine(dst, title, p.fitFace(title, refusalTitleDP*c.dp, g.col.W), g.col.X+g.col.W/2, g.title.Y+g.title.H/2, alignCenter, colText)
	drawParagraph(c, dst, s.m.Text(), g.text, refusalTextDP, refusalTextDP, colText, alignCenter)
	drawParagraph(c, dst, s.m.Folder(), g.folder, refusalFolderDP, refusalFolderDP, colTextDim, alignCenter)
	p.drawButtons(dst, s.buttons(c), &s.press)
}
