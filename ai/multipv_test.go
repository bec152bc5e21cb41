package ai

import (
	"context"
	"flag"
	"os"
	"slices"
	"strings"
	"testing"

	"xiangqi/rules"
)

// multiPVDepth runs TestMultiPVAgrees at another depth, for the heavier
// measurement in MEASUREMENTS.md (go test ./ai -run TestMultiPVAgrees -v
// -multipv-depth 8).
var multiPVDepth = flag.Int("multipv-depth", 0, "depth of TestMultiPVAgrees (0: its default)")

// multiPVPositions is the measurement set: testFENs, then the positions
// after each of the first 94 plies of the self-play game in
// analysis/testdata/selfplay.pgn (opening, middlegame and endgame of one
// game, both sides to move): 100 positions.
func multiPVPositions(t testing.TB) []rules.Position {
	t.Helper()
	data, err := os.ReadFile("../analysis/testdata/selfplay.pgn")
	if err != nil {
		t.Fatal(err)
	}
	var ps []rules.Position
	for _, fen := range testFENs {
		ps = append(ps, mustFEN(t, fen))
	}
	p := rules.StartPosition()
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "[") {
			continue
		}
		for _, w := range strings.Fields(line) {
			if strings.HasSuffix(w, ".") || w == "1-0" || w == "0-1" || w == "1/2-1/2" {
				continue
			}
			m, err := rules.ParseMoveText(w)
			if err != nil || !p.IsLegal(m) {
				t.Fatalf("selfplay.pgn: %q at %s: %v", w, p.FEN(), err)
			}
			p.MakeMove(m)
			if len(ps) < 100 {
				ps = append(ps, p)
			}
		}
	}
	if len(ps) != 100 {
		t.Fatalf("%d positions, want 100", len(ps))
	}
	return ps
}

