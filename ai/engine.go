package ai

import (
	"context"
	"time"

	"xiangqi/rules"
)

// Version names the engine in the UCI "id" line.
const Version = "1.0"

// Score bounds. A mate found at ply p scores MateScore-p for the winner, so
// that the fastest win and the slowest loss are preferred.
const (
	MateScore = 30000
	// MaxDepth is the deepest nominal iteration; MaxPly bounds the tree with
	// its extensions.
	MaxDepth  = 64
	MaxPly    = 128
	infinity  = MateScore + 1
	mateBound = MateScore - MaxPly // |score| above this is a mate (or a rule win)
)

// Limits bound one search; zero means no limit on that axis.
type Limits struct {
	Depth int
	Time  time.Duration
	Nodes uint64
	// FullTime searches until Time is up, for a fixed time per move (UCI
	// movetime). Without it an iteration is not begun once 45% of Time
	// has passed, as it would rarely finish: a clock's or a level's time
	// is saved for later and the player waits less. Either way an
	// iteration that does not finish does not count.
	FullTime bool
}

// Info describes one completed iteration. Score, Mate and PV are those of
// Lines[0].
type Info struct {
	Depth   int
	Score   int
	Mate    int
	Nodes   uint64
	Elapsed time.Duration
	PV      []rules.Move
	// Lines are the iteration's best root moves, best first, one for each
	// of Request.MultiPV (see Result.Lines). Each iteration's Lines and
	// their PVs are new: a caller may keep them (Result shares the last).
	Lines []Line
}

// Line is one of a search's best root moves with what the search found
// for it: its score (centipawns, side to move's view), its mate distance
// (as Result.Mate) and its principal variation, which begins with Move.
type Line struct {
	Move  rules.Move
	Score int
	Mate  int
	PV    []rules.Move
	// Lower marks a later line whose own search scored above the line
	// before it, which had proved the move no better: Score and Mate are
	// then that line's, a lower bound, and the lines stay ordered
	// (multipv.go explains why the line is not moved up).
	Lower bool
}

// MaxMultiPV bounds Request.MultiPV.
const MaxMultiPV = 5

// Result is what a search returns: the last fully completed iteration.
type Result struct {
	Move    rules.Move // legal whenever the side to move has a legal move; rules.NoMove only when it has none
	Depth   int        // last fully completed iteration (0 if none: then Move = first legal move)
	Score   int        // centipawns, side to move's view
	Mate    int        // >0: side to move mates in Mate moves; <0: is mated in -Mate; 0: no mate found
	Nodes   uint64
	PV      []rules.Move
	Elapsed time.Duration
	Book    bool // the move came from the opening book (Depth and Nodes are then nominal)
	// Lines are the best root moves of the last completed iteration, each
	// with its own score and principal variation, ordered by score (best
	// first) and with distinct moves: Request.MultiPV of them, fewer when
	// the root has fewer legal moves. Lines[0] is Move, Score, Mate and
	// PV. Empty when Depth is 0; one line, the move played, for a level.
	Lines []Line
}

// History is what the search knows about the game before its root: the key
// of every earlier position, oldest first (rules.Game.Keys() without its
// last element), optionally whether each move played gave check
// (rules.Game.Checks(), Checks[i] for the move played from Keys[i]) and
// the moves themselves (rules.Game.Moves(), Moves[i] played from Keys[i]).
// With the check flags a repetition that crosses the root is judged like
// the referee judges it for checks (the perpetual checker loses), with the
// moves also for chases; without them such a repetition counts as a draw.
type History struct {
	Keys   []uint64
	Checks []bool
	Moves  []rules.Move
}

// Engine is one searcher with its own transposition table, history tables
// and stacks, and for a Request with n > 1 Threads n-1 helper searchers
// that share its table during the search (Lazy SMP, smp.go). An Engine is not for
// concurrent use by itself, but many Engines may search at once on
// different goroutines.
type Engine struct {
	tt  table
	s   *searcher
	rng uint64 // the level error model's generator, advanced per levelled Search
}

