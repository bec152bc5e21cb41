package ai

import (
	"context"
	"math"
	"sync"
	"sync/atomic"
	"time"

	"xiangqi/rules"
)

// Parallel search: Lazy SMP. With Threads n > 1, a search runs the main
// searcher and n-1 helpers, each on its own goroutine with its own
// position, evaluation state, stacks, killers and history, over the one
// transposition table (tt.go stores its entries with atomic words). The
// helpers search the same root by iterative deepening, as the main
// searcher does; they share nothing but the table, where what each finds
// (bounds, best moves, cut-offs) lets the others skip what is done and
// move on to other subtrees, so that the threads spread over the tree
// without any other coordination. (Helpers that skip depths in a
// staggered pattern, so that half of them run an iteration ahead, were
// measured no better with one helper: MEASUREMENTS.md.) Only the main
// searcher's completed iterations make the Result; its info callback runs
// on its goroutine alone. Every thread adds its nodes to a shared count
// every 512 nodes, against which Limits.Nodes is checked (so a parallel
// search may exceed it by about a thousand nodes a thread). When the main
// searcher finishes, for whatever reason, it tells the helpers to stop and
// waits for all of them, so that no goroutine outlives Search.

// MaxThreads bounds Request.Threads.
const MaxThreads = 64

// smp is what the threads of one parallel search share.
type smp struct {
	stop      atomic.Bool   // set by the main searcher when it returns
	nodes     atomic.Uint64 // every thread's nodes, added 512 at a time
	nodeLimit uint64        // Limits.Nodes over all threads (MaxUint64: none)
	wg        sync.WaitGroup
}

// setThreads makes a search use n threads, clamped to 1–MaxThreads: n-1
// helpers, kept while the next search asks for as many (so a repeated
// search allocates nothing) and released when it asks for fewer.
func (e *Engine) setThreads(n int) {
	n = min(max(n, 1), MaxThreads)
	for len(e.s.helpers) < n-1 {
		e.s.helpers = append(e.s.helpers, newSearcher(&e.tt))
	}
	clear(e.s.helpers[n-1:])
	e.s.helpers = e.s.helpers[:n-1]
}

// startHelpers starts every helper on the search the main searcher s has
// just prepared. From here until stopHelpers, s.shared is set.
func (s *searcher) startHelpers(ctx context.Context, pos rules.Position, h History, lim Limits, start time.Time, maxDepth int) {
	sh := &smp{nodeLimit: s.nodeLimit}
	s.shared = sh
	sh.wg.Add(len(s.helpers))
	for _, hs := range s.helpers {
		hs.feat = s.feat
		go hs.help(ctx, pos, h, lim, start, maxDepth, sh)
	}
}

// help is a helper's search: the main searcher's iterations, until the
// main searcher stops it, the budget runs out or maxDepth is done. Its
// results reach the main searcher only through the table.
func (s *searcher) help(ctx context.Context, pos rules.Position, h History, lim Limits, start time.Time, maxDepth int, sh *smp) {
	defer sh.wg.Done()
	s.prepare(ctx, pos, h, lim, start)
	s.nodeLimit = math.MaxUint64 // the main searcher counts the budget
	s.shared, s.helper, s.multi = sh, true, false
	s.setRoots()
	inCheck := s.pos.InCheck()
	prev := 0
	for depth := 1; depth <= maxDepth && !sh.stop.Load(); depth++ {
		score, ok := s.aspiration(s.roots, depth, prev, inCheck, true)
		if !ok {
			break
		}
		prev = score
	}
	s.shared = nil
}

// stopHelpers stops the helpers of a parallel search, waits until every
// one has returned and reports their nodes; it does nothing (0) after a
// search without helpers.
func (s *searcher) stopHelpers() uint64 {
	sh := s.shared
	if sh == nil {
		return 0
	}
	sh.stop.Store(true)
	sh.wg.Wait()
	s.shared = nil
	var n uint64
	for _, hs := range s.helpers {
		n += hs.nodes
	}
	return n
}

// totalNodes is the nodes searched so far by every thread: exact for this
// searcher, the helpers' to the last 512.
func (s *searcher) totalNodes() uint64 {
	if s.shared == nil {
		return s.nodes
	}
	return s.shared.nodes.Load() + s.nodes&511
}
