package rules

// Protection (WXF/AXF rules, "protected piece"): a piece is protected when,
// after the attacker takes it, its side can legally take back on that
// point. A protector that is pinned against its general, or whose recapture
// would leave the generals facing on an open file, is a false protector
// ("fake root", 假根): the piece counts as unprotected.

// protection judges the capture m made in q (q's side is the attacker,
// the capture legal) by the victim's side: protected reports a legal
// recapture; false reports that some piece could take back but none
// legally.
func protection(q *Position, m Move) (protected, falseRoot bool) {
	to := m.To()
	def := q.board[to].Color()
	u := q.MakeMove(m)
	defer q.UnmakeMove(m, u)
	if !q.attacked(to, def) {
		return false, false
	}
	if attackerOf(q, to, def, NoSquare) != NoSquare {
		return true, false
	}
	return false, true
}
