//go:build display

// Text as the painter draws it: the fonts cover every text, the painter's
// fit agrees with textfit's, and lines are kept or dropped as they fit.

package game

import (
	"math"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/sfnt"

	"xiangqi/assets"
	"xiangqi/game/textfit"
	"xiangqi/rules"
)

// TestFontsCoverText: every character the game draws on the board, and
// every move in every notation, is in an embedded font subset, so a glyph
// added without re-running scripts/make-fonts.sh fails here instead of
// showing an empty box on a phone (the messages: i18n's
// TestFontsCoverMessages).
func TestFontsCoverText(t *testing.T) {
	parse := func(name string, b []byte) *sfnt.Font {
		f, err := sfnt.Parse(b)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return f
	}
	latin, cjk := parse("latin", assets.LatinFont), parse("cjk", assets.CJKFont)
	var buf sfnt.Buffer
	has := func(f *sfnt.Font, r rune) bool {
		i, err := f.GlyphIndex(&buf, r)
		return err == nil && i != 0
	}
	check := func(where, s string, fonts ...*sfnt.Font) {
		for _, r := range s {
			if r == ' ' || r == '\n' || r == '%' {
				continue
			}
			found := false
			for _, f := range fonts {
				found = found || has(f, r)
			}
			if !found {
				t.Errorf("%s: %q (U+%04X) is in no font subset; run scripts/make-fonts.sh", where, r, r)
			}
		}
	}
	// What the piece sets draw on the board and their names:
	// game/pieceset's TestFontsCoverSets, without a display.
	// Move notation in every style, over the moves of a few positions:
	// the start, and soldiers five to a file and on two files (the tandem
	// marks 前中后後, 一…五).
	for _, fen := range []string{rules.StartFEN, "3k5/2P6/2P6/2P6/2P6/2P6/9/9/9/4K4 w", "3k5/9/2P1P4/2P1P4/2P6/9/9/9/9/4K4 w", "4k4/9/9/9/2p1p4/2p1p4/9/9/9/4K4 b"} {
		p, err := rules.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		var l rules.MoveList
		p.GenerateMoves(&l)
		for _, m := range l.Slice() {
			for _, n := range []rules.Notation{rules.WXF, rules.Chinese, rules.ChineseTraditional, rules.Vietnamese} {
				check("notation", p.Notate(m, n), latin, cjk)
			}
		}
	}
}

// TestUIFaceDrawsRecordNames: the interface face draws the players of an
// imported XQWizard record, Traditional Chinese and Vietnamese names with
// real glyphs, none with the .notdef box (glyph 0) that every character
// outside the subsets got before the broad Chinese subset (issue 32).
func TestUIFaceDrawsRecordNames(t *testing.T) {
	f, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"相眼竞技 – 棋乐无穷", "友誼賽 陳紅 – 黃黑", "Nguyễn Văn Đỏ – Trần Thị Đen, Giải cờ tướng mùa xuân"} {
		for _, px := range []float64{13, 16, 28} {
			glyphs := text.AppendGlyphs(nil, s, f.UI(px), &text.LayoutOptions{})
			if len(glyphs) == 0 {
				t.Fatalf("%q: no glyphs", s)
			}
			for _, g := range glyphs {
				ch := s[g.StartIndexInBytes:g.EndIndexInBytes]
				if ch == " " {
					continue
				}
				if g.GID == 0 {
					t.Errorf("%q at %v px: %q is drawn as the .notdef box", s, px, ch)
				}
				if g.Image == nil {
					t.Errorf("%q at %v px: %q has no image", s, px, ch)
				}
			}
		}
	}
}

// TestFitAgrees: fitPxWidth answers the size fitPx clamped to minPx
// does, for lines that fit at once, after shrinking, and never, in widths
// from a phone's row to a sliver, and the line's width there, measured
// when it fits, too wide when it does not; fitLine, which does not
// measure the sizes a larger one shows far too narrow, fits and cuts
// every line as that size and textfit.Cut measuring every start do; and
// a row far too long for its width is shaped whole at its first size
// alone.
func TestFitAgrees(t *testing.T) {
	f, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	p := newPainter(f)
	shrunk, clamped := 0, 0
	for _, text := range []string{
		"Hồ Vinh vs 胡荣华 · 1-0 · 42 moves Thuận pháo Bình phong mã 中炮对屏风马 Giải vô địch quốc gia 2026",
		"Black wins · 44 moves · Pawn Opening into Left Central Cannon vs Screen Horses Hồ Vinh 胡荣华 Giải vô địch quốc gia 2026 中炮对屏风马",
	} {
		words := strings.Fields(text)
		for n := 1; n <= len(words); n++ {
			s := strings.Join(words[:n], " ")
			for _, w := range []float64{40, 120, 260, 312, 380, 492, 516} {
				for _, sz := range [][2]float64{{16, 14}, {15, 14}, {28, 12}, {18, 9}, {14, 4}} {
					want := math.Max(p.fitPx(s, sz[0], w), sz[1])
					got, width := p.fitPxWidth(s, sz[0], sz[1], w)
					if got != want {
						t.Errorf("%q in %v at %v: fitPxWidth %v, fitPx clamped %v", s, w, sz, got, want)
					}
					if m := measure(s, f.UI(got)); (m <= w && width != m) || (m > w && width <= w) {
						t.Errorf("%q in %v at %v: width %v, measured %v", s, w, sz, width, m)
					}
					face := f.UI(want)
					cut := textfit.Cut(s, float64(int(w)), func(x string) float64 { return measure(x, face) })
					p.cuts = nil
					if line, px := p.fitLine(s, sz[0], sz[1], w); line != cut || px != want {
						t.Errorf("%q in %v at %v: fitLine %q at %v, measuring every size %q at %v", s, w, sz, line, px, cut, want)
					}
					switch {
					case want == sz[1] && p.width(s, f.UI(sz[1])) > w:
						clamped++
					case want < sz[0]:
						shrunk++
					}
				}
			}
		}
	}
	if shrunk == 0 || clamped == 0 {
		t.Errorf("cases shrunk %d, clamped %d: the test does not reach both", shrunk, clamped)
	}
	p = newPainter(f)
	s := "Black wins · 44 moves · Pawn Opening into Left Central Cannon vs Screen Horses Hồ Vinh 胡荣华 Giải vô địch quốc gia 2026 中炮对屏风马"
	if line, px := p.fitLine(s, 16, 14, 312); px != 14 || !strings.HasSuffix(line, textfit.Ellipsis) {
		t.Fatalf("%q fitted as %q at %v px", s, line, px)
	}
	for k := range p.widths {
		if k.s == s && k.face != f.UI(16) {
			t.Errorf("%q measured whole at another size than 16 px: %v", s, k.face)
		}
	}
}

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
