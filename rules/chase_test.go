package rules

import "testing"

// The chase rules one at a time, on single moves. The positions are
// constructed here, each to show one rule of the WXF/AXF rulebook's
// definitions (terms "chase", "protected piece", and the detailed rules on
// cannons and horses attacking a chariot, pinned protectors, soldiers and
// generals); they are not the book's diagrams.
func TestChaseRules(t *testing.T) {
	cases := []struct {
		name, fen, move string
		victim, chaser  string // "" victim: the move chases nothing
		why             ChaseWhy
	}{
		// The horse steps off the file: the chariot behind it now attacks
		// the unprotected black horse (a chase by discovery).
		{"discovered attack", "3k5/9/9/R3n4/4N4/9/9/4R4/9/5K3 w", "e5c6", "e6", "e2", Unprotected},
		// The chariot lines up on the e-file and pins the black chariot
		// that protected the horse: its recapture would expose its general,
		// the protection is false (fake root), and the chariot on c2 that
		// stood there all along now chases.
		{"pin makes a fake root", "4k4/9/2n1r4/9/9/9/3R5/2R6/9/5K3 w", "d3e3", "c7", "c2", FalseProtection},
		// The same without the pin: the horse stays protected.
		{"real root", "4k4/9/2n1r4/9/9/9/3R5/2R6/9/5K3 w", "d3d4", "", "", NotChased},
		// A cannon screened on d7 cuts the black chariot's line to the
		// horse: the root is undermined and the chariot on c2 chases.
		{"undermined root", "4k4/9/2n1r4/9/9/9/3C5/2R6/9/5K3 w", "d3d7", "c7", "c2", Unprotected},
		// The horse gives check by discovery and itself attacks the
		// unprotected cannon: a threat to capture made with a check.
		{"threat with a discovered check", "4k4/7c1/9/9/4N4/9/9/4R4/9/3K5 w", "e5g6", "h8", "g6", Unprotected},
		// A horse or cannon attacking a chariot chases it though protected.
		{"horse on a protected chariot", "3ak4/4a4/5r3/9/9/2N6/9/9/9/3K5 w", "c4d6", "f7", "d6", ChariotByMinor},
		{"cannon on a protected chariot", "3ak4/4a4/3r5/9/3P5/9/2C6/9/9/4K4 w", "c3d3", "d7", "d3", ChariotByMinor},
		// A chariot attacking a protected horse does not chase it.
		{"chariot on a protected horse", "3ak4/4a4/3n5/9/9/9/9/9/8R/3K5 w", "i1d1", "", "", NotChased},
		// An elephant attacking a protected horse chases it.
		{"elephant on a protected horse", "4k4/9/6r2/9/9/6n2/9/9/9/2BK5 w", "c0e2", "g4", "e2", ByDefender},
		// A soldier that has not crossed the river is never chased.
		{"uncrossed soldier", "4k4/9/9/p8/9/9/9/9/1R7/3K5 w", "b1a1", "", "", NotChased},
		{"crossed soldier", "4k4/9/9/9/9/p8/9/9/1R7/3K5 w", "b1a1", "a4", "a1", Unprotected},
		// A general is never chased (that is a check) and never chases.
		{"general attacks", "3k5/4N4/9/9/9/9/9/9/9/5K3 b", "d9d8", "", "", NotChased},
		// Nor does its move chase by what it uncovers (rule 28: the general
		// may work with another piece to chase).
		{"general uncovers an attack", "3k5/9/9/9/4n4/9/9/9/4K4/4R4 w", "e1f1", "", "", NotChased},
		// The general protects a piece next to it when taking back is legal...
		{"general's protection", "4k4/4a4/9/9/9/9/9/9/R8/3K5 w", "a1a8", "", "", NotChased},
		// ...but not when it would step into a chariot's file.
		{"general's false protection", "4k4/4a4/9/9/9/9/9/4R4/R8/3K5 w", "a1a8", "e8", "a8", FalseProtection},
		// Two chariots facing each other offer an exchange: no chase...
		{"chariots offer an exchange", "3k5/9/9/5r3/9/9/9/9/R8/4K4 w", "a1f1", "", "", NotChased},
		// ...unless the attacked chariot cannot take back: it blocks the
		// leg of a horse that would then check its general.
		{"pinned chariot", "n3k4/5rN2/9/9/9/9/R8/9/9/3K5 w", "a3f3", "f8", "f3", Unprotected},
		// A chariot pinned by a cannon moves along the pin: it chases
		// nothing (diagrams 63 to 66), though it attacks the unprotected horse.
		{"chariot pinned by a cannon", "3k5/4c4/9/9/4R4/n8/9/9/4A4/4K4 w", "e5e4", "", "", NotChased},
		{"the same chariot unpinned", "3k5/4c4/9/9/4R4/n8/9/9/9/5K3 w", "e5e4", "a4", "e4", Unprotected},
		// An attack that stood before the move is not new: the chariot
		// attacked the horse already; moving the other horse chases nothing,
		// and nor does the chariot sliding along its line of attack.
		{"the attack does not change (attacker moves)", "4k4/9/n8/9/9/9/9/R8/9/3K2N2 w", "a2a3", "", "", NotChased},
		{"the attack does not change", "4k4/9/n8/9/9/9/9/R8/9/3K2N2 w", "g0e1", "", "", NotChased},
		// ...unless the victim cannot escape (rule 19): the black chariot
		// on f8 blocks the leg of the horse that would check its general,
		// so the red chariot sliding along the f-file chases it anew, and
		// so does a cannon sliding behind a screen.
		{"chariot held by a horse", "3ak4/5rN2/9/9/9/9/5R3/9/9/3K5 w", "f3f2", "f8", "f2", Unprotected},
		{"chariot held by a horse, cannon", "3ak4/5rN2/9/9/5P3/9/9/5C3/9/3K5 w", "f2f1", "f8", "f1", ChariotByMinor},
		{"free chariot, cannon", "3ak4/5r3/9/9/5P3/9/9/5C3/9/3K5 w", "f2f1", "", "", NotChased},
	}
	for _, c := range cases {
		p := mustFEN(t, c.fen)
		m, err := ParseMoveText(c.move)
		if err != nil || !p.IsLegal(m) {
			t.Fatalf("%s: %s is not legal", c.name, c.move)
		}
		got := p.chasedBy(m)
		var want sqSet
		if c.victim != "" {
			want.add(pointOf(t, c.victim))
		}
		if got != want {
			t.Errorf("%s: chases %v, want %v", c.name, squares(got), c.victim)
			continue
		}
		if c.victim == "" {
			continue
		}
		r, _ := p.chaseOf(m, pointOf(t, c.victim))
		if r.chaser != pointOf(t, c.chaser) || r.why != c.why {
			t.Errorf("%s: chaser %v (%v), want %s (%v)", c.name, r.chaser, r.why, c.chaser, c.why)
		}
		// How the threat arose: by the piece that moved, uncovered by it,
		// or standing and made a chase by taking the protection away.
		how := "moved"
		switch {
		case r.discovered:
			how = "discovered"
		case r.undermined:
			how = "undermined"
		}
		if want := howChased[c.name]; how != want && !(want == "" && how == "moved") {
			t.Errorf("%s: chased as %s, want %s", c.name, how, want)
		}
	}
}

// howChased lists the cases whose threat is not made by the piece that moved.
var howChased = map[string]string{
	"discovered attack":     "discovered",
	"pin makes a fake root": "undermined",
	"undermined root":       "undermined",
}

func squares(s sqSet) []Square {
	var out []Square
	for q := Square(0); q < NumSquares; q++ {
		if s.has(q) {
			out = append(out, q)
		}
	}
	return out
}
