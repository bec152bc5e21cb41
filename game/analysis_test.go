//go:build display

package game

import (
	"os"
	"runtime"
	"testing"
	"time"

	"xiangqi/analysis"
	"xiangqi/game/analyse"
	"xiangqi/i18n"
)

// settledGoroutines is the number of goroutines once it is at most want,
// or after a second: a search goroutine that has signalled its end may
// still be returning.
func settledGoroutines(want int) int {
	deadline := time.Now().Add(time.Second)
	n := runtime.NumGoroutine()
	for n > want && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
		n = runtime.NumGoroutine()
	}
	return n
}

// tick runs one Update with no input.
func tick(t *testing.T, g *Game, in *scriptInput) {
	t.Helper()
	in.run(t, g, pointerState{})
}

// untilAnalysed ticks until the analysis on top is complete.
func untilAnalysed(t *testing.T, g *Game, in *scriptInput) *analysisScreen {
	t.Helper()
	s := topIs[*analysisScreen](t, g)
	deadline := time.Now().Add(60 * time.Second)
	for !s.m.Report().Complete() {
		if time.Now().After(deadline) {
			t.Fatalf("%d of %d positions analysed", s.m.Report().Done(), len(s.m.Report().Evals))
		}
		tick(t, g, in)
		time.Sleep(time.Millisecond)
	}
	tick(t, g, in) // the poll that saves it
	return s
}

// TestAnalyseFromBanner: the game-over banner's Analyse opens the
// analysis of the game in progress, kept with the game in the library
// (the shell lends the model the library and the game's id); Back goes
// back to the board. What the analysis finds, and that it is kept when
// the game is saved again, is game/analyse's TestMateAnalysedAndKept.
func TestAnalyseFromBanner(t *testing.T) {
	const fen = "5a3/4Nk3/5a3/9/1C7/9/9/9/9/4K4 w - - 0 1" // Red mates with b5b8
	g, in := newTestGame(t, Config{Side: "two", FEN: fen, AnalysisTime: 20 * time.Millisecond})
	c := g.c
	playMoves(t, g, in, "b5b8")
	if !c.game.Match().Over() {
		t.Fatal("the mate did not end the game")
	}
	tap(t, g, in, "Analyse")
	s := untilAnalysed(t, g, in)
	if n := s.m.Len(); n != 1 {
		t.Errorf("the analysis of a game of %d moves, want the game in progress", n)
	}
	rec, err := c.game.Library.Get(c.game.ID())
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := analysis.FromRecord(rec); !ok {
		t.Fatalf("the library's record holds no analysis: notes %v, tags %v", rec.Notes, rec.Tags)
	}
	tap(t, g, in, "Back")
	topIs[*playScreen](t, g)
}

// TestLeavingAnalysisStopsIt: the shell's Back, the app's pause and Play
// from here (the game begun by the shell) each stop the search in the
// same tick, leaving no goroutine behind; Resume goes on from where it
// stopped. The model's side is game/analyse's TestLeavingStopsTheSearch.
func TestLeavingAnalysisStopsIt(t *testing.T) {
	b, err := os.ReadFile("../analysis/testdata/selfplay.pgn")
	if err != nil {
		t.Fatal(err)
	}
	g, in := newTestGame(t, Config{Side: "two", AnalysisTime: time.Second})
	goroutines := runtime.NumGoroutine()
	g.OpenRecords(b)
	g.settle()
	topIs[*recordScreen](t, g)
	tap(t, g, in, "Analyse")
	s := topIs[*analysisScreen](t, g)
	if !s.m.Running() {
		t.Fatal("the analysis did not start")
	}
	g.Pause()
	if s.m.Running() || settledGoroutines(goroutines) > goroutines {
		t.Fatalf("pause: running %v, %d goroutines (%d before)", s.m.Running(), runtime.NumGoroutine(), goroutines)
	}
	g.Resume()
	if !s.m.Running() {
		t.Fatal("resume did not restart the analysis")
	}
	g.Back()
	topIs[*recordScreen](t, g)
	if s.m.Running() || settledGoroutines(goroutines) > goroutines {
		t.Fatalf("back: running %v, %d goroutines (%d before)", s.m.Running(), runtime.NumGoroutine(), goroutines)
	}
	tap(t, g, in, "Analyse")
	s = topIs[*analysisScreen](t, g)
	tap(t, g, in, "◀")
	tap(t, g, in, "Play from here")
	topIs[*playScreen](t, g)
	if s.m.Running() || settledGoroutines(goroutines) > goroutines {
		t.Fatalf("play from here: running %v, %d goroutines (%d before)", s.m.Running(), runtime.NumGoroutine(), goroutines)
	}
	if n := len(g.c.game.Match().Game().Moves()); n != len(s.m.Game().Moves())-1 {
		t.Errorf("play from here: %d moves on the board, want %d", n, len(s.m.Game().Moves())-1)
	}
}

