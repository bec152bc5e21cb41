package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"xiangqi/game/ui"
)

// dialog is the view of a ui.Dialog, a modal box over the screen below:
// a line of text and a column of choices. Back closes it, as does every
// choice.
type dialog struct {
	m     *ui.Dialog
	press buttonPress
}

// newDialog is the view of the dialog model m.
func newDialog(m *ui.Dialog) *dialog { return &dialog{m: m} }

func (d *dialog) isOverlay() {}

// fieldH is the height the dialog's text field takes with its margin (0
// without one).
func (d *dialog) fieldH(c *ctx) float64 {
	if d.m.Field == nil {
		return 0
	}
	return (buttonDP + 8) * c.dp
}

// keys feeds the keyboard to the dialog's field: Enter is its first
// choice, Escape closes it.
func (d *dialog) keys(c *ctx, ps pointerState) bool {
	f := d.m.Field
	if f == nil {
		return false
	}
	var clip interface{ ReadText() (string, error) }
	if c.cfg.Clipboard != nil {
		clip = c.cfg.Clipboard
	}
	if f.Type(ui.FieldKeys{Text: ps.text, SelectAll: ps.selectAll, Erase: ps.erase, Paste: ps.paste}, clip) {
		c.dirty = true
	}
	switch {
	case ps.enter && len(d.m.Choices) > 0:
		o, then := d.m.Choose(0)
		c.apply(o)
		if then != nil {
			c.apply(then())
		}
	case ps.escape:
		c.apply(ui.Outcome{Changed: true, Close: true})
	}
	return true
}

func (d *dialog) rect(c *ctx) rect {
	dp := c.dp
	n := len(d.m.Choices)
	w := math.Min(float64(c.w)-32*dp, 360*dp)
	h := 84*dp + float64(n)*(buttonDP+8)*dp + d.fieldH(c)
	return rect{X: (float64(c.w) - w) / 2, Y: (float64(c.h) - h) / 2, W: w, H: h}
}

func (d *dialog) buttons(c *ctx) []button {
	r := d.rect(c)
	dp := c.dp
	var bs []button
	y := r.Y + 76*dp + d.fieldH(c)
	for i, ch := range d.m.Choices {
		act := func() {
			o, then := d.m.Choose(i)
			c.apply(o)
			if then != nil {
				c.apply(then())
			}
		}
		bs = append(bs, button{r: rect{X: r.X + 16*dp, Y: y, W: r.W - 32*dp, H: buttonDP * dp}, label: ch.Label, primary: i == 0, disabled: ch.Disabled, act: act})
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
	p.drawLine(dst, d.m.Text, p.fitFace(d.m.Text, 20*dp, r.W-24*dp), r.X+r.W/2, r.Y+40*dp, alignCenter, colText)
	if f := d.m.Field; f != nil {
		drawField(c, dst, f, rect{X: r.X + 16*dp, Y: r.Y + 72*dp, W: r.W - 32*dp, H: buttonDP * dp}, f.String(), 0)
	}
	p.drawButtons(dst, d.buttons(c), &d.press)
}
