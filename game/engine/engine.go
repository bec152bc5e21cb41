// Package engine ties the game to the ai package's engine: the computer's
// moves, hints and the coach's judgements (session.Engine,
// session.Coacher), searched on engines lent from a pool, and the levels'
// ratings. It never imports Ebitengine; session takes the levels'
// numbering from ai (session.NumLevels = ai.NumLevels).
package engine

import (
	"context"
	"runtime"
	"time"

	"xiangqi/ai"
	"xiangqi/coach"
	"xiangqi/game/session"
)

// Rating is level l's rating on the engine's ladder (ai.Level.Rating),
// for the level picker: read at run time, never copied, since the ratings
// are measured and change.
func Rating(l session.Level) int { return ai.Level(l).Rating() }

// hintTime bounds a hint's search when the platform sets no budget: long
// enough for a sound move, short enough that the player is not kept
// waiting.
const hintTime = 800 * time.Millisecond

// defaultHashMiB is each engine's transposition table when the platform
// sets none, modest for phones.
const defaultHashMiB = 16

// Threads is a platform's choice of threads (Config.Threads) with its
// default applied: one fewer than the machine's cores, at least one, so
// that a core is left to the interface.
func Threads(n int) int {
	if n <= 0 {
		n = runtime.NumCPU() - 1
	}
	return min(max(n, 1), ai.MaxThreads)
}

// aiEngine runs the searches on ai.Engines. An ai.Engine is for one
// goroutine at a time, and a cancelled search may still be unwinding when
// the next starts, so engines are lent out from a small pool.
type aiEngine struct {
	pool    ai.Pool
	threads int // for the searches threadsFor gives more than one

	coach *coach.Coach // judges a person's move first (session.Coacher)
}

// New makes the game's engine with tables of hashMiB MiB (0: the
// default), whose hints and strongest levels search with threads threads.
// A search's Time, when set, replaces the level's (or the hint's) time
// budget; the level's depth cap and errors stay.
func New(hashMiB, threads int) session.Engine {
	if hashMiB <= 0 {
		hashMiB = defaultHashMiB
	}
	return &aiEngine{pool: ai.Pool{HashMiB: hashMiB}, threads: max(threads, 1), coach: coach.New(coachHashMiB, 0).WithTime(coachSafetyTime)}
}

// threadsFor is the number of threads for s: the engine's for a hint and
// for Master, so that the strongest level's wait (its node cap is shared
// by the threads, ai/smp.go) is shorter on a phone's cores; one for every
// other level, so that its play stays deterministic and as measured. The
// ladder measured Master on one thread; at an equal total of nodes the
// threads are taken to play about as well (an assumption, not measured).
func (a *aiEngine) threadsFor(s session.Search) int {
	if s.Hint || ai.Level(s.Level) == ai.Master {
		return a.threads
	}
	return 1
}

func (a *aiEngine) Think(ctx context.Context, s session.Search, progress func(session.Progress)) session.Reply {
	e := a.pool.Take()
	defer a.pool.Give(e)
	req := ai.Request{
		Pos:     s.Pos,
		History: ai.History{Keys: s.History, Checks: s.Checks, Moves: s.Moves},
		Threads: a.threadsFor(s),
		Info: func(i ai.Info) {
			progress(session.Progress{Depth: i.Depth, Nodes: i.Nodes, Elapsed: i.Elapsed})
		},
	}
	if s.Hint {
		req.MultiPV = s.Ideas
		req.Limits.Time = s.Time
		if req.Limits.Time <= 0 {
			req.Limits.Time = hintTime
		}
	} else {
		req.Level, req.Leveled, req.LevelTime = ai.Level(s.Level), true, s.Time
	}
	r := e.Search(ctx, req)
	reply := session.Reply{Move: r.Move, Depth: r.Depth, Score: r.Score, Mate: r.Mate, Nodes: r.Nodes, Elapsed: r.Elapsed, Book: r.Book}
	if s.Hint && s.Ideas > 1 {
		for _, l := range r.Lines {
			reply.Ideas = append(reply.Ideas, l.Move)
		}
	}
	return reply
}

// coachHashMiB is the coach's tables: its searches are of some tens of
// thousands of nodes (coach.DefaultNodes). coachSafetyTime bounds each of
// its two searches on a device slower than coach.DefaultNodes assumes.
const (
	coachHashMiB    = 4
	coachSafetyTime = 400 * time.Millisecond
)

// Coach judges a person's move before it is played (session.Coacher).
func (a *aiEngine) Coach(ctx context.Context, r coach.Request) coach.Verdict {
	return a.coach.Check(ctx, r)
}
