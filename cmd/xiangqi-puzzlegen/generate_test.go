package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"xiangqi/assets/puzzles"
	"xiangqi/puzzle"
)

// TestGenerateDeterministic runs the generator twice with one seed: the
// tables must be identical, load cleanly and prove with the solver, and
// every puzzle must have been trimmed (no piece can go without changing
// the mate length or the key's uniqueness).
func TestGenerateDeterministic(t *testing.T) {
	if testing.Short() {
		t.Skip("generation searches many positions")
	}
	want := map[int]int{1: 2, 2: 2, 3: 1}
	var tables [2][]byte
	for i := range tables {
		ps, err := newGenerator(42, 60_000).run(want, 5000)
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := write(&b, "-seed 42", ps); err != nil {
			t.Fatal(err)
		}
		tables[i] = b.Bytes()
	}
	if !bytes.Equal(tables[0], tables[1]) {
		t.Fatalf("same seed, different tables:\n%s\n%s", tables[0], tables[1])
	}
	ps, err := puzzle.Load(bytes.NewReader(tables[0]))
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 5 {
		t.Fatalf("%d puzzles, want 5", len(ps))
	}
	s := puzzle.NewSolver(4)
	for _, p := range ps {
		if err := puzzle.Verify(s, &p); err != nil {
			t.Error(err)
		}
	}
}

func TestParseQuota(t *testing.T) {
	q, err := parseQuota("1:14, 2:3")
	if err != nil || len(q) != 2 || q[1] != 14 || q[2] != 3 {
		t.Fatalf("parseQuota = %v, %v", q, err)
	}
	for _, bad := range []string{"", "1", "0:3", "x:1", "2:-1", "99:1"} {
		if _, err := parseQuota(bad); err == nil {
			t.Errorf("quota %q accepted", bad)
		}
	}
}

