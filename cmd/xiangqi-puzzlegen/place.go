package main

import (
	"math/rand/v2"

	"xiangqi/rules"
)

// A placer draws random sparse positions in which Red attacks: Black's
// general with some of its defenders at home (advisors and elephants on their
// points, now and then a piece that came back to help), Red's general at home
// and a few attacking pieces where attacks are made. Positions that the
// referee rejects (a general in check with the wrong side to move, generals
// facing) are drawn again. Placement follows what games leave behind rather
// than uniform chance, which is what makes the puzzles look like endings of
// real games.
type placer struct {
	rng *rand.Rand
}

var (
	redPalace     = points("d0 e0 f0 d1 e1 f1 d2 e2 f2")
	blackPalace   = points("d7 e7 f7 d8 e8 f8 d9 e9 f9")
	redAdvisor    = points("d0 f0 e1 d2 f2")
	blackAdvisor  = points("d9 f9 e8 d7 f7")
	redElephant   = points("c0 g0 a2 e2 i2 c4 g4")
	blackElephant = points("c9 g9 a7 e7 i7 c5 g5")
)

func points(s string) []rules.Square {
	var out []rules.Square
	for i := 0; i+2 <= len(s); i += 3 {
		sq, err := rules.ParseSquare(s[i : i+2])
		if err != nil {
			panic(err) // the tables above are constant
		}
		out = append(out, sq)
	}
	return out
}

// attackerKinds is the pool Red's attacking pieces are drawn from; a kind
// appears as often as a set holds it (soldiers less, they are weak here).
var attackerKinds = []rules.Kind{
	rules.Chariot, rules.Chariot, rules.Horse, rules.Horse,
	rules.Cannon, rules.Cannon, rules.Soldier, rules.Soldier, rules.Soldier,
}

// draw returns a legal position with Red to move; attackers is the number
// of Red's attacking pieces.
func (g *placer) draw(attackers int) rules.Position {
	for {
		var p rules.Position
		occupied := func(s rules.Square) bool { return p.At(s) != rules.Empty }
		put := func(c rules.Color, k rules.Kind, from []rules.Square) {
			for tries := 0; tries < 20; tries++ {
				s := from[g.rng.IntN(len(from))]
				if !occupied(s) {
					p.Put(s, rules.MakePiece(c, k))
					return
				}
			}
		}
		put(rules.Black, rules.General, blackPalace)
		put(rules.Red, rules.General, redPalace)
		// Black's guards: usually some advisors and elephants.
		for i := g.rng.IntN(3); i > 0; i-- {
			put(rules.Black, rules.Advisor, blackAdvisor)
		}
		for i := g.rng.IntN(3); i > 0; i-- {
			put(rules.Black, rules.Elephant, blackElephant)
		}
		for i := g.rng.IntN(3); i > 0; i-- {
			put(rules.Red, rules.Advisor, redAdvisor)
		}
		for i := g.rng.IntN(2); i > 0; i-- {
			put(rules.Red, rules.Elephant, redElephant)
		}
		// Black's other pieces: a defender near home, or a raider in Red's
		// half (which forces Red to keep checking, as in real endings).
		for i := g.rng.IntN(4); i > 0; i-- {
			k := []rules.Kind{rules.Chariot, rules.Horse, rules.Cannon, rules.Soldier}[g.rng.IntN(4)]
			switch k {
			case rules.Soldier:
				put(rules.Black, k, area(0, 4))
			default:
				if g.rng.IntN(2) == 0 {
					put(rules.Black, k, area(5, 9))
				} else {
					put(rules.Black, k, area(0, 9))
				}
			}
		}
		pool := append([]rules.Kind(nil), attackerKinds...)
		g.rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		for _, k := range pool[:attackers] {
			switch k {
			case rules.Soldier:
				put(rules.Red, k, area(6, 9))
			case rules.Horse:
				put(rules.Red, k, area(4, 9))
			default:
				put(rules.Red, k, area(0, 9))
			}
		}
		p.SetSideToMove(rules.Red)
		if p.Validate() == nil && p.HasLegalMove() {
			return p
		}
	}
}

// area lists the points of ranks lo–hi.
func area(lo, hi int) []rules.Square {
	var out []rules.Square
	for r := lo; r <= hi; r++ {
		for f := 0; f < 9; f++ {
			out = append(out, rules.SquareAt(f, r))
		}
	}
	return out
}
