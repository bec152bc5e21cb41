// Command make-icon draws the Android launcher icon from the game's own
// art: the red general (帥) as the game draws a piece (game/board_draw.go,
// drawDisc): a shadowed ivory disc with an engraved ring and the character
// in the embedded piece font, on the board's colour and lines. The game
// draws with Ebitengine on the GPU; this program draws the same shapes,
// with the same proportions and palette, on the CPU with x/image, so that
// it runs anywhere without a display. scripts/make-icon.sh runs it; the
// PNGs it writes are committed.
//
// It writes, into the res directory given by -res:
//   - mipmap-<density>/ic_launcher.png: the icon for Android 6–7, the disc alone;
//   - mipmap-<density>/ic_launcher_foreground.png and
//     ic_launcher_background.png: the two layers of the adaptive icon of
//     Android 8 and newer (mipmap-anydpi-v26/ic_launcher.xml, also written).
package main

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"os"
	"path/filepath"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"

	"xiangqi/assets"
)

// The game's palette (game/draw.go), the colours a piece and the board use.
var (
	colBoard     = color.RGBA{0xe8, 0xc3, 0x8a, 0xff}
	colLine      = color.RGBA{0x5c, 0x3a, 0x1e, 0xff}
	colIvory     = color.RGBA{0xf6, 0xec, 0xd6, 0xff}
	colIvoryEdge = color.RGBA{0xc9, 0xb4, 0x8c, 0xff}
	colShadow    = color.RGBA{0x00, 0x00, 0x00, 0x50}
	colRedPiece  = color.RGBA{0xb3, 0x1b, 0x1b, 0xff}
)

// The game's proportions (game/board_draw.go): a piece's radius and the
// board's line width as fractions of the board's cell.
const (
	pieceRadius = 0.46
	lineWidth   = 0.035
)

// glyph is the red general in the traditional set, the game's default.
const glyph = "帥"

// densities are Android's launcher densities and their scale from dp.
var densities = []struct {
	name  string
	scale float64
}{{"mdpi", 1}, {"hdpi", 1.5}, {"xhdpi", 2}, {"xxhdpi", 3}, {"xxxhdpi", 4}}

// adaptiveXML is the adaptive icon (Android 8+): the launcher masks the
// two 108 dp layers to its own shape.
const adaptiveXML = `<?xml version="1.0" encoding="utf-8"?>
<!-- Written by scripts/make-icon.sh. -->
<adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android">
    <background android:drawable="@mipmap/ic_launcher_background" />
    <foreground android:drawable="@mipmap/ic_launcher_foreground" />
</adaptive-icon>
`

func main() {
	res := flag.String("res", "", "the Android app's res directory")
	flag.Parse()
	if *res == "" || flag.NArg() != 0 {
		fmt.Fprintln(os.Stderr, "usage: make-icon -res mobile/android/app/src/main/res")
		os.Exit(2)
	}
	if err := run(*res); err != nil {
		fmt.Fprintln(os.Stderr, "make-icon:", err)
		os.Exit(1)
	}
}

func run(res string) error {
	fnt, err := opentype.Parse(assets.PieceFont)
	if err != nil {
		return fmt.Errorf("piece font: %w", err)
	}
	for _, d := range densities {
		dir := filepath.Join(res, "mipmap-"+d.name)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		// Legacy icon: 48 dp, the disc with 2 dp of margin and its shadow.
		legacy, err := disc(fnt, int(48*d.scale), 21*d.scale)
		if err != nil {
			return err
		}
		// Adaptive foreground: 108 dp, of which launchers show at least
		// the central 66 dp circle: the disc and its shadow stay inside it.
		fg, err := disc(fnt, int(108*d.scale), 29*d.scale)
		if err != nil {
			return err
		}
		bg := board(int(108*d.scale), 29*d.scale/pieceRadius)
		for name, img := range map[string]image.Image{
			"ic_launcher.png": legacy, "ic_launcher_foreground.png": fg, "ic_launcher_background.png": bg,
		} {
			if err := writePNG(filepath.Join(dir, name), img); err != nil {
				return err
			}
		}
	}
	dir := filepath.Join(res, "mipmap-anydpi-v26")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "ic_launcher.xml"), []byte(adaptiveXML), 0o644)
}

