package ai

import (
	"context"
	"math"
	"time"

	"xiangqi/rules"
)

// frame is one ply's working storage, so that no node allocates.
type frame struct {
	moves       rules.MoveList // captures, or every move in check and in quiescence
	scores      [rules.MaxMoves]int32
	quiet       rules.MoveList // quiet moves, generated only when needed
	quietScores [rules.MaxMoves]int32
	pick        picker
	quiets      [64]rules.Move // quiet moves tried, for the history penalty
	captures    [32]rules.Move // captures tried, for the capture history's
	eval        int            // the node's static evaluation; -infinity in check or unknown
	excluded    rules.Move     // the move a singular-extension search leaves out
	// c1 and c2 are the node's continuation-history contexts (conthist.go);
	// cont is the context the move being searched gives its child.
	c1, c2, cont *contTable
}

// rootMove is a legal root move with what the last iteration learnt.
type rootMove struct {
	move  rules.Move
	nodes uint64 // nodes spent below it, to order the next iteration
	score int    // exact score of the last completed iteration (multi mode)
	next  int    // the score being found by the running iteration
}

// searcher is an engine's search state. Everything a node needs lives
// here, sized once, so the tree allocates nothing.
type searcher struct {
	tt  *table
	pos rules.Position
	ev  evalState
	ms  pieceSet

	// The path from the game's first known position to the current node:
	// keys[i] and checks[i] (position i's side to move is in check).
	keys   []uint64
	checks []bool
	moves  []rules.Move // moves[i] produced position i (NoMove: unknown, or a null move)
	n      int          // positions on the path; the current one is n-1
	// chaseCache keeps the verdicts of the cycles judged for chases.
	chaseCache [chaseCacheSize]chaseEntry

	nodes     uint64
	nodeLimit uint64
	ctx       context.Context
	deadline  time.Time
	timed     bool
	stopped   bool
	frames    frameYielder // gives the page its frames in a browser (yield_js.go)

	stack [MaxPly + 1]frame
	pv    [MaxPly + 1][MaxPly + 1]rules.Move
	pvLen [MaxPly + 1]int
	hist  [rules.NumPieces][rules.NumSquares]int32
	cont  *contHist // continuation history (conthist.go), 4 MiB
	// capHist scores captures by the capturing piece, the point and the
	// kind taken: how often they cut off.
	capHist [rules.NumPieces][rules.NumSquares][8]int16
	killers [MaxPly + 1][2]rules.Move
	roots   []rootMove
	// multiPV is the number of lines a search finds (Request.MultiPV).
	multiPV int
	// lines is the table of a MultiPV search's later lines (multipv.go),
	// laid over tt; others holds their root moves.
	lines  table
	others []rootMove
	// contSave keeps the continuation history the first line left while
	// the later lines search (they must not change the next iteration).
	contSave *contHist
	// multi makes the root search every move with a full window so that
	// each gets an exact score (the levels' error model needs them).
	multi bool
	feat  Features
	// checkBad makes scoreMoves test captures for losing material.
	checkBad bool

	// Parallel search (smp.go): the main searcher owns the helpers; while
	// a search with helpers runs, the main searcher and every helper point
	// to the same shared state, which is nil in a one-thread search.
	helpers []*searcher
	shared  *smp
	helper  bool // this searcher is a helper: its nodes go to shared
}

// newSearcher returns a searcher over the table tt.
func newSearcher(tt *table) *searcher {
	return &searcher{tt: tt, cont: new(contHist)}
}

// lmrTable[d][i] is the late-move reduction at depth d for the i-th move.
var lmrTable = func() (t [64][64]int8) {
	for d := 1; d < 64; d++ {
		for i := 1; i < 64; i++ {
			t[d][i] = int8(0.75 + math.Log(float64(d))*math.Log(float64(i))/2.25)
		}
	}
	return t
}()

