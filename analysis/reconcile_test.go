package analysis

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"xiangqi/ai"
	"xiangqi/rules"
)

// masterOpening is the opening of a 2006 computer championship game (ECCO
// A02); its last two plies are 11. R9=6 and 11… P7+1, where the searches
// of consecutive positions disagreed: +0.36 after R9=6, +2.49 after P7+1,
// and P7+1, the engine's own move there, was judged a good move.
const masterOpening = "h0i2 c6c5 c0e2 b9c7 i0i1 h9g7 c3c4 c5c4 i1c1 c7d5 c1c4 d5e3 c4c8 d9e8 b0c2 e3f5 d0e1 b7b5 c8c5 b5a5 a0d0 g6g5"

func gameOf(t testing.TB, start rules.Position, moves string) *rules.Game {
	t.Helper()
	g := rules.NewGame(start)
	for _, s := range strings.Fields(moves) {
		if err := g.PlayText(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	return g
}

// analyseGame runs Run at a fixed depth (deterministic with one thread)
// with a table of hashMiB and counts the positions it revised.
func analyseGame(t testing.TB, g *rules.Game, depth, hashMiB int) (r *Report, revised int) {
	t.Helper()
	r = NewReport(g.Start(), g.Moves())
	last := -1
	err := Run(context.Background(), ai.NewEngine(hashMiB), g, Options{Depth: depth}, func(ply int, e Eval) {
		if ply <= last {
			revised++
		} else if ply != last+1 {
			t.Fatalf("ply %d reported after %d", ply, last)
		}
		last = max(last, ply)
		r.Set(ply, e)
	})
	if err != nil || !r.Complete() {
		t.Fatalf("err %v, %d of %d positions", err, r.Done(), len(r.Evals))
	}
	return r, revised
}

// checkJumps fails for every jump of the graph that no mark explains: two
// consecutive positions whose scores contradict each other (Contradicts),
// and a drop of a blunder's worth not marked as one.
func checkJumps(t *testing.T, r *Report) {
	t.Helper()
	for i, m := range r.Moves {
		before, after, mover := r.Evals[i], r.Evals[i+1], r.Mover(i)
		d := before.Chance(mover) - after.Chance(mover)
		if Contradicts(before, after, m, mover) {
			t.Errorf("move %d %s (%v): %s then %s (drop %+.2f), judged %v: the scores contradict each other",
				i+1, m, mover, ScoreText(before), ScoreText(after), d, r.Marks[i])
		}
		if d >= BlunderDrop && r.Marks[i] != Blunder {
			t.Errorf("move %d %s: drop %.2f judged %v, want a blunder", i+1, m, d, r.Marks[i])
		}
	}
}

// TestMasterOpeningJumpIsMarked: the jump of this opening's graph (to
// about +2.5 for Red by 11… P7+1) is explained by a mark on a Black move,
// and no two positions contradict each other. At depth 6 the searches
// disagreed as reported: +0.28 after R9=6, +2.19 after P7+1, which was
// the engine's move and so judged good, Black without a mistake.
func TestMasterOpeningJumpIsMarked(t *testing.T) {
	depths := []int{6, 8}
	if testing.Short() {
		depths = depths[:1]
	}
	g := gameOf(t, rules.StartPosition(), masterOpening)
	for _, depth := range depths {
		r, revised := analyseGame(t, g, depth, 8)
		checkJumps(t, r)
		end := r.Evals[len(r.Evals)-1]
		if end.Chance(rules.Red) < 0.75 {
			t.Fatalf("depth %d: the opening ends at %s; the test expects the jump to about +2.5", depth, ScoreText(end))
		}
		// Where Red's chance rose past 0.75 a Black move of the last
		// plies is marked a mistake or a blunder.
		marked := false
		for i := 16; i < len(r.Moves); i++ {
			if r.Mover(i) == rules.Black && r.Marks[i] >= Mistake {
				marked = true
			}
		}
		if !marked {
			t.Errorf("depth %d: no Black move of plies 17 to 22 is marked a mistake or a blunder", depth)
		}
		if s := r.Summary(rules.Black); s.Mistakes+s.Blunders == 0 {
			t.Errorf("depth %d: Black %+v: no mistake", depth, s)
		}
		t.Logf("depth %d: %d positions revised", depth, revised)
		for i, m := range r.Moves[16:] {
			t.Logf("%2d %s %s %v", i+17, m, ScoreText(r.Evals[i+17]), r.Marks[i+16])
		}
	}
}

// randomGame plays a game from the start where each side plays the
// engine's move at depth 3, or with probability p a random legal move, for
// at most plies plies.
func randomGame(seed uint64, plies int, p float64) *rules.Game {
	rng := rand.New(rand.NewPCG(seed, 32))
	g := rules.NewGame(rules.StartPosition())
	eng := ai.NewEngine(4)
	for len(g.Moves()) < plies && !g.Status().Over() {
		pos := g.Position()
		var l rules.MoveList
		pos.GenerateMoves(&l)
		m := l.Moves[rng.IntN(l.N)]
		if rng.Float64() >= p {
			h := ai.History{Keys: g.Keys()[:len(g.Keys())-1], Checks: g.Checks(), Moves: g.Moves()}
			m = eng.Search(context.Background(), ai.Request{Pos: pos, History: h, Limits: ai.Limits{Depth: 3}}).Move
		}
		if g.Play(m) != nil {
			break
		}
	}
	return g
}

// TestSelfPlayJumpsAreMarked: in games with random moves among the
// engine's, no jump of the graph goes without a mark.
func TestSelfPlayJumpsAreMarked(t *testing.T) {
	// Game 2 contradicted itself at move 12 before Run reconciled.
	seeds, plies := []uint64{2, 1, 3, 4, 5, 6}, 80
	if testing.Short() {
		seeds, plies = seeds[:1], 40
	}
	for _, seed := range seeds {
		g := randomGame(seed, plies, 0.15)
		r, revised := analyseGame(t, g, 6, 2)
		checkJumps(t, r)
		t.Logf("game %d: %d plies, %d positions revised", seed, len(g.Moves()), revised)
	}
}

func TestAdoptTakesTheLaterVerdict(t *testing.T) {
	start := rules.StartPosition()
	m, err := start.ReadMove("h2e2")
	if err != nil {
		t.Fatal(err)
	}
	before := Eval{Done: true, Score: 20, Mate: MateNone, Best: m, Depth: 9}
	for _, c := range []struct {
		name  string
		after Eval
		score string
	}{
		{"a score", Eval{Done: true, Score: 249, Mate: MateNone, Depth: 8}, "+2.49"},
		{"Red has won on the board", Eval{Done: true, Over: true, Mate: 0, Won: rules.Red, Score: ai.MateScore}, "#1"},
		{"Black has won on the board", Eval{Done: true, Over: true, Mate: 0, Won: rules.Black, Score: -ai.MateScore}, "#-1"},
		{"a draw on the board", Eval{Done: true, Over: true, Mate: MateNone}, "+0.00"},
		{"Black to move, Red mates in 1", Eval{Done: true, Score: ai.MateScore - 2, Mate: 1}, "#2"},
		{"Red to move, Red mates in 2", Eval{Done: true, Score: ai.MateScore - 3, Mate: 2}, "#2"},
		{"Red to move, Black mates in 2", Eval{Done: true, Score: -ai.MateScore + 4, Mate: -2}, "#-3"},
	} {
		e := adopt(before, c.after, m)
		if got := ScoreText(e); got != c.score {
			t.Errorf("%s: %s, want %s", c.name, got, c.score)
		}
		if e.Best != m || len(e.PV) == 0 || e.PV[0] != m || !e.Done || e.Over {
			t.Errorf("%s: %+v, want the played move as the engine's and a position not over", c.name, e)
		}
		if Contradicts(e, c.after, m, rules.Red) {
			t.Errorf("%s: still contradicts", c.name)
		}
	}
}
