package explain

import (
	"slices"
	"testing"

	"xiangqi/rules"
)

var (
	redHorse     = piece(rules.Red, rules.Horse)
	blackChariot = piece(rules.Black, rules.Chariot)
	blackCannon  = piece(rules.Black, rules.Cannon)
	blackHorse   = piece(rules.Black, rules.Horse)
	blackSoldier = piece(rules.Black, rules.Soldier)
)

// TestExplainKinds: each kind fires on a position made for it, and the
// near misses beside it (a defended target, one target instead of two, a
// threat that is not a mate) get the kind they deserve instead.
func TestExplainKinds(t *testing.T) {
	start := rules.StartPosition()
	cases := []struct {
		name    string
		pos     rules.Position
		move    string
		kind    Kind
		piece   rules.Piece
		targets []rules.Piece
	}{
		{"mate on the back rank", board(t, "w", "Kd0", "ke9", "Ra8", "Rb0"), "b0b9", Mates, 0, nil},
		{"takes an undefended cannon", board(t, "w", "Kd0", "ke9", "Rc0", "cc5"), "c0c5", Wins, blackCannon, nil},
		{"takes a chariot the horse retakes", board(t, "w", "Kd0", "ke9", "Rc0", "rc5", "nb7"), "c0c5", Trades, blackChariot, nil},
		{"takes a soldier the horse retakes: a sacrifice", board(t, "w", "Kd0", "ke9", "Rc0", "pc5", "nb7"), "c0c5", Sacrifices, 0, nil},
		{"a lost chariot attacks nothing", board(t, "w", "Kd0", "ke9", "Rc0", "pc5", "rb5", "cf5"), "c0c5", Sacrifices, 0, nil},
		{"the retaking chariot would be lost: the soldier is won", board(t, "w", "Kd0", "ke9", "Rc0", "pc5", "rb5", "Ra5"), "c0c5", Wins, blackSoldier, nil},
		{"a horse forks two soldiers", board(t, "w", "Kd0", "ke9", "Nc2", "pc6", "pe6"), "c2d4", Forks, 0, []rules.Piece{blackSoldier, blackSoldier}},
		{"horse forks chariot and cannon", board(t, "w", "Kd0", "ke9", "Nc3", "rc7", "cf6"), "c3d5", Forks, 0, []rules.Piece{blackChariot, blackCannon}},
		{"one target is an attack, not a fork", board(t, "w", "Kd0", "ke9", "Nc3", "rc7"), "c3d5", Attacks, 0, []rules.Piece{blackChariot}},
		{"a defended soldier is no prong", board(t, "w", "Kd0", "ke9", "Nc3", "rc7", "pf6", "rf9"), "c3d5", Attacks, 0, []rules.Piece{blackChariot}},
		{"horse checks and forks", board(t, "w", "Kd0", "ke9", "Ne5", "rb8", "cf6"), "e5d7", ChecksForks, 0, []rules.Piece{blackChariot, blackCannon}},
		{"chariot checks and attacks the horse", board(t, "w", "Kd0", "ke9", "Ra7", "nh7"), "a7e7", ChecksAttacks, 0, []rules.Piece{blackHorse}},
		{"a chariot to the 8th rank threatens mate", board(t, "w", "Kd0", "ke9", "Ra1", "Rb0"), "a1a8", ThreatensMate, 0, nil},
		{"to the 7th rank it does not", board(t, "w", "Kd0", "ke9", "Ra1", "Rb0"), "a1a7", Improves, 0, nil},
		{"a plain check", board(t, "w", "Kd0", "ke9", "Rb0"), "b0b9", Checks, 0, nil},
		{"the general steps out of check", board(t, "w", "Kd0", "kf9", "rd5"), "d0e0", Escapes, 0, nil},
		{"the attacked horse steps away", board(t, "w", "Kd0", "ke9", "Nb2", "rb7"), "b2c0", Saves, 0, nil},
		{"the horse steps where it is lost again", board(t, "w", "Kd0", "ke9", "Nb2", "rb7", "ri4"), "b2c4", Sacrifices, 0, nil},
		{"a chariot defends the attacked horse", board(t, "w", "Kd0", "ke9", "Nc3", "rc7", "Ra0"), "a0a3", Defends, redHorse, nil},
		{"the horse develops", start, "h0g2", Develops, 0, nil},
		{"the central cannon attacks the soldier", start, "h2e2", Attacks, 0, []rules.Piece{blackSoldier}},
		{"a soldier push is a quiet move", start, "a3a4", Improves, 0, nil},
		{"an illegal move", start, "a3a5", None, 0, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := Explain(c.pos, move(t, c.move))
			if e.Kind != c.kind {
				t.Fatalf("%s in %s: kind %d, want %d (%+v)", c.move, c.pos.FEN(), e.Kind, c.kind, e)
			}
			if c.piece != 0 && e.Piece != c.piece {
				t.Errorf("piece %v, want %v", e.Piece, c.piece)
			}
			if c.targets != nil && !slices.Equal(e.Targets, c.targets) {
				t.Errorf("targets %v, want %v", e.Targets, c.targets)
			}
		})
	}
}

// TestExplainLeavesPositionAlone: Explain works on a copy.
func TestExplainLeavesPositionAlone(t *testing.T) {
	p := board(t, "w", "Kd0", "ke9", "Ne5", "rb8", "cf6")
	fen := p.FEN()
	Explain(p, move(t, "e5d7"))
	if p.FEN() != fen {
		t.Errorf("position changed: %s, was %s", p.FEN(), fen)
	}
}

func TestExchange(t *testing.T) {
	cases := []struct {
		name string
		pos  rules.Position
		move string
		want int
	}{
		{"undefended chariot", board(t, "w", "Kd0", "ke9", "Rc0", "rc5"), "c0c5", 90},
		{"chariot for chariot", board(t, "w", "Kd0", "ke9", "Rc0", "rc5", "nb7"), "c0c5", 0},
		{"chariot for a defended soldier", board(t, "w", "Kd0", "ke9", "Rc0", "pc5", "rb5"), "c0c5", 10 - 90},
		{"a crossed soldier counts double", board(t, "w", "Kd0", "ke9", "Rc0", "pc3"), "c0c3", 20},
		// The chariot takes the cannon, the horse takes the chariot, the
		// red horse takes that horse: 45 - 90 + 40.
		{"a chain of recaptures", board(t, "w", "Kd0", "ke9", "Rc0", "Nd3", "cc5", "nb7"), "c0c5", 45 - 90 + 40},
		// Black does not retake when it would lose: the chariot would
		// take the horse and be taken by the second horse.
		{"the defender stops", board(t, "w", "Kd0", "ke9", "Nb3", "Nd3", "cc5", "rc9"), "b3c5", 45},
		{"a quiet move onto a guarded point", board(t, "w", "Kd0", "ke9", "Na0", "rb9"), "a0b2", -40},
		{"a quiet move onto a safe point", board(t, "w", "Kd0", "ke9", "Na0"), "a0b2", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := c.pos
			if got := Exchange(&p, move(t, c.move)); got != c.want {
				t.Errorf("Exchange(%s) = %d, want %d", c.move, got, c.want)
			}
			if p.FEN() != c.pos.FEN() {
				t.Errorf("position changed")
			}
		})
	}
}
