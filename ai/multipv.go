package ai

import "xiangqi/rules"

// MultiPV (Request.MultiPV): each iteration searches the root once per
// line, the i-th time over the root moves without the i-1 already found,
// as Stockfish's MultiPV loop does, each line in its own aspiration window
// around its previous score.
//
// The first line is kept exactly the search with one line: the later
// lines must not change what it sees in the next iteration. A search is
// sensitive to every stored entry (searched again over a table warmed by
// a shallower search of the same root, one line chose another move in 17
// and 21 of the 100 positions of TestMultiPVAgrees at depths 6 and 8), so
// the later lines write to a table of their own, laid over the main one
// (they read both), and the history, killers and root order they change
// are put back. Only the main searcher's first line writes to the main
// table, as with one line.
//
// A later line can score above an earlier one: the first line's search
// proved the move no better with a null window, in a node that prunes
// more than the full-window search the move gets as a later line's best.
// Such a line is not moved up, which would make the result depend on
// MultiPV; its score is that of the line above it, marked as a lower
// bound, so that the lines stay ordered by score.

// maxLinesTableMiB bounds the later lines' table: a quarter of the main
// table's size, from 1 MiB up to this.
const maxLinesTableMiB = 64

// iterate runs one iteration at depth for k lines: the best root move
// and its score, then the k-1 next best. prev holds each line's score of
// the previous iteration (the centres of the aspiration windows) and is
// updated. It returns the lines, best first, and false when the search
// was stopped. With k = 1 it is the plain search of the root.
func (s *searcher) iterate(depth, k int, prev *[MaxMultiPV]int, inCheck bool) ([]Line, bool) {
	lines := make([]Line, k)
	if !s.line(lines, 0, s.roots, depth, prev, inCheck) {
		return nil, false
	}
	if k == 1 {
		return lines, true
	}
	// What the first line left is what the next iteration's first line
	// starts from.
	main, hist, capHist, killers := s.tt, s.hist, s.capHist, s.killers
	*s.contSave = *s.cont
	defer func() {
		s.tt, s.hist, s.capHist, s.killers, *s.cont = main, hist, capHist, killers, *s.contSave
	}()
	s.tt = &s.lines
	for i := 1; i < k; i++ {
		roots := s.others[:0]
		for _, rm := range s.roots {
			if !found(lines[:i], rm.move) {
				roots = append(roots, rm)
			}
		}
		s.others = roots
		if !s.line(lines, i, roots, depth, prev, inCheck) {
			return nil, false
		}
	}
	return lines, true
}

// line searches lines[i]: the best of roots, in an aspiration window
// around prev[i], which it updates. Only the first line's root result is
// stored: the later lines' best moves are not the root's. It reports
// false when the search was stopped.
func (s *searcher) line(lines []Line, i int, roots []rootMove, depth int, prev *[MaxMultiPV]int, inCheck bool) bool {
	score, ok := s.aspiration(roots, depth, prev[i], inCheck, i == 0)
	if !ok {
		return false
	}
	l := Line{Move: roots[0].move, Score: score, Mate: mateMoves(score), PV: append([]rules.Move(nil), s.pv[0][:s.pvLen[0]]...)}
	if i > 0 && score > lines[i-1].Score {
		l.Score, l.Mate, l.Lower = lines[i-1].Score, lines[i-1].Mate, true
	}
	lines[i] = l
	prev[i] = l.Score
	return true
}

// found reports whether m is the move of one of lines.
func found(lines []Line, m rules.Move) bool {
	for _, l := range lines {
		if l.Move == m {
			return true
		}
	}
	return false
}

// prepareLines readies the later lines' table for a search of k lines:
// sized on first use, laid over the main table and aged with it.
func (s *searcher) prepareLines(k int) {
	if k < 2 {
		return
	}
	if s.lines.buckets == nil {
		mib := len(s.tt.buckets) * 64 >> 20 / 4 // a bucket is 64 bytes
		s.lines.resize(min(max(mib, 1), maxLinesTableMiB))
	}
	s.lines.under = s.tt
	s.lines.newSearch()
	if s.contSave == nil {
		s.contSave = new(contHist)
	}
}

// settled reports whether deepening can no longer change the lines' mates:
// each line is a mate seen this deep.
func settled(lines []Line, depth int) bool {
	for _, l := range lines {
		if l.Mate == 0 || depth < 2*abs(l.Mate)+4 {
			return false
		}
	}
	return true
}
