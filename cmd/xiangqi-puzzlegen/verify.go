package main

import (
	"fmt"
	"sync"
	"time"

	"xiangqi/ai"
	"xiangqi/puzzle"
)

// verifyAll proves every built-in mate puzzle and re-verifies every
// material puzzle (puzzle.VerifyMaterial, the harvest's own searches, and
// puzzle.RejudgeMaterial, -rejudge's deeper ones; the
// won endings are the engine's, proved by the puzzle package's tests): its grade from its
// measures, the exact length, the line's longest defence (puzzle.Verify)
// and the keys (puzzle.VerifyKeys: at every step for the puzzles found in
// games, at the first for the composed ones), each from an empty table, on
// workers goroutines. It returns the summary that -verify prints.
func verifyAll(workers int, logf func(string, ...any)) (string, error) {
	ps, err := puzzle.Builtin()
	if err != nil {
		return "", err
	}
	start := time.Now()
	var mu sync.Mutex
	var errs []error
	next := 0
	var wg sync.WaitGroup
	for range max(1, workers) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := puzzle.NewSolver(puzzle.GradeHashMiB)
			// The built-in puzzles were proved by the search of before its
			// third round: they are re-verified with that tree.
			e := ai.NewEngine(materialHashMiB)
			e.SetFeatures(ai.RoundTwo())
			d := depthSearcher{e}
			short := 0
			r := rootSearcher{e: d.e, short: &short}
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= len(ps) {
					return
				}
				if err := verifyOne(s, d, r, &ps[i]); err != nil {
					mu.Lock()
					errs = append(errs, err)
					mu.Unlock()
				}
				if i%500 == 499 {
					logf("%d/%d proved", i+1, len(ps))
				}
			}
		}()
	}
	wg.Wait()
	if len(errs) > 0 {
		for _, e := range errs {
			logf("%v", e)
		}
		return "", fmt.Errorf("%d of %d puzzles failed", len(errs), len(ps))
	}
	kinds := map[string]int{}
	sources := map[string]int{}
	lengths := map[int]int{}
	for _, p := range ps {
		if p.Material {
			kinds["material"]++
		} else if p.MateIn == 0 {
			kinds["won ending"]++
		} else {
			kinds["mate"]++
			lengths[p.MateIn]++
		}
		sources[[...]string{"composed", "master game", "self-play"}[p.Source.Kind]]++
	}
	return fmt.Sprintf("%d puzzles proved in %v on %d workers; kinds %v, sources %v, mate lengths %v",
		len(ps), time.Since(start).Round(time.Second), workers, kinds, sources, lengths), nil
}

func verifyOne(s *puzzle.Solver, d depthSearcher, r rootSearcher, p *puzzle.Puzzle) error {
	if p.Material {
		m, err := puzzle.Measure(p)
		if err != nil {
			return err
		}
		if g := puzzle.GradeFor(puzzle.Difficulty(m)); g != p.Grade {
			return fmt.Errorf("puzzle %s: grade %d, its measures %+v give %d", p.ID, p.Grade, m, g)
		}
		if err := puzzle.VerifyMaterial(d, p); err != nil {
			return err
		}
		// The table is re-judged (-rejudge): each puzzle passes again.
		if v, why := puzzle.RejudgeMaterial(r, p, puzzle.MaterialRejudgeDepth); v != puzzle.Kept || *r.short > 0 {
			return fmt.Errorf("puzzle %s: %v (%s; %d searches short of their depth)", p.ID, v, why, *r.short)
		}
		return nil
	}
	if p.MateIn == 0 {
		return nil
	}
	s.Clear()
	s.SetNodeLimit(puzzle.DefaultNodeLimit)
	// Measure's proof is the first, from the empty table, as the grade
	// counts it.
	m, err := puzzle.Measure(p)
	if err != nil {
		return err
	}
	if g := puzzle.GradeFor(puzzle.Difficulty(m)); g != p.Grade {
		return fmt.Errorf("puzzle %s: grade %d, its measures %+v give %d", p.ID, p.Grade, m, g)
	}
	if err := puzzle.Verify(s, p); err != nil {
		return err
	}
	return puzzle.VerifyKeys(s, p, p.Source.Kind != puzzle.Composed)
}
