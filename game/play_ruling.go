package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// The game-over banner's explanation of a repetition ruling (issue 53,
// play.Model.BannerExplanation): a paragraph between the reason and the
// buttons, the banner taller by its height.

// Sizes of the explanation, in dp: its type from bannerExplainPx down to
// bannerExplainMinPx, to fit at most bannerExplainMaxDP.
const (
	bannerExplainPx    = 14
	bannerExplainMinPx = 11
	bannerExplainMaxDP = 170
	bannerNoteDP       = 18 // the room of the banner's note above it
)

// bannerExplainH is the height the sentence s takes in a banner w wide.
func bannerExplainH(c *ctx, s string, w float64) float64 {
	dp := c.dp
	for px := float64(bannerExplainPx); ; px-- {
		h := float64(len(wrapText(s, c.paint.fonts.UI(px*dp), w-24*dp))) * px * 1.35 * dp
		if h <= bannerExplainMaxDP*dp || px <= bannerExplainMinPx {
			return math.Min(h, bannerExplainMaxDP*dp) + 6*dp
		}
	}
}

// drawBannerExplain writes s under the banner r's reason.
// (and note, when noted).
func drawBannerExplain(c *ctx, dst *ebiten.Image, s string, r rect, noted bool) {
	dp := c.dp
	h := bannerExplainH(c, s, r.W)
	y := r.Y + 104*dp
	if noted {
		y += bannerNoteDP * dp
	}
	drawParagraph(c, dst, s, rect{X: r.X + 12*dp, Y: y, W: r.W - 24*dp, H: h}, bannerExplainPx, bannerExplainMinPx, colText, alignCenter)
}

// drawRulingStatus writes a board screen's first status line and under
// it, where the second stood, the ruling's sentence wrapped to the room
// left above the buttons.
func drawRulingStatus(c *ctx, dst *ebiten.Image, l layout, first, explain string) {
	dp := c.dp
	st := l.Status
	drawStatus(c, dst, l, first, "", 17, 15, colTextDim)
	top := st.Y + 32*dp
	if l.Landscape {
		top = st.Y + 36*dp
	}
	a := alignCenter
	if l.Landscape {
		a = alignLeft
	}
	drawParagraph(c, dst, explain, rect{X: st.X, Y: top, W: st.W, H: math.Max(st.Y+st.H-top, 16*dp)}, 13, 9, colTextDim, a)
}
