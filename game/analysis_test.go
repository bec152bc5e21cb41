//go:build display

package game

import (
	"os"
	"testing"
	"time"
)

// tick runs one Update with no input.
func tick(t *testing.T, g *Game, in *scriptInput) {
	t.Helper()
	in.run(t, g, pointerState{})
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

// TestAnalysisScreenSteps: on a game analysed before (the analysis
// package's annotated test game), taps on the graph move the board: its
// left edge to the start, its middle to the middle of the game. What the
// action row's buttons do is game/analyse's TestBetterAndRefutation.
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
	n := s.m.Len()
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
}