// TestWriteEndings adds a composed ending to a table twice: the rows before
// the block stay byte for byte, the second run replaces the block instead
// of adding another, and a position with a short forced mate is refused.
func TestWriteEndings(t *testing.T) {
	if testing.Short() {
		t.Skip("plays an ending out with the engine")
	}
	dir := t.TempDir()
	tableFile := filepath.Join(dir, "puzzles.tsv")
	head := "# made by hand for the test\n" + puzzle.Header + "\nt1\t4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1\tRed to move, mate in 1\t1\tb0b9\t1\ttwo-chariots\n"
	if err := os.WriteFile(tableFile, []byte(head), 0o644); err != nil {
		t.Fatal(err)
	}
	endings := filepath.Join(dir, "endings.tsv")
	if err := os.WriteFile(endings, []byte("# test\nw-02\t2b1k4/9/9/9/2b6/9/9/9/9/R2K5 w - - 0 1\tchariot against two elephants\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var runs [2][]byte
	for i := range runs {
		if err := writeEndings(tableFile, endings, 30_000, t.Logf); err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(tableFile)
		if err != nil {
			t.Fatal(err)
		}
		runs[i] = b
	}
	if !bytes.Equal(runs[0], runs[1]) {
		t.Fatalf("second run changed the table:\n%s\n%s", runs[0], runs[1])
	}
	if !bytes.HasPrefix(runs[0], []byte(head+endingMarker)) {
		t.Fatalf("the table's head was not kept:\n%s", runs[0])
	}
	ps, err := puzzle.Load(bytes.NewReader(runs[0]))
	if err != nil || len(ps) != 2 || ps[1].MateIn != 0 || ps[1].Goal != "Red to move and win" {
		t.Fatalf("loaded %d puzzles, %v", len(ps), err)
	}
	// Chariot against two advisors mates in 4: not a won ending.
	if err := os.WriteFile(endings, []byte("x\t3aka3/9/9/9/9/9/9/9/7R1/3K5 w - - 0 1\tquick\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := writeEndings(tableFile, endings, 30_000, t.Logf); err == nil || !strings.Contains(err.Error(), "finds a mate") {
		t.Fatalf("a short mate accepted as a won ending: %v", err)
	}
}

// TestRegrade: -regrade brings a table without grades up to date, keeps
// its comments and rows, and a second run changes nothing.
func TestRegrade(t *testing.T) {
	name := filepath.Join(t.TempDir(), "puzzles.tsv")
	old := "# hand-made\n" + puzzle.HeaderV1 + "\nt1\t4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1\tRed to move, mate in 1\t1\tb0b9\n"
	if err := os.WriteFile(name, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	var runs [2][]byte
	for i := range runs {
		if err := regradeFile(name); err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		runs[i] = b
	}
	want := "# hand-made\n" + puzzle.Header + "\nt1\t4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1\tRed to move, mate in 1\t1\tb0b9\t1\ttwo-chariots\n"
	if string(runs[0]) != want || !bytes.Equal(runs[0], runs[1]) {
		t.Fatalf("regraded:\n%s\nagain:\n%s\nwant:\n%s", runs[0], runs[1], want)
	}
}

// TestRetro grows mates in 3 backwards from a table of mates in 1 and 2
// (and a won ending after them): the same seed gives the same table, the
// new block sits before the won endings, every other line stays byte for
// byte, a second run replaces the block instead of adding another, and
// the new puzzles prove with the solver and have one key move.
func TestRetro(t *testing.T) {
	if testing.Short() {
		t.Skip("retro search proves many positions")
	}
	var lines []string
	for _, l := range strings.Split(string(puzzles.TSV), "\n") {
		if strings.HasPrefix(l, "#") || strings.HasPrefix(l, "id\t") ||
			strings.HasPrefix(l, "m1-0") || strings.HasPrefix(l, "m2-0") || strings.HasPrefix(l, "w-01\t") {
			lines = append(lines, l)
		}
	}
	orig := strings.Join(lines, "\n") + "\n"
	dir := t.TempDir()
	var tables [2][]byte
	for i := range tables {
		name := filepath.Join(dir, fmt.Sprint(i, ".tsv"))
		if err := os.WriteFile(name, []byte(orig), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := writeRetro(name, newGenerator(5, 100_000), 3, 2, "-seed 5"); err != nil {
			t.Fatal(err)
		}
		if i == 1 { // again, over its own block
			if err := writeRetro(name, newGenerator(5, 100_000), 3, 2, "-seed 5"); err != nil {
				t.Fatal(err)
			}
		}
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		tables[i] = b
	}
	if !bytes.Equal(tables[0], tables[1]) {
		t.Fatalf("same seed, different tables:\n%s\n%s", tables[0], tables[1])
	}
	var kept, block []string
	for _, l := range strings.SplitAfter(string(tables[0]), "\n") {
		if strings.HasPrefix(l, "m3-") || strings.HasPrefix(l, retroMarker+"3") {
			block = append(block, l)
			continue
		}
		kept = append(kept, l)
	}
	if strings.Join(kept, "") != orig {
		t.Errorf("the other rows changed:\n%s", tables[0])
	}
	if len(block) != 3 || !strings.Contains(string(tables[0]), strings.Join(block, "")+endingMarker) {
		t.Fatalf("want a comment and 2 rows before the won endings:\n%s", tables[0])
	}
	ps, err := puzzle.Load(bytes.NewReader(tables[0]))
	if err != nil {
		t.Fatal(err)
	}
	s := puzzle.NewSolver(4)
	for _, p := range ps {
		if p.MateIn != 3 {
			continue
		}
		if err := puzzle.Verify(s, &p); err != nil {
			t.Error(err)
		}
		if keys, err := puzzle.KeyMoves(s, &p); err != nil || len(keys) != 1 {
			t.Errorf("puzzle %s: key moves %v, %v", p.ID, keys, err)
		}
	}
}
