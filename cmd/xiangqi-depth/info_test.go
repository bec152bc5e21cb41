package main

import (
	"strings"
	"testing"
	"time"
)

// ourSearch is our engine's answer to "go movetime 300" on defaultFENs[1]
// (cmd/xiangqi-engine, printed by uci's infoLine), cut to its last lines.
var ourSearch = []string{
	"info depth 9 score cp -154 nodes 65429 nps 2191004 time 29 pv c1f1 b9b0 d0e1",
	"info depth 10 score cp -154 nodes 90000 nps 2246138 time 40 pv c1f1 b9b0 d0e1",
	"info depth 11 score cp -159 nodes 148404 nps 2266572 time 65 pv c1f1 b9b0 d0e1",
	"info depth 12 score cp -156 nodes 283552 nps 2254873 time 125 pv c1f1 b9b0 d0e1",
	"bestmove c1f1",
}

// eleeyeSearch is ElephantEye's answer through the sparring adapter
// (eleeye-uci.py --iccs) to "go movetime 1000" on the same position: the
// totals once, then the line of the last iteration.
var eleeyeSearch = []string{
	"info time 666 nodes 2503257",
	"info depth 10 score cp -52 pv f4d5 c4d2 c1c9 d9e8 h0g2",
	"bestmove f4d5 ponder c4d2",
}

func TestParseInfoOurs(t *testing.T) {
	in, ok, err := parseInfo(ourSearch[3])
	want := info{Depth: 12, HasDepth: true, Score: true, Nodes: 283552, HasNodes: true, TimeMs: 125, HasTime: true}
	if err != nil || !ok || in != want {
		t.Fatalf("got %+v %v %v, want %+v", in, ok, err, want)
	}
	// A MultiPV line the search only bounded.
	in, ok, err = parseInfo("info depth 7 multipv 2 score mate -3 lowerbound nodes 99 nps 1 time 4 pv a0a1")
	want = info{Depth: 7, HasDepth: true, Score: true, Bound: true, MultiPV: 2, Nodes: 99, HasNodes: true, TimeMs: 4, HasTime: true}
	if err != nil || !ok || in != want {
		t.Fatalf("got %+v %v %v, want %+v", in, ok, err, want)
	}
}

func TestParseInfoElephantEye(t *testing.T) {
	in, ok, err := parseInfo(eleeyeSearch[0])
	want := info{Nodes: 2503257, HasNodes: true, TimeMs: 666, HasTime: true}
	if err != nil || !ok || in != want {
		t.Fatalf("got %+v %v %v, want %+v", in, ok, err, want)
	}
	in, ok, err = parseInfo(eleeyeSearch[1])
	want = info{Depth: 10, HasDepth: true, Score: true}
	if err != nil || !ok || in != want {
		t.Fatalf("got %+v %v %v, want %+v", in, ok, err, want)
	}
	// Words after pv are moves, whatever they look like.
	in, ok, err = parseInfo("info depth 3 score cp 1 pv nodes x")
	want = info{Depth: 3, HasDepth: true, Score: true}
	if err != nil || !ok || in != want {
		t.Fatalf("got %+v %v %v, want %+v", in, ok, err, want)
	}
}

func TestParseInfoNotReports(t *testing.T) {
	for _, line := range []string{"", "bestmove c1f1", "readyok", "info string depth x nodes y", "  ", "information depth 3"} {
		if in, ok, err := parseInfo(line); ok || err != nil || in != (info{}) {
			t.Errorf("%q: got %+v %v %v, want no report", line, in, ok, err)
		}
	}
}

func TestParseInfoErrors(t *testing.T) {
	for _, c := range []struct{ line, err string }{
		{"info depth x score cp 3", `depth "x" is not a count`},
		{"info depth", "depth without a number"},
		{"info depth -1", `depth "-1" is not a count`},
		{"info depth 2000000000", `depth "2000000000" is out of range`},
		{"info nodes 18446744073709551615", `nodes "18446744073709551615" is not a count`},
		{"info time 1.5 nodes 3", `time "1.5" is not a count`},
		{"info depth 3 score cp abc", `score cp "abc" is not a number`},
		{"info depth 3 score 17", "score without cp or mate"},
		{"info depth 3 score cp", "score without cp or mate"},
	} {
		_, ok, err := parseInfo(c.line)
		if err == nil || ok || !strings.Contains(err.Error(), c.err) {
			t.Errorf("%q: got %v %v, want an error with %q", c.line, ok, err, c.err)
		}
	}
}

func TestReadSearchOurs(t *testing.T) {
	s, err := readSearch(ourSearch, 200*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	want := []iteration{{9, 65429}, {10, 90000}, {11, 148404}, {12, 283552}}
	if s.Depth != 12 || s.Nodes != 283552 || s.TimeMs != 125 || len(s.Iters) != len(want) {
		t.Fatalf("got %+v", s)
	}
	for i := range want {
		if s.Iters[i] != want[i] {
			t.Fatalf("iterations %v, want %v", s.Iters, want)
		}
	}
	// nodes/s over the engine's 125 ms, not the 200 ms of wall time.
	if got := s.nps(); got != 2268416 {
		t.Errorf("nps %v, want 2268416", got)
	}
}

func TestReadSearchElephantEye(t *testing.T) {
	s, err := readSearch(eleeyeSearch, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if s.Depth != 10 || s.Nodes != 2503257 || s.TimeMs != 666 || len(s.Iters) != 0 {
		t.Fatalf("got %+v", s)
	}
	if got, want := s.nps(), 2503257*1000/666.0; got != want {
		t.Errorf("nps %v, want %v", got, want)
	}
	if !isNaN(s.ebfB()) {
		t.Errorf("EBF b %v without iteration nodes", s.ebfB())
	}
}

// Lines that are not completed iterations do not count for the depth, and
// the last nodes count whatever line has them; without a time on that
// line, nodes/s is over the wall time.
func TestReadSearchSkips(t *testing.T) {
	lines := []string{
		"info depth 5 score cp 3 nodes 500 time 10 pv a0a1",
		"info depth 6 score cp 90 lowerbound nodes 800 time 12 pv a0a1",
		"info depth 6 multipv 2 score cp 1 nodes 900 time 13 pv a0a1",
		"info depth 7 currmove a0a1 currmovenumber 1",
		"info nodes 1000",
		"info string depth 30 score cp 1",
		"bestmove a0a1",
	}
	s, err := readSearch(lines, 500*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if s.Depth != 5 || s.Nodes != 1000 || s.TimeMs != -1 || len(s.Iters) != 1 || s.Iters[0] != (iteration{5, 500}) {
		t.Fatalf("got %+v", s)
	}
	if got := s.nps(); got != 2000 {
		t.Errorf("nps %v, want 2000 (1000 nodes in 500 ms of wall time)", got)
	}
	if _, err := readSearch([]string{"info depth 3 score cp 1", "info nodes lots"}, time.Second); err == nil ||
		!strings.Contains(err.Error(), `"info nodes lots"`) {
		t.Errorf("error %v, want one quoting the line", err)
	}
}
