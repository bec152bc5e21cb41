package rules

// Perft counts the leaf nodes of the legal move tree to depth, counting the
// last ply's moves without playing them (bulk counting). p is unchanged.
func Perft(p *Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var l MoveList
	p.genPseudo(&l, false)
	ks := p.kings[p.side]
	check := p.kingAttacked(p.side)
	var n uint64
	for _, m := range l.Moves[:l.N] {
		if !p.legalFast(m, ks, check) {
			continue
		}
		if depth == 1 {
			n++
			continue
		}
		u := p.MakeMove(m)
		n += Perft(p, depth-1)
		p.UnmakeMove(m, u)
	}
	return n
}

// PerftPlayed is Perft that also makes and unmakes every leaf move, the
// figure to compare with engines that do not bulk-count.
func PerftPlayed(p *Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var l MoveList
	p.GenerateMoves(&l)
	var n uint64
	for _, m := range l.Moves[:l.N] {
		u := p.MakeMove(m)
		n += PerftPlayed(p, depth-1)
		p.UnmakeMove(m, u)
	}
	return n
}

// DivideEntry is one root move's share of a perft count.
type DivideEntry struct {
	Move  Move
	Nodes uint64
}

// Divide returns the perft count below each legal root move, in generation order.
func Divide(p *Position, depth int) []DivideEntry {
	var l MoveList
	p.GenerateMoves(&l)
	out := make([]DivideEntry, 0, l.N)
	for _, m := range l.Slice() {
		u := p.MakeMove(m)
		out = append(out, DivideEntry{m, Perft(p, depth-1)})
		p.UnmakeMove(m, u)
	}
	return out
}