// TestAnalysisHelp: a tap on the status opens what the numbers mean, and
// a tap anywhere but on a button closes it without moving the board. Its
// texts are game/analyse's TestHelp.
func TestAnalysisHelp(t *testing.T) {
	b, err := os.ReadFile("../analysis/testdata/selfplay-annotated.pgn")
	if err != nil {
		t.Fatal(err)
	}
	g, in := newTestGame(t, Config{Side: "two", AnalysisTime: time.Hour})
	g.OpenRecords(b)
	g.settle()
	tap(t, g, in, "Analyse")
	s := topIs[*analysisScreen](t, g)
	l, graph, _, _ := analysisLayout(g.c)
	x, y := l.Status.Center()
	in.run(t, g, pointerState{ev: pointerPress, x: x, y: y}, pointerState{ev: pointerRelease, x: x, y: y})
	if !s.m.HelpOpen() {
		t.Fatal("a tap on the status did not open the help")
	}
	ply := s.m.Ply()
	in.run(t, g, pointerState{ev: pointerPress, x: graph.X + 1, y: graph.Y + 5}, pointerState{ev: pointerRelease, x: graph.X + 1, y: graph.Y + 5})
	if s.m.HelpOpen() || s.m.Ply() != ply {
		t.Errorf("a tap on the help: open %v, ply %d (was %d); want it closed and the board unmoved", s.m.HelpOpen(), s.m.Ply(), ply)
	}
	in.run(t, g, pointerState{ev: pointerPress, x: graph.X + 1, y: graph.Y + 5}, pointerState{ev: pointerRelease, x: graph.X + 1, y: graph.Y + 5})
	if s.m.HelpOpen() || s.m.Ply() != 0 {
		t.Errorf("a tap on the graph with the help closed: open %v, ply %d; want the start", s.m.HelpOpen(), s.m.Ply())
	}
}

// TestAnalysisScreenSteps: a game analysed before (the analysis package's
// annotated test game) opens complete; taps on the graph move the board;
// the action row's buttons reach the model. What the better move and the
// refutation show is game/analyse's TestBetterAndRefutation.
func TestAnalysisScreenSteps(t *testing.T) {
	b, err := os.ReadFile("../analysis/testdata/selfplay-annotated.pgn")
	if err != nil {
		t.Fatal(err)
	}
	g, in := newTestGame(t, Config{Side: "two", AnalysisTime: time.Hour})
	c := g.c
	g.OpenRecords(b)
	g.settle()
	tap(t, g, in, "Analyse")
	s := topIs[*analysisScreen](t, g)
	if !s.m.Report().Complete() || s.m.Running() {
		t.Fatal("an annotated game did not open analysed")
	}
	n := s.m.Len()
	// A tap on the graph's left edge shows the start, on its middle the
	// middle of the game.
	_, graph, _, _ := analysisLayout(c)
	in.run(t, g, pointerState{ev: pointerPress, x: graph.X + 1, y: graph.Y + 5}, pointerState{ev: pointerRelease, x: graph.X + 1, y: graph.Y + 5})
	if s.m.Ply() != 0 {
		t.Fatalf("graph's left edge: ply %d", s.m.Ply())
	}
	x := graph.X + graph.W/2
	in.run(t, g, pointerState{ev: pointerPress, x: x, y: graph.Y + 5}, pointerState{ev: pointerMove, x: x, y: graph.Y + 5}, pointerState{ev: pointerRelease, x: x, y: graph.Y + 5})
	if p := s.m.Ply(); p < n/2-1 || p > n/2+1 {
		t.Fatalf("graph's middle: ply %d of %d", p, n)
	}
	// The first mistake's better move, from the action row.
	rep := s.m.Report()
	first := -1
	for i := range rep.Moves {
		if rep.Better(i) != nil {
			first = i
			break
		}
	}
	if first < 0 {
		t.Fatal("the annotated game has no mistake")
	}
	c.apply(s.m.GoTo(first + 1))
	tap(t, g, in, "Better move")
	if s.m.Shows() != analyse.ShowBetter {
		t.Fatalf("better move: shows %v", s.m.Shows())
	}
	tap(t, g, in, "▶")
	if s.m.Shows() != analyse.ShowPlayed || s.m.Ply() != first+2 {
		t.Errorf("▶: shows %v at ply %d", s.m.Shows(), s.m.Ply())
	}
}

// TestDeepAnalysisSetting: the Settings switch is saved and triples each
// position's search.
func TestDeepAnalysisSetting(t *testing.T) {
	g, in := newTestGame(t, Config{AnalysisTime: 300 * time.Millisecond})
	c := g.c
	c.setSize(1280, 720, 1)
	if got := c.analysisOptions().PerPosition; got != 300*time.Millisecond {
		t.Fatalf("budget %v, want 300ms", got)
	}
	tap(t, g, in, "Settings")
	tapSetting(t, g, in, i18n.MsgDeepAnalysis, 1)
	if got := c.analysisOptions().PerPosition; got != time.Second {
		t.Errorf("deep budget %v, want 1s", got)
	}
	if d, notice := c.game.Store.Load(); notice != nil || !d.Settings.DeepAnalysis {
		t.Errorf("deep analysis not saved (%v)", notice)
	}
}
