package session

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"xiangqi/puzzle"
	"xiangqi/rules"
)

// PuzzleSolver is the puzzle package's solver shared by every attempt,
// behind a lock: a Solver serves one goroutine at a time, and a stale
// job (after Retry, say) may still be running when the next starts.
type PuzzleSolver struct {
	mu sync.Mutex
	s  *puzzle.Solver
}

// NewPuzzleSolver makes the shared solver with a table of hashMiB MiB.
func NewPuzzleSolver(hashMiB int) *PuzzleSolver {
	return &PuzzleSolver{s: puzzle.NewSolver(hashMiB)}
}

func (ps *PuzzleSolver) do(f func(*puzzle.Solver)) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	f(ps.s)
}

// PuzzleRun is one attempt at a puzzle without a window: the player's
// moves are judged and the defender's best replies found on a background
// goroutine (the solver can take a moment), while the game keeps
// drawing and polls. It follows Match's discipline: every method is called
// from the game's goroutine, results come through a channel and are
// applied only if their generation is still current.
//
// A won ending (MateIn 0) is judged and defended by the engine instead of
// the solver: one search of the defender's position at full strength
// (a hint's budget) both judges the player's move (puzzle.JudgeEnding) and
// finds the reply, and the hint is the engine's best move.
type PuzzleRun struct {
	p      puzzle.Puzzle
	solver *PuzzleSolver
	engine Engine
	moves  []rules.Move
	state  puzzle.Verdict
	hint   rules.Move
	hints  int
	err    error // the last job's failure (the solver gave up), if any
	// refuted: the last player's move failed and moves end with the
	// defender's reply that refutes it; TakeBack tries again from before.
	refuted bool

	gen uint64
	job *puzzleJob
}

type puzzleJob struct {
	gen    uint64
	hint   bool
	cancel context.CancelFunc
	done   chan puzzleResult
}

type puzzleResult struct {
	verdict puzzle.Verdict // of the player's move, or of the reply that ended the game
	reply   rules.Move     // the defender's move after Continue, or its refutation after Failed
	hint    rules.Move
	err     error
}

// PuzzleEvent is what Poll applied, for sounds and animation.
type PuzzleEvent struct {
	Judged  bool           // the player's move was judged
	Verdict puzzle.Verdict // its verdict, or the ruling on a won ending's reply that ended the game
	Replied bool           // the defender moved
	Reply   rules.Move
	Refuted bool // the defender's move refutes the player's failed move
	Hint    bool // a hint arrived
	Err     error
}

// NewPuzzleRun starts an attempt at p: the solver judges a mate puzzle,
// the engine a won ending (it may be nil for a mate puzzle).
func NewPuzzleRun(p puzzle.Puzzle, solver *PuzzleSolver, engine Engine) *PuzzleRun {
	return &PuzzleRun{p: p, solver: solver, engine: engine, hint: rules.NoMove}
}

// ending reports whether the attempt is at a won ending.
func (r *PuzzleRun) ending() bool { return r.p.MateIn == 0 }

// engineAnalyst lends the game's engine to the puzzle package's judge of
// won endings: a full-strength search of the game's position with a
// hint's time budget.
type engineAnalyst struct {
	ctx    context.Context
	engine Engine
}

func (a engineAnalyst) Analyse(g *rules.Game) (puzzle.Analysis, error) {
	if a.engine == nil {
		return puzzle.Analysis{}, errors.New("no engine for a won ending")
	}
	keys := g.Keys()
	s := Search{Pos: g.Position(), History: keys[:len(keys)-1], Checks: g.Checks(), Moves: append([]rules.Move(nil), g.Moves()...), Hint: true}
	rep := a.engine.Think(a.ctx, s, func(Progress) {})
	if err := a.ctx.Err(); err != nil {
		return puzzle.Analysis{}, err
	}
	if rep.Depth == 0 || rep.Move == rules.NoMove {
		return puzzle.Analysis{}, fmt.Errorf("the engine finished no search")
	}
	return puzzle.Analysis{Move: rep.Move, Score: rep.Score, Mate: rep.Mate}, nil
}

// Puzzle returns the puzzle.
func (r *PuzzleRun) Puzzle() puzzle.Puzzle { return r.p }

// Moves returns the moves played, the player's and the defender's; do not
// modify it.
func (r *PuzzleRun) Moves() []rules.Move { return r.moves }

// Position returns the current position.
func (r *PuzzleRun) Position() rules.Position {
	pos := r.p.Start
	for _, m := range r.moves {
		pos.MakeMove(m)
	}
	return pos
}

// State is Continue while the attempt goes on, then Solved or Failed.
func (r *PuzzleRun) State() puzzle.Verdict { return r.state }

// Busy reports whether the solver is working for this attempt.
func (r *PuzzleRun) Busy() bool { return r.job != nil }

