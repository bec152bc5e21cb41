package ai

import "xiangqi/rules"

// maxPieces bounds the pieces on the board.
const maxPieces = 32

// pieceSet tracks where every piece stands, Red's and then Black's, each
// colour's chariots, horses and cannons (the majors) in its first slots,
// and which points of each rank and file are occupied. The evaluation
// visits the majors instead of scanning the 90 points, the generators visit
// only the side to move's pieces, and the capture generator finds a
// chariot's or cannon's target with one table lookup per direction.
type pieceSet struct {
	sq   [maxPieces]rules.Square // NoSquare once captured
	pc   [maxPieces]rules.Piece
	slot [rules.NumSquares]int8 // index into sq, or -1
	// Colour c's pieces are in slots [first[c], end[c]), its majors in
	// [first[c], majEnd[c]).
	first, majEnd, end [2]int
	rankOc             [10]uint16   // bit f set: (f, rank) occupied
	fileOc             [9]uint16    // bit r set: (file, r) occupied
	occ                [2]squareSet // the points each colour occupies
}

// squareSet is a set of points: point s is bit s%64 of word s/64.
type squareSet [2]uint64

// toggle adds s to the set or takes it out.
func (b *squareSet) toggle(s rules.Square) {
	b[uint8(s)>>6&1] ^= 1 << (uint8(s) & 63)
}

// has reports whether s is in the set.
func (b *squareSet) has(s rules.Square) bool {
	return b[uint8(s)>>6&1]>>(uint8(s)&63)&1 != 0
}

// meets reports whether the sets share a point.
func (b *squareSet) meets(o *squareSet) bool {
	return b[0]&o[0]|b[1]&o[1] != 0
}

func isMajor(pc rules.Piece) bool {
	k := pc.Kind()
	return k == rules.Chariot || k == rules.Horse || k == rules.Cannon
}

func (ms *pieceSet) reset(p *rules.Position) {
	ms.rankOc, ms.fileOc = [10]uint16{}, [9]uint16{}
	ms.occ = [2]squareSet{}
	for s := rules.Square(0); s < rules.NumSquares; s++ {
		ms.slot[s] = -1
	}
	n := 0
	for c := rules.Red; c <= rules.Black; c++ {
		ms.first[c] = n
		for pass := 0; pass < 2; pass++ {
			for s := rules.Square(0); s < rules.NumSquares; s++ {
				pc := p.At(s)
				if pc == rules.Empty || pc.Color() != c || isMajor(pc) != (pass == 0) || n >= maxPieces {
					continue
				}
				ms.sq[n], ms.pc[n] = s, pc
				ms.slot[s] = int8(n)
				n++
				ms.rankOc[s.Rank()] |= 1 << uint(s.File())
				ms.fileOc[s.File()] |= 1 << uint(s.Rank())
				ms.occ[c].toggle(s)
			}
			if pass == 0 {
				ms.majEnd[c] = n
			}
		}
		ms.end[c] = n
	}
}

// move updates the lists for a move from→to and returns the slot of the
// captured piece (or -1) for unmove.
func (ms *pieceSet) move(from, to rules.Square) int8 {
	capSlot := ms.slot[to]
	i := ms.slot[from]
	c := ms.pc[i].Color()
	if capSlot >= 0 {
		ms.sq[capSlot] = rules.NoSquare
		ms.occ[c^1].toggle(to)
	}
	ms.occ[c].toggle(from)
	ms.occ[c].toggle(to)
	ms.sq[i] = to
	ms.slot[from] = -1
	ms.slot[to] = i
	ms.rankOc[from.Rank()] &^= 1 << uint(from.File())
	ms.fileOc[from.File()] &^= 1 << uint(from.Rank())
	ms.rankOc[to.Rank()] |= 1 << uint(to.File())
	ms.fileOc[to.File()] |= 1 << uint(to.Rank())
	return capSlot
}

func (ms *pieceSet) unmove(from, to rules.Square, capSlot int8) {
	i := ms.slot[to]
	c := ms.pc[i].Color()
	ms.occ[c].toggle(from)
	ms.occ[c].toggle(to)
	ms.sq[i] = from
	ms.slot[from] = i
	ms.slot[to] = capSlot
	ms.rankOc[from.Rank()] |= 1 << uint(from.File())
	ms.fileOc[from.File()] |= 1 << uint(from.Rank())
	if capSlot >= 0 {
		ms.sq[capSlot] = to
		ms.occ[c^1].toggle(to)
	} else {
		ms.rankOc[to.Rank()] &^= 1 << uint(to.File())
		ms.fileOc[to.File()] &^= 1 << uint(to.Rank())
	}
}
