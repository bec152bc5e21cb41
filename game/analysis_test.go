//go:build display

package game

import (
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"xiangqi/analysis"
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
	for !s.an.Report().Complete() {
		if time.Now().After(deadline) {
			t.Fatalf("%d of %d positions analysed", s.an.Report().Done(), len(s.an.Report().Evals))
		}
		tick(t, g, in)
		time.Sleep(time.Millisecond)
	}
	tick(t, g, in) // the poll that saves it
	return s
}

// TestAnalyseFromBanner: a finished game is analysed from the game-over
// banner, the analysis is kept with the game in the library, and opening
// it again (from the banner or after the game is archived again) is
// instant.
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
	if got := s.an.Report().Marks[0]; got != analysis.Best {
		t.Errorf("the mating move judged %v, want Best", got)
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
	// Saving the game again (the app paused) keeps the analysis.
	g.Pause()
	rec, _ = c.game.Library.Get(c.game.ID())
	if _, ok := analysis.FromRecord(rec); !ok {
		t.Fatal("the analysis was lost when the game was saved again")
	}
	tap(t, g, in, "Analyse")
	s = topIs[*analysisScreen](t, g)
	if !s.an.Report().Complete() || s.an.Running() {
		t.Error("a game analysed before is analysed again")
	}
}

// TestLeavingAnalysisStopsIt: Back, the app's pause and Play from here
// each stop the search in the same tick, leaving no goroutine behind;
// Resume goes on from where it stopped.
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
	if !s.an.Running() {
		t.Fatal("the analysis did not start")
	}
	g.Pause()
	if s.an.Running() || settledGoroutines(goroutines) > goroutines {
		t.Fatalf("pause: running %v, %d goroutines (%d before)", s.an.Running(), runtime.NumGoroutine(), goroutines)
	}
	g.Resume()
	if !s.an.Running() {
		t.Fatal("resume did not restart the analysis")
	}
	g.Back()
	topIs[*recordScreen](t, g)
	if s.an.Running() || settledGoroutines(goroutines) > goroutines {
		t.Fatalf("back: running %v, %d goroutines (%d before)", s.an.Running(), runtime.NumGoroutine(), goroutines)
	}
	tap(t, g, in, "Analyse")
	s = topIs[*analysisScreen](t, g)
	tap(t, g, in, "◀")
	tap(t, g, in, "Play from here")
	topIs[*playScreen](t, g)
	if s.an.Running() || settledGoroutines(goroutines) > goroutines {
		t.Fatalf("play from here: running %v, %d goroutines (%d before)", s.an.Running(), runtime.NumGoroutine(), goroutines)
	}
	if n := len(g.c.game.Match().Game().Moves()); n != len(s.an.Game().Moves())-1 {
		t.Errorf("play from here: %d moves on the board, want %d", n, len(s.an.Game().Moves())-1)
	}
}

// TestAnalysisResumesAfterBack: leaving an analysis midway keeps what it
// found in the library's record, and opening it again (from the record,
// or the file opened again) goes on from there.
func TestAnalysisResumesAfterBack(t *testing.T) {
	b, err := os.ReadFile("../analysis/testdata/selfplay.pgn")
	if err != nil {
		t.Fatal(err)
	}
	g, in := newTestGame(t, Config{Side: "two", AnalysisTime: 10 * time.Millisecond})
	g.OpenRecords(b)
	g.settle()
	topIs[*recordScreen](t, g)
	tap(t, g, in, "Analyse")
	s := topIs[*analysisScreen](t, g)
	deadline := time.Now().Add(60 * time.Second)
	for s.an.Report().Done() < 20 {
		if time.Now().After(deadline) {
			t.Fatalf("%d positions analysed", s.an.Report().Done())
		}
		tick(t, g, in)
		time.Sleep(time.Millisecond)
	}
	g.Back()
	left := s.an.Report().Done()
	if s.an.Report().Complete() {
		t.Fatal("the analysis ended before Back: the test wants it midway")
	}
	topIs[*recordScreen](t, g)
	tap(t, g, in, "Analyse")
	again := topIs[*analysisScreen](t, g)
	if n := again.an.Report().Done(); n != left {
		t.Errorf("reopened with %d positions analysed, %d when left", n, left)
	}
	// The file opened again (the library has the game, the file has no
	// analysis): the analysis kept in the library is taken over.
	g.Back()
	left = again.an.Report().Done()
	g.OpenRecords(b)
	g.settle()
	topIs[*recordScreen](t, g)
	tap(t, g, in, "Analyse")
	if n := topIs[*analysisScreen](t, g).an.Report().Done(); n != left {
		t.Errorf("the file opened again: %d positions analysed, %d kept", n, left)
	}
}

