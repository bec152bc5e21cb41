package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/play"
	"xiangqi/rules"
)

// clockRects are where the two clocks go: the top side's and the bottom
// side's, next to the pieces they time; rest is the layout left for the
// move list and the status. Portrait: the right part of the band above
// the board and beside the status's first line below it. Landscape: the right part of the
// status beside the board, the top side's above.
func clockRects(l layout, dp float64) (top, bottom rect, rest layout) {
	rest = l
	const share = 0.42
	st := l.Status
	if l.Landscape {
		w := st.W * share
		h := st.H / 2
		top = rect{X: st.X + st.W - w, Y: st.Y, W: w, H: h - 2*dp}
		bottom = rect{X: st.X + st.W - w, Y: st.Y + h + 2*dp, W: w, H: h - 2*dp}
		rest.Status.W = st.W - w - 8*dp
		return top, bottom, rest
	}
	w := st.W * share
	// Beside the first status line (the second keeps the whole width).
	bottom = rect{X: st.X + st.W - w, Y: st.Y - 2*dp, W: w, H: 38 * dp}
	rest.Status.W = st.W - w - 8*dp
	if li := l.List; li.H > 0 {
		lw := li.W * share
		h := min(li.H, 44*dp)
		top = rect{X: li.X + li.W - lw, Y: li.Y + li.H - h, W: lw, H: h}
		rest.List.W = li.W - lw - 8*dp
	} else {
		// No band above the board (a short screen): both below.
		bottom.W /= 2
		top = bottom
		top.X -= bottom.W
		rest.Status.W -= bottom.W
	}
	return top, bottom, rest
}

// drawClocks draws both clocks and returns the layout left for the rest.
// The running clock is marked; under ten seconds its figures turn red.
// Face to face, the top clock is turned to the player across.
func (p *playScreen) drawClocks(c *ctx, dst *ebiten.Image, l layout, faceToFace bool) layout {
	dp := c.dp
	top, bottom, rest := clockRects(l, dp)
	clocks, _ := p.m.Clocks()
	topSide := rules.Black
	if p.board.flipped {
		topSide = rules.Red
	}
	for i, side := range [2]rules.Color{topSide, topSide.Other()} {
		r := bottom
		if i == 0 {
			r = top
		}
		turned := i == 0 && faceToFace && !l.Landscape
		p.drawClock(c, dst, r, clocks[side], turned)
	}
	return rest
}

func (p *playScreen) drawClock(c *ctx, dst *ebiten.Image, r rect, ck play.Clock, turned bool) {
	active, side := ck.Active, ck.Side
	dp := c.dp
	pt := c.paint
	target := dst
	at := r
	if turned {
		w, h := int(math.Ceil(r.W)), int(math.Ceil(r.H))
		if p.clockTurned == nil || p.clockTurned.Bounds().Dx() != w || p.clockTurned.Bounds().Dy() != h {
			if p.clockTurned != nil {
				p.clockTurned.Deallocate()
			}
			p.clockTurned = ebiten.NewImage(w, h)
		}
		target = p.clockTurned
		target.Clear()
		at = rect{W: r.W, H: r.H}
	}
	if active {
		pt.fillRoundRect(target, at, 10*dp, colSelected)
		pt.fillRoundRect(target, at.Inset(3*dp), 8*dp, colPanel)
	} else {
		pt.fillRoundRect(target, at, 10*dp, colPanel)
	}
	// A dot in the side's colour says whose clock it is.
	dot := colBlackPiece
	if side == rules.Red {
		dot = colRedPiece
	}
	rad := 6 * dp
	pt.fillRoundRect(target, rect{X: at.X + 10*dp, Y: at.Y + at.H/2 - rad, W: 2 * rad, H: 2 * rad}, rad, colIvory)
	pt.fillRoundRect(target, rect{X: at.X + 10*dp + 2*dp, Y: at.Y + at.H/2 - rad + 2*dp, W: 2*rad - 4*dp, H: 2*rad - 4*dp}, rad-2*dp, dot)
	s := ck.Face
	ink := colText
	if ck.Low {
		ink = colProblem
	} else if !active {
		ink = colTextDim
	}
	textW := at.W - 2*rad - 24*dp
	if ck.Extra != "" {
		// The periods left (or the moves to a control) in small figures
		// after the dot; the face keeps the rest, shrinking to fit.
		face := pt.fitFace(ck.Extra, min(14*dp, at.H*0.4), textW*0.45)
		pt.drawLine(target, ck.Extra, face, at.X+10*dp+2*rad+6*dp, at.Y+at.H/2, alignLeft, colTextDim)
		textW -= pt.width(ck.Extra, face) + 8*dp
	}
	px := min(34*dp, at.H*0.7)
	pt.drawLine(target, s, pt.fitFace(s, px, textW), at.X+at.W-10*dp, at.Y+at.H/2, alignRight, ink)
	if turned {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(-r.W/2, -r.H/2)
		op.GeoM.Rotate(math.Pi)
		op.GeoM.Translate(r.X+r.W/2, r.Y+r.H/2)
		dst.DrawImage(target, op)
	}
}
