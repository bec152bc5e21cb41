//go:build display && !loopbench

// Drawing: text as the painter draws it (fonts, fits, lines kept or
// dropped) and the pixels read back from a game loop of its own.

package game

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"os"
	"os/exec"
	"strings"
	"testing"
	"xiangqi/assets"
	"xiangqi/game/textfit"
	"xiangqi/rules"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/sfnt"
)

// Text as the painter draws it: the fonts cover every text, the painter's
// fit agrees with textfit's, and lines are kept or dropped as they fit.

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

const loopChildEnv = "XIANGQI_TEST_GAME_LOOP"

// loopCheck is a check that reads pixels back: draw runs in a frame of a
// game loop, verify after the loop.
type loopCheck struct {
	name   string
	draw   func()
	verify func(t *testing.T)
}

// TestInGameLoop runs the checks that read pixels back in a game loop of
// their own: only in one can pixels be read, and after it no image can be
// made, so the loop runs in a process of its own, this test binary run
// again for this test alone.
func TestInGameLoop(t *testing.T) {
	if os.Getenv(loopChildEnv) == "" {
		cmd := exec.Command(os.Args[0], "-test.run=^TestInGameLoop$", "-test.v", "-test.count=1")
		cmd.Env = append(os.Environ(), loopChildEnv+"=1")
		out, err := cmd.CombinedOutput()
		if err != nil || !strings.Contains(string(out), "--- PASS: TestInGameLoop") {
			t.Fatalf("the game loop's checks: %v\n%s", err, out)
		}
		t.Logf("%s", out)
		return
	}
	f, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	checks := []loopCheck{
		glyphRunsSamePixels(f, 0, false),
		glyphRunsSamePixels(f, 40, false),
		glyphRunsSamePixels(f, 0, true),
		glyphRunsSamePixels(f, 40, true),
		glyphRunsBound(f),
	}
	if err := ebiten.RunGame(&testLoop{checks: checks}); err != nil {
		t.Fatal(err)
	}
	for _, c := range checks {
		t.Run(c.name, c.verify)
	}
}

type testLoop struct{ checks []loopCheck }

func (l *testLoop) Update() error {
	for _, c := range l.checks {
		c.draw()
	}
	return ebiten.Termination
}

func (*testLoop) Draw(screen *ebiten.Image)  { screen.Fill(color.Black) }
func (*testLoop) Layout(int, int) (int, int) { return 64, 64 }

