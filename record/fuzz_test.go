package record

import (
	"bytes"
	"testing"

	"xiangqi/rules"
)

// FuzzRead checks that Read never panics, that every game it returns is
// legal move by move from its start, that its errors name returned games,
// and that Write then Read of each game gives the same start and moves.
// Its seeds are in testdata/fuzz/FuzzRead (see TestGeneratedSamples).
func FuzzRead(f *testing.F) {
	f.Add([]byte("[Event \"x\"]\n1. h2e2 h9g7 2. C2=5 *"))
	f.Fuzz(func(t *testing.T, b []byte) {
		games, errs := Read(b)
		seen := make(map[int]bool)
		for _, e := range errs {
			if e.Game < 1 || e.Game > len(games) || seen[e.Game] || e.Err == nil || e.Move < 0 {
				t.Fatalf("error %+v does not name one returned game of %d", e, len(games))
			}
			seen[e.Game] = true
		}
		for i, g := range games {
			if k := legalFrom(g); k >= 0 {
				t.Fatalf("game %d: move %d, %s, is not legal", i+1, k+1, g.Moves[k])
			}
			n := rules.Notation((i + len(b)) % 5)
			var w bytes.Buffer
			if err := Write(&w, g, n); err != nil {
				t.Fatalf("game %d: Write: %v", i+1, err)
			}
			again, errs := Read(w.Bytes())
			if len(errs) != 0 || len(again) != 1 {
				t.Fatalf("game %d written in %s reads as %d games, errors %v:\n%s", i+1, NotationName(n), len(again), errs, w.String())
			}
			if again[0].Start != g.Start || iccs(again[0].Moves) != iccs(g.Moves) {
				t.Fatalf("game %d written in %s reads back as %s %s, want %s %s", i+1, NotationName(n),
					again[0].Start.String(), iccs(again[0].Moves), g.Start.String(), iccs(g.Moves))
			}
		}
	})
}
