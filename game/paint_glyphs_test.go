//go:build display && !loopbench

package game

import (
	"fmt"
	"image"
	"image/color"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

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
