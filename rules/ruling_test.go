package rules

import "testing"

func TestRulingExplains(t *testing.T) {
	cases := []struct {
		name, fen, cycle string
		rule             Rule
		offender         Color
		times            int
		chaser, victim   string // of the last offence
		why              ChaseWhy
	}{
		{"perpetual check", "4k4/8R/9/9/9/9/9/9/9/3K5 w", "i8i9 e9e8 i9i8 e8e9",
			RulePerpetualCheck, Red, 4, "i8", "e8", NotChased},
		{"horse chases a chariot", "3k5/9/9/1r1N5/9/9/9/B8/4AK3/3A5 w", "d6c8 b6b7 c8d6 b7b6",
			RulePerpetualChase, Red, 4, "d6", "b7", ChariotByMinor},
		{"chariot chases a horse", "3k5/7r1/9/9/9/9/9/3A1A3/4K2N1/6B2 w", "h1i3 h8i8 i3h1 i8h8",
			RulePerpetualChase, Black, 4, "h8", "h1", Unprotected},
		{"mutual check", "9/9/3r1k3/3c5/9/9/3R5/3K1C3/9/9 w", "d3f3 d6f6 f3d3 f6d6",
			RuleMutualCheck, Red, 4, "", "", NotChased},
		{"idle", "1n1k5/9/9/9/9/9/9/9/9/1N2K4 w", "b0c2 b9c7 c2b0 c7b9",
			RuleIdle, Red, 0, "", "", NotChased},
	}
	for _, c := range cases {
		// Two moves before the end, the offender's move that lets the
		// opponent complete the third occurrence is warned of.
		g := playCycle(t, c.fen, c.cycle, 6)
		w6, warned6 := g.Warning(g.Moves()[2])
		loses := c.rule == RulePerpetualCheck || c.rule == RulePerpetualChase
		if warned6 != (loses && c.offender == g.pos.side) {
			t.Errorf("%s: warned %v two moves before the end", c.name, warned6)
		}
		if warned6 && (w6.Rule != c.rule || w6.Offender != c.offender) {
			t.Errorf("%s: early warning %v against %v", c.name, w6.Rule, w6.Offender)
		}
		if err := g.Play(g.Moves()[2]); err != nil {
			t.Fatal(err)
		}
		// One move before the end the mover is warned, and only for the losing move.
		last := g.Moves()[3]
		w, warned := g.Warning(last)
		if warned != (loses && c.offender == g.pos.side) {
			t.Errorf("%s: warned %v before the last move", c.name, warned)
		}
		if warned && w.Rule != c.rule {
			t.Errorf("%s: warning rule %v, want %v", c.name, w.Rule, c.rule)
		}
		if ws := g.Warnings(); len(ws) != btoi(warned) || (warned && ws[0].Move != last) {
			t.Errorf("%s: warnings %v, want %d of %v", c.name, ws, btoi(warned), last)
		}
		if err := g.Play(last); err != nil {
			t.Fatal(err)
		}
		r, ok := g.Ruling()
		if !ok {
			t.Fatalf("%s: no ruling after %v", c.name, g.Status())
		}
		if r.Rule != c.rule || r.From != 0 || r.To != 8 || r.Status != g.Status() {
			t.Errorf("%s: ruling %v [%d:%d] %v", c.name, r.Rule, r.From, r.To, r.Status)
		}
		if !loses {
			if c.rule == RuleMutualCheck && len(r.Offences) != 8 {
				t.Errorf("%s: %d offences, want 8", c.name, len(r.Offences))
			}
			continue
		}
		if r.Offender != c.offender || r.Times() != c.times {
			t.Errorf("%s: offender %v times %d, want %v %d", c.name, r.Offender, r.Times(), c.offender, c.times)
		}
		o := r.Offences[len(r.Offences)-1]
		if o.Chaser != pointOf(t, c.chaser) || o.Victim != pointOf(t, c.victim) || o.Why != c.why {
			t.Errorf("%s: last offence %v→%v (%v), want %s→%s (%v)", c.name, o.Chaser, o.Victim, o.Why, c.chaser, c.victim, c.why)
		}
	}
	// No ruling while the game goes on or ends otherwise.
	g := NewGame(mustFEN(t, "4k4/8R/9/9/9/9/9/9/9/3K5 w"))
	if _, ok := g.Ruling(); ok {
		t.Error("a ruling at the start")
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// pointOf is the point named s ("e5"), NoSquare for "".
func pointOf(t *testing.T, s string) Square {
	t.Helper()
	if s == "" {
		return NoSquare
	}
	q, err := ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return q
}
