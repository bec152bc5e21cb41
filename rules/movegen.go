package rules

// GenerateMoves fills l with every legal move of the side to move.
func (p *Position) GenerateMoves(l *MoveList) {
	l.N = 0
	p.genPseudo(l, false)
	p.filterLegal(l)
}

// GenerateCaptures fills l with the legal captures of the side to move.
func (p *Position) GenerateCaptures(l *MoveList) {
	l.N = 0
	p.genPseudo(l, true)
	p.filterLegal(l)
}

// GeneratePseudo fills l with the moves that follow the pieces' movement
// rules but may leave the mover's general attacked; a search that makes
// moves lazily filters them with LegalAfterPseudo.
func (p *Position) GeneratePseudo(l *MoveList, capturesOnly bool) {
	l.N = 0
	p.genPseudo(l, capturesOnly)
}

// HasLegalMove reports whether the side to move has any legal move.
func (p *Position) HasLegalMove() bool {
	var l MoveList
	p.genPseudo(&l, false)
	ks := p.kings[p.side]
	check := p.kingAttacked(p.side)
	for _, m := range l.Moves[:l.N] {
		if p.legalFast(m, ks, check) {
			return true
		}
	}
	return false
}

// LegalAfterPseudo reports whether a pseudo-legal move keeps the mover's
// general safe. inCheck must be p.InCheck().
func (p *Position) LegalAfterPseudo(m Move, inCheck bool) bool {
	return p.legalFast(m, p.kings[p.side], inCheck)
}

// IsLegal reports whether m is a legal move here. It accepts any Move value.
func (p *Position) IsLegal(m Move) bool {
	return p.IsPseudoLegal(m) && p.kingSafeAfter(m)
}

func (p *Position) filterLegal(l *MoveList) {
	ks := p.kings[p.side]
	check := p.kingAttacked(p.side)
	n := 0
	for _, m := range l.Moves[:l.N] {
		if p.legalFast(m, ks, check) {
			l.Moves[n] = m
			n++
		}
	}
	l.N = n
}

// legalFast avoids most of the work of testing a move: when not in check,
// only the general itself, a piece leaving the general's file or rank, a
// piece arriving on them (it may become a cannon screen) or a piece leaving
// a horse-leg point next to it can expose the general, and then only along
// that line or from that horse.
func (p *Position) legalFast(m Move, ks Square, inCheck bool) bool {
	from, to := m.From(), m.To()
	if inCheck || from == ks {
		return p.kingSafeAfter(m)
	}
	lineFrom, lineTo, leg := geo.sameLine[ks][from], geo.sameLine[ks][to], geo.diagNear[ks][from]
	if !lineFrom && !lineTo && !leg {
		return true
	}
	b := &p.board
	pc, cap := b[from], b[to]
	b[to], b[from] = pc, Empty
	safe := !p.opened(ks, from, to, p.side.Other())
	b[from], b[to] = pc, cap
	return safe
}

// opened reports, with the board already showing a move from→to, whether
// side by now attacks the general on k along a line through from or to, or
// with a horse over a leg vacated at from: all that a move by someone else
// can change about k. It is shared by the legality test (our general) and
// the check test (theirs).
func (p *Position) opened(k, from, to Square, by Color) bool {
	lf, lt := geo.sameLine[k][from], geo.sameLine[k][to]
	if lf && p.lineAttack(k, lineDir(k, from), by) {
		return true
	}
	if lt && (!lf || lineDir(k, to) != lineDir(k, from)) && p.lineAttack(k, lineDir(k, to), by) {
		return true
	}
	return geo.diagNear[k][from] && p.horseOverLeg(k, from, by)
}

// lineDir returns the ray direction from a to b, which share a file or rank.
func lineDir(a, b Square) int {
	switch {
	case b.File() == a.File() && b > a:
		return dirN
	case b.File() == a.File():
		return dirS
	case b > a:
		return dirE
	}
	return dirW
}

