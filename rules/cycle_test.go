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
//   - a chariot held by a horse: rule 19 (diagrams 39 and 40);
//   - mutual chase: both sides chasing perpetually draw, as both sides
//     checking do (rule 7);
//   - perpetual check against perpetual chase: rule 6 (the side that
//     checks perpetually loses, under any circumstance);
//   - the issue game: rule 18 (the chariot that chases a cannon loses).
func TestCycleRulings(t *testing.T) {
	const issueFEN = "rnbakabnr/9/1c2c4/p3p1p1p/9/2p6/P3P1P1P/1CN1B2C1/9/R2AKABNR w - - 0 4"
	cases := []struct {
		name, fen, prefix, cycle string
		status                   Status
		rule                     Rule
		red, black               Rule   // each side's conduct over the cycle (NoRule: nothing forbidden)
		chaser, victim           string // of the last offence
		why                      ChaseWhy
		discovered, undermined   bool
	}{
		// The horse steps between e5 and c6, uncovering one chariot's
		// attack on the unprotected black horse and blocking the other's:
		// every move chases it by discovery.
		{"chase by discovery", "5k3/9/9/R3n4/4N4/9/9/4R4/9/3K5 w", "", "e5c6 f9f8 c6e5 f8f9",
			Status{BlackWins, PerpetualChase}, RulePerpetualChase, RulePerpetualChase, NoRule, "a6", "e6", Unprotected, true, false},
		// The chariot checks on i9 and attacks the unprotected horse on
		// i7, in turn: one check, one chase is allowed (rule 18).
		{"one check, one chase", "5k3/9/n7R/9/9/9/9/9/9/4K4 w", "", "i7i9 f9f8 i9i7 f8f9",
			Status{Draw, Repetition}, RuleIdle, NoRule, NoRule, "", "", NotChased, false, false},
		// The crossed soldier steps between a4 and b4 and the chariot
		// follows it on the a- and b-files: a perpetual chase.
		{"crossed soldier", "4k4/9/9/9/9/p8/9/9/1R7/3K5 w", "", "b1a1 a4b4 a1b1 b4a4",
			Status{BlackWins, PerpetualChase}, RulePerpetualChase, RulePerpetualChase, NoRule, "b1", "b4", Unprotected, false, false},
		// The cannon steps along the chariot's file and stays attacked:
		// it does not try to escape, and the chariot's moves along the
		// same file do not change the attack (the rulebook's example of a
		// non-perpetual chase).
		{"the victim does not escape", "4k4/1c7/9/9/9/9/9/1R7/9/3K5 w", "", "b2b3 b8b7 b3b2 b7b8",
			Status{Draw, Repetition}, RuleIdle, NoRule, NoRule, "", "", NotChased, false, false},
		// The chariot stands on the horse's file; only the other horse
		// moves: the attack does not change, the repetition is drawn.
		{"the attack does not change", "4k4/9/n8/9/9/9/9/R8/9/3K2N2 w", "", "g0e1 e9e8 e1g0 e8e9",
			Status{Draw, Repetition}, RuleIdle, NoRule, NoRule, "", "", NotChased, false, false},
		// The chariot follows the unprotected black chariot from file to
		// file, but the black chariot could take it each time: every
		// attack offers an exchange, not a chase (rule 40).
		{"exchange offers", "3k5/9/9/5r3/9/9/9/9/6R2/4K4 w", "", "g1f1 f6g6 f1g1 g6f6",
			Status{Draw, Repetition}, RuleIdle, NoRule, NoRule, "", "", NotChased, false, false},
		// The game of an earlier issue: Red's chariot chases the cannon
		// with every move, and the cannon escapes alternately with a check
		// (b0 over the advisor) and with an attack on the unprotected horse
		// on g2. Black's one check, one chase is allowed, Red's perpetual
		// chase is not (rule 18, as in the book's diagrams 37 and 38).
		{"chase answered by one check, one chase", issueFEN,
			"e2c4 h9g7 i0i1 i9h9 a0a1 h9h4 c4a2 b9c7 a1d1 a9a8 d1d4 h4d4 c2d4 e7e3 h0g2 e3e4 i1c1 c7d5 c1c9 g6g5 c9c5 a8d8 b2d2 b7b2 c5c2",
			"b2b0 c2c0 b0b2 c0c2", Status{BlackWins, PerpetualChase}, RulePerpetualChase, RulePerpetualChase, NoRule, "c2", "b2", Unprotected, false, false},
		// The appendix's example of perpetual chase, built anew: the
		// chariot on a5 attacks the horse on e5 along its rank, and the
		// horse is protected by the cannon on e9 only over exactly one
		// screen. Each move of the crossed soldier undermines that root:
		// stepping off the e-file it takes away the cannon's only screen,
		// stepping back it adds a second screen to the advisor Black has
		// just put on e8. Black's advisor restores the root each time; the
		// chariot never moves, yet it chases the horse with every red move.
		{"undermined root (appendix)", "3ack3/9/9/4P4/R3n4/9/9/9/9/3K5 w", "", "e6d6 d9e8 d6e6 e8d9",
			Status{BlackWins, PerpetualChase}, RulePerpetualChase, RulePerpetualChase, NoRule, "a5", "e5", Unprotected, false, true},
		// Rule 19, as in diagram 39: the black chariot on f8 blocks the leg
		// of the horse on g8, which would otherwise check the general on
		// e9, so it cannot leave its point (it could only take the
		// unprotected horse, and does not: Black moves its advisor). The
		// red chariot slides along the f-file, attacking it with every
		// move; the attack stood before each move, but a piece that
		// cannot escape is chased by every such move: Red loses.
		{"chariot held by a horse (rule 19, diagram 39)", "3ak4/5rN2/9/9/9/9/5R3/9/9/3K5 w", "", "f3f2 d9e8 f2f3 e8d9",
			Status{BlackWins, PerpetualChase}, RulePerpetualChase, RulePerpetualChase, NoRule, "f3", "f8", Unprotected, false, false},
		// The same with a cannon sliding behind the soldier on f5 (diagram
		// 40): a cannon attacking a chariot chases it in any case.
		{"chariot held by a horse, cannon (rule 19, diagram 40)", "3ak4/5rN2/9/9/5P3/9/9/5C3/9/3K5 w", "", "f2f1 d9e8 f1f2 e8d9",
			Status{BlackWins, PerpetualChase}, RulePerpetualChase, RulePerpetualChase, NoRule, "f2", "f8", ChariotByMinor, false, false},
		// Without the horse the black chariot is free to go and stays: the
		// cannon's standing attack is not a chase (the appendix's example
		// of non-perpetual chase), a plain repetition.
		{"free chariot stays (rule 19 control)", "3ak4/5r3/9/9/5P3/9/9/5C3/9/3K5 w", "", "f2f1 d9e8 f1f2 e8d9",
			Status{Draw, Repetition}, RuleIdle, NoRule, NoRule, "", "", NotChased, false, false},
		// Both sides chase with every move. Red's chariot steps off g7 and
		// uncovers the chariot on g4 against the unprotected cannon on g9,
		// then steps back and attacks it itself; Black's cannon on a6 comes
		// to g6 to block and becomes the screen of the g9 cannon against the
		// chariot on g4, then goes back to a6 while the red chariot on g7 is
		// the screen. Mutual perpetual chase: a draw.
		{"mutual chase", "6c2/3k5/6R2/c8/9/6R2/9/4K4/9/9 w", "", "g7f7 a6g6 f7g7 g6a6",
			Status{Draw, Repetition}, RuleMutualChase, RulePerpetualChase, RulePerpetualChase, "g9", "g4", ChariotByMinor, true, false},
		// Red checks with every move (the chariot on the f-file, then the
		// cannon on f2 over the black cannon that blocked). Black answers
		// each check with a move that chases the red chariot on d2: the
		// cannon leaving d6 to block uncovers the d9 cannon's attack over
		// the advisor on d7; coming back to d6 it attacks the chariot over
		// the red chariot on d3 (a cannon attacking a chariot chases it
		// however protected). Perpetual check against perpetual chase: the
		// checker loses (rule 6).
		{"perpetual check against perpetual chase", "3c5/9/3a1k3/3c5/9/9/3R5/3R1C3/9/4K4 w", "", "d3f3 d6f6 f3d3 f6d6",
			Status{BlackWins, PerpetualCheck}, RulePerpetualCheck, RulePerpetualCheck, RulePerpetualChase, "f2", "f7", NotChased, true, false},
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
		cyc := g.cycleOf(r.From, r.To)
		if red, black := cyc.offence(Red), cyc.offence(Black); red != c.red || black != c.black {
			t.Errorf("%s: conduct red %v, black %v; want %v, %v", c.name, red, black, c.red, c.black)
		}
		if c.status.Result != Draw && WinFor(r.Offender.Other()) != c.status.Result {
			t.Errorf("%s: offender %v, but %v", c.name, r.Offender, c.status.Result)
		}
		if c.chaser == "" {
			continue
		}
		if len(r.Offences) == 0 {
			t.Errorf("%s: no offences", c.name)
			continue
		}
		o := r.Offences[len(r.Offences)-1]
		if pinned := strings.Contains(c.name, "(rule 19"); o.Pinned != pinned {
			t.Errorf("%s: last offence pinned %v, want %v", c.name, o.Pinned, pinned)
		}
		if o.Chaser.String() != c.chaser || o.Victim.String() != c.victim || o.Why != c.why ||
			o.Discovered != c.discovered || o.Undermined != c.undermined {
			t.Errorf("%s: last offence %v→%v (%v, discovered %v, undermined %v), want %s→%s (%v, %v, %v)",
				c.name, o.Chaser, o.Victim, o.Why, o.Discovered, o.Undermined, c.chaser, c.victim, c.why, c.discovered, c.undermined)
		}
	}
}
