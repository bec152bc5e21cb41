package textfit

import (
	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// Advances measures text as the game draws it, without a display: each
// character in the first of its fonts that has it, at its size, the
// advances summed without kerning or shaping (which for these fonts and
// scripts differ by a pixel or two). Its Width is a width function for
// Cut. It is for one goroutine.
type Advances struct {
	fonts []*sfnt.Font
	size  fixed.Int26_6
	buf   sfnt.Buffer
	err   error
}

// NewAdvances parses fonts (OpenType or TrueType data, in the order the
// game asks them) for measuring at px pixels.
func NewAdvances(fonts [][]byte, px float64) (*Advances, error) {
	a := &Advances{size: fixed.Int26_6(px * 64)}
	for _, b := range fonts {
		f, err := sfnt.Parse(b)
		if err != nil {
			return nil, err
		}
		a.fonts = append(a.fonts, f)
	}
	return a, nil
}

// Width is s's advance in pixels; a character no font has adds nothing.
// A font that fails to give an advance is kept for Err.
func (a *Advances) Width(s string) float64 {
	w := fixed.Int26_6(0)
	for _, r := range s {
		for _, f := range a.fonts {
			i, err := f.GlyphIndex(&a.buf, r)
			if err != nil || i == 0 {
				continue
			}
			adv, err := f.GlyphAdvance(&a.buf, i, a.size, font.HintingNone)
			if err != nil && a.err == nil {
				a.err = err
			}
			w += adv
			break
		}
	}
	return float64(w) / 64
}

// Err is the first error Width met, nil if none.
func (a *Advances) Err() error { return a.err }
