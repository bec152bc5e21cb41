package screendiff

import (
	"image"
	"math/rand/v2"
	"path/filepath"
	"testing"
)

// goldens is where the golden screens are kept.
var goldens = filepath.Join("..", "..", "cmd", "xiangqi", "testdata", "screens")

// TestBenign: what a different rasteriser does passes: ±2 on every channel
// of every pixel, and 300 edge pixels across the screen (partly covered by
// text or a line) moved half a pixel, blended with the pixel beside them.
func TestBenign(t *testing.T) {
	for _, name := range []string{"play-selection", "levels-new-game-en", "settings", "puzzle-list-small-vi", "contrast-landscape-zh"} {
		want := readPNG(t, filepath.Join(goldens, name+".png"))
		rng := rand.New(rand.NewPCG(1, 2))
		noisy := cloneRGBA(want)
		for i := range noisy.Pix {
			if i%4 != 3 {
				noisy.Pix[i] = uint8(min(255, max(0, int(noisy.Pix[i])+rng.IntN(5)-2)))
			}
		}
		if d := Compare(want, noisy); !d.OK() || d.MaxDelta != 2 {
			t.Errorf("%s ±2: %v", name, d)
		}
		edges, moved := edgePixels(want), cloneRGBA(want)
		if len(edges) < 300 {
			t.Fatalf("%s: only %d edge pixels", name, len(edges))
		}
		for k := 0; k < 300; k++ {
			p := edges[k*len(edges)/300]
			i, j := moved.PixOffset(p.X, p.Y), moved.PixOffset(p.X+1, p.Y)
			for c := 0; c < 3; c++ {
				moved.Pix[i+c] = uint8((int(want.Pix[i+c]) + int(want.Pix[j+c]) + 1) / 2)
			}
		}
		d := Compare(want, moved)
		t.Logf("%s, 300 edge pixels moved: %v", name, d)
		if !d.OK() {
			t.Errorf("%s, 300 edge pixels moved: %v", name, d)
		}
		if d.Beyond == 0 {
			t.Errorf("%s: moving 300 edge pixels changed none beyond the tolerance; the test tests nothing", name)
		}
	}
}

// TestCatchesChange: a label's colour off by 40 in one channel fails, and
// so do a dense patch of 13 pixels and a screen of another size; 12
// pixels in one square, or 400 scattered over the screen, pass.
func TestCatchesChange(t *testing.T) {
	want := readPNG(t, filepath.Join(goldens, "new-game.png"))
	// The "Back" button's label, 540×960: recoloured, not moved.
	recoloured := cloneRGBA(want)
	for y := 905; y < 940; y++ {
		for x := 120; x < 200; x++ {
			i := recoloured.PixOffset(x, y)
			recoloured.Pix[i+1] = uint8(max(0, int(recoloured.Pix[i+1])-40))
		}
	}
	if d := Compare(want, recoloured); d.OK() {
		t.Errorf("the Back button recoloured passes: %v", d)
	}

	flat := image.NewRGBA(image.Rect(0, 0, 200, 100))
	for i := range flat.Pix {
		flat.Pix[i] = 0x80
	}
	paint := func(points []image.Point) *Diff {
		got := cloneRGBA(flat)
		for _, p := range points {
			i := got.PixOffset(p.X, p.Y)
			got.Pix[i] = 0xff
		}
		return Compare(flat, got)
	}
	var patch []image.Point
	for k := 0; k < 13; k++ {
		patch = append(patch, image.Point{50 + k%4, 40 + k/4})
	}
	if d := paint(patch[:12]); !d.OK() || d.Changed != 12 || d.Densest != 12 {
		t.Errorf("12 pixels in a square: %v", d)
	}
	if d := paint(patch); d.OK() || d.Changed != 13 || d.Densest != 13 || d.At.X > 50 || d.At.Y > 40 {
		t.Errorf("13 pixels in a square: %v", d)
	}
	var scattered []image.Point
	for k := 0; k < 400; k++ {
		scattered = append(scattered, image.Point{(k % 40) * 5, (k / 40) * 10})
	}
	if d := paint(scattered); !d.OK() || d.Changed != 400 {
		t.Errorf("400 scattered pixels: %v", d)
	}
	if d := paint(append(scattered, image.Point{199, 99})); d.OK() {
		t.Errorf("401 scattered pixels pass: %v", d)
	}
	if d := Compare(flat, image.NewRGBA(image.Rect(0, 0, 200, 101))); d.OK() || !d.Sizes {
		t.Errorf("another size: %v", d)
	}
}

// edgePixels are the pixels that differ by more than 2×Tolerance from the
// pixel to their right, in reading order.
func edgePixels(img *image.RGBA) []image.Point {
	var out []image.Point
	for y := 0; y < img.Rect.Dy(); y++ {
		for x := 0; x+1 < img.Rect.Dx(); x++ {
			if PixelDelta(img, x, y, img, x+1, y) > 2*Tolerance {
				out = append(out, image.Point{img.Rect.Min.X + x, img.Rect.Min.Y + y})
			}
		}
	}
	return out
}

func cloneRGBA(img *image.RGBA) *image.RGBA {
	out := image.NewRGBA(img.Rect)
	copy(out.Pix, img.Pix)
	return out
}

func readPNG(t *testing.T, path string) *image.RGBA {
	t.Helper()
	img, err := ReadPNG(path)
	if err != nil {
		t.Fatal(err)
	}
	return img
}