// run is the iterative-deepening driver behind every search. With
// helpers (Request.Threads), they search the same root at the same time over
// the shared table (smp.go); only this searcher's completed iterations
// make the Result, and every helper has stopped when run returns.
func (s *searcher) run(ctx context.Context, pos rules.Position, h History, lim Limits, info func(Info), filter func([]rootMove) []rootMove) Result {
	start := time.Now()
	maxDepth := s.prepare(ctx, pos, h, lim, start)
	s.tt.newSearch()
	res := Result{}
	finish := func() Result {
		res.Nodes = s.nodes + s.stopHelpers()
		res.Elapsed = time.Since(start)
		return res
	}

	// No legal move: the side to move has lost (checkmate or stalemate).
	// Every other root is searched, also one the rules call over (a third
	// repetition, the 60-move rule, bare material): the caller asked for a
	// move, and a GUI referee may rule otherwise and play on, so a legal
	// move must come back. Inside the tree those rulings still score.
	if !s.pos.HasLegalMove() {
		res.Score = -MateScore
		return finish()
	}

	s.setRoots()
	if filter != nil {
		s.roots = filter(s.roots)
	} else if len(s.helpers) > 0 {
		s.startHelpers(ctx, pos, h, lim, start, maxDepth)
		defer s.stopHelpers() // also if info panics (finish has stopped them otherwise)
	}
	res.Move = s.roots[0].move

	inCheck := s.pos.InCheck()
	k := min(s.multiPV, len(s.roots))
	s.prepareLines(k)
	var prev [MaxMultiPV]int // each line's score in the last iteration
	for depth := 1; depth <= maxDepth; depth++ {
		lines, ok := s.iterate(depth, k, &prev, inCheck)
		if !ok {
			break
		}
		l := lines[0]
		res.Move, res.Depth, res.Score, res.Mate, res.PV, res.Lines = l.Move, depth, l.Score, l.Mate, l.PV, lines
		if info != nil {
			info(Info{Depth: depth, Score: l.Score, Mate: l.Mate, Nodes: s.totalNodes(), Elapsed: time.Since(start), PV: l.PV, Lines: lines})
		}
		if s.timed {
			// The next iteration costs a few times this one: do not start
			// what cannot finish.
			if el := time.Since(start); lim.Time > 0 && !lim.FullTime && el > lim.Time*45/100 {
				break
			}
			if len(s.roots) == 1 {
				break // the only move: no need to think
			}
		}
		if settled(lines, depth) {
			break
		}
	}
	return finish()
}

