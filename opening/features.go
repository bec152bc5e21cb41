package opening

import "xiangqi/rules"

// sq is an ICCS point written as a constant expression ("h2" → 'h', 2).
func sq(file byte, rank int) rules.Square { return rules.SquareAt(int(file-'a'), rank) }

// mv is the move from a to b.
func mv(a, b rules.Square) rules.Move { return rules.NewMove(a, b) }

// at is a ply: the index in the game plus one, 0 for never. Comparing two
// set ats tells which move came first.
type at int8

func (a at) set() bool { return a > 0 }

// before reports whether a happened and b did not happen before it.
func (a at) before(b at) bool { return a > 0 && (b == 0 || a < b) }

// within reports whether a happened at ply index i or earlier.
func (a at) within(i int) bool { return a > 0 && int(a) <= i+1 }

// features are the decisive moves of the window, each with the first ply
// it was played, in the canonical (possibly mirrored) frame. Names follow
// the Chinese notation of the canonical side (Red's 二 is file h).
type features struct {
	m [6]rules.Move // the first six plies

	// Red cannons.
	cCenterH, cCenterB        at // 炮二平五 h2e2, 炮八平五 b2e2
	c56, c57, c58, c59, cRivB at // 炮八平六 b2d2, 炮八平七 b2c2, 炮八进四 b2b6, 炮八平九 b2a2, 炮八进二 b2b4
	cTakeCentre               at // the central cannon takes the central pawn (炮五进四)
	// Red chariots.
	rFiledR, rRankedR, rRankedL at // 车一平二 i0h0, 车一进一 i0i1, 车九进一 a0a1
	rRiverR, rCrossR            at // 车二进四 to h4, 车二进六 to h6
	// Red horses, pawns, advisors, elephants.
	nR, nREdge, nL, nLEdge, nLRiver at // 马二进三 h0g2, 马二进一 h0i2, 马八进七 b0c2, 马八进九 b0a2, 马七进六 c2d4
	p3, p7, p5                      at // 兵三进一 g3g4, 兵七进一 c3c4, 兵五进一 e3e4
	adv, ele                        at // 仕 to e1, 相 to e2

	// Black cannons.
	bCenterH, bCenterB     at // 炮8平5 h7e7, 炮2平5 b7e7
	bHf7, bBd7, bHd7, bBf7 at // 炮8平6, 炮2平4, 炮8平4, 炮2平6
	bHi7, bBa7             at // 炮8平9, 炮2平1
	bHg7, bBg7             at // 炮8平7 (卒底炮 against 兵三进一), 炮2平7
	bHh3                   at // 炮8进4 h7h3 (左炮封车)
	// Black horses.
	bnL, bnLEdge, bnR, bnREdge, bnLRiver at // 马8进7 h9g7, 马8进9 h9i7, 马2进3 b9c7, 马2进1 b9a7, 马7进6 g7f5
	// Black pawns, chariots, elephants, advisors.
	bp7, bp3, bp7Take                  at // 卒7进1 g6g5, 卒3进1 c6c5, 卒7进1 again taking on g4
	bFiledL, bRankedL, bRankedR, bRivL at // 车9平8 i9h9, 车9进1 i9i8, 车1进1 a9a8, 车8进4 to h5
	beL, beR, bAdv                     at // 象7进5 g9e7, 象3进5 c9e7, 士 to e8
}

