package rules

// Rule names the repetition rule a ruling applies, so that the game can
// say which rule ended a game, not only who won.
type Rule uint8

const (
	NoRule             Rule = iota
	RulePerpetualCheck      // one side checked with every move of the cycles: it loses
	RulePerpetualChase      // one side chased one same piece with every move: it loses
	RuleMutualCheck         // both sides checked with every move: draw
	RuleMutualChase         // both sides chased with every move: draw
	RuleIdle                // neither side checked or chased with every move: draw
)

func (r Rule) String() string {
	return [...]string{"", "perpetual check", "perpetual chase", "mutual perpetual check",
		"mutual perpetual chase", "repetition without offence"}[r]
}

// ChaseWhy says why an attacked piece counted as chased.
type ChaseWhy uint8

const (
	NotChased       ChaseWhy = iota
	Unprotected              // the chased piece's side could not legally recapture on its point
	ChariotByMinor           // a horse or cannon attacking a chariot chases it even when it is protected
	FalseProtection          // its protection was not real: the recapture would be illegal (a pinned protector, the generals facing)
	ByDefender               // an advisor or elephant attacking a horse, cannon or chariot chases it even when it is protected
)

func (w ChaseWhy) String() string {
	return [...]string{"", "unprotected", "a chariot attacked by a horse or cannon", "falsely protected",
		"attacked by an advisor or elephant"}[w]
}

// Offence is one move of a perpetual check or chase: who attacked what.
type Offence struct {
	Ply    int    // index of the move in Game.Moves
	Move   Move   // the move
	Side   Color  // who played it
	Check  bool   // it gave check (then Victim is the general)
	Chaser Square // the attacking piece's point after the move
	Victim Square // the attacked piece's point after the move
	Why    ChaseWhy
	// Discovered: the attack was uncovered by the move of another piece
	// (Chaser is then not the piece that moved).
	Discovered bool
	// Undermined: the attack stood before the move, and the move made it
	// a chase by taking away the victim's protection: it pinned the
	// protector (Why is then FalseProtection) or blocked its line (Why is
	// Unprotected). Chaser is then not the piece that moved either.
	Undermined bool
	// Pinned: the mover attacked the victim before the move as well; the
	// victim, pinned against its general, could not move away, so the
	// renewed attack chases it anew (rule 19, victimPinned).
	Pinned bool
}

// Ruling explains a verdict on a repetition: the rule, the moves of the
// cycles it examined, and each offending move with its chaser and victim,
// so that the game can show the player what happened on the board.
type Ruling struct {
	Status   Status
	Rule     Rule
	Offender Color     // the side that loses; for a draw, not meaningful
	From, To int       // the moves examined are Game.Moves()[From:To]
	Offences []Offence // the perpetual side's moves (both sides' for a mutual offence), in order
}

// Times is how many moves of the offender the ruling counts.
func (r Ruling) Times() int {
	n := 0
	for _, o := range r.Offences {
		if o.Side == r.Offender {
			n++
		}
	}
	return n
}

// Ruling explains the current status when the last move ended the game by
// a repetition ruling (a perpetual check or chase, or a drawn repetition);
// otherwise it reports false.
func (g *Game) Ruling() (Ruling, bool) {
	if !g.status.Over() {
		return Ruling{}, false
	}
	switch g.status.Reason {
	case PerpetualCheck, PerpetualChase, Repetition:
	default:
		return Ruling{}, false
	}
	first, ok := g.cycleStart()
	if !ok {
		return Ruling{}, false
	}
	n := len(g.moves)
	r := Ruling{Status: g.status, From: first, To: n}
	_, r.Rule, r.Offender = g.cycleOf(first, n).verdict()
	switch r.Rule {
	case RulePerpetualCheck:
		r.Offences = g.checkOffences(first, n, r.Offender)
	case RulePerpetualChase:
		r.Offences = g.chaseOffences(first, n, r.Offender)
	case RuleMutualCheck:
		r.Offences = mergeOffences(g.checkOffences(first, n, Red), g.checkOffences(first, n, Black))
	case RuleMutualChase:
		r.Offences = mergeOffences(g.chaseOffences(first, n, Red), g.chaseOffences(first, n, Black))
	}
	return r, true
}

// Warning reports the ruling that playing m now would bring on the side to
// move, the warning the apps give one move before ("repeating this move
// loses"): m loses by perpetual check or chase when it repeats a position
// a third time as the offender, or when it lets the opponent do so with a
// move that repeats its own part of the cycle (the ruling then falls on
// the opponent's move, but the offence is the mover's). A move that
// repeats nothing is never warned of, so the test is cheap where there is
// no repetition.
func (g *Game) Warning(m Move) (Ruling, bool) {
	if g.status.Over() || !g.pos.IsLegal(m) || g.seenBefore(m) < 1 {
		return Ruling{}, false
	}
	mover := g.pos.side
	h := g.clone()
	if err := h.Play(m); err != nil {
		return Ruling{}, false
	}
	if r, ok := h.Ruling(); ok {
		return r, r.Status.Result == WinFor(mover.Other())
	}
	if h.status.Over() {
		return Ruling{}, false
	}
	// The opponent's replies that complete the third occurrence.
	var l MoveList
	h.pos.GenerateMoves(&l)
	for _, reply := range l.Moves[:l.N] {
		if h.seenBefore(reply) < 2 {
			continue
		}
		k := h.clone()
		if k.Play(reply) != nil {
			continue
		}
		if r, ok := k.Ruling(); ok && r.Status.Result == WinFor(mover.Other()) {
			return r, true
		}
	}
	return Ruling{}, false
}

// Warned is a move of the side to move that Warning warns of, with the
// ruling it would lose by.
type Warned struct {
	Move   Move
	Ruling Ruling
}

