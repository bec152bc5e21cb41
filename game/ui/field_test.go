package ui

import "testing"

// readClip is a clipboard holding text.
type readClip struct{ text string }

func (c readClip) ReadText() (string, error) { return c.text, nil }

// TestFieldType (from the display suite's TestTextField): a field not
// being edited takes no key; printable characters are typed, Backspace
// takes a whole character, a paste makes runs of white space one space,
// the text stops at Max; after select all, typing or pasting replaces
// the text and Backspace clears it; Vietnamese and Chinese are taken as
// an input method hands them over (issue 28: the Games screen's search),
// a control or private use character is not.
func TestFieldType(t *testing.T) {
	f := Field{Max: 10}
	clip := readClip{"  a \n b  "}
	if f.Type(FieldKeys{Text: []rune("x"), Paste: true}, clip) || f.String() != "" {
		t.Fatalf("a field not being edited took a key: %q", f.String())
	}
	f.Edit("abc")
	if !f.Editing || f.All || f.String() != "abc" {
		t.Fatalf("Edit: %+v", f)
	}
	if !f.Type(FieldKeys{Text: []rune("dé\x01f")}, clip) || f.String() != "abcdéf" {
		t.Fatalf("typed: %q", f.String())
	}
	f.Type(FieldKeys{Erase: true}, clip)
	if f.Type(FieldKeys{Erase: true}, clip); f.String() != "abcd" {
		t.Fatalf("two Backspaces: %q", f.String())
	}
	if !f.Type(FieldKeys{Paste: true}, clip) || f.String() != "abcda b" {
		t.Fatalf("pasted: %q", f.String())
	}
	if f.Type(FieldKeys{}, clip) {
		t.Error("a tick with no key changed the field")
	}
	if f.Type(FieldKeys{Paste: true}, nil) || f.String() != "abcda b" {
		t.Errorf("a paste with no clipboard: %q", f.String())
	}
	f.Type(FieldKeys{Text: []rune("0123456789")}, clip)
	if f.String() != "abcda b012" {
		t.Fatalf("typed past the end: %q, want the field's 10 characters", f.String())
	}
	// Select all, then typing replaces everything; select all and a paste
	// replaces it too; select all and Backspace clears.
	if !f.Type(FieldKeys{SelectAll: true}, clip) || !f.All {
		t.Fatal("select all")
	}
	if f.Type(FieldKeys{Text: []rune("z")}, clip); f.String() != "z" || f.All {
		t.Fatalf("typed over a selection: %q (selected %v)", f.String(), f.All)
	}
	f.Type(FieldKeys{SelectAll: true}, clip)
	if f.Type(FieldKeys{Paste: true}, clip); f.String() != "a b" || f.All {
		t.Fatalf("pasted over a selection: %q (selected %v)", f.String(), f.All)
	}
	f.Type(FieldKeys{SelectAll: true}, clip)
	if !f.Type(FieldKeys{Erase: true}, clip) || f.String() != "" || f.All {
		t.Fatalf("Backspace over a selection: %q (selected %v)", f.String(), f.All)
	}
	if f.Type(FieldKeys{SelectAll: true}, clip) || f.All {
		t.Error("select all in an empty field selected")
	}
	if f.Type(FieldKeys{Erase: true}, clip) {
		t.Error("Backspace in an empty field changed it")
	}

	f = Field{Max: 20}
	f.Edit("")
	f.Type(FieldKeys{Text: []rune("Nguyễn\t胡荣华\ue000")}, clip)
	if f.String() != "Nguyễn胡荣华" || len(f.Text) != 9 {
		t.Fatalf("typed in Vietnamese and Chinese: %q (%d characters)", f.String(), len(f.Text))
	}
	if f.Type(FieldKeys{Erase: true}, clip); f.String() != "Nguyễn胡荣" {
		t.Fatalf("Backspace after a Chinese character: %q", f.String())
	}
	f.All = true
	f.Stop()
	if f.Editing || f.All || f.String() != "" {
		t.Fatalf("Stop: %+v", f)
	}
}
