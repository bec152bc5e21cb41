package game

import (
	"xiangqi/game/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// textField is the view of a one-line text field (ui.Field): it feeds
// it the keyboard and draws it.
type textField struct{ ui.Field }

// fieldKeys is what a tick of keyboard did to a field.
type fieldKeys struct {
	changed bool // the text or the selection changed
	enter   bool
	escape  bool
}

// keys feeds one tick of keyboard to the field; clip may be nil.
func (f *textField) keys(ps pointerState, clip Clipboard) fieldKeys {
	if !f.Editing {
		return fieldKeys{}
	}
	var cb interface{ ReadText() (string, error) }
	if clip != nil {
		cb = clip
	}
	changed := f.Type(ui.FieldKeys{Text: ps.text, SelectAll: ps.selectAll, Erase: ps.erase, Paste: ps.paste}, cb)
	return fieldKeys{changed: changed, enter: ps.enter, escape: ps.escape}
}

// draw draws the field in r: shown (not editing) is the text it stands
// for; while editing, the text typed with a cursor, on a light ground,
// keeping clear px free at the right end (for a clear button).
func (f *textField) draw(c *ctx, dst *ebiten.Image, r rect, shown string, clear float64) {
	drawField(c, dst, &f.Field, r, shown, clear)
}

// drawField draws f in r as textField.draw does.
func drawField(c *ctx, dst *ebiten.Image, f *ui.Field, r rect, shown string, clear float64) {
	dp := c.dp
	p := c.paint
	text, ink := shown, colText
	room := r.W - 12*dp
	if f.Editing {
		p.fillRoundRect(dst, r, 6*dp, colFieldEdit)
		text, ink = string(f.Text)+"|", colBlackPiece
		room -= clear
	} else {
		p.fillRoundRect(dst, r, 6*dp, colField)
	}
	face := p.fitFace(text, 15*dp, room)
	if f.Editing && f.All {
		tw := measure(string(f.Text), face)
		p.fillRoundRect(dst, rect{X: r.X + 4*dp, Y: r.Y + 4*dp, W: tw + 4*dp, H: r.H - 8*dp}, 3*dp, colSelection)
	}
	p.drawLine(dst, text, face, r.X+6*dp, r.Y+r.H/2, alignLeft, ink)
}