// disc draws the piece of radius r, centred on a transparent square of
// side size, as drawDisc does: shadow, rim, face, ring, character.
func disc(fnt *opentype.Font, size int, r float64) (*image.RGBA, error) {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	// Centre the disc with its shadow (which reaches 0.1 r lower and
	// 0.06 r further right) as a whole.
	x, y := float64(size)/2-r*0.03, float64(size)/2-r*0.05
	fillCircle(img, x+r*0.06, y+r*0.1, r, 0, colShadow)
	fillCircle(img, x, y, r, 0, colIvoryEdge)
	fillCircle(img, x, y-r*0.03, r*0.93, 0, colIvory)
	lw := math.Max(1, r*0.05)
	fillCircle(img, x, y-r*0.03, r*0.8+lw/2, r*0.8-lw/2, colRedPiece)

	face, err := opentype.NewFace(fnt, &opentype.FaceOptions{Size: r * 1.12, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return nil, fmt.Errorf("piece face: %w", err)
	}
	defer face.Close()
	// Ebitengine's text/v2 centres a line on its ascent and descent
	// (SecondaryAlign centre) and a string on its advance.
	m := face.Metrics()
	baseline := y - r*0.06 + float64(m.Ascent-m.Descent)/64/2
	adv := font.MeasureString(face, glyph)
	dr := font.Drawer{
		Dst:  img,
		Src:  image.NewUniform(colRedPiece),
		Face: face,
		Dot:  fixed.Point26_6{X: fixed.Int26_6(x*64) - adv/2, Y: fixed.Int26_6(baseline * 64)},
	}
	dr.DrawString(glyph)
	return img, nil
}

// board draws the board under a piece: the board's colour and the two
// lines of the intersection the piece stands on, for a cell of side cell.
func board(size int, cell float64) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	draw.Draw(img, img.Bounds(), image.NewUniform(colBoard), image.Point{}, draw.Src)
	c, w := float64(size)/2, cell*lineWidth/2
	fillRect(img, 0, c-w, float64(size), c+w, colLine)
	fillRect(img, c-w, 0, c+w, float64(size), colLine)
	return img
}

// fillCircle paints an anti-aliased disc of radius outer around (cx, cy),
// less the disc of radius inner (0: none), in c over img.
func fillCircle(img *image.RGBA, cx, cy, outer, inner float64, c color.RGBA) {
	b := img.Bounds()
	z := vector.NewRasterizer(b.Dx(), b.Dy())
	circle(z, cx, cy, outer, false)
	if inner > 0 {
		circle(z, cx, cy, inner, true) // the opposite winding cuts it out
	}
	z.Draw(img, b, image.NewUniform(c), image.Point{})
}

// circle adds a circle of n short segments (fine enough below 1/50 px of
// error at icon sizes) to z, clockwise or, if reverse, anticlockwise.
func circle(z *vector.Rasterizer, cx, cy, r float64, reverse bool) {
	const n = 256
	for i := 0; i <= n; i++ {
		a := 2 * math.Pi * float64(i) / n
		if reverse {
			a = -a
		}
		x, y := float32(cx+r*math.Cos(a)), float32(cy+r*math.Sin(a))
		if i == 0 {
			z.MoveTo(x, y)
		} else {
			z.LineTo(x, y)
		}
	}
	z.ClosePath()
}

func fillRect(img *image.RGBA, x0, y0, x1, y1 float64, c color.RGBA) {
	b := img.Bounds()
	z := vector.NewRasterizer(b.Dx(), b.Dy())
	z.MoveTo(float32(x0), float32(y0))
	z.LineTo(float32(x1), float32(y0))
	z.LineTo(float32(x1), float32(y1))
	z.LineTo(float32(x0), float32(y1))
	z.ClosePath()
	z.Draw(img, b, image.NewUniform(c), image.Point{})
}

func writePNG(path string, img image.Image) error {
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, img); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}
