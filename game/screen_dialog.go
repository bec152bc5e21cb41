package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"xiangqi/game/ui"
)

// dialog is a modal box over the screen below: a line of text and a
// column of choices. Back closes it, as does every choice. It is the view
// of a ui.Dialog (m), or of the text and choices of a screen not yet
// made a model.
type dialog struct {
	m       *ui.Dialog
	text    string
	choices []choice
	press   buttonPress
}

// newDialog is the view of the dialog model m.
func newDialog(m *ui.Dialog) *dialog {
	d := &dialog{m: m, text: m.Text}
	for i, ch := range m.Choices {
		d.choices = append(d.choices, choice{label: ch.Label, disabled: ch.Disabled, model: i})
	}
	return d
}

// choice is one of a dialog's buttons; act runs after the dialog has
// closed (nil only closes it). A disabled choice is shown greyed, in its
// place, and takes no tap.
type choice struct {
	label    string
	act      func()
	disabled bool
	model    int // the choice of the dialog's model (dialog.m)
}

func (d *dialog) isOverlay() {}

func (d *dialog) rect(c *ctx) rect {
	dp := c.dp
	n := len(d.choices)
	w := math.Min(float64(c.w)-32*dp, 360*dp)
	h := 84*dp + float64(n)*(buttonDP+8)*dp
	return rect{X: (float64(c.w) - w) / 2, Y: (float64(c.h) - h) / 2, W: w, H: h}
}

func (d *dialog) buttons(c *ctx) []button {
	r := d.rect(c)
	dp := c.dp
	var bs []button
	y := r.Y + 76*dp
	for i, ch := range d.choices {
		act := func() {
			c.pop()
			if ch.act != nil {
				ch.act()
			}
		}
		if d.m != nil {
			act = func() {
				o, then := d.m.Choose(ch.model)
				c.apply(o)
				if then != nil {
					c.apply(then())
				}
			}
		}
		bs = append(bs, button{r: rect{X: r.X + 16*dp, Y: y, W: r.W - 32*dp, H: buttonDP * dp}, label: ch.label, primary: i == 0, disabled: ch.disabled, act: act})
		y += (buttonDP + 8) * dp
	}
	return bs
}

// pointer: the screen below gets nothing while the dialog is open.
func (d *dialog) pointer(c *ctx, ps pointerState) {
	d.press.pointer(c, ps, d.buttons(c))
}

func (d *dialog) draw(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	p := c.paint
	vector.DrawFilledRect(dst, 0, 0, float32(c.w), float32(c.h), colDim, false)
	r := d.rect(c)
	p.fillRoundRect(dst, r, 14*dp, colPanel)
	p.drawLine(dst, d.text, p.fitFace(d.text, 20*dp, r.W-24*dp), r.X+r.W/2, r.Y+40*dp, alignCenter, colText)
	p.drawButtons(dst, d.buttons(c), &d.press)
}
