//go:build display

package game

import (
	"math"
	"strings"
	"testing"

	"xiangqi/game/textfit"
)

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
