package rules

// Geometry tables, computed once and never written afterwards. They turn the
// board's edges, palace, river, horse legs and elephant eyes into lookups so
// that move generation has no coordinate arithmetic in its loops.

// Ray directions: north (towards Black), south, east, west.
const (
	dirN = iota
	dirS
	dirE
	dirW
)

type step struct {
	to, block Square // block is the horse leg or elephant eye
}

type geometry struct {
	ray    [NumSquares][4][9]Square
	rayLen [NumSquares][4]uint8

	general   [NumSquares][4]Square // palace steps; only for palace points
	generalN  [NumSquares]uint8
	advisor   [NumSquares][4]Square
	advisorN  [NumSquares]uint8
	elephant  [NumSquares][4]step // stays on its own side
	elephantN [NumSquares]uint8
	horse     [NumSquares][8]step
	horseN    [NumSquares]uint8
	soldier   [2][NumSquares][3]Square
	soldierN  [2][NumSquares]uint8

	// horseFrom lists, for a target point, the horses that could reach it
	// grouped by the leg point they need empty: leg, then two origins.
	horseFrom  [NumSquares][4][3]Square
	horseFromN [NumSquares]uint8

	inPalace [NumSquares]bool
	// lineMask marks the points on the same file or rank as each point,
	// for the quick "can this move expose my general?" test.
	sameLine [NumSquares][NumSquares]bool
	diagNear [NumSquares][NumSquares]bool // diagonal neighbours (horse legs of a general)
}

var geo = newGeometry()

func onBoard(f, r int) bool { return f >= 0 && f < 9 && r >= 0 && r < 10 }

func palace(f, r int) bool { return f >= 3 && f <= 5 && (r <= 2 || r >= 7) }

func newGeometry() *geometry {
	g := new(geometry)
	dirs := [4][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}}
	for s := Square(0); s < NumSquares; s++ {
		f, r := s.File(), s.Rank()
		g.inPalace[s] = palace(f, r)
		for d, v := range dirs {
			for i := 1; ; i++ {
				nf, nr := f+v[0]*i, r+v[1]*i
				if !onBoard(nf, nr) {
					break
				}
				g.ray[s][d][g.rayLen[s][d]] = SquareAt(nf, nr)
				g.rayLen[s][d]++
			}
			if nf, nr := f+v[0], r+v[1]; palace(f, r) && onBoard(nf, nr) && palace(nf, nr) && (r <= 2) == (nr <= 2) {
				g.general[s][g.generalN[s]] = SquareAt(nf, nr)
				g.generalN[s]++
			}
		}
		for _, d := range [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
			if nf, nr := f+d[0], r+d[1]; palace(f, r) && onBoard(nf, nr) && palace(nf, nr) && (r <= 2) == (nr <= 2) {
				g.advisor[s][g.advisorN[s]] = SquareAt(nf, nr)
				g.advisorN[s]++
			}
			if nf, nr := f+2*d[0], r+2*d[1]; onBoard(nf, nr) && (r <= 4) == (nr <= 4) {
				g.elephant[s][g.elephantN[s]] = step{SquareAt(nf, nr), SquareAt(f+d[0], r+d[1])}
				g.elephantN[s]++
			}
			// Horses reaching s over the leg point s+d.
			if lf, lr := f+d[0], r+d[1]; onBoard(lf, lr) {
				e := [3]Square{SquareAt(lf, lr), NoSquare, NoSquare}
				if hf, hr := f+d[0], r+2*d[1]; onBoard(hf, hr) {
					e[1] = SquareAt(hf, hr)
				}
				if hf, hr := f+2*d[0], r+d[1]; onBoard(hf, hr) {
					e[2] = SquareAt(hf, hr)
				}
				g.horseFrom[s][g.horseFromN[s]] = e
				g.horseFromN[s]++
			}
		}
		for _, v := range dirs {
			lf, lr := f+v[0], r+v[1]
			if !onBoard(lf, lr) {
				continue
			}
			// The two destinations past this leg.
			for _, side := range []int{1, -1} {
				tf, tr := lf+v[0]+v[1]*side, lr+v[1]+v[0]*side
				if onBoard(tf, tr) {
					g.horse[s][g.horseN[s]] = step{SquareAt(tf, tr), SquareAt(lf, lr)}
					g.horseN[s]++
				}
			}
		}
		for c := Red; c <= Black; c++ {
			fwd, crossed := 1, r >= 5
			if c == Black {
				fwd, crossed = -1, r <= 4
			}
			add := func(nf, nr int) {
				if onBoard(nf, nr) {
					g.soldier[c][s][g.soldierN[c][s]] = SquareAt(nf, nr)
					g.soldierN[c][s]++
				}
			}
			add(f, r+fwd)
			if crossed {
				add(f-1, r)
				add(f+1, r)
			}
		}
		for t := Square(0); t < NumSquares; t++ {
			g.sameLine[s][t] = t.File() == f || t.Rank() == r
			df, dr := t.File()-f, t.Rank()-r
			g.diagNear[s][t] = (df == 1 || df == -1) && (dr == 1 || dr == -1)
		}
	}
	return g
}

// advisorPoint and elephantPoint tell where a set's advisors and elephants
// can ever stand; FEN validation uses them.
func advisorPoint(c Color, s Square) bool {
	f, r := s.File(), s.Rank()
	if c == Black {
		r = 9 - r
	}
	return r <= 2 && f >= 3 && f <= 5 && (f+r)%2 == 1
}

func elephantPoint(c Color, s Square) bool {
	f, r := s.File(), s.Rank()
	if c == Black {
		r = 9 - r
	}
	switch r {
	case 0, 4:
		return f == 2 || f == 6
	case 2:
		return f == 0 || f == 4 || f == 8
	}
	return false
}

func generalPoint(c Color, s Square) bool {
	f, r := s.File(), s.Rank()
	if c == Black {
		r = 9 - r
	}
	return r <= 2 && f >= 3 && f <= 5
}
