package rules

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
