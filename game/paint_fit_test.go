//go:build display

package game

import (
	"math"
	"strings"
	"testing"
)

// TestFitPxDownAgrees: fitPxDown answers what fitPx clamped to minPx
// does, for lines that fit at once, after shrinking, and never, in
// widths from a phone's row to a sliver.
func TestFitPxDownAgrees(t *testing.T) {
	f, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	p := newPainter(f)
	words := strings.Fields("Hồ Vinh vs 胡荣华 · 1-0 · 42 moves Thuận pháo Bình phong mã 中炮对屏风马 Giải vô địch quốc gia 2026")
	shrunk, clamped := 0, 0
	for n := 1; n <= len(words); n++ {
		s := strings.Join(words[:n], " ")
		for _, w := range []float64{40, 120, 260, 380, 516} {
			for _, sz := range [][2]float64{{16, 14}, {15, 14}, {28, 12}, {18, 9}, {14, 4}} {
				want := math.Max(p.fitPx(s, sz[0], w), sz[1])
				if got := p.fitPxDown(s, sz[0], sz[1], w); got != want {
					t.Errorf("%q in %v at %v: fitPxDown %v, fitPx clamped %v", s, w, sz, got, want)
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
	if shrunk == 0 || clamped == 0 {
		t.Errorf("cases shrunk %d, clamped %d: the test does not reach both", shrunk, clamped)
	}
}
