package ai

import (
	"context"
	"testing"

	"xiangqi/rules"
)

// newcomerLevels are the levels below Beginner.
func newcomerLevels() []Level {
	var out []Level
	for l := Level(0); l < Beginner; l++ {
		out = append(out, l)
	}
	return out
}

// TestNewcomerLevelsAreNovices: every level below Beginner, and none from
// Beginner up, plays with the newcomer's model.
func TestNewcomerLevelsAreNovices(t *testing.T) {
	for l := Level(0); l < NumLevels; l++ {
		if (l.spec().novice != nil) != (l < Beginner) || l < Beginner && !l.errs() {
			t.Errorf("%v: novice model %v", l, l.spec().novice)
		}
	}
}

// TestNewcomerMatesAtItsRate: a Newcomer level plays a mate in one at
// least as often as it notices one (matePct), and never less than that
// less a margin for chance; a level that always notices always mates.
func TestNewcomerMatesAtItsRate(t *testing.T) {
	p := mustFEN(t, "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1") // b0-b9 mates
	e := NewEngine(1)
	const tries = 300
	for _, l := range newcomerLevels() {
		mates := 0
		for i := 0; i < tries; i++ {
			e.Seed(uint64(i)*7919 + uint64(l))
			r := e.Search(context.Background(), Request{Pos: p, Level: l, Leveled: true})
			q := p
			if !q.IsLegal(r.Move) {
				t.Fatalf("%v played %v", l, r.Move)
			}
			q.MakeMove(r.Move)
			if !q.HasLegalMove() {
				mates++
			}
		}
		pct := l.spec().novice.matePct
		if low := tries*pct/100 - tries/10; mates < low || pct == 100 && mates != tries {
			t.Errorf("%v mated %d times in %d, want at least %d (it notices %d%%)", l, mates, tries, max(low, 0), pct)
		}
		t.Logf("%v: mated in one %d of %d times (notices %d%%)", l, mates, tries, pct)
	}
}

// fullLoss is what the side to move in q can take from the other side, all
// seen: the most one capture wins, the capturer counted as lost on a
// defended point, and the same for the chariots alone.
func fullLoss(q *rules.Position) (loss, chariotLoss int) {
	var all, none [rules.NumSquares]bool
	for s := range all {
		all[s] = true
	}
	return threatLoss(q, &all, &none)
}

// TestNewcomerKeepsItsChariots: no Newcomer level gives a chariot away (a
// move after which it can be taken undefended, or for a cheaper piece)
// unless the move takes as much or every move does so; the weakest, in
// positions where nothing of its is attacked, does not either.
func TestNewcomerKeepsItsChariots(t *testing.T) {
	e := NewEngine(1)
	checked := 0
	for _, p := range randomPositions(t, 300) {
		if p.Status().Over() || len(bookMoves(&p)) > 0 {
			continue
		}
		var l rules.MoveList
		p.GenerateMoves(&l)
		gain := func(m rules.Move) int {
			if c := p.At(m.To()); c != rules.Empty {
				return noviceValue(c, m.To())
			}
			return 0
		}
		keeps := func(m rules.Move) bool {
			q := p
			q.MakeMove(m)
			_, cl := fullLoss(&q)
			return cl <= gain(m)
		}
		some := false
		for _, m := range l.Moves[:l.N] {
			some = some || keeps(m)
		}
		if !some {
			continue
		}
		checked++
		for _, lv := range newcomerLevels() {
			for seed := uint64(1); seed <= 4; seed++ {
				e.Seed(seed*31 + uint64(lv))
				r := e.Search(context.Background(), Request{Pos: p, Level: lv, Leveled: true})
				if !p.IsLegal(r.Move) || !keeps(r.Move) {
					t.Fatalf("%s: %v played %v, giving a chariot away", p.FEN(), lv, r.Move)
				}
			}
		}
	}
	if checked < 100 {
		t.Fatalf("only %d positions checked", checked)
	}
}

// TestThreatLossSight: a newcomer blind to a cannon this turn does not see
// its capture over a screen; seeing it, it counts the piece lost, and less
// when the point is defended.
func TestThreatLossSight(t *testing.T) {
	// Black to move: its cannon on e9 takes Red's horse on e4 over the
	// soldier on e6.
	q := mustFEN(t, "3kc4/9/9/4p4/9/4N4/9/9/9/4K4 b - - 0 1")
	horse := rules.SquareAt(4, 4)
	cannon := rules.SquareAt(4, 9)
	var look, blind [rules.NumSquares]bool
	look[horse] = true
	if loss, _ := threatLoss(&q, &look, &blind); loss != 400 {
		t.Errorf("seeing the cannon: loss %d, want the horse's 400", loss)
	}
	blind[cannon] = true
	if loss, _ := threatLoss(&q, &look, &blind); loss != 0 {
		t.Errorf("blind to the cannon: loss %d, want 0", loss)
	}
	blind[cannon] = false
	look[horse] = false
	if loss, _ := threatLoss(&q, &look, &blind); loss != 0 {
		t.Errorf("not looking at the horse: loss %d, want 0", loss)
	}
	// The horse defended by a Red chariot on a4: the cannon, worth more,
	// would be lost for it, so nothing is lost.
	d := mustFEN(t, "3kc4/9/9/4p4/9/R3N4/9/9/9/4K4 b - - 0 1")
	look[horse] = true
	if loss, _ := threatLoss(&d, &look, &blind); loss != 0 {
		t.Errorf("defended horse: loss %d, want 0 (the cannon is worth more)", loss)
	}
}