// Warnings lists the legal moves of the side to move that Warning warns
// of, with their rulings.
func (g *Game) Warnings() []Warned {
	if g.status.Over() {
		return nil
	}
	var l MoveList
	g.pos.GenerateMoves(&l)
	var out []Warned
	for _, m := range l.Moves[:l.N] {
		if r, ok := g.Warning(m); ok {
			out = append(out, Warned{m, r})
		}
	}
	return out
}

// seenBefore counts the earlier occurrences, since the last capture, of
// the position m reaches from g's position (0 for a capture).
func (g *Game) seenBefore(m Move) int {
	if g.pos.board[m.To()] != Empty {
		return 0
	}
	key := g.pos.KeyAfter(m)
	n := len(g.keys) - 1
	lo := n - g.pos.halfmove
	if lo < 0 {
		lo = 0
	}
	seen := 0
	for i := n - 1; i >= lo; i -= 2 {
		if g.keys[i] == key {
			seen++
		}
	}
	return seen
}

func (g *Game) clone() *Game {
	h := *g
	h.moves = append([]Move(nil), g.moves...)
	h.keys = append([]uint64(nil), g.keys...)
	h.checks = append([]bool(nil), g.checks...)
	h.chases = append([]sqSet(nil), g.chases...)
	return &h
}

// cycleStart finds the first of the three occurrences of the current
// position, as repetition does.
func (g *Game) cycleStart() (int, bool) {
	n := len(g.keys) - 1
	key := g.keys[n]
	lo := n - g.pos.halfmove
	if lo < 0 {
		lo = 0
	}
	seen, first := 1, -1
	for i := n - 2; i >= lo && seen < 3; i -= 2 {
		if g.keys[i] == key {
			seen++
			first = i
		}
	}
	return first, seen >= 3
}

// positionBefore replays the game to the position before moves[ply].
func (g *Game) positionBefore(ply int) Position {
	p := g.start
	for _, m := range g.moves[:ply] {
		p.MakeMove(m)
	}
	return p
}

// checkOffences lists side c's checking moves in moves[from:to].
func (g *Game) checkOffences(from, to int, c Color) []Offence {
	var out []Offence
	p := g.positionBefore(from)
	for i := from; i < to; i++ {
		m := g.moves[i]
		side := p.side
		p.MakeMove(m)
		if side != c || !g.checks[i] {
			continue
		}
		victim := p.kings[c.Other()]
		chaser := attackerOf(&p, victim, c, m.To())
		out = append(out, Offence{Ply: i, Move: m, Side: c, Check: true,
			Chaser: chaser, Victim: victim, Discovered: chaser != m.To()})
	}
	return out
}

// chaseOffences lists side c's moves in moves[from:to] when every one of
// them chased one same piece (followed as it moves), in order; nil when
// there is no such piece.
func (g *Game) chaseOffences(from, to int, c Color) []Offence {
	side := g.sideAt(from)
	for i, sd := from, side; i < to; i, sd = i+1, sd.Other() {
		if sd != c {
			continue
		}
		for s := Square(0); s < NumSquares; s++ {
			if !g.chases[i].has(s) {
				continue
			}
			if out := g.followChase(from, to, c, i, s); out != nil {
				return out
			}
		}
		return nil
	}
	return nil
}

// sideAt is the side that played moves[i].
func (g *Game) sideAt(i int) Color {
	side := g.pos.side
	if (len(g.moves)-i)%2 != 0 {
		side = side.Other()
	}
	return side
}

// followChase follows the piece on victim (after moves[firstChase], the
// first move of c) back to the cycle's start and through it, and returns
// side c's offences if each of c's moves chased it.
func (g *Game) followChase(from, to int, c Color, firstChase int, victim Square) []Offence {
	// Where was the victim when the cycle began? Walk back over the
	// opponent's moves before firstChase.
	for i := firstChase - 1; i >= from; i-- {
		if m := g.moves[i]; g.sideAt(i) != c && m.To() == victim {
			victim = m.From()
		}
	}
	var out []Offence
	p := g.positionBefore(from)
	for i := from; i < to; i++ {
		m := g.moves[i]
		side := p.side
		if side != c {
			if m.From() == victim {
				victim = m.To()
			}
			p.MakeMove(m)
			continue
		}
		if !g.chases[i].has(victim) {
			return nil
		}
		r, _ := p.chaseOf(m, victim)
		out = append(out, Offence{Ply: i, Move: m, Side: c, Chaser: r.chaser, Victim: victim, Why: r.why,
			Discovered: r.discovered, Undermined: r.undermined, Pinned: r.pinned})
		p.MakeMove(m)
	}
	return out
}

// attackerOf returns a piece of side by that can legally capture on s in p
// (where it is not by's turn), preferring the one on prefer.
func attackerOf(p *Position, s Square, by Color, prefer Square) Square {
	q := *p
	q.side = by
	var l MoveList
	found := NoSquare
	for from := Square(0); from < NumSquares; from++ {
		pc := q.board[from]
		if pc == Empty || pc.Color() != by {
			continue
		}
		l.N = 0
		q.genPiece(&l, from, pc, true)
		for _, m := range l.Moves[:l.N] {
			if m.To() != s || !q.kingSafeAfter(m) {
				continue
			}
			if from == prefer {
				return from
			}
			if found == NoSquare {
				found = from
			}
		}
	}
	return found
}

func mergeOffences(a, b []Offence) []Offence {
	out := make([]Offence, 0, len(a)+len(b))
	for len(a) > 0 && len(b) > 0 {
		if a[0].Ply < b[0].Ply {
			out, a = append(out, a[0]), a[1:]
		} else {
			out, b = append(out, b[0]), b[1:]
		}
	}
	return append(append(out, a...), b...)
}
