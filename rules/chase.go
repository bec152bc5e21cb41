package rules

// chaseTargets returns the enemy pieces that side by threatens to win: the
// pieces one of its chariots, horses, cannons, advisors or elephants can
// legally capture where the capture is not answered by a recapture, and
// any chariot its horses or cannons can capture. Generals and soldiers are
// never chasers, generals never targets, and a soldier is a target only
// once it has crossed the river.
func (p *Position) chaseTargets(by Color) sqSet {
	q := *p
	q.side = by
	var set sqSet
	var l MoveList
	for s := Square(0); s < NumSquares; s++ {
		a := q.board[s]
		if a == Empty || a.Color() != by || a.Kind() == General || a.Kind() == Soldier {
			continue
		}
		l.N = 0
		q.genPiece(&l, s, a, true)
		for _, m := range l.Moves[:l.N] {
			to := m.To()
			x := q.board[to]
			switch x.Kind() {
			case General:
				continue
			case Soldier:
				if crossed := (x.Color() == Red) == (to.Rank() >= 5); !crossed {
					continue
				}
			}
			if set.has(to) || !q.kingSafeAfter(m) {
				continue
			}
			if x.Kind() == Chariot && (a.Kind() == Horse || a.Kind() == Cannon) {
				set.add(to)
				continue
			}
			u := q.MakeMove(m)
			protected := q.attacked(to, by.Other())
			q.UnmakeMove(m, u)
			if !protected {
				set.add(to)
			}
		}
	}
	return set
}

// chasedBy returns the pieces the move m (about to be played from p) newly
// chases: targets after the move that were not targets before it.
func (p *Position) chasedBy(m Move) sqSet {
	mover := p.side
	before := p.chaseTargets(mover)
	q := *p
	q.MakeMove(m)
	return q.chaseTargets(mover).andNot(before)
}

// Chases is a set of pieces chased, by their points. The search judges
// perpetual chases in its tree with ChasedBy, so that it rules them exactly
// as the referee (Game) does.
type Chases struct{ set sqSet }

// ChasedBy returns the pieces the move m, about to be played from p, newly
// chases, as Game judges a perpetual chase.
func (p *Position) ChasedBy(m Move) Chases { return Chases{p.chasedBy(m)} }

// And is the pieces chased in both c and d.
func (c Chases) And(d Chases) Chases { return Chases{c.set.and(d.set)} }

// Empty reports whether no piece is chased.
func (c Chases) Empty() bool { return c.set.empty() }

// Moved follows a chased piece that moves from one point to another.
func (c Chases) Moved(from, to Square) Chases { return Chases{c.set.moved(from, to)} }
