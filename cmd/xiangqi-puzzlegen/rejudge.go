package main

import (
	"context"
	"fmt"
	"os"
	"strings"
	"sync"
	"time"

	"xiangqi/ai"
	"xiangqi/puzzle"
	"xiangqi/rules"
)

// Re-judging (-rejudge) searches every puzzle of the material table named
// by -o again, puzzle.MaterialRejudgeDepth plies deep, and keeps only
// those puzzle.RejudgeMaterial passes: the key still wins, every other
// first move is still at least puzzle.MaterialUnique worse and mates
// nowhere, the side to move is not already won without the key
// (puzzle.MaterialWon), and the line's end still holds the material. A
// kept row is written as it was, its id too (the players' progress names
// puzzles by id), so the ids of a re-judged table have gaps. The table's
// first line (the harvest's command) stays; the second says that the
// table was re-judged and what was dropped, and why.
//
// Each search starts from a cleared table, so the verdict depends on the
// puzzle alone and the output not on -workers. Run it again after a
// -harvest-material run (a -resume too: the rows it adds are not
// re-judged, and it drops the second line).
const (
	// rejudgeNodes bounds one re-judging search; a search stopped by it
	// fails the run rather than judge at a shallower depth.
	rejudgeNodes = 200_000_000
	rejudgeTitle = "# Re-judged by cmd/xiangqi-puzzlegen -rejudge"
)

// rootSearcher lends an engine to puzzle.RejudgeMaterial, counting the
// searches that stopped short of their depth without a mate.
type rootSearcher struct {
	e     *ai.Engine
	short *int
}

func (s rootSearcher) search(pos rules.Position, depth int, moves []rules.Move) ai.Result {
	s.e.Clear()
	r := s.e.Search(context.Background(), ai.Request{Pos: pos, Limits: ai.Limits{Depth: depth, Nodes: rejudgeNodes}, RootMoves: moves})
	if r.Depth < depth && r.Mate == 0 { // a mate found ends a search early, settled
		*s.short++
	}
	return r
}

func (s rootSearcher) SearchDepth(pos rules.Position, depth int) (puzzle.Analysis, []rules.Move) {
	r := s.search(pos, depth, nil)
	return puzzle.Analysis{Move: r.Move, Score: r.Score, Mate: r.Mate}, r.PV
}

func (s rootSearcher) SearchMoves(pos rules.Position, depth int, moves []rules.Move) puzzle.Analysis {
	r := s.search(pos, depth, moves)
	return puzzle.Analysis{Move: r.Move, Score: r.Score, Mate: r.Mate}
}

// rejudgeFile re-judges the material table in file name (see above) on
// workers goroutines and rewrites it; it returns how many of its puzzles
// were kept and dropped for each reason (indexed by puzzle.Rejudged).
func rejudgeFile(name string, workers int, logf func(string, ...any)) ([puzzle.NumRejudged]int, error) {
	var counts [puzzle.NumRejudged]int
	data, err := os.ReadFile(name)
	if err != nil {
		return counts, err
	}
	ps, err := puzzle.Load(strings.NewReader(string(data)))
	if err != nil {
		return counts, err
	}
	for i := range ps {
		if !ps[i].Material {
			return counts, fmt.Errorf("%s: puzzle %s is not a material puzzle", name, ps[i].ID)
		}
	}
	verdicts := make([]puzzle.Rejudged, len(ps))
	var mu sync.Mutex
	next, done, short := 0, 0, 0
	start := time.Now()
	var wg sync.WaitGroup
	for range max(1, workers) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			n := 0
			s := rootSearcher{e: ai.NewEngine(materialHashMiB), short: &n}
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= len(ps) {
					break
				}
				v, why := puzzle.RejudgeMaterial(s, &ps[i], puzzle.MaterialRejudgeDepth)
				mu.Lock()
				verdicts[i] = v
				counts[v]++
				done++
				if v != puzzle.Kept {
					logf("%s dropped, %v: %s", ps[i].ID, v, why)
				}
				if done%25 == 0 || done == len(ps) {
					logf("%d/%d re-judged, %d kept, %v", done, len(ps), counts[puzzle.Kept], time.Since(start).Round(time.Second))
				}
				mu.Unlock()
			}
			mu.Lock()
			short += n
			mu.Unlock()
		}()
	}
	wg.Wait()
	if short > 0 {
		return counts, fmt.Errorf("%d searches stopped at the node bound short of depth %d", short, puzzle.MaterialRejudgeDepth)
	}
	drop := map[string]bool{}
	for i, v := range verdicts {
		if v != puzzle.Kept {
			drop[ps[i].ID] = true
		}
	}
	var why []string
	for v := puzzle.Kept + 1; v < puzzle.NumRejudged; v++ {
		why = append(why, fmt.Sprintf("%d %v", counts[v], v))
	}
	note := fmt.Sprintf("%s (searches %d plies deep, puzzle.RejudgeMaterial): %d of %d puzzles kept, dropped %s; do not edit by hand.",
		rejudgeTitle, puzzle.MaterialRejudgeDepth, counts[puzzle.Kept], len(ps), strings.Join(why, ", "))
	var b strings.Builder
	first := true
	for _, line := range strings.SplitAfter(string(data), "\n") {
		text := strings.TrimRight(line, "\r\n")
		switch {
		case strings.HasPrefix(text, rejudgeTitle):
			continue // an earlier run's note: this run's replaces it
		case strings.HasPrefix(text, "#") || text == "":
			b.WriteString(line)
			if first && text != "" {
				b.WriteString(note + "\n")
			}
		case text == puzzle.HeaderSource:
			b.WriteString(line)
		default:
			id, _, _ := strings.Cut(text, "\t")
			if !drop[id] {
				b.WriteString(line)
			}
		}
		first = false
	}
	if _, err := puzzle.Load(strings.NewReader(b.String())); err != nil {
		return counts, err
	}
	return counts, writeAtomic(name, []byte(b.String()))
}
