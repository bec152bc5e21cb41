package rules

// kingAttacked reports whether c's general is attacked: by a chariot or the
// other general on an open line, a cannon over exactly one screen, a horse
// whose leg is free, or a soldier next to it.
func (p *Position) kingAttacked(c Color) bool {
	return p.attackedBy(p.kings[c], c.Other(), true)
}

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool { return p.kingAttacked(p.side) }

// attackedBy reports whether side by attacks s. With facing set, the enemy
// general on the same open file counts (the flying-general rule), which is
// only meaningful when s holds the other general.
func (p *Position) attackedBy(s Square, by Color, facing bool) bool {
	b := &p.board
	chariot, cannon := MakePiece(by, Chariot), MakePiece(by, Cannon)
	general := MakePiece(by, General)
	for d := 0; d < 4; d++ {
		ray := &geo.ray[s][d]
		n := int(geo.rayLen[s][d])
		i := 0
		for ; i < n && b[ray[i]] == Empty; i++ {
		}
		if i == n {
			continue
		}
		pc := b[ray[i]]
		if pc == chariot {
			return true
		}
		// A general attacks its palace neighbours, and along an open file
		// the other general (flying general).
		if pc == general && ((facing && d <= dirS) || (i == 0 && geo.inPalace[s])) {
			return true
		}
		for i++; i < n && b[ray[i]] == Empty; i++ {
		}
		if i < n && b[ray[i]] == cannon {
			return true
		}
	}
	horse := MakePiece(by, Horse)
	for j := 0; j < int(geo.horseFromN[s]); j++ {
		e := &geo.horseFrom[s][j]
		if b[e[0]] != Empty {
			continue
		}
		if (e[1] >= 0 && b[e[1]] == horse) || (e[2] >= 0 && b[e[2]] == horse) {
			return true
		}
	}
	soldier := MakePiece(by, Soldier)
	f, r := s.File(), s.Rank()
	if by == Red {
		if r > 0 && b[s-9] == soldier {
			return true
		}
		if r >= 5 && ((f > 0 && b[s-1] == soldier) || (f < 8 && b[s+1] == soldier)) {
			return true
		}
	} else {
		if r < 9 && b[s+9] == soldier {
			return true
		}
		if r <= 4 && ((f > 0 && b[s-1] == soldier) || (f < 8 && b[s+1] == soldier)) {
			return true
		}
	}
	return false
}

// attacked reports whether any piece of side by could capture on s,
// advisors and elephants included (used for protection and chase rulings,
// not in the hot path).
func (p *Position) attacked(s Square, by Color) bool {
	if p.attackedBy(s, by, false) {
		return true
	}
	advisor, elephant := MakePiece(by, Advisor), MakePiece(by, Elephant)
	for j := 0; j < int(geo.advisorN[s]); j++ {
		if p.board[geo.advisor[s][j]] == advisor {
			return true
		}
	}
	for j := 0; j < int(geo.elephantN[s]); j++ {
		e := geo.elephant[s][j]
		if p.board[e.to] == elephant && p.board[e.block] == Empty {
			return true
		}
	}
	return false
}
