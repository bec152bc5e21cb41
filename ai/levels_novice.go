package ai

import (
	"context"

	"xiangqi/rules"
)

// noviceSpec is the error model of the levels below Beginner: not a
// search with noise, but a player who looks at the board as a newcomer
// does, one move deep, and sees only part of it.
//
// Every turn it plays a mate in one if it notices it (matePct). Otherwise
// it weighs each legal move by the position after it (the static
// evaluation, material included, plus a random misjudgement, normal with
// standard deviation noiseCP), less what it believes the opponent can then
// take. What it believes is where its errors are:
//
//   - it looks at the piece it moves, and at its chariots, always;
//   - at what the opponent's last move attacks with chance lastPct (it
//     answers the last move, and only it);
//   - at all its other pieces with chance watchPct (else a threat to
//     another piece goes unseen, a piece is left where it can be taken);
//   - an enemy cannon's attack over a screen, a horse's (its forks) and
//     any other piece's go unseen this turn, each enemy piece drawn once a
//     turn, with chances blindCannon, blindHorse and blindOther (never for
//     an attack on a chariot);
//   - a mate in one against itself is seen with chance selfMatePct.
//
// It never gives a chariot away: a move after which a chariot can be
// taken for less than it (or undefended) is played only when the move
// itself takes as much, or when every move does so. It never plays an
// illegal move: it chooses among the legal moves.
type noviceSpec struct {
	matePct     int
	noiseCP     int
	lastPct     int
	watchPct    int
	blindCannon int
	blindHorse  int
	blindOther  int
	selfMatePct int
}

// noviceValue is what a newcomer counts a piece as worth, in centipawns: a
// soldier across the river is worth two.
func noviceValue(pc rules.Piece, s rules.Square) int {
	switch pc.Kind() {
	case rules.Chariot:
		return 900
	case rules.Cannon:
		return 450
	case rules.Horse:
		return 400
	case rules.Advisor, rules.Elephant:
		return 200
	case rules.Soldier:
		if crossed(pc.Color(), s) {
			return 200
		}
		return 100
	case rules.General:
		return 10000
	}
	return 0
}

// crossed reports whether point s is across the river for colour c (Red
// starts on ranks 0–4).
func crossed(c rules.Color, s rules.Square) bool {
	if c == rules.Red {
		return s.Rank() >= 5
	}
	return s.Rank() <= 4
}

// chance draws true with pct per cent.
func (e *Engine) chance(pct int) bool {
	return pct >= 100 || pct > 0 && int(e.random()%100) < pct
}

