package rules

// Zobrist keys come from a fixed-seed generator so that keys, and every
// node count or book built on them, are the same on every run and machine.
type zobristKeys struct {
	piece [NumPieces][NumSquares]uint64
	side  uint64 // xor-ed in when Black is to move
}

var zobrist = newZobrist()

func newZobrist() *zobristKeys {
	z := new(zobristKeys)
	state := uint64(0x9E3779B97F4A7C15)
	next := func() uint64 { // splitmix64
		state += 0x9E3779B97F4A7C15
		x := state
		x = (x ^ x>>30) * 0xBF58476D1CE4E5B9
		x = (x ^ x>>27) * 0x94D049BB133111EB
		return x ^ x>>31
	}
	for p := range z.piece {
		for s := range z.piece[p] {
			z.piece[p][s] = next()
		}
	}
	z.side = next()
	// An empty point hashes to nothing, so that a move's key can be
	// computed without testing whether it captures (see KeyAfter).
	z.piece[Empty] = [NumSquares]uint64{}
	return z
}

// computeKey hashes a position from scratch; the incremental key must always equal it.
func (p *Position) computeKey() uint64 {
	var k uint64
	for s, pc := range p.board {
		if pc != Empty {
			k ^= zobrist.piece[pc][s]
		}
	}
	if p.side == Black {
		k ^= zobrist.side
	}
	return k
}

// KeyAfter returns the key the position will have after the pseudo-legal
// move m, without making it: a search uses it to fetch the child's
// transposition-table entry early.
func (p *Position) KeyAfter(m Move) uint64 {
	from, to := m.From(), m.To()
	pc := p.board[from]
	return p.key ^ zobrist.piece[pc][from] ^ zobrist.piece[pc][to] ^ zobrist.piece[p.board[to]][to] ^ zobrist.side
}

// SideKey is what the key changes by when only the side to move changes
// (a null move).
func SideKey() uint64 { return zobrist.side }
