package rules

// Who chases and who can be chased (WXF/AXF rules, "Terms": a chase is an
// attack by a piece other than the general or a soldier on a piece other
// than the general and an uncrossed soldier).

// canChase reports whether a piece of kind k can chase: generals and
// soldiers attack freely, their threats are never a chase.
func canChase(k Kind) bool { return k != General && k != Soldier && k != NoKind }

// isVictim reports whether the piece pc standing on s can be chased: never
// the general (an attack on it is a check), and a soldier only once it has
// crossed the river (an uncrossed soldier is worth too little to chase).
func isVictim(pc Piece, s Square) bool {
	switch pc.Kind() {
	case General, NoKind:
		return false
	case Soldier:
		return soldierCrossed(pc.Color(), s)
	}
	return true
}

// soldierCrossed reports whether a soldier of side c on s is across the
// river: Red's from rank 5 up, Black's from rank 4 down.
func soldierCrossed(c Color, s Square) bool { return (c == Red) == (s.Rank() >= 5) }

// generalMoves reports whether m moves the general. A general's move never
// chases, not even by what it uncovers or by the pieces it works with
// (rule 28 and diagrams 67 and 68: "the King can perpetually chase", "the
// King can work with another piece to perpetually chase"; a draw).
func generalMoves(p *Position, m Move) bool { return p.board[m.From()].Kind() == General }

// chariotPinnedByCannon reports whether the piece on s in q is a chariot
// pinned against its general by an enemy cannon: taken off the board, it
// would leave its general in a cannon's check. A chariot so pinned before
// and after its move (it moved along the line of the pin) chases nothing
// (the rule of diagrams 63 to 66: it is not free to go anywhere else).
func chariotPinnedByCannon(q *Position, s Square) bool {
	pc := q.board[s]
	if pc.Kind() != Chariot {
		return false
	}
	c := pc.Color()
	if q.attackedBy(q.kings[c], c.Other(), true) {
		return false // already in check: not a pin
	}
	q.board[s] = Empty
	defer func() { q.board[s] = pc }()
	return cannonChecks(q, c)
}

// cannonChecks reports whether an enemy cannon attacks c's general in q.
func cannonChecks(q *Position, c Color) bool {
	k := q.kings[c]
	cannon := MakePiece(c.Other(), Cannon)
	for d := 0; d < 4; d++ {
		ray := &geo.ray[k][d]
		n := int(geo.rayLen[k][d])
		i := 0
		for ; i < n && q.board[ray[i]] == Empty; i++ {
		}
		for i++; i < n && q.board[ray[i]] == Empty; i++ {
		}
		if i < n && q.board[ray[i]] == cannon {
			return true
		}
	}
	return false
}

// victimPinned reports whether the piece on s in q is pinned against its
// general: taken off the board, it would leave its general in check (a
// chariot on the leg of a horse that would then check, a piece between the
// general and a chariot or a cannon's screen, or between the generals).
// Such a piece cannot escape an attack, so a move of the attacker that
// keeps attacking it chases it anew, though the attack stood before the
// move (rule 19 and diagrams 39 and 40: a chariot held by a horse is
// chased by the chariot or cannon that slides along its line attacking it
// with every move). A piece that could escape and stays is not chased so
// (the appendix's example of non-perpetual chase). Its general already in
// check is not a pin.
func victimPinned(q *Position, s Square) bool {
	pc := q.board[s]
	if pc == Empty {
		return false
	}
	c := pc.Color()
	if q.kingAttacked(c) {
		return false
	}
	q.board[s] = Empty
	defer func() { q.board[s] = pc }()
	return q.kingAttacked(c)
}
