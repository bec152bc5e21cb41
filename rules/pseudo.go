package rules

// IsPseudoLegal reports whether m follows the movement rules of the piece
// on its from-point, which must belong to the side to move, whether or not
// it leaves that side's general attacked (see LegalAfterPseudo). It accepts
// any Move value. The search tests its hash and killer moves with it: they
// come from other positions, and looking at the one piece's geometry is
// far cheaper than generating its moves.
func (p *Position) IsPseudoLegal(m Move) bool {
	from, to := m.From(), m.To()
	if !from.Valid() || !to.Valid() || from == to {
		return false
	}
	b := &p.board
	pc := b[from]
	if pc == Empty || pc.Color() != p.side {
		return false
	}
	if q := b[to]; q != Empty && q.Color() == p.side {
		return false
	}
	switch pc.Kind() {
	case Chariot, Cannon:
		if !geo.sameLine[from][to] {
			return false
		}
		// Count the pieces strictly between from and to.
		d := lineDir(from, to)
		ray := &geo.ray[from][d]
		between := 0
		for i := 0; ray[i] != to; i++ {
			if b[ray[i]] != Empty {
				between++
			}
		}
		if pc.Kind() == Chariot || b[to] == Empty {
			return between == 0
		}
		return between == 1
	case Horse:
		for j := 0; j < int(geo.horseN[from]); j++ {
			if st := &geo.horse[from][j]; st.to == to {
				return b[st.block] == Empty
			}
		}
	case Elephant:
		for j := 0; j < int(geo.elephantN[from]); j++ {
			if st := &geo.elephant[from][j]; st.to == to {
				return b[st.block] == Empty
			}
		}
	case Advisor:
		for j := 0; j < int(geo.advisorN[from]); j++ {
			if geo.advisor[from][j] == to {
				return true
			}
		}
	case General:
		for j := 0; j < int(geo.generalN[from]); j++ {
			if geo.general[from][j] == to {
				return true
			}
		}
	case Soldier:
		return p.soldierAttacks(from, to, p.side)
	}
	return false
}