// Defending reports whether the player's move is being judged and
// answered.
func (r *PuzzleRun) Defending() bool { return r.job != nil && !r.job.hint }

// PlayersTurn reports whether the player may move now.
func (r *PuzzleRun) PlayersTurn() bool {
	return r.state == puzzle.Continue && r.job == nil && len(r.moves)%2 == 0
}

// MovesLeft is how many moves the player has left to mate in (to win in,
// for a won ending), counting the one to play.
func (r *PuzzleRun) MovesLeft() int {
	if r.p.Material {
		return puzzle.MaterialMovesLeft(&r.p, len(r.moves))
	}
	if r.ending() {
		return puzzle.EndingMovesLeft(len(r.moves))
	}
	n := r.p.MateIn - (len(r.moves)+1)/2
	if n < 0 {
		return 0
	}
	return n
}

// Hint returns the hint for the current position, or NoMove.
func (r *PuzzleRun) Hint() rules.Move { return r.hint }

// HintsUsed counts the hints given in this attempt.
func (r *PuzzleRun) HintsUsed() int { return r.hints }

// Err returns the solver's last failure (e.g. its node limit), if any.
func (r *PuzzleRun) Err() error { return r.err }

// ErrPuzzleBusy is returned while the solver works or the attempt is over.
var ErrPuzzleBusy = errors.New("not the player's turn")

// Play plays the player's move at once (the board shows it) and judges it
// in the background; Poll brings the verdict and the defender's reply.
// An illegal move is an error and changes nothing.
func (r *PuzzleRun) Play(m rules.Move) error {
	if !r.PlayersTurn() {
		return ErrPuzzleBusy
	}
	pos := r.Position()
	if !pos.IsLegal(m) {
		return errors.New("illegal move")
	}
	before := append([]rules.Move(nil), r.moves...)
	r.moves = append(r.moves, m)
	r.hint = rules.NoMove
	r.err = nil
	p := r.p
	if p.Material {
		// The defender's answer, or the refutation of a wrong move
		// (played like a reply; TakeBack tries again from before).
		r.startEnding(false, func(a puzzle.Analyst) puzzleResult {
			v, reply, err := puzzle.JudgeMaterial(a, &p, before, m)
			return puzzleResult{verdict: v, reply: reply, err: err}
		})
		return nil
	}
	if r.ending() {
		r.startEnding(false, func(a puzzle.Analyst) puzzleResult {
			v, reply, err := puzzle.JudgeEnding(a, &p, before, m)
			if err != nil || v != puzzle.Continue {
				return puzzleResult{verdict: v, err: err}
			}
			// The reply may end the game by a ruling (a draw by repetition,
			// or a perpetual check the defender loses).
			v, err = puzzle.EndingAfterReply(&p, append(append(before, m), reply))
			return puzzleResult{verdict: v, reply: reply, err: err}
		})
		return nil
	}
	r.start(false, func(s *puzzle.Solver) puzzleResult {
		v, err := puzzle.Judge(s, &p, before, m)
		after := append(before, m)
		if err == nil && v == puzzle.Failed {
			// The defence that shows why: played like a reply, then the
			// player tries again from before the move (TakeBack).
			reply, err := puzzle.Refutation(s, &p, after)
			return puzzleResult{verdict: v, reply: reply, err: err}
		}
		if err != nil || v != puzzle.Continue {
			return puzzleResult{verdict: v, err: err}
		}
		reply, err := puzzle.Reply(s, &p, after)
		return puzzleResult{verdict: v, reply: reply, err: err}
	})
	return nil
}

// RequestHint asks the solver for the player's best move; Poll brings it.
func (r *PuzzleRun) RequestHint() bool {
	if !r.PlayersTurn() {
		return false
	}
	if r.hint != rules.NoMove {
		return true // already shown
	}
	moves := append([]rules.Move(nil), r.moves...)
	p := r.p
	if p.Material {
		r.startEnding(true, func(a puzzle.Analyst) puzzleResult {
			h, err := puzzle.HintMaterial(a, &p, moves)
			return puzzleResult{hint: h, err: err}
		})
		return true
	}
	if r.ending() {
		r.startEnding(true, func(a puzzle.Analyst) puzzleResult {
			h, err := puzzle.HintEnding(a, &p, moves)
			return puzzleResult{hint: h, err: err}
		})
		return true
	}
	r.start(true, func(s *puzzle.Solver) puzzleResult {
		h, err := puzzle.Hint(s, &p, moves)
		return puzzleResult{hint: h, err: err}
	})
	return true
}

// Refuted reports whether the attempt failed and the last move shown is
// the defender's refutation of the player's move.
func (r *PuzzleRun) Refuted() bool { return r.refuted }

