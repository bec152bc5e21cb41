package session

import (
	"context"
	"sync"
	"testing"

	"xiangqi/ai"
	"xiangqi/puzzle"
	"xiangqi/rules"
)

// nodeEngine is the full-strength engine with a fixed node budget per
// search instead of the hint's time, so that a test's games are the same
// on any machine. It counts the searches and notes the budgets asked for.
type nodeEngine struct {
	mu       sync.Mutex
	e        *ai.Engine
	nodes    uint64
	searches int
	hints    bool // every search asked for full strength
}

func newNodeEngine(nodes uint64) *nodeEngine {
	return &nodeEngine{e: ai.NewEngine(16), nodes: nodes, hints: true}
}

func (n *nodeEngine) Think(ctx context.Context, s Search, progress func(Progress)) Reply {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.searches++
	n.hints = n.hints && s.Hint
	r := n.e.Search(ctx, ai.Request{Pos: s.Pos, History: ai.History{Keys: s.History, Checks: s.Checks}, Limits: ai.Limits{Nodes: n.nodes}})
	return Reply{Move: r.Move, Depth: r.Depth, Score: r.Score, Mate: r.Mate, Nodes: r.Nodes}
}

func builtinEnding(t *testing.T, id string) puzzle.Puzzle {
	t.Helper()
	ps, err := puzzle.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		if p.ID == id {
			if p.MateIn != 0 {
				t.Fatalf("%s is not a won ending", id)
			}
			return p
		}
	}
	t.Fatalf("no built-in ending %s", id)
	return puzzle.Puzzle{}
}

// TestPuzzleRunEndingWon plays a won ending (Black's chariot against
// cannon and advisor) as a player who takes every hint: the engine's best
// move, judged and answered by the engine defending, until the defender
// is mated within the move limit.
func TestPuzzleRunEndingWon(t *testing.T) {
	p := builtinEnding(t, "w-07")
	eng := newNodeEngine(30_000)
	r := NewPuzzleRun(p, NewPuzzleSolver(1), eng)
	if r.MovesLeft() != puzzle.EndingMoves {
		t.Fatalf("moves left %d at the start, want %d", r.MovesLeft(), puzzle.EndingMoves)
	}
	for r.State() == puzzle.Continue {
		if !r.RequestHint() {
			t.Fatalf("hint refused after %d moves", len(r.Moves()))
		}
		if ev := waitRun(t, r); !ev.Hint || r.Hint() == rules.NoMove {
			t.Fatalf("hint event %+v (err %v)", ev, r.Err())
		}
		played := len(r.Moves())
		if err := r.Play(r.Hint()); err != nil {
			t.Fatal(err)
		}
		ev := waitRun(t, r)
		if !ev.Judged || ev.Verdict == puzzle.Failed {
			t.Fatalf("the engine's own move %v after %d moves: %+v (err %v)", r.Moves()[played], played, ev, r.Err())
		}
		if ev.Verdict == puzzle.Continue && (!ev.Replied || r.MovesLeft() != puzzle.EndingMoves-(played+2)/2) {
			t.Fatalf("after %d moves: %+v, moves left %d", played+2, ev, r.MovesLeft())
		}
	}
	if r.State() != puzzle.Solved {
		t.Fatalf("state %v", r.State())
	}
	pos := r.Position()
	if pos.HasLegalMove() {
		t.Fatal("solved, but the defender still has a move")
	}
	if !eng.hints {
		t.Fatal("a search was not at full strength")
	}
	t.Logf("won in %d moves, %d searches", (len(r.Moves())+1)/2, eng.searches)
}

// TestPuzzleRunEndingFailed gives the chariot away in chariot against two
// elephants (the rook to a7, where the c9 elephant takes it): the engine
// no longer sees a win, the move fails, and the defender does not reply.
// Retry starts again and a sound first move goes on.
func TestPuzzleRunEndingFailed(t *testing.T) {
	p := builtinEnding(t, "w-02")
	r := NewPuzzleRun(p, NewPuzzleSolver(1), newNodeEngine(30_000))
	give, err := rules.ParseMoveText("a0a7")
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Play(give); err != nil {
		t.Fatal(err)
	}
	ev := waitRun(t, r)
	if !ev.Judged || ev.Verdict != puzzle.Failed || ev.Replied || r.State() != puzzle.Failed || r.PlayersTurn() {
		t.Fatalf("chariot given away: %+v, state %v", ev, r.State())
	}
	r.Retry()
	if err := r.Play(p.Solution[0]); err != nil {
		t.Fatal(err)
	}
	// A search cancelled by Retry is dropped.
	r.Retry()
	if r.Busy() || len(r.Moves()) != 0 {
		t.Fatal("retry kept the job")
	}
	if err := r.Play(p.Solution[0]); err != nil {
		t.Fatal(err)
	}
	if ev := waitRun(t, r); ev.Verdict != puzzle.Continue || !ev.Replied {
		t.Fatalf("the table's first move: %+v (err %v)", ev, r.Err())
	}
}
