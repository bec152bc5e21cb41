package puzzles

import (
	"context"
	"sync"
	"testing"
	"time"

	"xiangqi/ai"
	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/puzzle"
	"xiangqi/rules"
	"xiangqi/train"
)

// builtin is the built-in collection, read once for every test (a Book
// per test shares its list, which no model changes).
var builtin = sync.OnceValues(puzzle.Builtin)

// nodeEngine is the full-strength engine with a fixed node budget per
// search instead of the hint's time, so that a test's answers are the
// same on any machine.
type nodeEngine struct {
	mu    sync.Mutex
	e     *ai.Engine
	nodes uint64
}

func (n *nodeEngine) Think(ctx context.Context, s session.Search, _ func(session.Progress)) session.Reply {
	n.mu.Lock()
	defer n.mu.Unlock()
	r := n.e.Search(ctx, ai.Request{Pos: s.Pos, History: ai.History{Keys: s.History, Checks: s.Checks}, Limits: ai.Limits{Nodes: n.nodes}})
	return session.Reply{Move: r.Move, Depth: r.Depth, Score: r.Score, Mate: r.Mate, Nodes: r.Nodes}
}

// fixture is what the shell lends the puzzle screens, fresh: English, the
// built-in collection, no puzzle solved, no rating, an engine for the won
// endings and material puzzles.
type fixture struct {
	env      ui.Env
	svc      Services
	progress *puzzle.Progress
	training *train.Progress
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	list, err := builtin()
	if err != nil {
		t.Fatal(err)
	}
	st := session.DefaultSettings()
	f := &fixture{env: ui.LangEnv(i18n.LangEn, &st), progress: &puzzle.Progress{}, training: &train.Progress{}}
	f.svc = Services{Book: &Book{List: list}, Progress: f.progress, Training: f.training,
		Engine: &nodeEngine{e: ai.NewEngine(16), nodes: 30_000}}
	return f
}

// find is the index of the first puzzle that keep accepts.
func (f *fixture) find(t *testing.T, keep func(p *puzzle.Puzzle) bool) int {
	t.Helper()
	for i := range f.svc.Book.List {
		if keep(&f.svc.Book.List[i]) {
			return i
		}
	}
	t.Fatal("no such built-in puzzle")
	return -1
}

func (f *fixture) id(t *testing.T, id string) int {
	t.Helper()
	i := f.svc.Book.Find(id)
	if i < 0 {
		t.Fatalf("no built-in puzzle %s", id)
	}
	return i
}

// settle polls the attempt as the view does each frame until its judge is
// done, and returns what the polls answered, merged, and the defender's
// reply (NoMove if none) with its outcome.
func settle(t *testing.T, m *Attempt) (o ui.Outcome, reply rules.Move, ro ui.Outcome) {
	t.Helper()
	reply = rules.NoMove
	deadline := time.Now().Add(60 * time.Second)
	for {
		busy := m.Busy()
		o = o.Merge(m.Poll())
		if r, rOut := m.TakeReply(); r != rules.NoMove {
			reply, ro = r, rOut
		}
		if !busy {
			return o, reply, ro
		}
		if time.Now().After(deadline) {
			t.Fatal("the judge did not answer")
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// play plays mv and waits for the judge.
func play(t *testing.T, m *Attempt, mv rules.Move) (ui.Outcome, rules.Move, ui.Outcome) {
	t.Helper()
	if o, ok := m.Play(mv); !ok || !o.Changed {
		t.Fatalf("%v refused (%+v)", mv, o)
	}
	return settle(t, m)
}