// TestMultiPVRequest: MultiPV is clamped to 1–MaxMultiPV and to the root
// moves (all legal ones, or RootMoves); a level plays one line.
func TestMultiPVRequest(t *testing.T) {
	mv := func(s string) rules.Move {
		m, err := rules.ParseMoveText(s)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	start := rules.StartPosition()
	// Bare generals: Red's has two moves, e1 and f0 (d0 would face Black's).
	two := mustFEN(t, "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1")
	for _, c := range []struct {
		name string
		req  Request
		want int
	}{
		{"zero", Request{Pos: start}, 1},
		{"negative", Request{Pos: start, MultiPV: -3}, 1},
		{"four", Request{Pos: start, MultiPV: 4}, 4},
		{"above the maximum", Request{Pos: start, MultiPV: 9}, MaxMultiPV},
		{"two legal moves", Request{Pos: two, MultiPV: 3}, 2},
		{"searchmoves", Request{Pos: start, MultiPV: 3, RootMoves: []rules.Move{mv("h2e2"), mv("b0c2")}}, 2},
		{"level", Request{Pos: mustFEN(t, testFENs[2]), MultiPV: 3, Leveled: true, Level: Hard}, 1},
	} {
		c.req.Limits.Depth = 4
		var infos []Info
		c.req.Info = func(in Info) { infos = append(infos, in) }
		r := NewEngine(1).Search(context.Background(), c.req)
		if len(r.Lines) != c.want {
			t.Errorf("%s: %d lines, want %d", c.name, len(r.Lines), c.want)
			continue
		}
		for _, in := range infos {
			if len(in.Lines) != c.want || in.Lines[0].Move != in.PV[0] || in.Lines[0].Score != in.Score || in.Lines[0].Mate != in.Mate {
				t.Errorf("%s: depth %d info %+v", c.name, in.Depth, in)
			}
		}
		if c.req.Pos == start && c.req.RootMoves != nil {
			got := []rules.Move{r.Lines[0].Move, r.Lines[1].Move}
			if !slices.Contains(got, mv("h2e2")) || !slices.Contains(got, mv("b0c2")) {
				t.Errorf("searchmoves: lines %v", got)
			}
		}
		if !c.req.Leveled {
			checkLines(t, c.req.Pos, r, c.want)
		}
	}
}

// TestMultiPVStopped: a search stopped by its node budget in the middle
// of an iteration's later lines returns the lines of the last completed
// iteration, as its last Info reported them.
func TestMultiPVStopped(t *testing.T) {
	p := mustFEN(t, testFENs[1])
	full := NewEngine(4).Search(context.Background(), Request{Pos: p, Limits: Limits{Depth: 5}, MultiPV: 3})
	// Stop in depth 5, after its first line: more nodes than depth 4 took
	// and the first line of depth 5, fewer than all of depth 5.
	var at4 uint64
	NewEngine(4).Search(context.Background(), Request{Pos: p, Limits: Limits{Depth: 5}, MultiPV: 3, Info: func(in Info) {
		if in.Depth == 4 {
			at4 = in.Nodes
		}
	}})
	budget := at4 + (full.Nodes-at4)*3/4
	var last Info
	r := NewEngine(4).Search(context.Background(), Request{Pos: p, Limits: Limits{Depth: 5, Nodes: budget}, MultiPV: 3, Info: func(in Info) { last = in }})
	if r.Depth != 4 || last.Depth != 4 {
		t.Fatalf("stopped at %d nodes: depth %d, last info depth %d, want 4", budget, r.Depth, last.Depth)
	}
	if !slices.EqualFunc(r.Lines, last.Lines, func(a, b Line) bool {
		return a.Move == b.Move && a.Score == b.Score && slices.Equal(a.PV, b.PV)
	}) {
		t.Fatalf("result lines %+v, last info's %+v", r.Lines, last.Lines)
	}
	checkLines(t, p, r, 3)
	// The first line is still exactly the one-line search's.
	one := NewEngine(4).Search(context.Background(), Request{Pos: p, Limits: Limits{Depth: 4}})
	if r.Move != one.Move || r.Score != one.Score || !slices.Equal(r.PV, one.PV) {
		t.Fatalf("stopped first line %v %d %v, one line to depth 4: %v %d %v", r.Move, r.Score, r.PV, one.Move, one.Score, one.PV)
	}
}

// TestMultiPVThreads: with helpers, the main thread searches the lines
// (run it with -race).
func TestMultiPVThreads(t *testing.T) {
	e := NewEngine(4)
	for _, fen := range testFENs {
		p := mustFEN(t, fen)
		r := e.Search(context.Background(), Request{Pos: p, Limits: Limits{Depth: 6}, MultiPV: 3, Threads: 3})
		if r.Depth != 6 {
			t.Fatalf("%s: depth %d", fen, r.Depth)
		}
		checkLines(t, p, r, 3)
	}
}

// checkLines checks a result's lines: as many as asked (or legal moves),
// distinct legal first moves, ordered by score, each PV a legal line that
// begins with its move, Lines[0] the result's move, score, mate and PV.
func checkLines(t *testing.T, p rules.Position, r Result, k int) {
	t.Helper()
	var l rules.MoveList
	p.GenerateMoves(&l)
	if want := min(k, l.N); len(r.Lines) != want {
		t.Fatalf("%s: %d lines, want %d", p.FEN(), len(r.Lines), want)
	}
	first := r.Lines[0]
	if first.Move != r.Move || first.Score != r.Score || first.Mate != r.Mate || !slices.Equal(first.PV, r.PV) {
		t.Fatalf("%s: line 1 %+v is not the result %v %d %d %v", p.FEN(), first, r.Move, r.Score, r.Mate, r.PV)
	}
	for i, line := range r.Lines {
		if line.Mate != mateMoves(line.Score) {
			t.Errorf("%s: line %d score %d mate %d", p.FEN(), i+1, line.Score, line.Mate)
		}
		if i > 0 && line.Score > r.Lines[i-1].Score {
			t.Errorf("%s: line %d scores %d above line %d's %d", p.FEN(), i+1, line.Score, i, r.Lines[i-1].Score)
		}
		for _, other := range r.Lines[:i] {
			if other.Move == line.Move {
				t.Errorf("%s: move %v in two lines", p.FEN(), line.Move)
			}
		}
		if len(line.PV) == 0 || line.PV[0] != line.Move {
			t.Fatalf("%s: line %d move %v PV %v", p.FEN(), i+1, line.Move, line.PV)
		}
		q := p
		for _, m := range line.PV {
			if !q.IsLegal(m) {
				t.Fatalf("%s: line %d PV %v has an illegal move %v", p.FEN(), i+1, line.PV, m)
			}
			q.MakeMove(m)
		}
	}
}

// TestMultiPVAgrees: over the 100 positions of multiPVPositions at a fixed
// depth, MultiPV 3 gives three distinct moves ordered by score, and its
// first line's move is MultiPV 1's in at least 95% of the positions. It
// logs the agreement and the node cost of the three lines (median ratio).
func TestMultiPVAgrees(t *testing.T) {
	depth := 6
	if *multiPVDepth > 0 {
		depth = *multiPVDepth
	}
	e := NewEngine(16)
	same, identical, lower := 0, 0, 0
	var ratios []float64
	for _, p := range multiPVPositions(t) {
		e.Clear()
		one := e.Search(context.Background(), Request{Pos: p, Limits: Limits{Depth: depth}})
		// A mate seen deep enough ends the search early: compare there.
		if one.Depth != depth && (one.Mate == 0 || one.Depth < 2*abs(one.Mate)+4) {
			t.Fatalf("%s: MultiPV 1 reached depth %d (mate %d), want %d", p.FEN(), one.Depth, one.Mate, depth)
		}
		e.Clear()
		three := e.Search(context.Background(), Request{Pos: p, Limits: Limits{Depth: one.Depth}, MultiPV: 3})
		if three.Depth != one.Depth {
			t.Fatalf("%s: MultiPV 3 reached depth %d, want %d", p.FEN(), three.Depth, one.Depth)
		}
		checkLines(t, p, one, 1)
		checkLines(t, p, three, 3)
		if three.Move == one.Move {
			same++
			if l := three.Lines[0]; l.Score == one.Score && slices.Equal(l.PV, one.PV) {
				identical++
			}
		} else {
			t.Logf("%s: MultiPV 1 %v (%d), MultiPV 3 %v (%d)", p.FEN(), one.Move, one.Score, three.Move, three.Score)
		}
		ratios = append(ratios, float64(three.Nodes)/float64(one.Nodes))
		for _, l := range three.Lines {
			if l.Lower {
				lower++
			}
		}
	}
	slices.Sort(ratios)
	med := (ratios[len(ratios)/2-1] + ratios[len(ratios)/2]) / 2
	t.Logf("depth %d: MultiPV 3's first move is MultiPV 1's in %d of 100 positions (also its score and PV in %d); %d later lines capped as lower bounds; nodes MultiPV 3 / MultiPV 1: median %.2f (%.2f to %.2f)",
		depth, same, identical, lower, med, ratios[0], ratios[len(ratios)-1])
	if same < 95 {
		t.Errorf("depth %d: the first line agrees with MultiPV 1 in %d of 100 positions, want at least 95", depth, same)
	}
}

// TestMultiPVFewAllocs: a MultiPV search allocates per iteration (the
// lines and their PVs), never per node.
func TestMultiPVFewAllocs(t *testing.T) {
	e := NewEngine(4)
	p := mustFEN(t, testFENs[1])
	req := Request{Pos: p, Limits: Limits{Depth: 6}, MultiPV: 3}
	e.Search(context.Background(), req) // sizes the later lines' table
	var nodes uint64
	allocs := testing.AllocsPerRun(3, func() { nodes += e.Search(context.Background(), req).Nodes })
	// Six iterations of a slice of three lines and three PVs, and a few
	// for the search itself.
	if allocs > 30 {
		t.Fatalf("%v allocations per three-line search of %d nodes", allocs, nodes/3)
	}
	t.Logf("%v allocations per three-line search of %d nodes", allocs, nodes/3)
}
