package ai

import "xiangqi/rules"

// Endgame knowledge: material that cannot force mate. Material and
// placement say a side with a lone horse against a full set of advisors
// and elephants is a horse ahead, but every Xiangqi endgame manual calls
// that ending a draw; an engine that believes the score trades down into
// it and then shuffles until the move-count rule. drawScale shrinks the
// evaluation of such endings towards zero, so that the search keeps the
// material that can still win and the defender heads for these endings.
//
// The table below is the classic theory of the small endings (one
// attacking piece against defenders), stated by what the stronger side has
// left. It is deliberately coarse: a scale, not a verdict, so the search
// still finds the wins the rules of thumb miss.

// dampFrom is the halfmove clock (plies without a capture) after which the
// evaluation shrinks linearly to zero at the move-count rule's draw
// (rules.MoveLimitPlies): a side that is ahead then prefers a capture that
// restarts the count to shuffling, long before the search can see the
// draw itself.
const dampFrom = 60

// drawPhase is the attacking material (phaseWeight units: chariot 4,
// horse and cannon 2) at or below which the endgame table is consulted:
// one chariot and one horse or cannon on each side at most.
const drawPhase = 12

// scaleOne is the unscaled factor of drawScale.
const scaleOne = 16

// sideMaterial is the count of each kind a side has.
type sideMaterial struct {
	chariots, horses, cannons, soldiers, advisors, elephants int
}

func materialOf(p *rules.Position, c rules.Color) sideMaterial {
	return sideMaterial{
		chariots:  p.Count(rules.MakePiece(c, rules.Chariot)),
		horses:    p.Count(rules.MakePiece(c, rules.Horse)),
		cannons:   p.Count(rules.MakePiece(c, rules.Cannon)),
		soldiers:  p.Count(rules.MakePiece(c, rules.Soldier)),
		advisors:  p.Count(rules.MakePiece(c, rules.Advisor)),
		elephants: p.Count(rules.MakePiece(c, rules.Elephant)),
	}
}

// majors counts chariots, horses and cannons.
func (m sideMaterial) majors() int { return m.chariots + m.horses + m.cannons }

// defenders counts advisors and elephants.
func (m sideMaterial) defenders() int { return m.advisors + m.elephants }

// bare reports a general alone.
func (m sideMaterial) bare() bool { return m.majors()+m.soldiers+m.defenders() == 0 }

// drawScale returns the factor, out of scaleOne, that the evaluation of p
// gets when it favours Red (redAhead) or Black: scaleOne when the favoured
// side's material can force mate, less when the ending is known to be
// drawish. Soldiers count only while they have not reached the last rank
// (a soldier there can never help to mate).
func drawScale(p *rules.Position, redAhead bool) int32 {
	strong := rules.Red
	if !redAhead {
		strong = rules.Black
	}
	s, w := materialOf(p, strong), materialOf(p, strong.Other())
	s.soldiers = liveSoldiers(p, strong, s.soldiers)
	switch {
	case s.majors()+s.soldiers == 0:
		// Nothing that crosses the river: no mate is possible.
		return 0
	case s.chariots == 0 && s.majors()+s.soldiers == 1:
		return loneAttackerScale(s, w)
	case s.chariots == 1 && s.horses+s.cannons+s.soldiers == 0:
		// A lone chariot draws against advisors and elephants in full,
		// and against a horse or cannon with two defenders.
		if w.advisors == 2 && w.elephants == 2 {
			return scaleOne / 4
		}
		if w.horses+w.cannons > 0 && w.defenders() >= 2 {
			return scaleOne / 2
		}
	case s.majors() == 0 && s.soldiers == 2:
		// Two soldiers make little headway against a full defence.
		if w.defenders() >= 3 {
			return scaleOne / 2
		}
	}
	return scaleOne
}

// loneAttackerScale is drawScale when the stronger side's only attacking
// piece is one horse, cannon or soldier.
func loneAttackerScale(s, w sideMaterial) int32 {
	switch {
	case s.horses == 1:
		// A horse beats a general with few defenders, not with three or
		// more of them or with an attacking piece beside them.
		if w.defenders() >= 3 || w.majors() > 0 {
			return scaleOne / 4
		}
	case s.cannons == 1:
		// A cannon needs a screen: it mates a bare general only with its
		// own advisors, and nothing with defenders left.
		if !w.bare() || s.advisors == 0 {
			return scaleOne / 8
		}
	default:
		// One soldier wins against a bare general and draws against
		// any defender.
		if !w.bare() {
			return scaleOne / 4
		}
	}
	return scaleOne
}

// liveSoldiers counts c's n soldiers less those on the enemy's back rank.
func liveSoldiers(p *rules.Position, c rules.Color, n int) int {
	if n == 0 {
		return 0
	}
	last := 9
	if c == rules.Black {
		last = 0
	}
	for f := 0; f < 9; f++ {
		if p.At(rules.SquareAt(f, last)) == rules.MakePiece(c, rules.Soldier) {
			n--
		}
	}
	return n
}
