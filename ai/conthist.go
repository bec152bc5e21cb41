package ai

import "xiangqi/rules"

// Continuation history: how well a quiet move has done right after a
// given move, one ply before (the opponent's reply to it) and two plies
// before (this side's follow-up). A plain history table knows that moving
// a horse to e7 is often good; these know that it is good after the
// opponent's cannon came to e2. Strong engines' trees narrow at depth on
// this: the late quiet moves are ordered, reduced and pruned by what
// worked in the same context.

// contTable holds, for one preceding move, a score per (piece, to) of the
// move that follows it.
type contTable [rules.NumPieces][rules.NumSquares]int16

// contHist holds a contTable per preceding (piece, to). Its entry for
// (Empty, 0) is the sink for nodes without a known preceding move (the
// root's first plies, after a null move): it is read and written like the
// others and means nothing.
type contHist [rules.NumPieces][rules.NumSquares]contTable

// sink is the contTable of "no known move".
func (c *contHist) sink() *contTable { return &c[rules.Empty][0] }

// contMax bounds a continuation history score (gravity, as addHistory).
const contMax = historyMax

// contexts sets the node's two contTables from the moves made at the two
// plies before it.
func (s *searcher) contexts(f *frame, ply int) {
	f.c1, f.c2 = s.cont.sink(), s.cont.sink()
	if ply >= 1 {
		f.c1 = s.stack[ply-1].cont
	}
	if ply >= 2 {
		f.c2 = s.stack[ply-2].cont
	}
}

// quietScore is the ordering score of the quiet move of pc to to at the
// node of frame f: its history, plus its continuation histories.
func (s *searcher) quietScore(f *frame, pc rules.Piece, to rules.Square) int32 {
	h := s.hist[pc][to]
	if !s.feat.NoContHist {
		h += int32(f.c1[pc][to]) + int32(f.c2[pc][to])
	}
	return h
}

// addCont moves a continuation history score towards ±contMax.
func addCont(h *int16, bonus int32) {
	abs := bonus
	if abs < 0 {
		abs = -abs
	}
	v := int32(*h)
	*h = int16(v + bonus - v*abs/contMax)
}
