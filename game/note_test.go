//go:build display

package game

import (
	"testing"

	"xiangqi/i18n"
	"xiangqi/rules"
)

// TestCopyNoteGoesWithItsState (issue 32, bug 4): "Copied to the
// clipboard" after Menu › Copy PGN is shown while the game stands as it
// was copied, and is gone once the game changes: after a resignation
// (which it outlived, under "Black wins — resignation"), an undo, a move.
func TestCopyNoteGoesWithItsState(t *testing.T) {
	clip := &fakeClipboard{}
	g, in := newTestGame(t, Config{Side: "two", FEN: rules.StartFEN, Clipboard: clip})
	c := g.c
	p := topIs[*playScreen](t, g)
	copied := c.text(i18n.MsgCopied)
	second := func() string { _, s := p.statusLines(c); return s }
	copyPGN := func() {
		t.Helper()
		tap(t, g, in, c.text(i18n.MsgMenu))
		tap(t, g, in, c.text(i18n.MsgCopyPGN))
		if got := second(); got != copied || clip.text == "" {
			t.Fatalf("after Copy PGN the line says %q (clipboard %d bytes), want %q", got, len(clip.text), copied)
		}
	}
	playMoves(t, g, in, "h2e2", "h9g7")
	copyPGN()
	tick(t, g, in)
	if got := second(); got != copied {
		t.Fatalf("a tick later: %q, want %q still", got, copied)
	}
	tap(t, g, in, c.text(i18n.MsgMenu))
	tap(t, g, in, c.text(i18n.MsgResign))
	tap(t, g, in, c.text(i18n.MsgYes))
	if !c.game.Match().Over() {
		t.Fatal("not resigned")
	}
	if got := second(); got == copied {
		t.Fatalf("after resigning the line still says %q", got)
	}
	first, _ := p.statusLines(c)
	if first != resultText(c) {
		t.Fatalf("first line %q, want the result", first)
	}
	// Undone (the resignation stays: undo a fresh game's move instead).
	g2, in2 := newTestGame(t, Config{Side: "two", FEN: rules.StartFEN, Clipboard: clip})
	g, in, c = g2, in2, g2.c
	p = topIs[*playScreen](t, g)
	playMoves(t, g, in, "h2e2", "h9g7")
	copyPGN()
	tap(t, g, in, c.text(i18n.MsgUndo))
	if got := second(); got == copied {
		t.Fatalf("after an undo the line still says %q", got)
	}
	copyPGN()
	playMoves(t, g, in, "h9g7")
	if got := second(); got == copied {
		t.Fatalf("after a move the line still says %q", got)
	}
}
