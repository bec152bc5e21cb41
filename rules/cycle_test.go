package rules

import (
	"strings"
	"testing"
)

// Repetition verdicts, one per rule of the WXF/AXF rulebook, each on a
// position constructed here (not the book's diagrams): the cycle is played
// until the referee rules, and the ruling must name the rule, the
// offender and, for the last offence, the chaser, the victim and why.
//
// Where each rule comes from (the Asian rules' "Detail Rules and
// Examples", English transcription on wxf.org and clubxiangqi.com; the
// diagrams there are pictures, so their positions are not reproduced):
//   - chase by discovery, undermined root: the appendix "Example of
//     Perpetual Chase" (a pawn keeps a horse unprotected);
//   - one check, one chase allowed: rule 18, diagrams 37 and 38; rule 23,
//     diagram 50;
//   - soldiers: rule 25 (diagrams 56 to 60);
//   - the attack does not change, the victim does not escape: the
//     appendix "Example of Non-Perpetual Chase";
//   - exchange offers: rule 40 (diagrams 101 to 104);
//   - a cannon or horse on a protected chariot: rule 15 (diagrams 18 to 25);
//   - the general chases freely: rule 28 (diagrams 67 and 68);
//   - a chariot pinned by a cannon: diagrams 63 to 66;
//   - the issue game: rule 18 (the chariot that chases a cannon loses).
func TestCycleRulings(t *testing.T) {
	const issueFEN = "rnbakabnr/9/1c2c4/p3p1p1p/9/2p6/P3P1P1P/1CN1B2C1/9/R2AKABNR w - - 0 4"
	cases := []struct {
		name, fen, prefix, cycle string
		status                   Status
		rule                     Rule
		chaser, victim           string // of the offender's last offence
		why                      ChaseWhy
		discovered               bool
	}{
		// The horse steps between e5 and c6, uncovering one chariot's
		// attack on the unprotected black horse and blocking the other's:
		// every move chases it by discovery.
		{"chase by discovery", "5k3/9/9/R3n4/4N4/9/9/4R4/9/3K5 w", "", "e5c6 f9f8 c6e5 f8f9",
			Status{BlackWins, PerpetualChase}, RulePerpetualChase, "a6", "e6", Unprotected, true},
		// The chariot checks on i9 and attacks the unprotected horse on
		// i7, in turn: one check, one chase is allowed (rule 18).
		{"one check, one chase", "5k3/9/n7R/9/9/9/9/9/9/4K4 w", "", "i7i9 f9f8 i9i7 f8f9",
			Status{Draw, Repetition}, RuleIdle, "", "", NotChased, false},
		// The crossed soldier steps between a4 and b4 and the chariot
		// follows it on the a- and b-files: a perpetual chase.
		{"crossed soldier", "4k4/9/9/9/9/p8/9/9/1R7/3K5 w", "", "b1a1 a4b4 a1b1 b4a4",
			Status{BlackWins, PerpetualChase}, RulePerpetualChase, "b1", "b4", Unprotected, false},
		// The cannon steps along the chariot's file and stays attacked:
		// it does not try to escape, and the chariot's moves along the
		// same file do not change the attack (the rulebook's example of a
		// non-perpetual chase).
		{"the victim does not escape", "4k4/1c7/9/9/9/9/9/1R7/9/3K5 w", "", "b2b3 b8b7 b3b2 b7b8",
			Status{Draw, Repetition}, RuleIdle, "", "", NotChased, false},
		// The chariot stands on the horse's file; only the other horse
		// moves: the attack does not change, the repetition is drawn.
		{"the attack does not change", "4k4/9/n8/9/9/9/9/R8/9/3K2N2 w", "", "g0e1 e9e8 e1g0 e8e9",
			Status{Draw, Repetition}, RuleIdle, "", "", NotChased, false},
		// The chariot follows the unprotected black chariot from file to
		// file, but the black chariot could take it each time: every
		// attack offers an exchange, not a chase (rule 40).
		{"exchange offers", "3k5/9/9/5r3/9/9/9/9/6R2/4K4 w", "", "g1f1 f6g6 f1g1 g6f6",
			Status{Draw, Repetition}, RuleIdle, "", "", NotChased, false},
		// The game of an earlier issue: Red's chariot chases the cannon
		// with every move, and the cannon escapes alternately with a check
		// (b0 over the advisor) and with an attack on the unprotected horse
		// on g2. Black's one check, one chase is allowed, Red's perpetual
		// chase is not (rule 18, as in the book's diagrams 37 and 38).
		{"chase answered by one check, one chase", issueFEN,
			"e2c4 h9g7 i0i1 i9h9 a0a1 h9h4 c4a2 b9c7 a1d1 a9a8 d1d4 h4d4 c2d4 e7e3 h0g2 e3e4 i1c1 c7d5 c1c9 g6g5 c9c5 a8d8 b2d2 b7b2 c5c2",
			"b2b0 c2c0 b0b2 c0c2", Status{BlackWins, PerpetualChase}, RulePerpetualChase, "c2", "b2", Unprotected, false},
	}
	for _, c := range cases {
		g := NewGame(mustFEN(t, c.fen))
		for _, s := range strings.Fields(c.prefix) {
			if err := g.PlayText(s); err != nil {
				t.Fatalf("%s: prefix %s: %v", c.name, s, err)
			}
		}
		cycle := strings.Fields(c.cycle)
		for i := 0; i < 8 && !g.Status().Over(); i++ {
			if err := g.PlayText(cycle[i%len(cycle)]); err != nil {
				t.Fatalf("%s: ply %d: %v", c.name, i+1, err)
			}
		}
		if g.Status() != c.status {
			t.Errorf("%s: status %v (%v), want %v (%v)", c.name, g.Status().Result, g.Status().Reason, c.status.Result, c.status.Reason)
			continue
		}
		r, ok := g.Ruling()
		if !ok || r.Rule != c.rule {
			t.Errorf("%s: ruling %v (%v), want %v", c.name, r.Rule, ok, c.rule)
			continue
		}
		if c.chaser == "" {
			continue
		}
		if len(r.Offences) == 0 {
			t.Errorf("%s: no offences", c.name)
			continue
		}
		o := r.Offences[len(r.Offences)-1]
		if o.Chaser.String() != c.chaser || o.Victim.String() != c.victim || o.Why != c.why || o.Discovered != c.discovered {
			t.Errorf("%s: last offence %v→%v (%v, discovered %v), want %s→%s (%v, %v)",
				c.name, o.Chaser, o.Victim, o.Why, o.Discovered, c.chaser, c.victim, c.why, c.discovered)
		}
	}
}