// lineAttack reports whether a chariot, cannon or (on a file) the other
// general of side by attacks s along direction d.
func (p *Position) lineAttack(s Square, d int, by Color) bool {
	b := &p.board
	ray := &geo.ray[s][d]
	n := int(geo.rayLen[s][d])
	i := 0
	for ; i < n && b[ray[i]] == Empty; i++ {
	}
	if i == n {
		return false
	}
	if pc := b[ray[i]]; pc == MakePiece(by, Chariot) || (pc == MakePiece(by, General) && d <= dirS) {
		return true
	}
	for i++; i < n && b[ray[i]] == Empty; i++ {
	}
	return i < n && b[ray[i]] == MakePiece(by, Cannon)
}

// horseOverLeg reports whether a horse of side by attacks s over the leg point leg.
func (p *Position) horseOverLeg(s, leg Square, by Color) bool {
	horse := MakePiece(by, Horse)
	for j := 0; j < int(geo.horseFromN[s]); j++ {
		e := &geo.horseFrom[s][j]
		if e[0] == leg {
			return (e[1] >= 0 && p.board[e[1]] == horse) || (e[2] >= 0 && p.board[e[2]] == horse)
		}
	}
	return false
}

// kingSafeAfter plays m on the board alone and tests the mover's general.
func (p *Position) kingSafeAfter(m Move) bool {
	from, to := m.From(), m.To()
	pc, cap := p.board[from], p.board[to]
	p.board[to], p.board[from] = pc, Empty
	ks := p.kings[p.side]
	if pc.Kind() == General {
		ks = to
	}
	safe := !p.attackedBy(ks, p.side.Other(), true)
	p.board[from], p.board[to] = pc, cap
	return safe
}

func (p *Position) genPseudo(l *MoveList, capturesOnly bool) {
	us := p.side
	for s := Square(0); s < NumSquares; s++ {
		pc := p.board[s]
		if pc != Empty && pc.Color() == us {
			p.genPiece(l, s, pc, capturesOnly)
		}
	}
}

// genPiece adds the pseudo-legal moves of the piece pc standing on s.
func (p *Position) genPiece(l *MoveList, s Square, pc Piece, capturesOnly bool) {
	b := &p.board
	us := pc.Color()
	// target reports whether a step may land on t, and adds it.
	switch pc.Kind() {
	case Chariot:
		for d := 0; d < 4; d++ {
			ray := &geo.ray[s][d]
			n := int(geo.rayLen[s][d])
			for i := 0; i < n; i++ {
				t := ray[i]
				if q := b[t]; q != Empty {
					if q.Color() != us {
						l.add(NewMove(s, t))
					}
					break
				}
				if !capturesOnly {
					l.add(NewMove(s, t))
				}
			}
		}
	case Cannon:
		for d := 0; d < 4; d++ {
			ray := &geo.ray[s][d]
			n := int(geo.rayLen[s][d])
			i := 0
			for ; i < n && b[ray[i]] == Empty; i++ {
				if !capturesOnly {
					l.add(NewMove(s, ray[i]))
				}
			}
			for i++; i < n; i++ {
				if q := b[ray[i]]; q != Empty {
					if q.Color() != us {
						l.add(NewMove(s, ray[i]))
					}
					break
				}
			}
		}
	case Horse:
		for j := 0; j < int(geo.horseN[s]); j++ {
			st := geo.horse[s][j]
			if b[st.block] == Empty {
				p.addStep(l, s, st.to, us, capturesOnly)
			}
		}
	case Elephant:
		for j := 0; j < int(geo.elephantN[s]); j++ {
			st := geo.elephant[s][j]
			if b[st.block] == Empty {
				p.addStep(l, s, st.to, us, capturesOnly)
			}
		}
	case Advisor:
		for j := 0; j < int(geo.advisorN[s]); j++ {
			p.addStep(l, s, geo.advisor[s][j], us, capturesOnly)
		}
	case General:
		for j := 0; j < int(geo.generalN[s]); j++ {
			p.addStep(l, s, geo.general[s][j], us, capturesOnly)
		}
	case Soldier:
		for j := 0; j < int(geo.soldierN[us][s]); j++ {
			p.addStep(l, s, geo.soldier[us][s][j], us, capturesOnly)
		}
	}
}

func (p *Position) addStep(l *MoveList, from, to Square, us Color, capturesOnly bool) {
	q := p.board[to]
	if q == Empty {
		if !capturesOnly {
			l.add(NewMove(from, to))
		}
	} else if q.Color() != us {
		l.add(NewMove(from, to))
	}
}
