package explain

import (
	"slices"

	"xiangqi/rules"
)

// Kind is what a move does, the most telling thing first.
type Kind int

const (
	None          Kind = iota // not a legal move here
	Mates                     // it mates (or leaves no legal move)
	Wins                      // a capture that wins material: Piece
	ChecksForks               // a check that also attacks two pieces: Targets
	Forks                     // it attacks two pieces at once: Targets
	ChecksAttacks             // a check that also attacks a piece: Targets[0]
	ThreatensMate             // it threatens mate in one
	Trades                    // an even exchange (within Margin): Mover for Piece
	Checks                    // a plain check
	Attacks                   // it attacks a piece it would win: Targets[0]
	Escapes                   // it gets out of check
	Saves                     // it takes the Mover out of a capture that would win it
	Defends                   // it keeps Piece from being won
	Develops                  // a horse, chariot or cannon leaves its first point
	Improves                  // nothing of the above: a quiet move
	Sacrifices                // it gives the Mover away (Exchange loses Margin or more)
)

// Explanation is what Explain found. Targets are the opponent's pieces
// the moved piece attacks and would win by Exchange, the most valuable
// first (two at most).
type Explanation struct {
	Kind    Kind
	Mover   rules.Piece
	Piece   rules.Piece
	Targets []rules.Piece
	Gain    int          // Wins: Exchange's gain
	At      rules.Square // Defends: where Piece stands, so that the text can say which
}

// Explain says what the legal move m does in p. An illegal move gets None.
func Explain(p rules.Position, m rules.Move) Explanation {
	if !p.IsLegal(m) {
		return Explanation{}
	}
	us := p.SideToMove()
	from, to := m.From(), m.To()
	e := Explanation{Mover: p.At(from)}
	captured := p.At(to)
	gain := Exchange(&p, m)
	after := p
	after.MakeMove(m)
	if !after.HasLegalMove() {
		e.Kind = Mates
		return e
	}
	if captured != rules.Empty && gain >= Margin {
		e.Kind, e.Piece, e.Gain = Wins, captured, gain
		return e
	}
	check := after.InCheck()
	// A piece that is lost where it lands forks nothing: the opponent
	// takes it first.
	lost := gain <= -Margin
	if !lost {
		e.Targets = targets(after, to)
	}
	switch {
	case check && len(e.Targets) >= 2:
		e.Kind = ChecksForks
	case len(e.Targets) >= 2:
		e.Kind = Forks
	case check && len(e.Targets) == 1:
		e.Kind = ChecksAttacks
	case !check && mateInOne(after):
		e.Kind = ThreatensMate
	case captured != rules.Empty && !lost:
		e.Kind, e.Piece = Trades, captured
	case check:
		e.Kind = Checks
	case lost:
		e.Kind = Sacrifices
	case len(e.Targets) == 1:
		e.Kind = Attacks
	case p.InCheck():
		e.Kind = Escapes
	}
	if e.Kind != 0 {
		return e
	}
	e.Targets = nil
	before := hanging(p, us)
	now := hanging(after, us)
	switch {
	case slices.Contains(before, from) && !slices.Contains(now, to):
		e.Kind = Saves
	default:
		for _, s := range before {
			if s != from && !slices.Contains(now, s) {
				e.Kind, e.Piece, e.At = Defends, p.At(s), s
				break
			}
		}
	}
	if e.Kind == 0 && developing(e.Mover, from) {
		e.Kind = Develops
	}
	if e.Kind == 0 {
		e.Kind = Improves
	}
	return e
}

// targets are the pieces of the side to move in after that the piece on
// s (the other side's, just moved there) could take next, winning
// material, the most valuable first, at most two. The general is not
// one: attacking it is a check.
func targets(after rules.Position, s rules.Square) []rules.Piece {
	q := after
	q.MakeNull()
	var l rules.MoveList
	q.GenerateCaptures(&l)
	type target struct {
		pc rules.Piece
		v  int
	}
	var ts []target
	for _, m := range l.Slice() {
		if m.From() != s || q.At(m.To()).Kind() == rules.General {
			continue
		}
		if Exchange(&q, m) >= Margin {
			ts = append(ts, target{q.At(m.To()), Value(q.At(m.To()), m.To())})
		}
	}
	slices.SortStableFunc(ts, func(a, b target) int { return b.v - a.v })
	var out []rules.Piece
	for _, t := range ts {
		if len(out) < 2 {
			out = append(out, t.pc)
		}
	}
	return out
}

// mateInOne reports whether the side not to move in p would have a mate
// in one if it were its move again.
func mateInOne(p rules.Position) bool {
	if p.InCheck() {
		return false
	}
	q := p
	q.MakeNull()
	var l rules.MoveList
	q.GenerateMoves(&l)
	for _, m := range l.Slice() {
		if !q.GivesCheck(m) {
			continue // a stalemate in one is too rare to look for
		}
		u := q.MakeMove(m)
		mate := !q.HasLegalMove()
		q.UnmakeMove(m, u)
		if mate {
			return true
		}
	}
	return false
}

// hanging are the points of c's pieces that the other side could win by
// Exchange if it were its move, in p (where either side may be to move).
func hanging(p rules.Position, c rules.Color) []rules.Square {
	q := p
	if q.SideToMove() == c {
		if q.InCheck() {
			return nil
		}
		q.MakeNull()
	}
	var l rules.MoveList
	q.GenerateCaptures(&l)
	var out []rules.Square
	for _, m := range l.Slice() {
		if !slices.Contains(out, m.To()) && Exchange(&q, m) >= Margin {
			out = append(out, m.To())
		}
	}
	return out
}

// developing reports whether pc leaves from, its first point: a horse,
// chariot or cannon of the opening's array.
func developing(pc rules.Piece, from rules.Square) bool {
	f, r := from.File(), from.Rank()
	if pc.Color() == rules.Black {
		r = 9 - r
	}
	switch pc.Kind() {
	case rules.Horse:
		return r == 0 && (f == 1 || f == 7)
	case rules.Chariot:
		return r == 0 && (f == 0 || f == 8)
	case rules.Cannon:
		return r == 2 && (f == 1 || f == 7)
	}
	return false
}
