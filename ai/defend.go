package ai

import (
	"math/bits"

	"xiangqi/rules"
)

// defended reports whether side by could take back on to after the piece on
// from has captured there (pins aside, as in rules.Position.Attacked after
// the move). It reads the piece lists' occupancy instead of making the
// move: two slide-table lookups per line find the chariots and cannons, and
// the point sets name the few points a horse, elephant, advisor, general or
// soldier could come from.
func (s *searcher) defended(from, to rules.Square, by rules.Color) bool {
	p := &s.pos
	ms := &s.ms
	f, r := to.File(), to.Rank()
	ff, fr := from.File(), from.Rank()
	// The lines through to, with from emptied by the capture.
	rankOcc, fileOcc := ms.rankOc[r], ms.fileOc[f]
	if fr == r {
		rankOcc &^= 1 << uint(ff)
	}
	if ff == f {
		fileOcc &^= 1 << uint(fr)
	}
	chariot, cannon := rules.MakePiece(by, rules.Chariot), rules.MakePiece(by, rules.Cannon)
	for _, x := range slide.rankChariot[f][rankOcc] {
		if x >= 0 && p.At(rules.SquareAt(int(x), r)) == chariot {
			return true
		}
	}
	for _, y := range slide.fileChariot[r][fileOcc] {
		if y >= 0 && p.At(rules.SquareAt(f, int(y))) == chariot {
			return true
		}
	}
	for _, x := range slide.rankCannon[f][rankOcc] {
		if x >= 0 && p.At(rules.SquareAt(int(x), r)) == cannon {
			return true
		}
	}
	for _, y := range slide.fileCannon[r][fileOcc] {
		if y >= 0 && p.At(rules.SquareAt(f, int(y))) == cannon {
			return true
		}
	}
	// The stepping pieces and horses.
	cand := geo.reachFrom[by][to]
	cand[0] &= ms.occ[by][0]
	cand[1] &= ms.occ[by][1]
	for w, bitsLeft := range cand {
		for bitsLeft != 0 {
			x := rules.Square(w*64 + bits.TrailingZeros64(bitsLeft))
			bitsLeft &= bitsLeft - 1
			q := p.At(x)
			if !geo.reach[q][x].has(to) {
				continue
			}
			var block rules.Square // a horse's leg or an elephant's eye
			switch q.Kind() {
			case rules.Horse:
				block = legOfJump(x, to)
			case rules.Elephant:
				block = rules.Square((int(x) + int(to)) / 2) // int: the sum overflows a Square
			default:
				return true
			}
			if block == from || p.At(block) == rules.Empty {
				return true
			}
		}
	}
	return false
}

// legOfJump returns the leg point of a horse jump from a to b.
func legOfJump(a, b rules.Square) rules.Square {
	df, dr := b.File()-a.File(), b.Rank()-a.Rank()
	if df == 2 || df == -2 {
		return a + rules.Square(df/2)
	}
	return a + rules.Square(9*(dr/2))
}
