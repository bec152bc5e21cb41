package ai

import (
	"math/bits"

	"xiangqi/rules"
)

// geometry holds the board lookups the evaluation walks; built once, never
// written afterwards.
type geometry struct {
	ray    [rules.NumSquares][4][9]rules.Square
	rayLen [rules.NumSquares][4]uint8
	horse  [rules.NumSquares][8]struct{ to, leg rules.Square }
	horseN [rules.NumSquares]uint8
	// elephant steps with their eye (in the leg field), never across the river.
	elephant  [rules.NumSquares][4]struct{ to, leg rules.Square }
	elephantN [rules.NumSquares]uint8
	// steps holds the one-point moves of generals, advisors and soldiers,
	// by piece (colour matters for soldiers).
	steps  [rules.NumPieces][rules.NumSquares][4]rules.Square
	stepsN [rules.NumPieces][rules.NumSquares]uint8
	// reach holds every point a piece could move to from a point on an
	// empty board (no horse leg or elephant eye blocked; chariots and
	// cannons are left out): the capture generator skips a piece whose
	// reach holds no enemy piece without looking at the board.
	reach [rules.NumPieces][rules.NumSquares]squareSet
	// reachFrom[c][s] holds every point from which one of c's stepping
	// pieces or horses could reach s (the reverse of reach).
	reachFrom [2][rules.NumSquares]squareSet
	// horseLegs groups a horse's jumps by the leg they pass, for the
	// mobility count: one look at each leg instead of one per jump.
	// Unused entries have no jumps.
	horseLegs [rules.NumSquares][4]horseLeg
}

// horseLeg is a leg point next to a horse and the jumps over it.
type horseLeg struct {
	to  squareSet
	leg rules.Square
}

var geo = buildGeometry()

func buildGeometry() *geometry {
	g := new(geometry)
	on := func(f, r int) bool { return f >= 0 && f < 9 && r >= 0 && r < 10 }
	dirs := [4][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}}
	for s := rules.Square(0); s < rules.NumSquares; s++ {
		f, r := s.File(), s.Rank()
		for d, v := range dirs {
			for i := 1; on(f+v[0]*i, r+v[1]*i); i++ {
				g.ray[s][d][g.rayLen[s][d]] = rules.SquareAt(f+v[0]*i, r+v[1]*i)
				g.rayLen[s][d]++
			}
		}
		palace := func(f, r int) bool { return f >= 3 && f <= 5 && (r <= 2 || r >= 7) }
		addStep := func(pc rules.Piece, tf, tr int) {
			if on(tf, tr) {
				g.steps[pc][s][g.stepsN[pc][s]] = rules.SquareAt(tf, tr)
				g.stepsN[pc][s]++
			}
		}
		for c := rules.Red; c <= rules.Black; c++ {
			gen, adv, sol := rules.MakePiece(c, rules.General), rules.MakePiece(c, rules.Advisor), rules.MakePiece(c, rules.Soldier)
			if palace(f, r) {
				for _, v := range dirs {
					if tf, tr := f+v[0], r+v[1]; on(tf, tr) && palace(tf, tr) && (r <= 2) == (tr <= 2) {
						addStep(gen, tf, tr)
					}
				}
				for _, d := range [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
					if tf, tr := f+d[0], r+d[1]; on(tf, tr) && palace(tf, tr) && (r <= 2) == (tr <= 2) {
						addStep(adv, tf, tr)
					}
				}
			}
			fwd, crossed := 1, r >= 5
			if c == rules.Black {
				fwd, crossed = -1, r <= 4
			}
			addStep(sol, f, r+fwd)
			if crossed {
				addStep(sol, f-1, r)
				addStep(sol, f+1, r)
			}
		}
		for _, d := range [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
			if tf, tr := f+2*d[0], r+2*d[1]; on(tf, tr) && (r <= 4) == (tr <= 4) {
				n := g.elephantN[s]
				g.elephant[s][n].to = rules.SquareAt(tf, tr)
				g.elephant[s][n].leg = rules.SquareAt(f+d[0], r+d[1])
				g.elephantN[s]++
			}
		}
		for _, v := range dirs {
			lf, lr := f+v[0], r+v[1]
			if !on(lf, lr) {
				continue
			}
			// The two targets beyond the leg, one step further and one to the side.
			for _, side := range [2]int{-1, 1} {
				tf, tr := lf+v[0]+side*v[1], lr+v[1]+side*v[0]
				if on(tf, tr) {
					n := g.horseN[s]
					g.horse[s][n].to = rules.SquareAt(tf, tr)
					g.horse[s][n].leg = rules.SquareAt(lf, lr)
					g.horseN[s]++
				}
			}
		}
	}
	for s := rules.Square(0); s < rules.NumSquares; s++ {
		n := 0 // legs found so far
		for _, st := range g.horse[s][:g.horseN[s]] {
			i := 0
			for i < n && g.horseLegs[s][i].leg != st.leg {
				i++
			}
			if i == n {
				g.horseLegs[s][i].leg = st.leg
				n++
			}
			g.horseLegs[s][i].to.toggle(st.to)
		}
	}
	for pc := rules.Piece(0); pc < rules.NumPieces; pc++ {
		for s := rules.Square(0); s < rules.NumSquares; s++ {
			r := &g.reach[pc][s]
			switch pc.Kind() {
			case rules.Horse:
				for _, st := range g.horse[s][:g.horseN[s]] {
					r.toggle(st.to)
				}
			case rules.Elephant:
				for _, st := range g.elephant[s][:g.elephantN[s]] {
					r.toggle(st.to)
				}
			case rules.General, rules.Advisor, rules.Soldier:
				for _, to := range g.steps[pc][s][:g.stepsN[pc][s]] {
					r.toggle(to)
				}
			}
			for to := rules.Square(0); to < rules.NumSquares; to++ {
				if r.has(to) && !g.reachFrom[pc.Color()][to].has(s) {
					g.reachFrom[pc.Color()][to].toggle(s)
				}
			}
		}
	}
	return g
}

