package rules

// The verdict on a repetition (WXF/AXF rules 6 to 8, 18 and their
// diagrams): over the moves of the last two cycles, each side's conduct is
// one of
//   - perpetual check (every move checks), the gravest;
//   - perpetual chase (every move chases one same piece, followed as it
//     moves; a checking move counts when it also chases that piece);
//   - nothing forbidden: idle moves, checks or chases mixed with other
//     moves, chases of different pieces in turn ("one piece chasing two
//     pieces in turn is allowed", rule 32) and one check, one chase
//     (一将一捉: allowed, rule 18 and diagrams 37 and 38, where a rook's
//     perpetual chase of a cannon loses although the cannon answers with
//     one check and one chase).
// The side whose conduct is graver loses; equal offences (mutual check,
// mutual chase), or none, draw.

// cycleSide is what one side did over the moves of a cycle.
type cycleSide struct {
	moves, checks int
	// target: the pieces chased by every move so far, followed as they move.
	target sqSet
}

// cycle accumulates the moves of a repetition cycle, in order.
type cycle struct{ side [2]cycleSide }

// add records that mover played m, checking or not, newly chasing the
// pieces on chased (their points after m).
func (c *cycle) add(mover Color, m Move, check bool, chased sqSet) {
	o := &c.side[mover.Other()]
	o.target = o.target.moved(m.From(), m.To())
	s := &c.side[mover]
	if s.moves == 0 {
		s.target = chased
	} else {
		s.target = s.target.and(chased)
	}
	s.moves++
	if check {
		s.checks++
	}
}

// offence is the rule side col broke over the cycle, or NoRule.
func (c *cycle) offence(col Color) Rule {
	s := &c.side[col]
	switch {
	case s.moves == 0:
		return NoRule
	case s.checks == s.moves:
		return RulePerpetualCheck
	case !s.target.empty():
		return RulePerpetualChase
	}
	return NoRule
}

// gravity orders offences: a perpetual check is graver than a chase.
func gravity(r Rule) int {
	switch r {
	case RulePerpetualCheck:
		return 2
	case RulePerpetualChase:
		return 1
	}
	return 0
}

// verdict rules on the cycle: the status, the rule applied and, when one
// side loses, that side.
func (c *cycle) verdict() (Status, Rule, Color) {
	r, b := c.offence(Red), c.offence(Black)
	gr, gb := gravity(r), gravity(b)
	switch {
	case gr > gb:
		return Status{BlackWins, reasonOf(r)}, r, Red
	case gb > gr:
		return Status{RedWins, reasonOf(b)}, b, Black
	case gr == 0:
		return Status{Draw, Repetition}, RuleIdle, Red
	case gr == 2:
		return Status{Draw, Repetition}, RuleMutualCheck, Red
	}
	return Status{Draw, Repetition}, RuleMutualChase, Red
}

func reasonOf(r Rule) Reason {
	if r == RulePerpetualCheck {
		return PerpetualCheck
	}
	return PerpetualChase
}

// Cycle rules on a repetition cycle move by move, exactly as Game does;
// the search uses it for the cycles in its tree. The zero value is an
// empty cycle; it allocates nothing.
type Cycle struct{ c cycle }

// Play records m, played from p (which it then plays on p): whether it
// checks and what it newly chases.
func (c *Cycle) Play(p *Position, m Move) {
	chased := p.chasedBy(m)
	mover := p.side
	p.MakeMove(m)
	c.c.add(mover, m, p.InCheck(), chased)
}

// Loser reports the side the cycle's moves make lose, if any.
func (c *Cycle) Loser() (Color, bool) {
	st, _, loser := c.c.verdict()
	return loser, st.Result != Draw
}
