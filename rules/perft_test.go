package rules

import (
	"flag"
	"os"
	"strings"
	"testing"
)

var deepPerft = flag.Bool("perft6", false, "also run perft(6) from the start position (minutes)")

// readPerft loads the reference counts (agreed by three engines), copied
// into testdata from the project's shared reference.
func readPerft(t testing.TB) []PerftCase {
	f, err := os.Open("testdata/perft.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := ReadPerftCases(f)
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

func TestPerftReference(t *testing.T) {
	rows := readPerft(t)
	if len(rows) != 32 {
		t.Fatalf("read %d reference rows, want 32", len(rows))
	}
	for _, r := range rows {
		if r.Depth >= 6 && !*deepPerft {
			continue
		}
		if r.Depth >= 4 && testing.Short() { // the plain run covers them; -short is the race run
			continue
		}
		pos, err := ParseFEN(r.FEN)
		if err != nil {
			t.Fatalf("%s: %v", r.FEN, err)
		}
		before, key := pos.FEN(), pos.Key()
		if got := Perft(&pos, r.Depth); got != r.Nodes {
			t.Errorf("perft(%d) %s = %d, want %d", r.Depth, r.FEN, got, r.Nodes)
		}
		if pos.FEN() != before || pos.Key() != key {
			t.Errorf("perft changed the position: %s -> %s", before, pos.FEN())
		}
		if r.Depth <= 3 {
			if got := PerftPlayed(&pos, r.Depth); got != r.Nodes {
				t.Errorf("played perft(%d) %s = %d, want %d", r.Depth, r.FEN, got, r.Nodes)
			}
		}
	}
}

func TestReadPerftCasesRejects(t *testing.T) {
	for _, in := range []string{"fen\tdepth\tnodes\nx\t1\n", StartFEN + "\tone\t44\n", StartFEN + "\t1\t-4\n"} {
		if _, err := ReadPerftCases(strings.NewReader(in)); err == nil {
			t.Errorf("accepted %q", in)
		}
	}
	rows, err := ReadPerftCases(strings.NewReader("fen\tdepth\tnodes\n" + StartFEN + "\t1\t44\n\n"))
	if err != nil || len(rows) != 1 || rows[0] != (PerftCase{StartFEN, 1, 44}) {
		t.Errorf("got %v, %v", rows, err)
	}
}
