//go:build display

package main

import (
	"image"
	"image/color"
	"testing"

	"xiangqi/rules"
)

var (
	lineColor = color.RGBA{0x5c, 0x3a, 0x1e, 0xff}
	edgeColor = color.RGBA{0x8b, 0x5a, 0x2b, 0xff}
)

// TestFileNumbersClear (issue 14, bug 12): at 1280×720, and on a phone,
// the file numbers under the last rank stand clear of both its pieces and
// the board's frame.
func TestFileNumbersClear(t *testing.T) {
	needDisplay(t)
	for _, size := range [][2]int{{1280, 720}, {540, 960}, {360, 640}} {
		w, h := size[0], size[1]
		img := shoot(t, t.TempDir(), w, h, nil, []string{"-lang", "en", "-side", "two", "-fen", rules.StartFEN})
		for f := 0; f < 9; f++ {
			sq := string(rune('a'+f)) + "0"
			x, y, cell, err := playPoint(w, h, sq)
			if err != nil {
				t.Fatal(err)
			}
			// The frame: the first pixel of the board's edge below the
			// rank, beside the number.
			side := x + cell/2
			if f == 8 {
				side = x - cell/2
			}
			frame := -1.0
			for yy := y + cell*0.5; yy < float64(h); yy++ {
				if near(img, side, yy, edgeColor, 12) {
					frame = yy
					break
				}
			}
			if frame < 0 {
				t.Fatalf("%dx%d: no frame under %s", w, h, sq)
			}
			top, bottom := inkRows(img, x-cell*0.2, x+cell*0.2, y+cell*0.3, frame, lineColor, 44)
			if top < 0 {
				t.Fatalf("%dx%d: no number under %s", w, h, sq)
			}
			pieceBottom := y + cell*0.46*1.1 // the piece and its shadow
			if top < pieceBottom+cell*0.03 || bottom > frame-cell*0.05 {
				t.Errorf("%dx%d: the number under %s spans y %.0f–%.0f, between the piece (to %.0f) and the frame (%.0f) with no room",
					w, h, sq, top, bottom, pieceBottom, frame)
			}
		}
	}
}

// inkRows returns the first and last rows in [y0, y1) with a pixel close
// to ink between x0 and x1, or -1, -1.
func inkRows(img image.Image, x0, x1, y0, y1 float64, ink color.RGBA, tol int) (top, bottom float64) {
	top, bottom = -1, -1
	for y := y0; y < y1; y++ {
		for x := x0; x <= x1; x++ {
			if near(img, x, y, ink, tol) {
				if top < 0 {
					top = y
				}
				bottom = y
				break
			}
		}
	}
	return top, bottom
}

// lightness is the mean luma of the disc of radius r around (x, y).
func lightness(img image.Image, x, y, r float64) float64 {
	sum, n := 0.0, 0
	for dy := -r; dy <= r; dy++ {
		for dx := -r; dx <= r; dx++ {
			if dx*dx+dy*dy > r*r {
				continue
			}
			p := pixel(img, x+dx, y+dy)
			sum += 0.299*float64(p.R) + 0.587*float64(p.G) + 0.114*float64(p.B)
			n++
		}
	}
	return sum / float64(n)
}

// TestContrastThemeLightness: in the high-contrast theme Red's and
// Black's pieces differ in lightness, not only in hue (light pieces
// against dark ones), in every piece set; in the wood theme they do not.
func TestContrastThemeLightness(t *testing.T) {
	needDisplay(t)
	for _, c := range []struct {
		theme, pieces string
		contrast      bool
	}{{"contrast", "traditional", true}, {"contrast", "wxf", true}, {"contrast", "vietnamese", true}, {"wood", "traditional", false}} {
		img := shoot(t, t.TempDir(), 540, 960, nil, []string{"-lang", "en", "-side", "two", "-fen", rules.StartFEN, "-theme", c.theme, "-pieces", c.pieces})
		rx, ry, cell := point(t, "a0")
		bx, by, _ := point(t, "a9")
		red, black := lightness(img, rx, ry, cell*0.4), lightness(img, bx, by, cell*0.4)
		if got := red - black; c.contrast && got < 100 {
			t.Errorf("%s %s: Red's chariot %.0f, Black's %.0f: want Red far lighter", c.theme, c.pieces, red, black)
		} else if !c.contrast && (got > 40 || got < -40) {
			t.Errorf("%s %s: Red's chariot %.0f, Black's %.0f: the wood's pieces are both ivory", c.theme, c.pieces, red, black)
		}
	}
}

// TestFaceToFace: face to face, in a game between two players, the top
// side's characters are upside down (the bowl of the soldier's P below
// its middle), the bottom side's upright; against the computer nothing
// turns.
func TestFaceToFace(t *testing.T) {
	needDisplay(t)
	// The centre of the ink of the piece at sq, less the piece's centre:
	// positive below it.
	inkBelow := func(img image.Image, sq string, ink color.RGBA) float64 {
		x, y, cell := point(t, sq)
		r := cell * 0.3
		sum, n := 0.0, 0
		for dy := -r; dy <= r; dy++ {
			for dx := -r; dx <= r; dx++ {
				if near(img, x+dx, y+dy, ink, 60) {
					sum += dy
					n++
				}
			}
		}
		if n == 0 {
			t.Fatalf("no ink on %s", sq)
		}
		return sum / float64(n)
	}
	for _, c := range []struct {
		side   string
		turned bool
	}{{"two", true}, {"red", false}} {
		img := shoot(t, t.TempDir(), 540, 960, nil, []string{"-lang", "en", "-side", c.side, "-fen", rules.StartFEN, "-pieces", "wxf", "-face-to-face"})
		black, red := inkBelow(img, "a6", blackInk), inkBelow(img, "a3", redInk)
		if red >= 0 {
			t.Errorf("side %s: Red's P is not upright (ink %.1f px below its middle)", c.side, red)
		}
		if turned := black > 0; turned != c.turned {
			t.Errorf("side %s: Black's P turned %v (ink %.1f px below its middle), want %v", c.side, turned, black, c.turned)
		}
	}
}
