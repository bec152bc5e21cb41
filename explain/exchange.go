package explain

import "xiangqi/rules"

// values are the pieces' worth in tenths of a soldier, the usual scale
// of teaching books (chariot 9, cannon 4.5, horse 4, advisor and elephant
// 2, soldier 1 and 2 over the river). The general is priceless: a capture
// of it never comes up in legal play, but it must never be worth trading.
var values = [rules.NumKinds]int{rules.General: 1000, rules.Advisor: 20, rules.Elephant: 20,
	rules.Horse: 40, rules.Chariot: 90, rules.Cannon: 45, rules.Soldier: 10}

// Value is what the piece pc standing on s is worth, in tenths of a
// soldier: a soldier over the river counts double.
func Value(pc rules.Piece, s rules.Square) int {
	if pc == rules.Empty {
		return 0
	}
	k := pc.Kind()
	if k >= rules.NumKinds {
		return 0
	}
	if k == rules.Soldier && crossed(pc.Color(), s) {
		return 2 * values[k]
	}
	return values[k]
}

// crossed reports whether a soldier of c on s has crossed the river.
func crossed(c rules.Color, s rules.Square) bool {
	if c == rules.Red {
		return s.Rank() >= 5
	}
	return s.Rank() <= 4
}

// Margin is the least gain that counts as winning material: a soldier.
// A horse for a cannon (5) is an even trade, as players count it.
const Margin = 10

// Exchange is what the side to move gains, in Value's units, by playing
// the legal move m and then the best sequence of recaptures on m's point:
// each side recaptures with its least valuable piece, or stops when going
// on would lose. A quiet move gains 0 at best and less when it puts the
// piece where it is lost. p is left as it was.
func Exchange(p *rules.Position, m rules.Move) int {
	to := m.To()
	gain := Value(p.At(to), to)
	// The mover's piece counts as it will stand (a soldier that crosses
	// the river is worth more there).
	u := p.MakeMove(m)
	back := leastCapture(p, to)
	if back != rules.NoMove {
		if g := Exchange(p, back); g > 0 {
			gain -= g
		}
	}
	p.UnmakeMove(m, u)
	return gain
}

// leastCapture is the side to move's legal capture on s with its least
// valuable piece, or NoMove.
func leastCapture(p *rules.Position, s rules.Square) rules.Move {
	var l rules.MoveList
	p.GenerateCaptures(&l)
	best, bestV := rules.NoMove, 0
	for _, m := range l.Slice() {
		if m.To() != s {
			continue
		}
		if v := Value(p.At(m.From()), m.From()); best == rules.NoMove || v < bestV {
			best, bestV = m, v
		}
	}
	return best
}