// note records move m, about to be played from p at ply index i.
func (f *features) note(p *rules.Position, m rules.Move, i int) {
	if i < len(f.m) {
		f.m[i] = m
	}
	pc := p.At(m.From())
	from, to := m.From(), m.To()
	a := at(i + 1)
	mark := func(x *at, ok bool) {
		if ok && *x == 0 {
			*x = a
		}
	}
	if pc.Color() == rules.Red {
		switch pc.Kind() {
		case rules.Cannon:
			mark(&f.cCenterH, m == mv(sq('h', 2), sq('e', 2)))
			mark(&f.cCenterB, m == mv(sq('b', 2), sq('e', 2)))
			mark(&f.c56, m == mv(sq('b', 2), sq('d', 2)))
			mark(&f.c57, m == mv(sq('b', 2), sq('c', 2)))
			mark(&f.c58, m == mv(sq('b', 2), sq('b', 6)))
			mark(&f.c59, m == mv(sq('b', 2), sq('a', 2)))
			mark(&f.cRivB, m == mv(sq('b', 2), sq('b', 4)))
			mark(&f.cTakeCentre, from == sq('e', 2) && to == sq('e', 6) && p.At(to) != rules.Empty)
		case rules.Chariot:
			mark(&f.rFiledR, m == mv(sq('i', 0), sq('h', 0)))
			mark(&f.rRankedR, m == mv(sq('i', 0), sq('i', 1)))
			mark(&f.rRankedL, m == mv(sq('a', 0), sq('a', 1)))
			mark(&f.rRiverR, from.File() == 7 && to == sq('h', 4))
			mark(&f.rCrossR, from.File() == 7 && to == sq('h', 6))
		case rules.Horse:
			mark(&f.nR, m == mv(sq('h', 0), sq('g', 2)))
			mark(&f.nREdge, m == mv(sq('h', 0), sq('i', 2)))
			mark(&f.nL, m == mv(sq('b', 0), sq('c', 2)))
			mark(&f.nLEdge, m == mv(sq('b', 0), sq('a', 2)))
			mark(&f.nLRiver, m == mv(sq('c', 2), sq('d', 4)))
		case rules.Soldier:
			mark(&f.p3, m == mv(sq('g', 3), sq('g', 4)))
			mark(&f.p7, m == mv(sq('c', 3), sq('c', 4)))
			mark(&f.p5, m == mv(sq('e', 3), sq('e', 4)))
		case rules.Advisor:
			mark(&f.adv, to == sq('e', 1))
		case rules.Elephant:
			mark(&f.ele, to == sq('e', 2))
		}
		return
	}
	switch pc.Kind() {
	case rules.Cannon:
		mark(&f.bCenterH, m == mv(sq('h', 7), sq('e', 7)))
		mark(&f.bCenterB, m == mv(sq('b', 7), sq('e', 7)))
		mark(&f.bHf7, m == mv(sq('h', 7), sq('f', 7)))
		mark(&f.bBd7, m == mv(sq('b', 7), sq('d', 7)))
		mark(&f.bHd7, m == mv(sq('h', 7), sq('d', 7)))
		mark(&f.bBf7, m == mv(sq('b', 7), sq('f', 7)))
		mark(&f.bHi7, m == mv(sq('h', 7), sq('i', 7)))
		mark(&f.bBa7, m == mv(sq('b', 7), sq('a', 7)))
		mark(&f.bHg7, m == mv(sq('h', 7), sq('g', 7)))
		mark(&f.bBg7, m == mv(sq('b', 7), sq('g', 7)))
		mark(&f.bHh3, m == mv(sq('h', 7), sq('h', 3)))
	case rules.Horse:
		mark(&f.bnL, m == mv(sq('h', 9), sq('g', 7)))
		mark(&f.bnLEdge, m == mv(sq('h', 9), sq('i', 7)))
		mark(&f.bnR, m == mv(sq('b', 9), sq('c', 7)))
		mark(&f.bnREdge, m == mv(sq('b', 9), sq('a', 7)))
		mark(&f.bnLRiver, m == mv(sq('g', 7), sq('f', 5)))
	case rules.Soldier:
		mark(&f.bp7, m == mv(sq('g', 6), sq('g', 5)))
		mark(&f.bp3, m == mv(sq('c', 6), sq('c', 5)))
		mark(&f.bp7Take, m == mv(sq('g', 5), sq('g', 4)) && p.At(to) != rules.Empty)
	case rules.Chariot:
		mark(&f.bFiledL, m == mv(sq('i', 9), sq('h', 9)))
		mark(&f.bRankedL, m == mv(sq('i', 9), sq('i', 8)))
		mark(&f.bRankedR, m == mv(sq('a', 9), sq('a', 8)))
		mark(&f.bRivL, from.File() == 7 && to == sq('h', 5))
	case rules.Elephant:
		mark(&f.beL, m == mv(sq('g', 9), sq('e', 7)))
		mark(&f.beR, m == mv(sq('c', 9), sq('e', 7)))
	case rules.Advisor:
		mark(&f.bAdv, to == sq('e', 8))
	}
}
