package ai

import (
	"math/bits"

	"xiangqi/rules"
)

// Cannon threats against the general. A cannon needs a screen, so the
// points it threatens are not where it attacks: with nothing between it
// and the enemy general on a line (a "hollow cannon", 空头炮), nothing may
// ever step between them, which locks the general's advisors and elephants
// in place; with two pieces between, moving either one gives check (the
// cannon pins them). With one piece between it is check already, which the
// search handles.

// cannonThreats is Red's cannon threats less Black's.
func cannonThreats(p *rules.Position, ms *pieceSet, w *weights) int32 {
	return sideCannonThreats(p, ms, rules.Red, w) - sideCannonThreats(p, ms, rules.Black, w)
}

// sideCannonThreats is c's cannon threats, from c's view.
func sideCannonThreats(p *rules.Position, ms *pieceSet, c rules.Color, w *weights) int32 {
	if p.Count(rules.MakePiece(c, rules.Cannon)) == 0 {
		return 0
	}
	k := p.GeneralSquare(c.Other())
	kf, kr := k.File(), k.Rank()
	var score int32
	sqs := ms.sq[ms.first[c]:ms.majEnd[c]]
	pcs := ms.pc[ms.first[c]:][:len(sqs)]
	for i, s := range sqs {
		if s == rules.NoSquare || pcs[i].Kind() != rules.Cannon {
			continue
		}
		switch {
		case s.File() == kf:
			switch between(ms.fileOc[kf], s.Rank(), kr) {
			case 0:
				score += w.hollowCannon
			case 2:
				score += w.pinningCannon
			}
		case s.Rank() == kr:
			switch between(ms.rankOc[kr], s.File(), kf) {
			case 0:
				score += w.hollowCannonRank
			case 2:
				score += w.pinningCannonRank
			}
		}
	}
	return score
}

// between counts the occupied points of a line strictly between a and b.
func between(line uint16, a, b int) int {
	if a > b {
		a, b = b, a
	}
	return bits.OnesCount16(line & (1<<uint(b) - 1) &^ (1<<uint(a+1) - 1))
}
