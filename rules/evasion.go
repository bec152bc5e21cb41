package rules

import "math/bits"

// EvasionSet narrows the moves worth a legality test when the side to move
// is in check. A check persists unless the move changes one of the points
// it depends on: the checker's point, the points between a chariot or
// cannon and the general (a cannon's screen among them) and a checking
// horse's leg. So any move that neither leaves nor lands on one of them,
// and does not move the general, is illegal; the search skips it without
// playing it. With several checkers the set is their union, still a
// superset of the evasions.
type EvasionSet struct {
	points sqSet
	king   Square
}

// Evasions returns the EvasionSet of the side to move, which must be in
// check.
func (p *Position) Evasions() EvasionSet {
	k := p.kings[p.side]
	them := p.side.Other()
	b := &p.board
	var set sqSet
	chariot, cannon, general := MakePiece(them, Chariot), MakePiece(them, Cannon), MakePiece(them, General)
	for d := 0; d < 4; d++ {
		ray := &geo.ray[k][d]
		n := int(geo.rayLen[k][d])
		i := 0
		for ; i < n && b[ray[i]] == Empty; i++ {
		}
		if i == n {
			continue
		}
		last := -1 // the farthest point of this ray that a check runs through
		if pc := b[ray[i]]; pc == chariot || pc == general && d <= dirS {
			last = i
		}
		for i++; i < n && b[ray[i]] == Empty; i++ {
		}
		if i < n && b[ray[i]] == cannon {
			last = i
		}
		for j := 0; j <= last; j++ {
			set.add(ray[j])
		}
	}
	horse := MakePiece(them, Horse)
	for j := 0; j < int(geo.horseFromN[k]); j++ {
		e := &geo.horseFrom[k][j]
		if b[e[0]] != Empty {
			continue
		}
		for _, h := range e[1:] {
			if h >= 0 && b[h] == horse {
				set.add(e[0])
				set.add(h)
			}
		}
	}
	// Soldiers attack the points they step to, so the enemy soldiers that
	// check stand where one of ours would step from the general's point.
	soldier := MakePiece(them, Soldier)
	for _, s := range [3]Square{k - 1, k + 1, k - 9 + 18*Square(them)} {
		if s.Valid() && b[s] == soldier && geo.sameLine[k][s] && p.soldierAttacks(s, k, them) {
			set.add(s)
		}
	}
	return EvasionSet{points: set, king: k}
}

// soldierAttacks reports whether c's soldier on s attacks t.
func (p *Position) soldierAttacks(s, t Square, c Color) bool {
	for j := 0; j < int(geo.soldierN[c][s]); j++ {
		if geo.soldier[c][s][j] == t {
			return true
		}
	}
	return false
}

// MayEvade reports whether the pseudo-legal move m can end the check;
// when false, m is certainly illegal, when true it still needs
// LegalAfterPseudo.
func (e *EvasionSet) MayEvade(m Move) bool {
	from := m.From()
	return from == e.king || e.points.has(from) || e.points.has(m.To())
}

// GenerateEvasions fills l with the pseudo-legal moves of the side to move,
// which must be in check, that may end the check (those for which
// ev.MayEvade holds; ev must be p.Evasions()): every move of the general
// and of our pieces on a point of the set (a cannon's screen), and the
// moves of our other pieces that land on a point of the set (taking the
// checker, or blocking). Looking back from the few points of the set to
// the pieces that reach them skips the bulk of the moves, which would
// otherwise be generated only to be thrown away.
func (p *Position) GenerateEvasions(l *MoveList, ev *EvasionSet) {
	l.N = 0
	b := &p.board
	p.genPiece(l, ev.king, b[ev.king], false)
	for half, set := range [2]uint64{ev.points.lo, ev.points.hi} {
		for ; set != 0; set &= set - 1 {
			t := Square(64*half + bits.TrailingZeros64(set))
			if q := b[t]; q != Empty && q.Color() == p.side {
				p.genPiece(l, t, q, false) // a screen: it may step off the line
			} else {
				p.genTo(l, t, ev)
			}
		}
	}
}

// genTo adds the moves onto t (empty or an enemy's) of the side to move's
// pieces other than the general and those on points of ev, whose every
// move GenerateEvasions adds anyway.
func (p *Position) genTo(l *MoveList, t Square, ev *EvasionSet) {
	us := p.side
	b := &p.board
	mover := func(s Square, pc Piece) bool {
		return b[s] == pc && s != ev.king && !ev.points.has(s)
	}
	empty := b[t] == Empty
	chariot, cannon := MakePiece(us, Chariot), MakePiece(us, Cannon)
	for d := 0; d < 4; d++ {
		ray := &geo.ray[t][d]
		n := int(geo.rayLen[t][d])
		i := 0
		for ; i < n && b[ray[i]] == Empty; i++ {
		}
		if i == n {
			continue
		}
		// The first piece: a chariot, or a cannon moving onto an empty point.
		if s := ray[i]; mover(s, chariot) || empty && mover(s, cannon) {
			l.add(NewMove(s, t))
		}
		if empty {
			continue
		}
		// The second piece: a cannon capturing over the first.
		for i++; i < n && b[ray[i]] == Empty; i++ {
		}
		if i < n && mover(ray[i], cannon) {
			l.add(NewMove(ray[i], t))
		}
	}
	horse := MakePiece(us, Horse)
	for j := 0; j < int(geo.horseFromN[t]); j++ {
		e := &geo.horseFrom[t][j]
		if b[e[0]] != Empty {
			continue
		}
		for _, h := range e[1:] {
			if h >= 0 && mover(h, horse) {
				l.add(NewMove(h, t))
			}
		}
	}
	// Elephant and advisor steps are symmetric: the points they come from
	// are the points they could go to.
	elephant := MakePiece(us, Elephant)
	for j := 0; j < int(geo.elephantN[t]); j++ {
		if st := &geo.elephant[t][j]; mover(st.to, elephant) && b[st.block] == Empty {
			l.add(NewMove(st.to, t))
		}
	}
	advisor := MakePiece(us, Advisor)
	for j := 0; j < int(geo.advisorN[t]); j++ {
		if s := geo.advisor[t][j]; mover(s, advisor) {
			l.add(NewMove(s, t))
		}
	}
	soldier := MakePiece(us, Soldier)
	for _, s := range [3]Square{t - 1, t + 1, t - 9 + 18*Square(us)} {
		if s.Valid() && geo.sameLine[t][s] && mover(s, soldier) && p.soldierAttacks(s, t, us) {
			l.add(NewMove(s, t))
		}
	}
}
