package rules

// What a chase is (WXF/AXF rules, "chase", 捉): a move chases a piece when,
// after it, one of the mover's pieces threatens to win that piece and the
// threat is new. The parts are named rules, each in its own file:
//   - who chases and who is chased: victim.go (canChase, isVictim);
//   - what protection is: protect.go (protection, with false roots);
//   - the piece-kind exceptions: exception.go (chasedWhenProtected,
//     offersExchange);
//   - what makes a threat new: newThreats below.

// threat is one attack that would win material: the attacker's point, the
// victim's point and why it counts.
type threat struct {
	from, to Square
	why      ChaseWhy
}

// maxThreats bounds a threat list: ten pieces that can chase, each on at
// most fifteen victims.
const maxThreats = 150

// threats is a fixed list, so that judging chases allocates nothing.
type threats struct {
	n int
	t [maxThreats]threat
}

func (l *threats) has(from, to Square) bool {
	for _, x := range l.t[:l.n] {
		if x.from == from && x.to == to {
			return true
		}
	}
	return false
}

// threatsOf lists the threats side by makes in p, as if it were by's turn
// (the opponent passing). A threat is a capture by a piece that can chase
// of a piece that can be chased, that is not an offer to exchange, and
// whose victim is unprotected, falsely protected, or worth more than the
// attacker (chasedWhenProtected). With legal set the capture must be legal
// for by; without it a capture that only the mover's own general's safety
// forbids counts too (used for the position before a move, where the mover
// may be in check: an attack that stood then is not new when the check is
// answered).
func (p *Position) threatsOf(by Color, legal bool, out *threats) {
	q := *p
	q.side = by
	out.n = 0
	var l MoveList
	for s := Square(0); s < NumSquares; s++ {
		a := q.board[s]
		if a == Empty || a.Color() != by || !canChase(a.Kind()) {
			continue
		}
		l.N = 0
		q.genPiece(&l, s, a, true)
		for _, m := range l.Moves[:l.N] {
			to := m.To()
			v := q.board[to]
			if !isVictim(v, to) || (legal && !q.kingSafeAfter(m)) || offersExchange(&q, m) {
				continue
			}
			why, ok := chasedWhenProtected(a.Kind(), v.Kind())
			if !ok {
				prot, falseRoot := protection(&q, m)
				switch {
				case prot:
					continue
				case falseRoot:
					why = FalseProtection
				default:
					why = Unprotected
				}
			}
			if out.n < maxThreats {
				out.t[out.n] = threat{s, to, why}
				out.n++
			}
		}
	}
}

// newThreats lists the threats the move m (about to be played from p)
// makes: the threats of the mover after m that did not stand before it,
// the attacker followed as it moves. A threat is new when its attacker
// did not threaten that victim before the move: the piece that moved went
// where it attacks, or another piece's attack was uncovered (a discovered
// chase), or the victim lost its protection (a pin on its protector, a
// blocked protector: the "fake root" and "undermined root" chases). A
// threat that stood before and after the move, even by a piece that moved
// along its line of attack, does not change and is not a chase (the
// rulebook's "example of non-perpetual chase": a chariot that keeps
// attacking a cannon which does not try to escape does not chase it),
// unless the victim cannot escape: a move that keeps attacking a pinned
// piece chases it anew (victimPinned, rule 19).
// The general's moves never chase (generalMoves), nor do those of a
// chariot pinned by a cannon (chariotPinnedByCannon).
func (p *Position) newThreats(m Move, out *threats) {
	out.n = 0
	if generalMoves(p, m) {
		return
	}
	mover := p.side
	q := *p
	q.MakeMove(m)
	if chariotPinnedByCannon(p, m.From()) && chariotPinnedByCannon(&q, m.To()) {
		return
	}
	var before threats
	p.threatsOf(mover, false, &before)
	var after threats
	q.threatsOf(mover, true, &after)
	for _, x := range after.t[:after.n] {
		from := x.from
		if from == m.To() {
			from = m.From()
		}
		if !before.has(from, x.to) || (x.from == m.To() && victimPinned(&q, x.to)) {
			out.t[out.n] = x
			out.n++
		}
	}
}

// chasedBy returns the pieces the move m (about to be played from p) newly
// chases, by their points after the move.
func (p *Position) chasedBy(m Move) sqSet {
	var l threats
	p.newThreats(m, &l)
	var set sqSet
	for _, x := range l.t[:l.n] {
		set.add(x.to)
	}
	return set
}

// chaseReason is how a move chases a piece: the attacker, why the piece
// counts as chased, and how the threat arose when another piece than the
// one that moved attacks it.
type chaseReason struct {
	chaser     Square
	why        ChaseWhy
	discovered bool // the move uncovered the attack
	undermined bool // the attack stood; the move took away the protection
	pinned     bool // the attack stood, renewed by the mover on a pinned victim
}

// chaseOf explains how the move m (about to be played from p) chases the
// piece on victim: the attacker (preferring the piece that moved) and why.
func (p *Position) chaseOf(m Move, victim Square) (chaseReason, bool) {
	var l threats
	p.newThreats(m, &l)
	r := chaseReason{chaser: NoSquare}
	for _, x := range l.t[:l.n] {
		if x.to != victim {
			continue
		}
		if r.chaser == NoSquare || x.from == m.To() {
			r.chaser, r.why = x.from, x.why
		}
	}
	if r.chaser == NoSquare {
		return r, false
	}
	if r.chaser != m.To() {
		r.undermined = p.pseudoAttacks(r.chaser, victim)
		r.discovered = !r.undermined
	} else {
		// The mover attacked the victim before the move too: the threat
		// is new only because the victim cannot escape it (victimPinned).
		r.pinned = p.pseudoAttacks(m.From(), victim)
	}
	return r, true
}

// pseudoAttacks reports whether the piece on from could capture on to in
// p, its own general's safety aside.
func (p *Position) pseudoAttacks(from, to Square) bool {
	pc := p.board[from]
	if pc == Empty {
		return false
	}
	var l MoveList
	p.genPiece(&l, from, pc, true)
	for _, m := range l.Moves[:l.N] {
		if m.To() == to {
			return true
		}
	}
	return false
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
