package ai

import (
	"testing"

	"xiangqi/rules"
)

// TestEvalTerms: a position's terms carry the static evaluation from
// Red's view, are never quiet in check, leave the engine's position as it
// was asked, and count tempo for the side to move.
func TestEvalTerms(t *testing.T) {
	e := NewEngine(1)
	checks, quiet := 0, 0
	for _, p := range randomPositions(t, 600) {
		fen := p.FEN()
		terms := e.EvalTerms(&p)
		want := evalFresh(&p)
		tempo := 1
		if p.SideToMove() == rules.Black {
			want, tempo = -want, -1
		}
		if terms.Eval != want || terms.Counts[EvalScalars-1] != tempo || p.FEN() != fen {
			t.Fatalf("%s: eval %d (want %d), tempo count %d", fen, terms.Eval, want, terms.Counts[EvalScalars-1])
		}
		if p.InCheck() {
			checks++
			if terms.Quiet {
				t.Fatalf("%s: in check, and quiet", fen)
			}
		}
		if terms.Quiet {
			quiet++
		}
	}
	if checks == 0 || quiet == 0 {
		t.Fatalf("%d in check, %d quiet: the test sees too little", checks, quiet)
	}
	if p := CurrentEvalParams(); p.ScalarNames[EvalScalars-1] != "tempo" || p.Scalars[EvalScalars-1] != tempo {
		t.Fatalf("last scalar %s = %d, want tempo = %d", p.ScalarNames[EvalScalars-1], p.Scalars[EvalScalars-1], tempo)
	}
}
