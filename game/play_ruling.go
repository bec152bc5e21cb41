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

// drawRulingPanel writes the ruling's sentence in a panel over the
// board l (the record screen at the move that ended the game), as the
// play screen's game-over banner does.
func drawRulingPanel(c *ctx, dst *ebiten.Image, l layout, explain string) {
	dp := c.dp
	pt := c.paint
	w := math.Min(l.Board.W-24*dp, 380*dp)
	h := bannerExplainH(c, explain, w) + 24*dp
	r := rect{X: l.Board.X + (l.Board.W-w)/2, Y: l.Board.Y + (l.Board.H-h)/2, W: w, H: h}
	pt.fillRoundRect(dst, r.Inset(-3*dp), 18*dp, colSelected)
	pt.fillRoundRect(dst, r, 16*dp, colPanel)
	drawParagraph(c, dst, explain, rect{X: r.X + 12*dp, Y: r.Y + 12*dp, W: r.W - 24*dp, H: h - 24*dp}, bannerExplainPx, bannerExplainMinPx, colText, alignCenter)
}