// CanTakeBack reports whether TakeBack has a failed move to take back.
func (r *PuzzleRun) CanTakeBack() bool {
	return r.job == nil && r.state == puzzle.Failed && len(r.moves) > 0
}

// TakeBack returns a failed attempt to the position before the player's
// wrong move (and before its refutation), to try again from there; the
// hints seen still count. It reports whether there was a move to take
// back.
func (r *PuzzleRun) TakeBack() bool {
	if !r.CanTakeBack() {
		return false
	}
	n := len(r.moves) - 1 // the player's failed move
	if r.refuted {
		n--
	}
	r.moves = r.moves[:n]
	r.state = puzzle.Continue
	r.refuted = false
	r.hint = rules.NoMove
	r.err = nil
	return true
}

// Retry starts the attempt again; a running job is cancelled and its
// result dropped.
func (r *PuzzleRun) Retry() {
	r.drop()
	r.moves = nil
	r.refuted = false
	r.state = puzzle.Continue
	r.hint = rules.NoMove
	r.hints = 0
	r.err = nil
}

// Stop cancels a running job and drops its result (the screen is being
// left).
func (r *PuzzleRun) Stop() { r.drop() }

func (r *PuzzleRun) drop() {
	r.gen++
	if r.job != nil {
		r.job.cancel()
	}
	r.job = nil
}

// startEnding runs work with the engine, cancelled by Retry and Stop (the
// solver's proofs are short and not cancellable; a search runs for its
// whole budget unless told to stop).
func (r *PuzzleRun) startEnding(hint bool, work func(puzzle.Analyst) puzzleResult) {
	ctx, cancel := context.WithCancel(context.Background())
	j := r.newJob(hint, cancel)
	a := engineAnalyst{ctx: ctx, engine: r.engine}
	go func() {
		defer cancel()
		j.done <- work(a)
	}()
}

func (r *PuzzleRun) newJob(hint bool, cancel context.CancelFunc) *puzzleJob {
	r.gen++
	j := &puzzleJob{gen: r.gen, hint: hint, cancel: cancel, done: make(chan puzzleResult, 1)}
	r.job = j
	return j
}

func (r *PuzzleRun) start(hint bool, work func(*puzzle.Solver) puzzleResult) {
	j := r.newJob(hint, func() {})
	solver := r.solver
	go func() {
		var res puzzleResult
		solver.do(func(s *puzzle.Solver) { res = work(s) })
		j.done <- res
	}()
}

// Poll applies a finished job, without waiting.
func (r *PuzzleRun) Poll() PuzzleEvent {
	j := r.job
	if j == nil {
		return PuzzleEvent{}
	}
	var res puzzleResult
	select {
	case res = <-j.done:
	default:
		return PuzzleEvent{}
	}
	r.job = nil
	if j.gen != r.gen {
		return PuzzleEvent{}
	}
	if j.hint {
		if res.err != nil {
			r.err = res.err
			return PuzzleEvent{Err: res.err}
		}
		r.hint = res.hint
		r.hints++
		return PuzzleEvent{Hint: true}
	}
	if res.err != nil {
		// The solver could not judge: take the move back so that the
		// player can try again, and say so.
		r.moves = r.moves[:len(r.moves)-1]
		r.err = res.err
		return PuzzleEvent{Err: res.err}
	}
	r.state = res.verdict
	ev := PuzzleEvent{Judged: true, Verdict: res.verdict}
	if res.reply != rules.NoMove {
		r.moves = append(r.moves, res.reply)
		ev.Replied, ev.Reply = true, res.reply
		if res.verdict == puzzle.Failed {
			r.refuted, ev.Refuted = true, true
		}
	}
	return ev
}

// SolvedFilter selects puzzles in the list by whether they are solved.
type SolvedFilter uint8

const (
	AllPuzzles SolvedFilter = iota
	UnsolvedPuzzles
	SolvedPuzzles
	NumSolvedFilters
)

// PuzzleTiers groups the puzzles the list shows by grade: one group per
// grade from 1 up (grade 0, an ungraded table's, first), each in the
// collection's order, empty groups left out. grade (0: every grade) and
// state filter the puzzles; solved tells which are solved.
func PuzzleTiers(list []puzzle.Puzzle, grade int, state SolvedFilter, solved func(id string) bool) [][]int {
	var tiers [puzzle.NumGrades + 1][]int
	for i, p := range list {
		if grade != 0 && p.Grade != grade {
			continue
		}
		if state != AllPuzzles && solved != nil && solved(p.ID) != (state == SolvedPuzzles) {
			continue
		}
		g := min(max(p.Grade, 0), puzzle.NumGrades)
		tiers[g] = append(tiers[g], i)
	}
	var out [][]int
	for _, t := range tiers {
		if len(t) > 0 {
			out = append(out, t)
		}
	}
	return out
}
