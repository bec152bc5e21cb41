package ai

import "xiangqi/rules"

// maxMajors bounds the chariots, horses and cannons on the board.
const maxMajors = 12

// majors tracks where the chariots, horses and cannons stand, so that the
// evaluation visits only them instead of scanning the 90 points.
type majors struct {
	sq   [maxMajors]rules.Square // NoSquare once captured
	pc   [maxMajors]rules.Piece
	slot [rules.NumSquares]int8 // index into sq, or -1
	n    int
}

func isMajor(pc rules.Piece) bool {
	k := pc.Kind()
	return k == rules.Chariot || k == rules.Horse || k == rules.Cannon
}

func (ms *majors) reset(p *rules.Position) {
	ms.n = 0
	for s := rules.Square(0); s < rules.NumSquares; s++ {
		ms.slot[s] = -1
		if pc := p.At(s); isMajor(pc) && ms.n < maxMajors {
			ms.sq[ms.n], ms.pc[ms.n] = s, pc
			ms.slot[s] = int8(ms.n)
			ms.n++
		}
	}
}

// move updates the lists for a move from→to and returns the slot of the
// captured major (or -1) for unmove.
func (ms *majors) move(from, to rules.Square) int8 {
	capSlot := ms.slot[to]
	if capSlot >= 0 {
		ms.sq[capSlot] = rules.NoSquare
	}
	if i := ms.slot[from]; i >= 0 {
		ms.sq[i] = to
		ms.slot[from] = -1
		ms.slot[to] = i
	} else {
		ms.slot[to] = -1
	}
	return capSlot
}

func (ms *majors) unmove(from, to rules.Square, capSlot int8) {
	if i := ms.slot[to]; i >= 0 {
		ms.sq[i] = from
		ms.slot[from] = i
	}
	ms.slot[to] = capSlot
	if capSlot >= 0 {
		ms.sq[capSlot] = to
	}
}
