package uci

import (
	"bytes"
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"xiangqi/ai"
	"xiangqi/rules"
)

// linesEngine answers every search with two iterations of three lines
// (fewer when the request asks for fewer), the third a lower bound, the
// second iteration's first a mate.
type linesEngine struct{ reqs []ai.Request }

func (f *linesEngine) Search(ctx context.Context, req ai.Request) ai.Result {
	f.reqs = append(f.reqs, req)
	mv := func(s string) rules.Move {
		m, err := rules.ParseMoveText(s)
		if err != nil {
			panic(err)
		}
		return m
	}
	iters := [][]ai.Line{
		{{Move: mv("h2e2"), Score: 30, PV: []rules.Move{mv("h2e2"), mv("h9g7")}},
			{Move: mv("b2e2"), Score: 25, PV: []rules.Move{mv("b2e2")}},
			{Move: mv("g3g4"), Score: 25, PV: []rules.Move{mv("g3g4"), mv("c6c5")}, Lower: true}},
		{{Move: mv("b0c2"), Score: ai.MateScore - 3, Mate: 2, PV: []rules.Move{mv("b0c2")}},
			{Move: mv("h2e2"), Score: -40, PV: []rules.Move{mv("h2e2")}},
			{Move: mv("a3a4"), Score: -41, PV: []rules.Move{mv("a3a4")}}},
	}
	k := min(max(req.MultiPV, 1), 3)
	var r ai.Result
	for d, lines := range iters {
		lines = lines[:k]
		l := lines[0]
		r = ai.Result{Move: l.Move, Depth: d + 1, Score: l.Score, Mate: l.Mate, PV: l.PV, Lines: lines, Nodes: uint64(1000 * (d + 1))}
		if req.Info != nil {
			req.Info(ai.Info{Depth: d + 1, Score: l.Score, Mate: l.Mate, PV: l.PV, Lines: lines, Nodes: r.Nodes, Elapsed: time.Duration(d+1) * time.Second})
		}
	}
	return r
}

func (f *linesEngine) Clear() {}

// TestMultiPVOutput: the exact lines of a MultiPV search, one per line
// and depth, numbered from 1, with lowerbound and mate scores; MultiPV 1
// prints as before, without the multipv field; the option is passed to
// the engine, and bad values are refused.
func TestMultiPVOutput(t *testing.T) {
	var out bytes.Buffer
	s := NewSession(&out, Config{})
	f := &linesEngine{}
	s.eng = f
	for _, c := range []struct {
		cmd, want string
	}{
		{"setoption name MultiPV value 3", ""},
		{"go depth 2", `info depth 1 multipv 1 score cp 30 nodes 1000 nps 1000 time 1000 pv h2e2 h9g7
info depth 1 multipv 2 score cp 25 nodes 1000 nps 1000 time 1000 pv b2e2
info depth 1 multipv 3 score cp 25 lowerbound nodes 1000 nps 1000 time 1000 pv g3g4 c6c5
info depth 2 multipv 1 score mate 2 nodes 2000 nps 1000 time 2000 pv b0c2
info depth 2 multipv 2 score cp -40 nodes 2000 nps 1000 time 2000 pv h2e2
info depth 2 multipv 3 score cp -41 nodes 2000 nps 1000 time 2000 pv a3a4
bestmove b0c2
`},
		{"setoption name multipv value 0", "info string setoption MultiPV: want 1–5, got \"0\"\n"},
		{"setoption name MultiPV value 6", "info string setoption MultiPV: want 1–5, got \"6\"\n"},
		{"setoption name MultiPV value two", "info string setoption MultiPV: want 1–5, got \"two\"\n"},
		{"go depth 2", `info depth 1 multipv 1 score cp 30 nodes 1000 nps 1000 time 1000 pv h2e2 h9g7
info depth 1 multipv 2 score cp 25 nodes 1000 nps 1000 time 1000 pv b2e2
info depth 1 multipv 3 score cp 25 lowerbound nodes 1000 nps 1000 time 1000 pv g3g4 c6c5
info depth 2 multipv 1 score mate 2 nodes 2000 nps 1000 time 2000 pv b0c2
info depth 2 multipv 2 score cp -40 nodes 2000 nps 1000 time 2000 pv h2e2
info depth 2 multipv 3 score cp -41 nodes 2000 nps 1000 time 2000 pv a3a4
bestmove b0c2
`},
		{"setoption name MultiPV value 2", ""},
		{"go depth 2", `info depth 1 multipv 1 score cp 30 nodes 1000 nps 1000 time 1000 pv h2e2 h9g7
info depth 1 multipv 2 score cp 25 nodes 1000 nps 1000 time 1000 pv b2e2
info depth 2 multipv 1 score mate 2 nodes 2000 nps 1000 time 2000 pv b0c2
info depth 2 multipv 2 score cp -40 nodes 2000 nps 1000 time 2000 pv h2e2
bestmove b0c2
`},
		{"setoption name MultiPV value 1", ""},
		{"go depth 2", `info depth 1 score cp 30 nodes 1000 nps 1000 time 1000 pv h2e2 h9g7
info depth 2 score mate 2 nodes 2000 nps 1000 time 2000 pv b0c2
bestmove b0c2
`},
	} {
		out.Reset()
		s.Handle(c.cmd)
		s.Wait()
		if got := out.String(); got != c.want {
			t.Errorf("%s: output\n%s\nwant\n%s", c.cmd, got, c.want)
		}
	}
	var asked []int
	for _, r := range f.reqs {
		asked = append(asked, r.MultiPV)
	}
	if fmt.Sprint(asked) != "[3 3 2 1]" {
		t.Errorf("MultiPV asked of the engine: %v, want [3 3 2 1]", asked)
	}
	if got := run(t, Config{}, "uci"); !strings.Contains(got, "\noption name MultiPV type spin default 1 min 1 max 5\n") {
		t.Errorf("uci does not offer MultiPV:\n%s", got)
	}
}

