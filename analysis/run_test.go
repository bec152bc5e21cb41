package analysis

import (
	"bytes"
	"context"
	"flag"
	"os"
	"runtime"
	"testing"
	"time"

	"xiangqi/ai"
	"xiangqi/record"
	"xiangqi/rules"
)

// genGame rewrites testdata/selfplay.pgn, the game the benchmark and the
// record tests analyse: the engine at depth 6 (Red) against itself at
// depth 4 (Black), from the start, until the game ends or 160 plies, so
// that it has mistakes to find.
var genGame = flag.Bool("gen-game", false, "rewrite testdata/selfplay.pgn")

func TestGenGame(t *testing.T) {
	if !*genGame {
		t.Skip("only with -gen-game")
	}
	g := rules.NewGame(rules.StartPosition())
	red, black := ai.NewEngine(16), ai.NewEngine(16)
	for len(g.Moves()) < 160 && !g.Status().Over() {
		eng, depth := red, 6
		if pos := g.Position(); pos.SideToMove() == rules.Black {
			eng, depth = black, 4
		}
		h := ai.History{Keys: g.Keys()[:len(g.Keys())-1], Checks: g.Checks(), Moves: g.Moves()}
		res := eng.Search(context.Background(), ai.Request{Pos: g.Position(), History: h, Limits: ai.Limits{Depth: depth}})
		if err := g.Play(res.Move); err != nil {
			t.Fatal(err)
		}
	}
	rg := &record.Game{Start: g.Start(), Moves: g.Moves()}
	rg.SetTag("Event", "Self-play, depth 6 against depth 4 (analysis test game)")
	rg.SetTag("Result", record.ResultOf(g.Status()))
	var b bytes.Buffer
	if err := record.Write(&b, rg, rules.ICCS); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("testdata/selfplay.pgn", b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// testGame is testdata/selfplay.pgn.
func testGame(tb testing.TB) *rules.Game {
	tb.Helper()
	b, err := os.ReadFile("testdata/selfplay.pgn")
	if err != nil {
		tb.Fatal(err)
	}
	games, errs := record.Read(b)
	if len(errs) > 0 || len(games) != 1 {
		tb.Fatalf("%d games, errors %v", len(games), errs)
	}
	g := rules.NewGame(games[0].Start)
	for _, m := range games[0].Moves {
		if err := g.Play(m); err != nil {
			tb.Fatal(err)
		}
	}
	return g
}

func TestRunReportsEveryPositionInOrder(t *testing.T) {
	g := testGame(t)
	r := NewReport(g.Start(), g.Moves())
	next := 0
	err := Run(context.Background(), ai.NewEngine(8), g, Options{Depth: 7}, func(ply int, e Eval) {
		switch {
		case ply == next:
			next++
		case ply > next:
			t.Fatalf("ply %d reported, want %d (or a revision of one before)", ply, next)
		}
		r.Set(ply, e)
	})
	if err != nil || !r.Complete() {
		t.Fatalf("err %v, %d of %d done", err, r.Done(), len(r.Evals))
	}
	last := r.Evals[len(r.Evals)-1]
	if g.Status().Over() != last.Over {
		t.Errorf("final position Over %v, game status %v", last.Over, g.Status())
	}
	for i, j := range r.Marks {
		if j == Unjudged {
			t.Fatalf("move %d unjudged in a complete report", i+1)
		}
	}
	s := r.Summary(rules.Black)
	if s.Moves != len(g.Moves())/2 || s.Blunders+s.Mistakes == 0 {
		t.Errorf("Black (depth 4): %+v over %d moves; want every move judged and some mistakes", s, len(g.Moves())/2)
	}
}

func TestRunStopsWhenCancelled(t *testing.T) {
	g := testGame(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	before := runtime.NumGoroutine()
	done := make(chan error)
	reported := 0
	go func() {
		done <- Run(ctx, ai.NewEngine(8), g, Options{PerPosition: time.Second}, func(int, Eval) { reported++ })
	}()
	time.Sleep(50 * time.Millisecond)
	cancel()
	select {
	case err := <-done:
		if err != context.Canceled {
			t.Errorf("Run returned %v, want context.Canceled", err)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("Run did not stop within 2 s of the cancel")
	}
	if reported != 0 {
		t.Errorf("%d positions reported from a search cut short", reported)
	}
	// The goroutine that ran it has returned (within a second: it may
	// still be on its way out when its result arrives).
	n := runtime.NumGoroutine()
	for deadline := time.Now().Add(time.Second); n > before && time.Now().Before(deadline); n = runtime.NumGoroutine() {
		time.Sleep(time.Millisecond)
	}
	if n > before {
		t.Errorf("%d goroutines after, %d before", n, before)
	}
}

// BenchmarkAnalyseGame analyses the whole test game, reporting the time
// and the depth per position: at depth 8 (the engine's speed), and at the
// desktop's budget (which should be the budget and little more).
func BenchmarkAnalyseGame(b *testing.B) {
	g := testGame(b)
	eng := ai.NewEngine(16)
	for _, c := range []struct {
		name string
		opt  Options
	}{{"depth8", Options{Depth: 8}}, {"desktop", Options{PerPosition: DesktopBudget}}} {
		b.Run(c.name, func(b *testing.B) {
			depth := 0
			for b.Loop() {
				depth = 0
				if err := Run(context.Background(), eng, g, c.opt, func(_ int, e Eval) { depth += e.Depth }); err != nil {
					b.Fatal(err)
				}
			}
			n := float64(len(g.Moves()) + 1)
			b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N)/n, "ms/position")
			b.ReportMetric(float64(depth)/n, "depth/position")
		})
	}
}

// A run with two threads (Options.Threads) still reports every position,
// in order (and again when revised).
func TestRunWithThreads(t *testing.T) {
	g := testGame(t)
	eng := ai.NewEngine(8)
	n := 0
	err := Run(context.Background(), eng, g, Options{Depth: 3, Threads: 2}, func(ply int, e Eval) {
		switch {
		case ply == n:
			n++
		case ply > n:
			t.Errorf("position %d reported as %d", n, ply)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if n != len(g.Moves())+1 {
		t.Errorf("%d positions reported, want %d", n, len(g.Moves())+1)
	}
}