// activity scores piece activity from Red's view: chariot and horse
// mobility, hobbled horses and cannons aimed at the enemy general through
// exactly one screen.
func activity(p *rules.Position, ms *pieceSet, w *weights) int32 {
	return majorsActivity(p, ms, rules.Red, w) - majorsActivity(p, ms, rules.Black, w)
}

// majorsActivity is the activity of c's majors, from c's view.
func majorsActivity(p *rules.Position, ms *pieceSet, c rules.Color, w *weights) int32 {
	var score int32
	enemyGeneral := p.GeneralSquare(c.Other())
	own := &ms.occ[c]
	sqs := ms.sq[ms.first[c]:ms.majEnd[c]]
	pcs := ms.pc[ms.first[c]:][:len(sqs)]
	for i, s := range sqs {
		if s == rules.NoSquare {
			continue
		}
		pc := pcs[i]
		var v int32
		switch pc.Kind() {
		case rules.Chariot:
			// The open points run between the first pieces (or the edges)
			// on each side, as the slide tables give them; an enemy piece
			// there adds a capture.
			f, r := s.File(), s.Rank()
			rt := &slide.rankChariot[f][ms.rankOc[r]]
			ft := &slide.fileChariot[r][ms.fileOc[f]]
			lo, hi := int(rt[0]), int(rt[1])
			if hi < 0 {
				hi = 9
			}
			n := int32(hi - lo - 2)
			if lo >= 0 && p.At(rules.SquareAt(lo, r)).Color() != c {
				n++
			}
			if hi < 9 && p.At(rules.SquareAt(hi, r)).Color() != c {
				n++
			}
			lo, hi = int(ft[0]), int(ft[1])
			if hi < 0 {
				hi = 10
			}
			n += int32(hi - lo - 2)
			if lo >= 0 && p.At(rules.SquareAt(f, lo)).Color() != c {
				n++
			}
			if hi < 10 && p.At(rules.SquareAt(f, hi)).Color() != c {
				n++
			}
			v = n * w.chariotMobility
		case rules.Horse:
			// Jumps over a free leg to a point not held by a friend.
			var to squareSet
			legs := &geo.horseLegs[s]
			for j := range legs {
				// A missing leg has no jumps: or-ing it adds nothing.
				if hl := &legs[j]; p.At(hl.leg) == rules.Empty {
					to[0] |= hl.to[0]
					to[1] |= hl.to[1]
				}
			}
			n := int32(bits.OnesCount64(to[0]&^own[0]) + bits.OnesCount64(to[1]&^own[1]))
			v = n * w.horseMobility
			if n == 0 {
				v = -w.horseTrapped
			}
		case rules.Cannon:
			k := enemyGeneral
			if f := s.File(); k.File() == f {
				lo, hi := s.Rank(), k.Rank()
				if lo > hi {
					lo, hi = hi, lo
				}
				// Pieces strictly between the cannon and the general.
				between := ms.fileOc[f] & (1<<uint(hi) - 1) &^ (1<<uint(lo+1) - 1)
				if bits.OnesCount16(between) == 1 {
					v = w.cannonAim
				}
			}
		}
		score += v
	}
	return score
}

// lineOf[a][b] says a and b share a file or a rank; nearOf[a][b] says b is a
// diagonal neighbour of a (a horse leg next to a general).
type lines struct {
	same  [rules.NumSquares][rules.NumSquares]bool
	diag  [rules.NumSquares][rules.NumSquares]bool
	horse [rules.NumSquares][rules.NumSquares]bool // a horse on b could attack a (leg aside)
	step  [rules.NumSquares][rules.NumSquares]bool // orthogonal neighbours
}

var lineGeo = buildLines()

func buildLines() *lines {
	l := new(lines)
	for a := rules.Square(0); a < rules.NumSquares; a++ {
		for b := rules.Square(0); b < rules.NumSquares; b++ {
			df, dr := b.File()-a.File(), b.Rank()-a.Rank()
			adf, adr := abs(df), abs(dr)
			l.same[a][b] = df == 0 || dr == 0
			l.diag[a][b] = adf == 1 && adr == 1
			l.horse[a][b] = adf == 1 && adr == 2 || adf == 2 && adr == 1
			l.step[a][b] = adf+adr == 1
		}
	}
	return l
}

// mayCheck is a quick filter run before the full test: a move by pc from
// from to to can only check the general on k if one of its points shares a
// line with k (a chariot, cannon or general line, or a cannon screen), if
// it frees a horse leg next to k, or if the piece lands a horse jump or a
// soldier step away from k.
func mayCheck(pc rules.Piece, from, to, k rules.Square) bool {
	if lineGeo.same[k][from] || lineGeo.same[k][to] || lineGeo.diag[k][from] {
		return true
	}
	switch pc.Kind() {
	case rules.Horse:
		return lineGeo.horse[k][to]
	case rules.Soldier:
		return lineGeo.step[k][to]
	}
	return false
}
