package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/play"
	"xiangqi/game/ui"
	"xiangqi/rules"
)

// coachDialog is the view of the coach's warning over the play screen
// (play.Coach, issue 30): the sentence that names the threat, Take back
// and Play anyway. It stands in
// the room below the board (beside it in landscape) and does not dim the
// board, where the play screen draws the move held and the threat's
// arrow. The buttons take a press only once shown for armTicks
// (pressGuard), so a double tap that played the move does not answer the
// warning too. Back takes the move back.
type coachDialog struct {
	m     *play.Coach
	play  *playScreen
	press buttonPress
}

func (d *coachDialog) isOverlay() {}

// colCoachThreat is the threat's arrow and rings: the hint's shape in the
// red of a general in check, so that it is not read as advice.
var colCoachThreat = color.RGBA{0xd8, 0x22, 0x1e, 0xd8}

// colCoachPanel is the box: the panels' colour, opaque, since the play
// buttons are under it.
var colCoachPanel = color.RGBA{0x2a, 0x1d, 0x14, 0xff}

// Sizes of the coach's box, in dp.
const (
	coachTextPx = 18 // the sentence
	coachLineDP = 24 // a line of it
	coachPadDP  = 10
)

// lines is the sentence broken to the box's width.
func (d *coachDialog) lines(c *ctx, w float64) []string {
	return wrapText(d.m.Text(), c.paint.fonts.UI(coachTextPx*c.dp), w-2*coachPadDP*c.dp)
}

func (d *coachDialog) rect(c *ctx) rect {
	dp := c.dp
	l := c.playLayout()
	var r rect
	if l.Landscape {
		r = rect{X: l.Panel.X + 8*dp, W: l.Panel.W - 16*dp}
	} else {
		r = rect{X: 4 * dp, W: float64(c.w) - 8*dp} // as wide as the play buttons
	}
	n := len(d.lines(c, r.W))
	r.H = (2*coachPadDP+8+buttonDP)*dp + float64(n)*coachLineDP*dp
	if l.Landscape {
		r.Y = l.Panel.Y + (l.Panel.H-r.H)/2
		return r
	}
	// Portrait: over the play buttons, all of them, and when the sentence
	// needs more room, over the status's second line too (the first, whose
	// turn it is, stays), or more.
	bottom := float64(c.h) - 6*dp
	top := l.Buttons.Y - 6*dp
	if bottom-top < r.H {
		top = math.Min(l.Status.Y+32*dp, bottom-r.H)
	}
	r.Y, r.H = top, bottom-top
	return r
}

func (d *coachDialog) buttons(c *ctx) []button {
	r := d.rect(c)
	dp := c.dp
	row := rowRects(rect{X: r.X + coachPadDP*dp, Y: r.Y + r.H - (coachPadDP+buttonDP)*dp, W: r.W - 2*coachPadDP*dp, H: buttonDP * dp}, 2, 8*dp)
	bs := d.m.Buttons()
	return c.paint.buttonRow([]button{
		modelButton(bs[play.TakeBack], row[0], func(o ui.Outcome) { d.tookBack(c, o) }),
		modelButton(bs[play.PlayAnyway], row[1], func(o ui.Outcome) {
			d.play.follow()
			c.apply(o)
		}),
	})
}

// tookBack stops the move's slide, the piece gone back.
func (d *coachDialog) tookBack(c *ctx, o ui.Outcome) {
	d.play.board.anim = rules.NoMove
	c.apply(o)
}

func (d *coachDialog) back(c *ctx) bool {
	d.tookBack(c, d.m.Back())
	return true
}

// poll closes the box when its warning is gone (a flag fell meanwhile).
func (d *coachDialog) poll(c *ctx) {
	if c.top() == screen(d) {
		c.apply(d.m.Poll())
	}
}

func (d *coachDialog) pointer(c *ctx, ps pointerState) {
	d.press.pointer(c, ps, d.buttons(c))
}

func (d *coachDialog) draw(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	p := c.paint
	r := d.rect(c)
	p.fillRoundRect(dst, r.Inset(-3*dp), 16*dp, colCoachThreat)
	p.fillRoundRect(dst, r, 14*dp, colCoachPanel)
	face := p.fonts.UI(coachTextPx * dp)
	lines := d.lines(c, r.W)
	// The sentence in the middle of the room above the buttons.
	room := r.H - (coachPadDP+buttonDP)*dp
	y := r.Y + (room-float64(len(lines))*coachLineDP*dp)/2 + coachLineDP/2*dp
	for _, s := range lines {
		p.drawLine(dst, s, face, r.X+r.W/2, y, alignCenter, colText)
		y += coachLineDP * dp
	}
	p.drawButtons(dst, d.buttons(c), &d.press)
}