// hangRate is the share of lv's moves in ps that leave the piece moved
// where the opponent wins material by taking it (all seen).
func hangRate(t *testing.T, lv Level, ps []rules.Position) float64 {
	e := NewEngine(1)
	hung, n := 0, 0
	for i, p := range ps {
		e.Seed(uint64(i) + 1)
		r := e.Search(context.Background(), Request{Pos: p, Level: lv, Leveled: true})
		if r.Book {
			continue
		}
		q := p
		q.MakeMove(r.Move)
		var look, none [rules.NumSquares]bool
		look[r.Move.To()] = true
		if loss, _ := threatLoss(&q, &look, &none); loss > 0 {
			hung++
		}
		n++
	}
	return float64(hung) / float64(n)
}

// TestNewcomerErrsLessUpTheLadder: the weakest Newcomer leaves the piece
// it moves to be taken (for a gain, all seen, one move deep) at least
// twice as often as the strongest, and in at least 5% of its moves.
// (Beginner is not compared: its search plays exchanges and sacrifices
// that this one-move count calls a piece left.)
func TestNewcomerErrsLessUpTheLadder(t *testing.T) {
	var ps []rules.Position
	for _, p := range randomPositions(t, 400) {
		if !p.Status().Over() && len(bookMoves(&p)) == 0 {
			ps = append(ps, p)
		}
	}
	low, high := hangRate(t, Newcomer, ps), hangRate(t, Beginner-1, ps)
	t.Logf("moved piece left to be taken: %v %.1f%%, %v %.1f%%", Newcomer, 100*low, Beginner-1, 100*high)
	if low < 2*high || low < 0.05 {
		t.Errorf("hang rates %.3f and %.3f: want the weakest's twice the other's, and at least 5%%", low, high)
	}
}

// TestNewcomerRepeatable: with the same seed, a Newcomer level plays the
// same moves.
func TestNewcomerRepeatable(t *testing.T) {
	ps := randomPositions(t, 60)
	a, b := NewEngine(1), NewEngine(1)
	a.Seed(5)
	b.Seed(5)
	for _, p := range ps {
		ra := a.Search(context.Background(), Request{Pos: p, Level: Newcomer, Leveled: true})
		rb := b.Search(context.Background(), Request{Pos: p, Level: Newcomer, Leveled: true})
		if ra.Move != rb.Move {
			t.Fatalf("%s: %v then %v", p.FEN(), ra.Move, rb.Move)
		}
	}
}

// TestNewcomerAnswersTheLastMove: the opponent's chariot has just come to
// e8, attacking the horse on e4. A newcomer who answers the last move
// saves the horse every time; one who looks only at the piece it moves
// leaves it hanging most of the time.
func TestNewcomerAnswersTheLastMove(t *testing.T) {
	p := mustFEN(t, "3k5/4r4/9/9/9/4N4/P8/1C7/9/5K3 w - - 0 1")
	h := History{Moves: []rules.Move{rules.NewMove(rules.SquareAt(0, 8), rules.SquareAt(4, 8))}}
	e := NewEngine(1)
	hangs := func(ns noviceSpec) int {
		n := 0
		for seed := uint64(1); seed <= 20; seed++ {
			e.Seed(seed)
			r := e.playNovice(context.Background(), p, h, &ns, nil)
			q := p
			if !q.IsLegal(r.Move) {
				t.Fatalf("%+v played %v", ns, r.Move)
			}
			q.MakeMove(r.Move)
			if loss, _ := fullLoss(&q); loss > 0 {
				n++
			}
		}
		return n
	}
	answer := noviceSpec{matePct: 100, noiseCP: 20, lastPct: 100}
	if n := hangs(answer); n != 0 {
		t.Errorf("answering the last move: something left to be taken %d times in 20", n)
	}
	blind := noviceSpec{matePct: 100, noiseCP: 20}
	if n := hangs(blind); n < 10 {
		t.Errorf("not looking: something left to be taken only %d times in 20", n)
	}
}
