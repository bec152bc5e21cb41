package rules

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

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

// PerftCase is one row of a perft table: a position, a depth and the node
// count that Perft must give.
type PerftCase struct {
	FEN   string
	Depth int
	Nodes uint64
}

// ReadPerftCases reads a perft table: tab-separated fen, depth, nodes, one
// row a line, with an optional header row starting "fen". The tests of this
// package and of the engine program check their counts against it.
func ReadPerftCases(r io.Reader) ([]PerftCase, error) {
	var cases []PerftCase
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "fen\t") {
			continue
		}
		cols := strings.Split(text, "\t")
		if len(cols) != 3 {
			return nil, fmt.Errorf("perft table line %d: %d columns, want fen, depth, nodes", line, len(cols))
		}
		d, err1 := strconv.Atoi(cols[1])
		n, err2 := strconv.ParseUint(cols[2], 10, 64)
		if err1 != nil || err2 != nil || d < 0 {
			return nil, fmt.Errorf("perft table line %d: bad depth or node count", line)
		}
		cases = append(cases, PerftCase{cols[0], d, n})
	}
	return cases, sc.Err()
}
