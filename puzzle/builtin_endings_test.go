package puzzle

import (
	"context"
	"strings"
	"testing"
	"time"

	"xiangqi/ai"
	"xiangqi/rules"
)

// engineAnalyst is the full-strength engine with a fixed node budget per
// search (no time limit), so that a run is reproducible. It counts the
// nodes it searched.
type engineAnalyst struct {
	e     *ai.Engine
	nodes uint64
	total uint64
}

func newEngineAnalyst(nodes uint64) *engineAnalyst {
	return &engineAnalyst{e: ai.NewEngine(16), nodes: nodes}
}

func (a *engineAnalyst) Analyse(g *rules.Game) (Analysis, error) {
	keys := g.Keys()
	h := ai.History{Keys: keys[:len(keys)-1], Checks: g.Checks()}
	r := a.e.Search(context.Background(), ai.Request{Pos: g.Position(), History: h, Limits: ai.Limits{Nodes: a.nodes}})
	a.total += r.Nodes
	return Analysis{Move: r.Move, Score: r.Score, Mate: r.Mate}, nil
}

// endingNodes is the engine's budget per search when the tests play the
// built-in endings out: the budget cmd/xiangqi-puzzlegen -endings used.
const endingNodes = 30_000

// TestBuiltinEndings proves every built-in won ending: the solver finds no
// forced mate within the collection's longest graded mate (so it is not a
// mate puzzle in disguise), its solution is a win by the referee (Load),
// and the engine at full strength with a fixed node budget, taking the
// player's side move by move through the judge, wins against the same
// engine defending, within the move limit, with every one of its moves
// judged Continue (never below WinMargin) and no draw by a ruling.
//
// In short mode (the race-detector run) only the two cheapest endings are
// played out, and the solver rules out mates within 3.
func TestBuiltinEndings(t *testing.T) {
	ps, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	longest := 0
	for _, p := range ps {
		longest = max(longest, p.MateIn)
	}
	reach := longest
	if testing.Short() {
		reach = 3
	}
	sides := map[rules.Color]int{}
	s := NewSolver(16)
	for _, p := range ps {
		if p.MateIn != 0 || p.Material {
			continue
		}
		sides[p.Side()]++
		if want := GoalText(p.Side(), 0); p.Goal != want || !strings.HasSuffix(p.Goal, "to move and win") {
			t.Errorf("ending %s: goal %q, want %q", p.ID, p.Goal, want)
		}
		s.Clear()
		if n, ok, err := s.MateIn(p.Start, reach); err != nil || ok {
			t.Errorf("ending %s: the solver finds a mate in %d (%v); it belongs with the mate puzzles", p.ID, n, err)
		}
		if testing.Short() && p.ID != "w-02" && p.ID != "w-07" {
			continue
		}
		a := newEngineAnalyst(endingNodes)
		start := time.Now()
		line, v, err := PlayEnding(a, &p)
		if err != nil {
			t.Errorf("ending %s: %v", p.ID, err)
			continue
		}
		if v != Solved {
			t.Errorf("ending %s: the engine did not win: %v after %v", p.ID, v, line)
			continue
		}
		moves := (len(line) + 1) / 2
		if moves > EndingMoves {
			t.Errorf("ending %s: won in %d moves, beyond the limit %d", p.ID, moves, EndingMoves)
		}
		// The referee agrees, on the line as played.
		g := rules.NewGame(p.Start)
		for _, m := range line {
			if err := g.Play(m); err != nil {
				t.Fatalf("ending %s: %v", p.ID, err)
			}
		}
		if g.Status().Result != rules.WinFor(p.Side()) {
			t.Errorf("ending %s: the referee rules %v (%v)", p.ID, g.Status().Result, g.Status().Reason)
		}
		same := len(line) == len(p.Solution)
		for i := 0; same && i < len(line); i++ {
			same = line[i] == p.Solution[i]
		}
		// The engine is being tuned, so its line may drift from the
		// table's; the table's line is checked by Load, this one here.
		t.Logf("ending %s: won in %d moves, %d nodes, %v; the table's line %s", p.ID, moves, a.total, time.Since(start).Round(time.Millisecond), map[bool]string{true: "again", false: "differs now"}[same])
	}
	if !testing.Short() && (len(sides) < 2 || sides[rules.Red]+sides[rules.Black] < 6) {
		t.Errorf("won endings by side to move %v: want at least 6, both sides", sides)
	}
}