// NewEngine returns an engine whose transposition table takes about
// hashMiB mebibytes (at least 1).
func NewEngine(hashMiB int) *Engine {
	e := &Engine{rng: uint64(time.Now().UnixNano()) | 1}
	e.tt.resize(hashMiB)
	e.s = newSearcher(&e.tt)
	return e
}

// Features switches techniques off, one by one, so that the self-play
// tool can measure what each is worth. The zero value is full strength.
type Features struct {
	NoNullMove     bool // null-move pruning
	NoLMR          bool // late-move reductions
	NoFutility     bool // reverse futility pruning
	NoAspiration   bool // aspiration windows
	NoDelta        bool // delta pruning in quiescence
	NoLMP          bool // late-move and futility pruning of quiet moves
	NoSEE          bool // losing captures last in ordering and skipped in quiescence
	NoSafety       bool // missing-defender safety term
	NoActivity     bool // mobility, hobbled horses, aimed cannons
	NoEndgame      bool // drawish endings scaled towards a draw (endgame.go)
	NoIIR          bool // internal iterative reduction
	NoImproving    bool // harder pruning and reduction where the evaluation fell
	NoHistoryLMR   bool // late-move reductions adjusted by the history score
	NoThreats      bool // hollow and pinning cannons (threats.go)
	NoQTT          bool // the transposition table in quiescence
	NoSingular     bool // singular extensions
	NoContHist     bool // continuation history in ordering, reductions and pruning
	NoHistPrune    bool // pruning of late quiet moves with a bad history at low depth
	NoDeepPrune    bool // move-count, futility and reverse-futility pruning beyond depth 3
	NoTTEval       bool // the table's bound refines the evaluation the pruning uses
	NoDeepNull     bool // the null move reduced a ply per 4 of depth (else per 6)
	NoCaptHist     bool // capture history in the ordering of captures
	NoHistoryScale bool // history bonuses on the old, small scale (depth², at most 400)
	NoMasterFit    bool // the evaluation's numbers before their fit to master games (params_roundtwo.go)
}

// SetFeatures selects the techniques the engine uses (for measurements).
func (e *Engine) SetFeatures(f Features) { e.s.feat = f }

// RoundTwo is the switches that make the search the one from before its
// third round of techniques (continuation and capture history, history
// pruning, deeper pruning and null move, the table's bound as the
// evaluation, the stronger history bonuses): node for node the same tree
// (TestRoundTwoTree). The built-in puzzles were found and proved by that
// search, and their tests re-verify them with it.
func RoundTwo() Features { return Features{}.roundTwo() }

// roundTwo is f with the third round's techniques switched off.
func (f Features) roundTwo() Features {
	f.NoContHist, f.NoHistPrune, f.NoDeepPrune, f.NoTTEval = true, true, true, true
	f.NoDeepNull, f.NoCaptHist, f.NoHistoryScale, f.NoMasterFit = true, true, true, true
	return f
}

// Clear forgets everything learnt: call it for a new game.
func (e *Engine) Clear() {
	e.tt.clear()
	e.s.lines.clear()
	for _, s := range append([]*searcher{e.s}, e.s.helpers...) {
		s.hist = [rules.NumPieces][rules.NumSquares]int32{}
		clear(s.cont[:])
		s.capHist = [rules.NumPieces][rules.NumSquares][8]int16{}
		s.killers = [MaxPly + 1][2]rules.Move{}
	}
}

