package engine

import (
	"context"
	"slices"
	"testing"
	"time"

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

// TestHintIdeas: a hint that asks for ideas gets that many distinct
// legal moves, the hint's move first; a plain hint none.
func TestHintIdeas(t *testing.T) {
	e := New(1, 1)
	pos := rules.StartPosition()
	r := e.Think(context.Background(), session.Search{Pos: pos, Hint: true, Ideas: 3, Time: 200 * time.Millisecond}, func(session.Progress) {})
	if len(r.Ideas) != 3 || r.Ideas[0] != r.Move {
		t.Fatalf("ideas %v for the move %v, want 3 beginning with it", r.Ideas, r.Move)
	}
	for i, mv := range r.Ideas {
		if !pos.IsLegal(mv) || slices.Contains(r.Ideas[:i], mv) {
			t.Fatalf("ideas %v: a move illegal or repeated", r.Ideas)
		}
	}
	if r := e.Think(context.Background(), session.Search{Pos: pos, Hint: true, Time: 50 * time.Millisecond}, func(session.Progress) {}); r.Ideas != nil {
		t.Fatalf("a plain hint has ideas %v", r.Ideas)
	}
}
