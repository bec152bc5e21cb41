package ui

import (
	"strings"
	"unicode"
)

// Field is a one-line text field (the editor's FEN, the Games screen's
// search). While editing it takes the keyboard: any printable character
// (Vietnamese, Chinese: the runes an input method gives included),
// Backspace, paste (runs of white space made one space), select all
// (what is typed or pasted next replaces the text, Backspace clears it).
type Field struct {
	Editing bool
	Text    []rune
	All     bool // the whole text is selected
	Max     int  // the longest text it takes
}

// FieldKeys is one tick of keyboard for a field.
type FieldKeys struct {
	Text      []rune // characters typed
	SelectAll bool   // Ctrl+A
	Erase     bool   // Backspace
	Paste     bool   // Ctrl+V
}

// Edit starts editing with s in the field, the cursor at its end.
func (f *Field) Edit(s string) {
	f.Editing, f.All = true, false
	f.Text = append(f.Text[:0], []rune(s)...)
}

// Stop ends the editing and empties the field.
func (f *Field) Stop() {
	f.Editing, f.All = false, false
	f.Text = f.Text[:0]
}

func (f *Field) String() string { return string(f.Text) }

// Type feeds a tick of keyboard to the field while it is edited, pasting
// from clip (nil: none); it reports whether the text or the selection
// changed.
func (f *Field) Type(k FieldKeys, clip interface{ ReadText() (string, error) }) bool {
	if !f.Editing {
		return false
	}
	changed := false
	insert := func(rs []rune) {
		if f.All {
			f.Text, f.All = f.Text[:0], false
		}
		for _, r := range rs {
			if unicode.IsPrint(r) && len(f.Text) < f.Max {
				f.Text = append(f.Text, r)
			}
		}
		changed = true
	}
	if k.SelectAll && len(f.Text) > 0 {
		f.All, changed = true, true
	}
	if len(k.Text) > 0 {
		insert(k.Text)
	}
	if k.Erase && len(f.Text) > 0 {
		if f.All {
			f.Text, f.All = f.Text[:0], false
		} else {
			f.Text = f.Text[:len(f.Text)-1]
		}
		changed = true
	}
	if k.Paste && clip != nil {
		if s, err := clip.ReadText(); err == nil {
			insert([]rune(strings.Join(strings.Fields(s), " ")))
		}
	}
	return changed
}
