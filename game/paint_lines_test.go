//go:build display

package game

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestLinesKeptAndDropped: a line drawn in one frame only gets no image;
// drawn again in a later frame it is drawn into one, which later frames
// reuse; a line not drawn for linesKeep frames is dropped with its image
// (by the sweep every linesKeep frames),
// as is every line when the size changes; with SetTextGlyphs (Drive) none is
// kept.
func TestLinesKeptAndDropped(t *testing.T) {
	g, _ := newTestGame(t, Config{})
	p := g.c.paint
	dst := ebiten.NewImage(200, 50)
	face := p.fonts.UI(16)
	draw := func(s string) { p.drawLine(dst, s, face, 10.25, 20.5, alignLeft, colText) }
	kept := func(s string) *lineImage { return p.lines.byKey[lineKey{s, face, alignLeft}] }

	draw("Hồ Vinh vs 胡荣华")
	draw("Hồ Vinh vs 胡荣华") // the same frame: still once
	if e := kept("Hồ Vinh vs 胡荣华"); e == nil || e.drawn {
		t.Fatalf("after one frame: %+v", e)
	}
	p.lines.endFrame()
	draw("Hồ Vinh vs 胡荣华")
	e := kept("Hồ Vinh vs 胡荣华")
	if e == nil || !e.drawn || e.img == nil {
		t.Fatalf("after a second frame: %+v", e)
	}
	img := e.img
	if b := img.Bounds(); b.Dx() < 50 || b.Dx() > 200 || b.Dy() < 8 || b.Dy() > 30 {
		t.Errorf("the line's image is %v", b)
	}
	p.lines.endFrame()
	draw("Hồ Vinh vs 胡荣华")
	if kept("Hồ Vinh vs 胡荣华").img != img {
		t.Error("a third frame made the image again")
	}
	draw("   ") // no ink
	p.lines.endFrame()
	draw("   ")
	if e := kept("   "); e == nil || !e.drawn || e.img != nil {
		t.Errorf("a line of spaces: %+v", e)
	}

	for range 2*linesKeep + 1 { // a sweep every linesKeep frames
		draw("the score") // drawn every frame: kept
		p.lines.endFrame()
	}
	if kept("Hồ Vinh vs 胡荣华") != nil || kept("   ") != nil {
		t.Error("lines not drawn for linesKeep frames are still kept")
	}
	if kept("the score") == nil {
		t.Error("a line drawn every frame was dropped")
	}
	p.resize(2)
	if len(p.lines.byKey) != 0 {
		t.Errorf("%d lines kept after a resize", len(p.lines.byKey))
	}

	g2, _ := newTestGame(t, Config{})
	driver{g2}.SetTextGlyphs(true)
	p2 := g2.c.paint
	for range 3 {
		p2.drawLine(dst, "x", p2.fonts.UI(16), 0, 10, alignLeft, colText)
		p2.lines.endFrame()
	}
	if len(p2.lines.byKey) != 0 {
		t.Errorf("SetTextGlyphs kept %d lines", len(p2.lines.byKey))
	}
}
