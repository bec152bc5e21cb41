package main

import (
	"bytes"
	"testing"

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