// Request is one search.
//
// Without a level it is the engine's best move within Limits. With
// Leveled set it is Level's move: the level's limits, its
// deliberate-error model and, in the opening, a random book move.
// LevelTime > 0 then replaces the level's time budget, longer or shorter
// (slower machines such as phones need more to play the level as a
// desktop does; the level's depth and node caps stay), and Limits apply on
// top, each axis the tighter of the two, so that a level never gets more
// depth, nodes or time from them (the UCI program uses them for a level
// under a clock); their FullTime is not used, as a level's time is a
// budget.
type Request struct {
	Pos rules.Position // the root; not changed
	// History is the game before Pos, for the repetition rulings through
	// the root (History describes what each part adds).
	History   History
	Limits    Limits
	Level     Level
	Leveled   bool
	LevelTime time.Duration
	// Threads is the number of search threads, 1 (also for 0) to
	// MaxThreads (values outside are clamped). With one thread a search is
	// deterministic (the same nodes and result every time from a cleared
	// engine); with more, the threads race over the shared table (Lazy
	// SMP, smp.go) and results vary from run to run. Each extra thread
	// takes about 4.5 MB (4 MiB of it the continuation history).
	Threads int
	// Info, if not nil, is called on the search goroutine after each
	// completed iteration.
	Info func(Info)
	// RootMoves, if not empty, restricts the search to these moves of the
	// root (UCI "go searchmoves"): the result is the best of them. Moves
	// that are not legal at the root are ignored; when none is legal, all
	// moves are searched. A restricted search runs on one thread, and with
	// Leveled it takes the level's limits but neither its book nor its
	// deliberate errors, which would choose among other moves.
	RootMoves []rules.Move
	// MultiPV is the number of best root moves to find, each with its
	// own score and principal variation (Result.Lines, Info.Lines): 1
	// (also for 0) to MaxMultiPV, values outside clamped, and at most the
	// number of legal (or RootMoves) root moves. Each iteration searches
	// the root once per line, the i-th time without the moves of the
	// lines before, each in its own window: every line is exact at each
	// completed depth (or marked Lower). The first line is exactly the
	// one-line search's (the same move, score, PV and tree: the later
	// lines use a table of their own laid over the main one, a quarter
	// of its size, at most 64 MiB, multipv.go), so asking for more lines
	// never changes the move found at a depth; three lines take about 2.7
	// times the nodes of one to the same depth (MEASUREMENTS.md). A level
	// ignores MultiPV and plays one line. With Threads > 1 the main
	// thread searches the lines and the helpers deepen the root as for one
	// line, helping through the shared table.
	MultiPV int
}

// Search runs req. Cancelling ctx makes Search return promptly with the
// last completed iteration. With several threads, Result.Nodes and
// Info.Nodes count the nodes of all of them, and Limits.Nodes bounds
// their sum; every thread has ended when Search returns.
func (e *Engine) Search(ctx context.Context, req Request) Result {
	e.setThreads(req.Threads)
	e.s.multiPV = 1
	if !req.Leveled {
		e.s.multiPV = min(max(req.MultiPV, 1), MaxMultiPV)
	}
	lim := req.Limits
	if req.Leveled {
		lim = tighter(req.Level.LimitsWithTime(req.LevelTime), req.Limits)
	}
	if len(req.RootMoves) > 0 {
		return e.s.run(ctx, req.Pos, req.History, lim, req.Info, onlyRoots(req.RootMoves))
	}
	if !req.Leveled {
		return e.s.run(ctx, req.Pos, req.History, req.Limits, req.Info, nil)
	}
	// The levels were rated on the ladder with the search of before its
	// third round: they keep its tree, and so their ratings (LEVELS.md).
	feat := e.s.feat
	defer func() { e.s.feat = feat }()
	e.s.feat = feat.roundTwo()
	return e.play(ctx, req.Pos, req.History, req.Level, lim, req.Info)
}

// onlyRoots is the root filter of Request.RootMoves: the root moves that
// are listed, in the search's order, or all of them when none is.
func onlyRoots(list []rules.Move) func([]rootMove) []rootMove {
	return func(r []rootMove) []rootMove {
		kept := r[:0:0]
		for _, rm := range r {
			for _, m := range list {
				if rm.move == m {
					kept = append(kept, rm)
					break
				}
			}
		}
		if len(kept) == 0 {
			return r
		}
		return append(r[:0], kept...)
	}
}

// mateMoves converts a score into the Result's Mate field.
func mateMoves(score int) int {
	switch {
	case score > mateBound:
		return (MateScore - score + 1) / 2
	case score < -mateBound:
		return -(MateScore + score) / 2
	}
	return 0
}