// prepare sets the searcher up for a search of pos from start within lim:
// position, evaluation state, budget and path. It returns the deepest
// iteration to run.
func (s *searcher) prepare(ctx context.Context, pos rules.Position, h History, lim Limits, start time.Time) int {
	s.pos = pos
	s.ev = newEvalState(&s.pos, weightsFor(&s.feat))
	s.ms.reset(&s.pos)
	s.ctx = ctx
	s.nodes, s.stopped = 0, false
	s.nodeLimit = math.MaxUint64
	if lim.Nodes > 0 {
		s.nodeLimit = lim.Nodes
	}
	s.timed = lim.Time > 0
	if s.timed {
		s.deadline = start.Add(lim.Time)
	}
	if d, ok := ctx.Deadline(); ok && (!s.timed || d.Before(s.deadline)) {
		s.deadline, s.timed = d, true
	}
	maxDepth := MaxDepth
	if lim.Depth > 0 && lim.Depth < maxDepth {
		maxDepth = lim.Depth
	}
	s.setPath(h)
	return maxDepth
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// setPath loads the game's keys and check flags and the root.
func (s *searcher) setPath(h History) {
	need := len(h.Keys) + MaxPly + 8
	if cap(s.keys) < need {
		s.keys = make([]uint64, need)
		s.checks = make([]bool, need)
		s.moves = make([]rules.Move, need)
	}
	s.keys, s.checks, s.moves = s.keys[:cap(s.keys)], s.checks[:cap(s.checks)], s.moves[:cap(s.moves)]
	copy(s.keys, h.Keys)
	withChecks := len(h.Checks) == len(h.Keys)
	withMoves := len(h.Moves) == len(h.Keys)
	for i := range h.Keys {
		// Position i arose from move i-1.
		s.checks[i] = withChecks && i > 0 && h.Checks[i-1]
		s.moves[i] = rules.NoMove
		if withMoves && i > 0 {
			s.moves[i] = h.Moves[i-1]
		}
	}
	s.n = len(h.Keys)
	last := rules.NoMove
	if withMoves && len(h.Moves) > 0 {
		last = h.Moves[len(h.Moves)-1]
	}
	s.push(s.pos.Key(), s.pos.InCheck(), last)
}

// push adds the position reached by m (NoMove for a null move) to the path.
func (s *searcher) push(key uint64, check bool, m rules.Move) {
	s.keys[s.n] = key
	s.checks[s.n] = check
	s.moves[s.n] = m
	s.n++
}

// repetitionScore judges the cycle from position i to the current one as
// the referee does: if one side checked with every one of its moves and
// the other did not, the checker loses; if both did, it is a draw;
// otherwise the chases decide (chase.go), and without one it is a draw.
// The score is for the side to move at the current node, ply plies from
// the root.
func (s *searcher) repetitionScore(i, ply int) int {
	cur := s.n - 1
	usAll, themAll := true, true
	for j := i + 1; j <= cur; j++ {
		// Position j was produced by the opponent of the side to move at j.
		if (cur-j)%2 == 0 {
			themAll = themAll && s.checks[j]
		} else {
			usAll = usAll && s.checks[j]
		}
	}
	switch {
	case themAll && !usAll:
		return MateScore - ply
	case usAll && !themAll:
		return -MateScore + ply
	case usAll && themAll:
		return 0
	}
	return s.chaseScore(i, ply)
}

// repetition looks for an earlier occurrence of the current position within
// the reversible moves; floor is the first index a null move left valid.
func (s *searcher) repetition(floor, ply int) (int, bool) {
	cur := s.n - 1
	lo := cur - s.pos.HalfmoveClock()
	if lo < floor {
		lo = floor
	}
	key := s.keys[cur]
	for i := cur - 4; i >= lo; i -= 2 {
		if s.keys[i] == key {
			return s.repetitionScore(i, ply), true
		}
	}
	return 0, false
}

// setRoots lists the legal root moves, hash move first, then by the
// ordering scores.
func (s *searcher) setRoots() {
	f := &s.stack[0]
	s.pos.GenerateMoves(&f.moves)
	hashMove := rules.NoMove
	if e, ok := s.tt.probe(s.pos.Key()); ok {
		hashMove = e.move
	}
	s.scoreMoves(&f.moves, &f.scores, hashMove, 0)
	s.roots = s.roots[:0]
	for i := 0; i < f.moves.N; i++ {
		s.roots = append(s.roots, rootMove{move: pickNext(&f.moves, &f.scores, i)})
	}
}

// aspiration searches roots (the root moves to consider) at depth in a
// window around the previous score, widening it on failure; store says
// whether the root's result goes to the table (not for the later lines of
// a MultiPV search, which leave out the best move). It reports false when
// the search was stopped.
func (s *searcher) aspiration(roots []rootMove, depth, prev int, inCheck, store bool) (int, bool) {
	alpha, beta := -infinity, infinity
	delta := 30
	if depth >= 5 && abs(prev) < mateBound && !s.multi && !s.feat.NoAspiration {
		alpha, beta = prev-delta, prev+delta
	}
	for {
		score := s.root(roots, alpha, beta, depth, inCheck, store)
		if s.stopped {
			return 0, false
		}
		switch {
		case score <= alpha && alpha > -infinity:
			beta = (alpha + beta) / 2
			alpha = max(score-delta, -infinity)
		case score >= beta && beta < infinity:
			beta = min(score+delta, infinity)
		default:
			return score, true
		}
		delta *= 2
		if delta > 500 {
			alpha, beta = -infinity, infinity
		}
	}
}

// root searches the root moves roots; the best one is moved to their
// front, and stored in the table if store.
func (s *searcher) root(roots []rootMove, alpha, beta, depth int, inCheck, store bool) int {
	s.pvLen[0] = 0
	s.stack[0].eval = -infinity // the root's children compare with nothing
	origAlpha := alpha
	best := -infinity
	bestIdx := -1
	for i := range roots {
		rm := &roots[i]
		m := rm.move
		before := s.nodes
		s.stack[0].cont = &s.cont[s.pos.At(m.From())][m.To()]
		u, check := s.makeMove(m)
		s.push(s.pos.Key(), check, m)
		newDepth := depth - 1
		if check {
			newDepth++
		}
		var score int
		if s.multi {
			score = -s.search(-infinity, infinity, newDepth, 1, check, 0, true)
			rm.next = score
		} else if i == 0 {
			score = -s.search(-beta, -alpha, newDepth, 1, check, 0, true)
		} else {
			score = -s.search(-alpha-1, -alpha, newDepth, 1, check, 0, true)
			if score > alpha && score < beta && !s.stopped {
				score = -s.search(-beta, -alpha, newDepth, 1, check, 0, true)
			}
		}
		s.n--
		s.unmakeMove(m, &u)
		rm.nodes = s.nodes - before
		if s.stopped {
			return 0
		}
		if score > best {
			best = score
			bestIdx = i
			if score > alpha {
				alpha = score
				s.pv[0][0] = m
				copy(s.pv[0][1:], s.pv[1][1:s.pvLen[1]])
				s.pvLen[0] = s.pvLen[1]
				if s.pvLen[0] < 1 {
					s.pvLen[0] = 1
				}
				if score >= beta {
					break
				}
			}
		}
	}
	if s.multi {
		// The iteration completed: its scores replace the previous ones.
		r := roots
		for i := range r {
			r[i].score = r[i].next
		}
		for i := 1; i < len(r); i++ {
			for j := i; j > 0 && r[j].score > r[j-1].score; j-- {
				r[j], r[j-1] = r[j-1], r[j]
			}
		}
		return best
	}
	if bestIdx > 0 {
		bm := roots[bestIdx]
		copy(roots[1:bestIdx+1], roots[:bestIdx])
		roots[0] = bm
	}
	// The rest by the effort they took, a good guess at their strength.
	rest := roots[1:]
	for i := 1; i < len(rest); i++ {
		for j := i; j > 0 && rest[j].nodes > rest[j-1].nodes; j-- {
			rest[j], rest[j-1] = rest[j-1], rest[j]
		}
	}
	if store && best > -infinity && bestIdx >= 0 {
		s.tt.store(s.pos.Key(), roots[0].move, toTT(best, 0), 0, depth, boundFor(best, origAlpha, beta))
	}
	return best
}

// boundFor classifies a node's result against its original window.
func boundFor(best, alpha, beta int) int {
	switch {
	case best >= beta:
		return boundLower
	case best > alpha:
		return boundExact
	}
	return boundUpper
}

// enter starts a node at ply: it counts the node and reports whether the
// search must stop, noting when the node cap, the deadline or a
// cancellation ends it; the clock and the context are read every 512 nodes
// (well under a millisecond). A stopped search counts no more nodes.
func (s *searcher) enter(ply int) bool {
	s.pvLen[ply] = ply
	if s.stopped {
		return true
	}
	s.nodes++
	if s.nodes >= s.nodeLimit {
		s.stopped = true
	} else if s.nodes&511 == 0 {
		s.stopped = s.poll()
	}
	return s.stopped
}

// poll reports whether the search must stop: the context is cancelled or
// the deadline has passed; in a parallel search also that all threads
// together have spent the node budget, or, for a helper, that the main
// searcher has finished. It runs every 512 nodes; in a browser it also
// gives the page its frames (yield_js.go).
func (s *searcher) poll() bool {
	s.frames.yield()
	if s.ctx.Err() != nil || (s.timed && time.Now().After(s.deadline)) {
		return true
	}
	if sh := s.shared; sh != nil {
		if sh.nodes.Add(512) >= sh.nodeLimit {
			return true
		}
		return s.helper && sh.stop.Load()
	}
	return false
}

// undo is what unmakeMove needs: the rules' undo, the evaluation sums
// before the move and the captured major's slot.
type undo struct {
	u       rules.Undo
	ev      evalState
	capSlot int8
}

// makeMove plays m on the engine's position and updates the evaluation
// state and the piece lists with it. It also reports whether the move gives
// check, testing the board only when the quick filter allows it.
func (s *searcher) makeMove(m rules.Move) (undo, bool) {
	from, to := m.From(), m.To()
	pc := s.pos.At(from)
	u := undo{ev: s.ev}
	u.capSlot = s.ms.move(from, to)
	k := s.pos.GeneralSquare(pc.Color().Other())
	u.u = s.ev.play(&s.pos, m)
	check := mayCheck(pc, from, to, k) && s.pos.GaveCheck(m)
	return u, check
}

func (s *searcher) unmakeMove(m rules.Move, u *undo) {
	s.pos.UnmakeMove(m, u.u)
	s.ms.unmove(m.From(), m.To(), u.capSlot)
	s.ev = u.ev
}
