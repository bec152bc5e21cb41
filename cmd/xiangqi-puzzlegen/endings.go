package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"xiangqi/ai"
	"xiangqi/puzzle"
	"xiangqi/rules"
)

// The won endgames (mate_in 0) are composed by hand in endings.tsv; this
// file plays them out with the engine and writes their rows after the
// generated mate puzzles, which it leaves byte for byte as they are:
//
//	go run ./cmd/xiangqi-puzzlegen -endings cmd/xiangqi-puzzlegen/endings.tsv -o assets/puzzles/puzzles.tsv

// endingMarker starts the block of won endings in the table; everything
// from it on is replaced when the block is written again.
const endingMarker = "# Won endgames"

// endingReach is the mate length the solver must rule out before a
// position counts as a won ending rather than a mate puzzle: beyond it the
// proofs take more than seconds. (The tests prove the cheaper "no mate
// within the longest graded puzzle".)
const endingReach = 7

// engineAnalyst is the full-strength engine with a fixed node budget per
// search, so that a run is reproducible.
type engineAnalyst struct {
	e     *ai.Engine
	nodes uint64
	total uint64
}

func (a *engineAnalyst) Analyse(g *rules.Game) (puzzle.Analysis, error) {
	keys := g.Keys()
	h := ai.History{Keys: keys[:len(keys)-1], Checks: g.Checks()}
	r := a.e.Search(context.Background(), ai.Request{Pos: g.Position(), History: h, Limits: ai.Limits{Nodes: a.nodes}})
	a.total += r.Nodes
	return puzzle.Analysis{Move: r.Move, Score: r.Score, Mate: r.Mate}, nil
}

// composed is one row of endings.tsv.
type composed struct {
	id, fen, about string
}

func readComposed(r io.Reader) ([]composed, error) {
	var out []composed
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		t := sc.Text()
		if strings.TrimSpace(t) == "" || strings.HasPrefix(t, "#") {
			continue
		}
		f := strings.Split(t, "\t")
		if len(f) != 3 {
			return nil, fmt.Errorf("endings line %d: want id, FEN and a description, tab-separated", line)
		}
		out = append(out, composed{f[0], f[1], f[2]})
	}
	return out, sc.Err()
}

// playEnding proves one composed ending and returns its table row: no
// forced mate within endingReach (else it belongs with the mate puzzles),
// and the engine with nodes per search, playing both sides, wins within
// the move limit through the judge.
func playEnding(c composed, nodes uint64, logf func(string, ...any)) (string, error) {
	pos, err := rules.ParseFEN(c.fen)
	if err != nil {
		return "", fmt.Errorf("%s: %w", c.id, err)
	}
	s := puzzle.NewSolver(64)
	if n, ok, err := s.MateIn(pos, endingReach); err != nil || ok {
		return "", fmt.Errorf("%s: the solver finds a mate in %d (%v): make it a mate puzzle or recompose it", c.id, n, err)
	}
	p := puzzle.Puzzle{ID: c.id, FEN: pos.FEN(), Goal: puzzle.GoalText(pos.SideToMove(), 0), Start: pos}
	a := &engineAnalyst{e: ai.NewEngine(16), nodes: nodes}
	line, v, err := puzzle.PlayEnding(a, &p)
	if err != nil {
		return "", fmt.Errorf("%s: %w", c.id, err)
	}
	if v != puzzle.Solved {
		return "", fmt.Errorf("%s: the engine did not win (%v after %d moves)", c.id, v, len(line))
	}
	words := make([]string, len(line))
	for i, m := range line {
		words[i] = m.String()
	}
	logf("%s (%s): won in %d moves, %d engine nodes; no mate within %d (%d solver nodes)", c.id, c.about, (len(line)+1)/2, a.total, endingReach, s.Nodes())
	return gradeRow(fmt.Sprintf("%s\t%s\t%s\t0\t%s", p.ID, p.FEN, p.Goal, strings.Join(words, " ")))
}

// writeEndings replaces the won-ending block of the table in file name by
// the endings of composedFile, played with nodes per search; the rows
// before the block are kept as they are. Written atomically.
func writeEndings(name, composedFile string, nodes uint64, logf func(string, ...any)) error {
	old, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	cf, err := os.Open(composedFile)
	if err != nil {
		return err
	}
	cs, err := readComposed(cf)
	cf.Close()
	if err != nil {
		return err
	}
	var b bytes.Buffer
	if i := bytes.Index(old, []byte("\n"+endingMarker)); i >= 0 {
		old = old[:i+1]
	}
	b.Write(old)
	fmt.Fprintf(&b, "%s (mate_in 0): composed in cmd/xiangqi-puzzlegen/%s, the solution is the engine's own line for both sides, made by cmd/xiangqi-puzzlegen -endings -engine-nodes %d; do not edit by hand.\n", endingMarker, filepath.Base(composedFile), nodes)
	for _, c := range cs {
		row, err := playEnding(c, nodes, logf)
		if err != nil {
			return err
		}
		b.WriteString(row + "\n")
	}
	if _, err := puzzle.Load(bytes.NewReader(b.Bytes())); err != nil {
		return err
	}
	return writeAtomic(name, b.Bytes())
}