// timing matches the figures of an info line that depend on the clock.
var timing = regexp.MustCompile(` nps \d+ time \d+ `)

// TestMultiPVSearch: with the real engine, "go depth 5" with MultiPV 3
// prints, at each depth, exactly the lines ai.Search reports for the same
// request (as the GUI expects them: multipv 1–3 in order, distinct first
// moves, scores from best), and bestmove is line 1's move, the move
// MultiPV 1 plays at that depth.
func TestMultiPVSearch(t *testing.T) {
	fen := "2bak4/9/3a5/p2Np3p/3n1P3/3pc3P/P4r1c1/B2CC2R1/4A4/3AK1B2 b - - 0 1"
	pos, err := rules.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	got := run(t, Config{}, "setoption name MultiPV value 3", "position fen "+fen, "go depth 5")

	var want strings.Builder
	res := ai.NewEngine(Config{}.withDefaults().HashMiB).Search(context.Background(), ai.Request{Pos: pos, Limits: ai.Limits{Depth: 5}, MultiPV: 3,
		Info: func(in ai.Info) {
			if len(in.Lines) != 3 {
				t.Fatalf("depth %d: %d lines", in.Depth, len(in.Lines))
			}
			for i, l := range in.Lines {
				score := fmt.Sprintf("cp %d", l.Score)
				if l.Mate != 0 {
					score = fmt.Sprintf("mate %d", l.Mate)
				}
				if l.Lower {
					score += " lowerbound"
				}
				pv := ""
				for _, m := range l.PV {
					pv += " " + m.String()
				}
				fmt.Fprintf(&want, "info depth %d multipv %d score %s nodes %d nps 0 time 0 pv%s\n", in.Depth, i+1, score, in.Nodes, pv)
			}
		}})
	fmt.Fprintf(&want, "bestmove %s\n", res.Move)
	if norm := timing.ReplaceAllString(got, " nps 0 time 0 "); norm != want.String() {
		t.Fatalf("output\n%s\nwant\n%s", got, want.String())
	}
	one := run(t, Config{}, "position fen "+fen, "go depth 5")
	if !strings.HasSuffix(one, "bestmove "+res.Move.String()+"\n") || strings.Contains(one, "multipv") {
		t.Errorf("MultiPV 1 output\n%s\nwant bestmove %s and no multipv", one, res.Move)
	}
	if strings.Count(got, " multipv ") != 15 {
		t.Errorf("want 3 lines for each of 5 depths:\n%s", got)
	}
}

// TestMultiPVThreadsStop: MultiPV with helper threads, and an infinite
// search stopped mid-way, which prints the lines of the depths it
// completed and line 1's move (run it with -race).
func TestMultiPVThreadsStop(t *testing.T) {
	var out bytes.Buffer
	s := NewSession(&out, Config{})
	pos := "position startpos moves h2e2 h9g7"
	for _, l := range []string{"setoption name Threads value 2", "setoption name MultiPV value 3", pos, "go depth 6"} {
		s.Handle(l)
	}
	s.Wait()
	checkMultiPVLines(t, out.String(), 3, pos)
	out.Reset()
	s.Handle("go infinite")
	time.Sleep(100 * time.Millisecond)
	s.Handle("stop")
	s.Wait()
	checkMultiPVLines(t, out.String(), 3, pos)
}

// checkMultiPVLines checks a search's output: for every depth, k lines
// numbered 1 to k with distinct first moves, and a bestmove that is the
// last depth's line 1.
func checkMultiPVLines(t *testing.T, out string, k int, position string) {
	t.Helper()
	checkBestmove(t, out, position)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	infos := lines[:len(lines)-1]
	if len(infos) == 0 || len(infos)%k != 0 {
		t.Fatalf("%d info lines, want a multiple of %d:\n%s", len(infos), k, out)
	}
	first := ""
	for i := 0; i < len(infos); i += k {
		seen := map[string]bool{}
		for j := range k {
			f := strings.Fields(infos[i+j])
			depth := fmt.Sprint(i/k + 1)
			if len(f) < 6 || f[1] != "depth" || f[2] != depth || f[3] != "multipv" || f[4] != fmt.Sprint(j+1) {
				t.Fatalf("line %q, want depth %s multipv %d:\n%s", infos[i+j], depth, j+1, out)
			}
			pv := strings.Index(infos[i+j], " pv ")
			if pv < 0 {
				t.Fatalf("line %q has no pv", infos[i+j])
			}
			m := strings.Fields(infos[i+j][pv+4:])[0]
			if seen[m] {
				t.Fatalf("move %s twice at depth %s:\n%s", m, depth, out)
			}
			seen[m] = true
			if j == 0 {
				first = m
			}
		}
	}
	if want := "bestmove " + first; lines[len(lines)-1] != want {
		t.Fatalf("%q, want %q", lines[len(lines)-1], want)
	}
}
