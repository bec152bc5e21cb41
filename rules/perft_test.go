package rules

import (
	"bufio"
	"flag"
	"os"
	"strconv"
	"strings"
	"testing"
)

var deepPerft = flag.Bool("perft6", false, "also run perft(6) from the start position (minutes)")

type perftRow struct {
	fen   string
	depth int
	nodes uint64
}

// readPerft loads the reference counts (agreed by three engines), copied
// into testdata from the project's shared reference.
func readPerft(t testing.TB) []perftRow {
	f, err := os.Open("testdata/perft.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []perftRow
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) != 3 || cols[0] == "fen" {
			continue
		}
		d, err1 := strconv.Atoi(cols[1])
		n, err2 := strconv.ParseUint(cols[2], 10, 64)
		if err1 != nil || err2 != nil {
			t.Fatalf("bad row %q", sc.Text())
		}
		rows = append(rows, perftRow{cols[0], d, n})
	}
	return rows
}

func TestPerftReference(t *testing.T) {
	rows := readPerft(t)
	if len(rows) != 32 {
		t.Fatalf("read %d reference rows, want 32", len(rows))
	}
	for _, r := range rows {
		if r.depth >= 6 && !*deepPerft {
			continue
		}
		if r.depth >= 4 && testing.Short() { // the plain run covers them; -short is the race run
			continue
		}
		pos, err := ParseFEN(r.fen)
		if err != nil {
			t.Fatalf("%s: %v", r.fen, err)
		}
		before, key := pos.FEN(), pos.Key()
		if got := Perft(&pos, r.depth); got != r.nodes {
			t.Errorf("perft(%d) %s = %d, want %d", r.depth, r.fen, got, r.nodes)
		}
		if pos.FEN() != before || pos.Key() != key {
			t.Errorf("perft changed the position: %s -> %s", before, pos.FEN())
		}
		if r.depth <= 3 {
			if got := PerftPlayed(&pos, r.depth); got != r.nodes {
				t.Errorf("played perft(%d) %s = %d, want %d", r.depth, r.fen, got, r.nodes)
			}
		}
	}
}
