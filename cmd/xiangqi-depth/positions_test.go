package main

import (
	"slices"
	"strings"
	"testing"

	"xiangqi/rules"
)

func TestDefaultPositions(t *testing.T) {
	if len(defaultFENs) != 20 {
		t.Fatalf("%d positions, want 20", len(defaultFENs))
	}
	for i, fen := range defaultFENs {
		got, err := checkFEN(fen)
		if err != nil || got != fen {
			t.Errorf("%d: %q: %q %v, want it as rules writes it", i+1, fen, got, err)
		}
		if fen == rules.StartFEN || slices.Index(defaultFENs, fen) != i {
			t.Errorf("%d: %q is the start position or twice in the set", i+1, fen)
		}
	}
}

func TestReadPositions(t *testing.T) {
	text := "# two positions\n\n  4ka3/4a4/N8/p8/C8/9/9/8B/3p2ppc/4K4 w  \r\n" + defaultFENs[2] + "\n"
	got, err := readPositions(strings.NewReader(text))
	want := []string{"4ka3/4a4/N8/p8/C8/9/9/8B/3p2ppc/4K4 w - - 0 1", defaultFENs[2]}
	if err != nil || !slices.Equal(got, want) {
		t.Fatalf("got %q %v, want %q", got, err, want)
	}
}

func TestReadPositionsErrors(t *testing.T) {
	for _, c := range []struct{ text, err string }{
		{"", "no positions"},
		{"# nothing\n\n", "no positions"},
		{defaultFENs[0] + "\n\nnot a fen\n", "line 3: "},
		{defaultFENs[0] + "\n" + strings.Repeat("x", 5000) + "\n", "line 2: "},
		// Black is mated: there is nothing to search.
		{"3k5/9/9/9/9/9/9/9/4R4/3R1K3 b - - 0 1\n", "line 1: the game is over there"},
	} {
		got, err := readPositions(strings.NewReader(c.text))
		if err == nil || got != nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("%.40q: got %q %v, want an error with %q", c.text, got, err, c.err)
		}
	}
}
