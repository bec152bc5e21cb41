package rules

// The piece-kind exceptions of the chase rules (WXF/AXF rules 15 to 17 and
// their diagrams): some attacks are chases even on a protected piece, and
// an attack that the victim can answer by taking the attacker with a piece
// of the same kind is an offer to exchange, not a chase.

// chasedWhenProtected reports whether an attack by kind a on kind v is a
// chase even when the victim is protected, because the attacker is worth
// less than its victim: a horse or cannon on a chariot, an advisor or
// elephant on a horse, cannon or chariot. It returns the reason to give.
func chasedWhenProtected(a, v Kind) (ChaseWhy, bool) {
	switch {
	case (a == Horse || a == Cannon) && v == Chariot:
		return ChariotByMinor, true
	case (a == Advisor || a == Elephant) && (v == Horse || v == Cannon || v == Chariot):
		return ByDefender, true
	}
	return NotChased, false
}

// offersExchange reports whether the capture m (made in q by the attacker,
// with q's side the attacker's) is answered by the victim taking the
// attacker: both are of the same kind and the victim can legally capture
// it. Two chariots facing each other, or two horses or cannons attacking
// each other, offer an exchange; neither chases the other. A victim that
// cannot take back (pinned, or a horse whose leg is blocked) is chased.
func offersExchange(q *Position, m Move) bool {
	a, v := q.board[m.From()], q.board[m.To()]
	if a.Kind() != v.Kind() {
		return false
	}
	r := *q
	r.side = v.Color()
	back := NewMove(m.To(), m.From())
	var l MoveList
	r.genPiece(&l, m.To(), v, true)
	for _, x := range l.Moves[:l.N] {
		if x == back {
			return r.kingSafeAfter(back)
		}
	}
	return false
}