// playNovice is play for a level with a noviceSpec.
func (e *Engine) playNovice(ctx context.Context, pos rules.Position, h History, ns *noviceSpec, info func(Info)) Result {
	var l rules.MoveList
	pos.GenerateMoves(&l)
	if l.N == 0 {
		return Result{Move: rules.NoMove}
	}
	moves := l.Moves[:l.N]
	done := func(m rules.Move, score, mate int) Result {
		r := Result{Move: m, Depth: 1, Score: score, Mate: mate, Nodes: uint64(len(moves)), PV: []rules.Move{m}}
		r.Lines = []Line{{Move: m, Score: score, Mate: mate, PV: r.PV}}
		if info != nil {
			info(Info{Depth: 1, Score: score, Mate: mate, Nodes: r.Nodes, PV: r.PV, Lines: r.Lines})
		}
		return r
	}
	if e.chance(ns.matePct) {
		for _, m := range moves {
			q := pos
			q.MakeMove(m)
			if !q.HasLegalMove() {
				return done(m, MateScore-1, 1)
			}
		}
	}
	us := pos.SideToMove()
	// This turn's sight: the enemy pieces whose attacks it does not see,
	// the pieces of its own it looks after.
	var blind [rules.NumSquares]bool
	var watched [rules.NumSquares]bool
	watchAll := e.chance(ns.watchPct)
	for s := rules.Square(0); s < rules.NumSquares; s++ {
		pc := pos.At(s)
		switch {
		case pc == rules.Empty:
		case pc.Color() != us:
			pct := ns.blindOther
			switch pc.Kind() {
			case rules.Cannon:
				pct = ns.blindCannon
			case rules.Horse:
				pct = ns.blindHorse
			}
			blind[s] = e.chance(pct)
		case watchAll || pc.Kind() == rules.Chariot:
			watched[s] = true
		}
	}
	if n := len(h.Moves); n > 0 && e.chance(ns.lastPct) {
		// What the piece the opponent just moved attacks now.
		if from := h.Moves[n-1].To(); pos.At(from) != rules.Empty && pos.At(from).Color() != us {
			q := pos
			q.SetSideToMove(us.Other())
			var c rules.MoveList
			q.GeneratePseudo(&c, true)
			for _, m := range c.Moves[:c.N] {
				if m.From() == from {
					watched[m.To()] = true
					blind[from] = false
				}
			}
		}
	}
	selfMate := e.chance(ns.selfMatePct)

	// The numbers the Newcomer levels were rated with (RoundTwo).
	rated := RoundTwo()
	best, bestScore, bestStatic := rules.NoMove, 0, 0
	guarded := false // best keeps the chariots
	for _, m := range moves {
		if ctx.Err() != nil && best != rules.NoMove {
			break
		}
		gain := 0
		if cap := pos.At(m.To()); cap != rules.Empty {
			gain = noviceValue(cap, m.To())
		}
		q := pos
		q.MakeMove(m)
		static := -evalWith(&q, &rated)
		var look [rules.NumSquares]bool
		for s := rules.Square(0); s < rules.NumSquares; s++ {
			if watched[s] && s != m.From() {
				look[s] = true
			}
		}
		look[m.To()] = true
		loss, chariotLoss := threatLoss(&q, &look, &blind)
		score := static - loss
		if selfMate && matesInOne(&q) {
			score -= MateScore / 2
		}
		score += int(float64(ns.noiseCP) * e.normal())
		keeps := chariotLoss <= gain
		if best == rules.NoMove || keeps && !guarded || keeps == guarded && score > bestScore {
			best, bestScore, bestStatic, guarded = m, score, static, keeps
		}
	}
	return done(best, bestStatic, 0)
}

// threatLoss is what the side not to move in q believes the side to move
// can take from it: the most a capture on a point of look wins, by an
// enemy piece not blind this turn (any piece, for a chariot), counting
// the capturing piece as lost when the point is defended. chariotLoss is
// the same for the chariots alone, seen in full.
func threatLoss(q *rules.Position, look, blind *[rules.NumSquares]bool) (loss, chariotLoss int) {
	var c rules.MoveList
	q.GenerateCaptures(&c)
	for _, m := range c.Moves[:c.N] {
		to := m.To()
		victim := q.At(to)
		isChariot := victim.Kind() == rules.Chariot
		if !look[to] || blind[m.From()] && !isChariot {
			continue // not looked at, or not seen
		}
		v := noviceValue(victim, to)
		r := *q
		r.MakeMove(m)
		if defended(&r, to) {
			v -= noviceValue(q.At(m.From()), m.From())
		}
		if isChariot {
			chariotLoss = max(chariotLoss, v)
		}
		loss = max(loss, v)
	}
	return loss, chariotLoss
}

// defended reports whether the side to move in r can capture on s.
func defended(r *rules.Position, s rules.Square) bool {
	var c rules.MoveList
	r.GenerateCaptures(&c)
	for _, m := range c.Moves[:c.N] {
		if m.To() == s {
			return true
		}
	}
	return false
}

// matesInOne reports whether the side to move in q has a move after which
// the other side has none (in xiangqi that loses, check or not).
func matesInOne(q *rules.Position) bool {
	var c rules.MoveList
	q.GenerateMoves(&c)
	for _, m := range c.Moves[:c.N] {
		r := *q
		r.MakeMove(m)
		if !r.HasLegalMove() {
			return true
		}
	}
	return false
}
