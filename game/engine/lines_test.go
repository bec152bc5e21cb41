package engine

import (
	"context"
	"testing"

	"xiangqi/game/session"
	"xiangqi/rules"
)

// TestAnalystLines: the analysis board's engine reports every completed
// depth with the lines asked for, distinct legal first moves, each
// variation beginning with its move.
func TestAnalystLines(t *testing.T) {
	a := NewAnalyst(1, 1)
	pos := rules.StartPosition()
	var depths []int
	var last session.LinesFound
	a.Analyse(context.Background(), session.LinesSearch{Pos: pos, Lines: 3, Depth: 4}, func(f session.LinesFound) {
		depths = append(depths, f.Depth)
		last = f
	})
	if len(depths) != 4 || depths[3] != 4 {
		t.Fatalf("depths reported %v, want 1 to 4", depths)
	}
	if len(last.Lines) != 3 {
		t.Fatalf("%d lines, want 3", len(last.Lines))
	}
	seen := map[rules.Move]bool{}
	for _, l := range last.Lines {
		if !pos.IsLegal(l.Move) || seen[l.Move] || len(l.PV) == 0 || l.PV[0] != l.Move {
			t.Fatalf("bad line %+v", l)
		}
		seen[l.Move] = true
	}
}
