package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"xiangqi/ai"
	"xiangqi/puzzle"
)

// TestHarvestDeterministic harvests a small input twice, with one worker
// and with two: two games of testdata/games.pgn (written for this test from
// the levels' self-play, not the master collection) and two self-play games
// of seed 5. The tables must be identical, load, keep the sources, start
// from distinct positions none of which is in the known table, and prove:
// exact mates with one key at every step.
func TestHarvestDeterministic(t *testing.T) {
	if testing.Short() {
		t.Skip("harvesting plays and searches games")
	}
	dir := t.TempDir()
	known := filepath.Join(dir, "known.tsv")
	if err := os.WriteFile(known, []byte(puzzle.Header+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var tables [2][]byte
	for i := range tables {
		out := filepath.Join(dir, "games.tsv")
		cfg := harvestConfig{gamesDir: "testdata", selfplay: 2, seed: 5, scanNodes: 2000, tailNodes: 30000,
			tail: 20, masterTail: 8, maxN: 9, workers: i + 1, known: []string{known}, out: out}
		if _, err := harvest(cfg, t.Logf); err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		tables[i] = b
	}
	if !bytes.Equal(tables[0], tables[1]) {
		t.Fatalf("one and two workers, different tables:\n%s\n%s", tables[0], tables[1])
	}
	ps, err := puzzle.Load(bytes.NewReader(tables[0]))
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[puzzle.SourceKind]int{}
	seen := map[uint64]bool{}
	s := puzzle.NewSolver(16)
	for _, p := range ps {
		kinds[p.Source.Kind]++
		if seen[p.Start.Key()] {
			t.Errorf("%s: a second puzzle from one position", p.ID)
		}
		seen[p.Start.Key()] = true
		if p.Source.Kind == puzzle.MasterGame && (p.Source.Red != "RED Player" || !strings.HasPrefix(p.Source.Event, "Test match")) {
			t.Errorf("%s: source %+v", p.ID, p.Source)
		}
		if err := puzzle.Verify(s, &p); err != nil {
			t.Error(err)
		}
		if err := puzzle.VerifyKeys(s, &p, true); err != nil {
			t.Error(err)
		}
	}
	if kinds[puzzle.MasterGame] == 0 || kinds[puzzle.SelfPlay] == 0 {
		t.Errorf("sources %v: want both kinds from this input", kinds)
	}
	t.Logf("%d puzzles, sources %v", len(ps), kinds)
}

func TestInterleave(t *testing.T) {
	got := interleave(2, 4)
	if len(got) != 6 || got[0] != 0 {
		t.Fatalf("interleave(2, 4) = %v", got)
	}
	seen := map[int]bool{}
	for _, i := range got {
		seen[i] = true
	}
	if len(seen) != 6 {
		t.Fatalf("interleave(2, 4) = %v: not each once", got)
	}
}

// TestHarvestMaterial harvests the material puzzles of two self-play
// games: the table loads, every puzzle passes the verification again,
// a second run gives the same table, and -resume after the end adds none.
func TestHarvestMaterial(t *testing.T) {
	if testing.Short() {
		t.Skip("plays and searches two games (some seconds)")
	}
	out := filepath.Join(t.TempDir(), "material.tsv")
	cfg := harvestConfig{selfplay: 2, seed: 1, workers: 1, out: out}
	n, err := harvestMaterial(cfg, t.Logf)
	if err != nil || n == 0 {
		t.Fatalf("%d puzzles, %v", n, err)
	}
	first, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := puzzle.Load(bytes.NewReader(first))
	if err != nil || len(ps) != n {
		t.Fatalf("%d loaded of %d: %v", len(ps), n, err)
	}
	d := depthSearcher{ai.NewEngine(materialHashMiB)}
	for i := range ps {
		if !ps[i].Material || ps[i].Source.Kind != puzzle.SelfPlay {
			t.Errorf("%s: material %v, source %v", ps[i].ID, ps[i].Material, ps[i].Source.Kind)
		}
		if err := puzzle.VerifyMaterial(d, &ps[i]); err != nil {
			t.Error(err)
		}
	}
	if _, err := harvestMaterial(cfg, t.Logf); err != nil {
		t.Fatal(err)
	}
	again, _ := os.ReadFile(out)
	if !bytes.Equal(first, again) {
		t.Error("a second run wrote another table")
	}
	cfg.resume = true
	if m, err := harvestMaterial(cfg, t.Logf); err != nil || m != n {
		t.Errorf("resumed: %d puzzles, %v", m, err)
	}
}
