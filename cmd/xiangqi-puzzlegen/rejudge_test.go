package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"xiangqi/puzzle"
)

// Four rows of the first material harvest: w0001 is already won without
// its key (the best other move keeps some 700), w0006's key turns out to
// mate, w0003 and w0005 stay.
const rejudgeTable = "# Material puzzles found in real games by cmd/xiangqi-puzzlegen -harvest-material -games master-games -selfplay 2000 -seed 1 (1980 of 4516 games scanned); do not edit by hand.\n" +
	puzzle.HeaderSource + "\n" +
	"w0001\t4kab2/1R2a2R1/4b4/p2n2N1P/6c2/3p5/4r4/B3B4/2N6/3AKA3 w - - 0 1\tRed to move, win material\t0\tb8b9 e8d9 h8d8 f9e8 d8d6\t3\t\tself|4|4|1000003|43\n" +
	"w0003\t4k4/8R/b3bn3/9/9/9/9/3K5/9/9 w - - 0 1\tRed to move, win material\t0\ti8i7 f7g5 i7e7 e9f9 e7a7\t2\t\tself|4|4|1000004|86\n" +
	"w0005\t5a3/4a4/1C2k3C/9/2R6/5p3/p8/4B4/4K4/3r5 w - - 0 1\tRed to move, win material\t0\tc5c7 d0d7 i7d7\t2\t\tself|1|5|1000005|50\n" +
	"w0006\t2R2a3/4k4/3an4/9/5P1cp/p8/3C4P/4B3B/1r7/1N1AKAR2 w - - 0 1\tRed to move, win material\t0\te2c0 b1e1 f0e1\t2\t\tself|2|1|1000007|47\n"

// TestRejudge: -rejudge drops the puzzles the deeper search no longer
// finds clearly decisive, keeps the others as they were (ids too), notes
// what it did under the harvest's line, and a second run keeps them all.
func TestRejudge(t *testing.T) {
	if testing.Short() {
		t.Skip("searches four puzzles 12 plies deep (some seconds)")
	}
	name := filepath.Join(t.TempDir(), "material.tsv")
	if err := os.WriteFile(name, []byte(rejudgeTable), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := rejudgeFile(name, 2, t.Logf)
	if err != nil {
		t.Fatal(err)
	}
	if c[puzzle.Kept] != 2 || c[puzzle.DropWon] != 1 || c[puzzle.DropMate] != 1 {
		t.Errorf("counts %v", c)
	}
	b, _ := os.ReadFile(name)
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	head := strings.Split(rejudgeTable, "\n")
	want := []string{head[0], "", head[1], head[3], head[4]}
	if len(lines) != len(want) || !strings.HasPrefix(lines[1], rejudgeTitle+" (searches 12 plies deep") ||
		!strings.Contains(lines[1], "2 of 4 puzzles kept, dropped 1 a move mates, 0 the key no longer wins, 1 already won") {
		t.Fatalf("table:\n%s", b)
	}
	for i, w := range want {
		if w != "" && lines[i] != w {
			t.Errorf("line %d: %q, want %q", i+1, lines[i], w)
		}
	}
	c, err = rejudgeFile(name, 1, t.Logf)
	if err != nil || c[puzzle.Kept] != 2 {
		t.Errorf("again: %v %v", c, err)
	}
	again, _ := os.ReadFile(name)
	if n := strings.Count(string(again), rejudgeTitle); n != 1 || !strings.Contains(string(again), "2 of 2 puzzles kept") {
		t.Errorf("again:\n%s", again)
	}
}