// TestAnalysisHelp: a tap on the status opens what the numbers mean, and
// a tap anywhere but on a button closes it without moving the board.
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
	if !s.help {
		t.Fatal("a tap on the status did not open the help")
	}
	for i, text := range s.helpTexts(g.c) {
		if text == "" || strings.Contains(text, "%!") {
			t.Errorf("help paragraph %d: %q", i, text)
		}
	}
	ply := s.review.Ply()
	in.run(t, g, pointerState{ev: pointerPress, x: graph.X + 1, y: graph.Y + 5}, pointerState{ev: pointerRelease, x: graph.X + 1, y: graph.Y + 5})
	if s.help || s.review.Ply() != ply {
		t.Errorf("a tap on the help: open %v, ply %d (was %d); want it closed and the board unmoved", s.help, s.review.Ply(), ply)
	}
	in.run(t, g, pointerState{ev: pointerPress, x: graph.X + 1, y: graph.Y + 5}, pointerState{ev: pointerRelease, x: graph.X + 1, y: graph.Y + 5})
	if s.help || s.review.Ply() != 0 {
		t.Errorf("a tap on the graph with the help closed: open %v, ply %d; want the start", s.help, s.review.Ply())
	}
}

// TestAnalysisScreenSteps: a game analysed before (the analysis package's
// annotated test game) opens complete; the graph, the list and the arrows
// all move the board; a mistake offers its better move and refutation.
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
	if !s.an.Report().Complete() || s.an.Running() {
		t.Fatal("an annotated game did not open analysed")
	}
	n := s.review.Len()
	// A tap on the graph's left edge shows the start, on its middle the
	// middle of the game.
	_, graph, _, _ := analysisLayout(c)
	in.run(t, g, pointerState{ev: pointerPress, x: graph.X + 1, y: graph.Y + 5}, pointerState{ev: pointerRelease, x: graph.X + 1, y: graph.Y + 5})
	if s.review.Ply() != 0 {
		t.Fatalf("graph's left edge: ply %d", s.review.Ply())
	}
	x := graph.X + graph.W/2
	in.run(t, g, pointerState{ev: pointerPress, x: x, y: graph.Y + 5}, pointerState{ev: pointerMove, x: x, y: graph.Y + 5}, pointerState{ev: pointerRelease, x: x, y: graph.Y + 5})
	if p := s.review.Ply(); p < n/2-1 || p > n/2+1 {
		t.Fatalf("graph's middle: ply %d of %d", p, n)
	}
	// The first mistake: the better move shows the board before it with
	// an arrow; the refutation the board after it.
	rep := s.an.Report()
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
	s.setPly(c, first+1)
	tap(t, g, in, "Better move")
	if s.mode != showBetter || s.boardPly() != first {
		t.Fatalf("better move: mode %v, board at ply %d, want %d", s.mode, s.boardPly(), first)
	}
	_, second := s.statusLines(c)
	if want := "Better: "; len(second) < len(want) || second[:len(want)] != want {
		t.Errorf("status under the better move: %q", second)
	}
	tap(t, g, in, "Refutation")
	if s.mode != showRefutation || s.boardPly() != first+1 {
		t.Fatalf("refutation: mode %v, board at ply %d", s.mode, s.boardPly())
	}
	tap(t, g, in, "▶")
	if s.mode != showPlayed {
		t.Error("stepping on left the refutation shown")
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
