package rules

// GivesCheck reports whether the legal move m checks the opponent.
func (p *Position) GivesCheck(m Move) bool {
	from, to := m.From(), m.To()
	pc, cap := p.board[from], p.board[to]
	p.board[to], p.board[from] = pc, Empty
	check := p.checksAfter(from, to, pc.Color())
	p.board[from], p.board[to] = pc, cap
	return check
}

// GaveCheck reports whether m, the legal move just played with MakeMove,
// checks the side now to move. It equals InCheck but looks only where the
// move can have changed something (see checksAfter).
func (p *Position) GaveCheck(m Move) bool {
	return p.checksAfter(m.From(), m.To(), p.side.Other())
}

// checksAfter reports, with the board already showing us's legal move
// from→to, whether the other general is attacked. Before a legal move the
// side not to move is never in check, so only what the move changed can
// give check:
//   - a line of the general through from (opened: a chariot behind, or a
//     cannon that now has one screen) or through to (the piece itself, or
//     a new cannon screen);
//   - a horse leg next to the general vacated at from;
//   - the moved piece as a horse or soldier attacking from to.
//
// Generals facing each other cannot arise from a legal move; advisors and
// elephants never attack a general.
func (p *Position) checksAfter(from, to Square, us Color) bool {
	k := p.kings[us.Other()]
	if p.opened(k, from, to, us) {
		return true
	}
	switch p.board[to].Kind() {
	case Horse:
		for j := 0; j < int(geo.horseFromN[k]); j++ {
			if e := &geo.horseFrom[k][j]; (e[1] == to || e[2] == to) && p.board[e[0]] == Empty {
				return true
			}
		}
	case Soldier:
		// A soldier attacks exactly the points it may step to.
		for j := 0; j < int(geo.soldierN[us][to]); j++ {
			if geo.soldier[us][to][j] == k {
				return true
			}
		}
	}
	return false
}
