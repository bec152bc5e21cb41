package uci

import (
	"bytes"
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"xiangqi/ai"
	"xiangqi/rules"
)

// fakeEngine records what the session asks and answers a fixed move with
// one iteration's report.
type fakeEngine struct {
	hashMiB int
	mu      sync.Mutex
	reqs    []ai.Request
	clears  int
}

func (f *fakeEngine) Search(ctx context.Context, req ai.Request) ai.Result {
	f.mu.Lock()
	f.reqs = append(f.reqs, req)
	f.mu.Unlock()
	mv, err := rules.ParseMoveText("h9g7")
	if err != nil {
		panic(err)
	}
	if req.Info != nil {
		req.Info(ai.Info{Depth: 3, Score: 17, Nodes: 1234, Elapsed: time.Second, PV: []rules.Move{mv}})
	}
	return ai.Result{Move: mv, Depth: 3, Score: 17, Nodes: 1234}
}

func (f *fakeEngine) Clear() {
	f.mu.Lock()
	f.clears++
	f.mu.Unlock()
}

// TestSessionWithFakeEngine: the session hands the engine the position,
// the game before it, the clock's budget, the level and the threads, and
// prints what the engine answers; a new Hash makes a new engine of that
// size and ucinewgame clears it.
func TestSessionWithFakeEngine(t *testing.T) {
	var out bytes.Buffer
	s := NewSession(&out, Config{})
	var made []*fakeEngine
	s.newEng = func(n int) Engine {
		f := &fakeEngine{hashMiB: n}
		made = append(made, f)
		return f
	}
	s.eng = s.newEng(16)
	for _, line := range []string{
		"setoption name Hash value 8",
		"setoption name Threads value 3",
		"setoption name Level value Easy",
		"ucinewgame",
		"position startpos moves h2e2",
		"go wtime 90000 btime 60000",
	} {
		s.Handle(line)
	}
	s.Wait()
	if len(made) != 2 || made[1].hashMiB != 8 || s.eng != Engine(made[1]) {
		t.Fatalf("engines made: %d, the session's is not the Hash 8 one", len(made))
	}
	f := made[1]
	// Two clears: setoption Hash touches the new table, ucinewgame.
	if f.clears != 2 || len(f.reqs) != 1 || len(made[0].reqs) != 0 {
		t.Fatalf("%d clears, %d searches (%d on the old engine)", f.clears, len(f.reqs), len(made[0].reqs))
	}
	req := f.reqs[0]
	start := rules.StartPosition()
	if req.Pos.FEN() == start.FEN() || len(req.History.Keys) != 1 || req.History.Keys[0] != start.Key() ||
		len(req.History.Moves) != 1 || req.History.Moves[0].String() != "h2e2" || len(req.History.Checks) != 1 {
		t.Errorf("position %s with history %+v, want the start and h2e2", req.Pos.FEN(), req.History)
	}
	// Black moves: 60 s shared over 40 moves, less the Move Overhead on
	// this move and a tenth of it on each of the 39 after (ai.MoveTime).
	if req.Limits != (ai.Limits{Time: (60*time.Second - 100*time.Millisecond - 39*10*time.Millisecond) / 40}) || !req.Leveled || req.Level != ai.Easy || req.Threads != 3 {
		t.Errorf("request %+v, want 1.49 s, Easy, 3 threads", req)
	}
	want := "info depth 3 score cp 17 nodes 1234 nps 1234 time 1000 pv h9g7\nbestmove h9g7\n"
	if got := out.String(); got != want {
		t.Errorf("output %q, want %q", got, want)
	}
	if strings.Contains(out.String(), "info string") {
		t.Errorf("errors: %s", out.String())
	}
}
