// Package screendiff compares a screenshot with its golden the way the
// golden screens test does (cmd/xiangqi): a pixel counts as changed only
// when some channel differs by more than Tolerance from the golden's pixel
// and from each of its 8 neighbours, and the other way round (golden
// against the screenshot's neighbourhood), so anti-aliased edges that a
// different rasteriser puts a pixel over, and small rounding differences,
// do not count. A screen is unchanged when at most Budget pixels changed in
// all, and at most WindowBudget in any Window × Window square: a real
// change, however small (one digit of a label), is a dense patch, while a
// rasteriser's differences are scattered single pixels.
//
// Measured (issue 26) over the 59 goldens of then, rendered again with
// Mesa's softpipe instead of llvmpipe: every screen differs (up to 47,324
// pixels at all, channel differences up to 72); with these rules at most
// 115 pixels count (contrast-landscape-zh) and at most 5 in a square, and
// all 59 pass. Against that, one digit of one rating changed (≈1100 to
// ≈1200 on New game) counts 31 pixels, all in one square; another piece
// selected, 2,780 pixels (185 in a square); a piece moved, 19,223. ±2 on
// every channel counts nothing. What this does not absorb: the whole
// picture moved by a quarter pixel (each pixel blended 3:1 with its left
// neighbour) counts 9,300 to 34,700 pixels, 87 to 141 in a square, on the
// six screens tried, denser than the one-digit change, so it fails; a
// rasteriser that rounds every position differently needs the goldens
// written again.
//
// The package is test support: only tests import it.
package screendiff

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
)

// The comparison's rules (see the package doc).
const (
	Tolerance    = 16
	Budget       = 400
	Window       = 16
	WindowBudget = 12
)

// Diff is what a comparison found.
type Diff struct {
	MaxDelta int // the largest channel difference, counted or not
	Beyond   int // pixels with some channel beyond the tolerance
	Changed  int // of those, pixels counted as changed
	Densest  int // the most changed pixels in a window
	At       image.Point
	Sizes    bool     // the sizes differ: everything changed
	mask     [][]bool // changed pixels, by row
	near     [][]bool // beyond the tolerance but forgiven
}

// OK reports whether the screen counts as unchanged.
func (d *Diff) OK() bool {
	return !d.Sizes && d.Changed <= Budget && d.Densest <= WindowBudget
}

func (d *Diff) String() string {
	if d.Sizes {
		return "the sizes differ"
	}
	return fmt.Sprintf("%d pixels changed (budget %d), %d in the %d×%d square at %v (budget %d); %d beyond ±%d before neighbours were allowed, largest channel difference %d",
		d.Changed, Budget, d.Densest, Window, Window, d.At, WindowBudget, d.Beyond, Tolerance, d.MaxDelta)
}

// Compare compares got with the golden want.
func Compare(want, got *image.RGBA) *Diff {
	d := &Diff{}
	if want.Bounds().Size() != got.Bounds().Size() {
		d.Sizes = true
		return d
	}
	w, h := want.Bounds().Dx(), want.Bounds().Dy()
	d.mask, d.near = make([][]bool, h), make([][]bool, h)
	for y := 0; y < h; y++ {
		d.mask[y], d.near[y] = make([]bool, w), make([]bool, w)
		for x := 0; x < w; x++ {
			delta := PixelDelta(want, x, y, got, x, y)
			d.MaxDelta = max(d.MaxDelta, delta)
			if delta <= Tolerance {
				continue
			}
			d.Beyond++
			if nearMatch(want, got, x, y) && nearMatch(got, want, x, y) {
				d.near[y][x] = true
				continue
			}
			d.mask[y][x] = true
			d.Changed++
		}
	}
	d.Densest, d.At = densestWindow(d.mask, w, h)
	return d
}

// PixelDelta is the largest channel difference between a's pixel (ax, ay)
// and b's (bx, by), in image coordinates from the bounds' corner.
func PixelDelta(a *image.RGBA, ax, ay int, b *image.RGBA, bx, by int) int {
	i := a.PixOffset(a.Rect.Min.X+ax, a.Rect.Min.Y+ay)
	j := b.PixOffset(b.Rect.Min.X+bx, b.Rect.Min.Y+by)
	m := 0
	for c := 0; c < 4; c++ {
		m = max(m, abs(int(a.Pix[i+c])-int(b.Pix[j+c])))
	}
	return m
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// nearMatch reports whether b's pixel (x, y) is within the tolerance of a's
// pixel there or of one of its neighbours.
func nearMatch(a, b *image.RGBA, x, y int) bool {
	w, h := a.Rect.Dx(), a.Rect.Dy()
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			ax, ay := x+dx, y+dy
			if ax >= 0 && ay >= 0 && ax < w && ay < h && PixelDelta(a, ax, ay, b, x, y) <= Tolerance {
				return true
			}
		}
	}
	return false
}

// densestWindow is the most set cells of mask in a Window square, and the
// square's corner.
func densestWindow(mask [][]bool, w, h int) (int, image.Point) {
	// sum[y][x] counts the set cells above and left of (x, y).
	sum := make([][]int, h+1)
	sum[0] = make([]int, w+1)
	for y := 0; y < h; y++ {
		sum[y+1] = make([]int, w+1)
		for x := 0; x < w; x++ {
			v := 0
			if mask[y][x] {
				v = 1
			}
			sum[y+1][x+1] = v + sum[y][x+1] + sum[y+1][x] - sum[y][x]
		}
	}
	best, at := 0, image.Point{}
	s := min(Window, w, h)
	for y := 0; y+s <= h; y++ {
		for x := 0; x+s <= w; x++ {
			if n := sum[y+s][x+s] - sum[y][x+s] - sum[y+s][x] + sum[y][x]; n > best {
				best, at = n, image.Point{x, y}
			}
		}
	}
	return best, at
}

// Image draws the difference: the golden faded, changed pixels red,
// pixels beyond the tolerance that the neighbours excused yellow.
func (d *Diff) Image(want *image.RGBA) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, want.Rect.Dx(), want.Rect.Dy()))
	for y := 0; y < img.Rect.Dy(); y++ {
		for x := 0; x < img.Rect.Dx(); x++ {
			c := want.RGBAAt(want.Rect.Min.X+x, want.Rect.Min.Y+y)
			grey := uint8((int(c.R) + int(c.G) + int(c.B)) / 12)
			px := color.RGBA{grey, grey, grey, 0xff}
			switch {
			case d.mask != nil && d.mask[y][x]:
				px = color.RGBA{0xff, 0x20, 0x20, 0xff}
			case d.near != nil && d.near[y][x]:
				px = color.RGBA{0xc0, 0xc0, 0x00, 0xff}
			}
			img.SetRGBA(x, y, px)
		}
	}
	return img
}

// ReadPNG reads a PNG file as RGBA, the form Compare takes.
func ReadPNG(path string) (*image.RGBA, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if rgba, ok := img.(*image.RGBA); ok {
		return rgba, nil
	}
	rgba := image.NewRGBA(img.Bounds())
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			rgba.Set(x, y, img.At(x, y))
		}
	}
	return rgba, nil
}