// glyphRunsSamePixels: a line drawn by glyphRuns puts on an image exactly
// text.Draw's pixels, in the three languages' scripts, at sizes and
// points with every rounding of a fraction of a pixel, in every
// alignment, opaque and translucent, over a background; with pages of
// side (0: glyphPageSize; 40 fills them and starts again in the middle
// of lines, many times over); and with the lines' quads held (hold) until
// the end, every fourth line drawn meanwhile into another image too.
func glyphRunsSamePixels(f *fonts, side int, held bool) loopCheck {
	lines := []string{
		"Hồ Vinh vs 胡荣华 · 1-0 · 42 moves",
		"Thuận pháo – Bình phong mã, Ngũ Thất Pháo",
		"中炮对屏风马 红先胜 2026.12.05",
		"Won/Drawn/Lost 12/3/4 · Master 0/0/1",
		"fi ffi AV Wa To ‘quotes’ (brackets) [x]",
	}
	sizes := []float64{11, 13, 16, 28}
	colors := []color.Color{colText, colTextDim, color.RGBA{0x40, 0x10, 0x08, 0x80}}
	const w, h = 560, 760
	want := make([]byte, 4*w*h)
	got := make([]byte, 4*w*h)
	otherWant := make([]byte, 4*w*h)
	otherGot := make([]byte, 4*w*h)
	copies := 0
	return loopCheck{
		name: fmt.Sprintf("glyph runs, pages of %d, held %v", side, held),
		draw: func() {
			a, b := ebiten.NewImage(w, h), ebiten.NewImage(w, h)
			oa, ob := ebiten.NewImage(w, h), ebiten.NewImage(w, h)
			for _, img := range []*ebiten.Image{a, b, oa, ob} {
				img.Fill(color.RGBA{0xf3, 0xe4, 0xc8, 0xff})
			}
			runs := &glyphRuns{side: side}
			if held {
				runs.hold(b)
			}
			y := 12.0
			k := 0
			for _, px := range sizes {
				face := f.UI(px)
				for i, s := range lines {
					// 16 fractions of a pixel in x and in y across the lines.
					x := 280 + float64(k%16)/16 - 0.03
					yy := y + float64((k*7)%16)/16
					al := []align{alignLeft, alignCenter, alignRight}[k%3]
					if al == alignLeft {
						x -= 270
					}
					c := colors[(k+i)%len(colors)]
					drawText(a, s, face, x, yy, al, c)
					runs.draw(b, s, face, x, yy, al, c)
					if held && k%4 == 0 {
						drawText(oa, s, face, x, yy, al, c)
						runs.draw(ob, s, face, x, yy, al, c)
					}
					y += px * 1.25
					k++
				}
			}
			runs.release()
			copies = len(runs.pages)
			a.ReadPixels(want)
			b.ReadPixels(got)
			oa.ReadPixels(otherWant)
			ob.ReadPixels(otherGot)
		},
		verify: func(t *testing.T) {
			if side > 0 && copies < 2 {
				t.Fatalf("pages of %d: %d used, none filled", side, copies)
			}
			for _, im := range []struct {
				name      string
				want, got []byte
			}{{"the lines", want, got}, {"the other image's", otherWant, otherGot}} {
				diff, first := 0, image.Point{-1, -1}
				for i := 0; i < len(im.want); i += 4 {
					for c := range 4 {
						if im.want[i+c] != im.got[i+c] {
							if diff == 0 {
								first = image.Pt((i/4)%w, (i/4)/w)
							}
							diff++
							break
						}
					}
				}
				if diff > 0 {
					t.Errorf("%s: %d pixels differ from text.Draw's, the first at %v", im.name, diff, first)
				}
			}
		},
	}
}

// glyphRunsBound: the copies and pages never pass their bounds, and a
// glyph too big for a page is drawn all the same.
func glyphRunsBound(f *fonts) loopCheck {
	const w, h = 400, 200
	pix := make([]byte, 4*w*h)
	var over string
	return loopCheck{
		name: "glyph runs bounded",
		draw: func() {
			runs := &glyphRuns{side: 64}
			dst := ebiten.NewImage(w, h)
			for i := range 3000 {
				runs.draw(dst, fmt.Sprint(i), f.UI(float64(10+i%30)), 10, 20, alignLeft, colText)
				if len(runs.at) > glyphCopiesMax || runs.page >= glyphPagesMax || len(runs.pages) > glyphPagesMax {
					over = fmt.Sprintf("after %d lines: %d copies, page %d of %d", i, len(runs.at), runs.page, len(runs.pages))
					return
				}
			}
			dst.Clear()
			runs.draw(dst, "炮", f.UI(120), 100, 100, alignCenter, color.White) // wider than a page of 64
			dst.ReadPixels(pix)
		},
		verify: func(t *testing.T) {
			if over != "" {
				t.Fatal(over)
			}
			inked := 0
			for i := 3; i < len(pix); i += 4 {
				if pix[i] != 0 {
					if x, y := (i/4)%w, (i/4)/w; x < 30 || x > 170 || y < 30 || y > 170 {
						t.Fatalf("ink at %d,%d, far from the glyph", x, y)
					}
					inked++
				}
			}
			if inked < 500 {
				t.Errorf("a glyph bigger than a page: %d pixels inked", inked)
			}
		},
	}
}
