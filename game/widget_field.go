package game

import (
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
)

// textField is a one-line text field (the editor's FEN, the Games
// screen's search). While editing it takes the keyboard: any printable
// character (Vietnamese, Chinese: the runes Ebitengine's AppendInputChars
// gives, an input method's included), Backspace, Ctrl+V (paste, with
// runs of white space made one space), Ctrl+A (select all: what is typed
// or pasted next replaces the text, Backspace clears it), Enter and
// Escape.
type textField struct {
	editing bool
	text    []rune
	all     bool // the whole text is selected
	max     int  // the longest text it takes
}

// edit starts editing with s in the field, the cursor at its end.
func (f *textField) edit(s string) {
	f.editing, f.all = true, false
	f.text = append(f.text[:0], []rune(s)...)
}

func (f *textField) String() string { return string(f.text) }

// fieldKeys is what a tick of keyboard did to a field.
type fieldKeys struct {
	changed bool // the text or the selection changed
	enter   bool
	escape  bool
}

// keys feeds one tick of keyboard to the field; clip may be nil.
func (f *textField) keys(ps pointerState, clip Clipboard) fieldKeys {
	var k fieldKeys
	if !f.editing {
		return k
	}
	insert := func(rs []rune) {
		if f.all {
			f.text, f.all = f.text[:0], false
		}
		for _, r := range rs {
			if unicode.IsPrint(r) && len(f.text) < f.max {
				f.text = append(f.text, r)
			}
		}
		k.changed = true
	}
	if ps.selectAll && len(f.text) > 0 {
		f.all, k.changed = true, true
	}
	if len(ps.text) > 0 {
		insert(ps.text)
	}
	if ps.erase && len(f.text) > 0 {
		if f.all {
			f.text, f.all = f.text[:0], false
		} else {
			f.text = f.text[:len(f.text)-1]
		}
		k.changed = true
	}
	if ps.paste && clip != nil {
		if s, err := clip.ReadText(); err == nil {
			insert([]rune(strings.Join(strings.Fields(s), " ")))
		}
	}
	k.escape, k.enter = ps.escape, ps.enter
	return k
}

// draw draws the field in r: shown (not editing) is the text it stands
// for; while editing, the text typed with a cursor, on a light ground,
// keeping clear px free at the right end (for a clear button).
func (f *textField) draw(c *ctx, dst *ebiten.Image, r rect, shown string, clear float64) {
	dp := c.dp
	p := c.paint
	text, ink := shown, colText
	room := r.W - 12*dp
	if f.editing {
		p.fillRoundRect(dst, r, 6*dp, colFieldEdit)
		text, ink = string(f.text)+"|", colBlackPiece
		room -= clear
	} else {
		p.fillRoundRect(dst, r, 6*dp, colField)
	}
	face := p.fitFace(text, 15*dp, room)
	if f.editing && f.all {
		tw := measure(string(f.text), face)
		p.fillRoundRect(dst, rect{X: r.X + 4*dp, Y: r.Y + 4*dp, W: tw + 4*dp, H: r.H - 8*dp}, 3*dp, colSelection)
	}
	p.drawLine(dst, text, face, r.X+6*dp, r.Y+r.H/2, alignLeft, ink)
}
