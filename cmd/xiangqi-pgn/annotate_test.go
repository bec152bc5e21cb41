package main

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"xiangqi/analysis"
	"xiangqi/record"
)

// updateAnnotated rewrites the analysis package's annotated test game,
// which the game's tests and golden screens open.
var updateAnnotated = flag.Bool("update-annotated", false, "rewrite ../../analysis/testdata/selfplay-annotated.pgn")

const annotatedFile = "../../analysis/testdata/selfplay-annotated.pgn"

// TestAnnotate analyses the analysis package's test game (the engine at
// depth 6 against depth 4) and checks what a reader of the PGN sees: a
// score after every move, NAGs, and a better line at each mistake.
func TestAnnotate(t *testing.T) {
	status, out, errOut := runWith(t, "", "-annotate", "-depth", "7", "-to", "chinese", "../../analysis/testdata/selfplay.pgn")
	if status != 0 || errOut != "" {
		t.Fatalf("status %d, stderr %q", status, errOut)
	}
	games, errs := record.Read([]byte(out))
	if len(errs) > 0 || len(games) != 1 {
		t.Fatalf("output: %d games, %v", len(games), errs)
	}
	g := games[0]
	if got := g.Tag("Annotator"); got != "Xiangqi analysis, depth 7" {
		t.Errorf("Annotator %q", got)
	}
	if len(g.Notes) != len(g.Moves) {
		t.Fatalf("%d notes for %d moves", len(g.Notes), len(g.Moves))
	}
	mistakes := 0
	for i, n := range g.Notes {
		if _, ok := analysis.ParseScore(n.Comment); !ok {
			t.Errorf("move %d: comment %q is not a score", i+1, n.Comment)
		}
		if n.NAG != 2 && n.NAG != 4 {
			continue
		}
		mistakes++
		if len(n.Variations) != 1 || len(n.Variations[0].Moves) < 3 || n.Variations[0].Moves[0] == g.Moves[i] {
			t.Errorf("move %d ($%d): variations %v, want the better move's line", i+1, n.NAG, n.Variations)
		}
	}
	if mistakes == 0 {
		t.Error("no mistake found in a game the depth-4 side lost")
	}
	if _, ok := analysis.FromRecord(g); !ok {
		t.Error("the game's own analysis does not read the output back")
	}
	// The same game with the same flags gives the same text: one thread is
	// deterministic at a fixed depth.
	if _, again, _ := runWith(t, "", "-annotate", "-depth", "7", "-to", "chinese", "../../analysis/testdata/selfplay.pgn"); again != out {
		t.Error("two runs at depth 7 differ")
	}
	// And the same as the file the game's tests open.
	if *updateAnnotated {
		if err := os.WriteFile(annotatedFile, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if b, err := os.ReadFile(annotatedFile); err != nil || string(b) != out {
		t.Errorf("%s differs from this analysis (rewrite it with -update-annotated): %v", annotatedFile, err)
	}
}

func TestAnnotateBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-annotate", "-fen", "x.pgn"},
		{"-annotate", "-movetime", "0", "x.pgn"},
		{"-annotate", "-depth", "-1", "x.pgn"},
	} {
		if status, out, errOut := runWith(t, "", args...); status != 2 || out != "" || errOut == "" {
			t.Errorf("%v: status %d, output %q, stderr %q", args, status, out, errOut)
		}
	}
}

// TestAnnotateAfterRuling (issue 50): a game that plays on after the
// referee ends it (here a threefold repetition, as 210 of the 2,516
// master games in ../shared do) is analysed up to that end, named on
// stderr, and the file goes on: before, the whole file stopped at it
// ("cannot analyse: the game is over"), exit 2, with no game named.
func TestAnnotateAfterRuling(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ruled.pgn")
	text := "[Event \"on after\"]\n1. h0g2 h9g7 2. g2h0 g7h9 3. h0g2 h9g7 4. g2h0 g7h9 5. h0g2 h9g7 6. c3c4 *\n\n" +
		"[Event \"short\"]\n1. h2e2 h9g7 *\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	status, out, errOut := runWith(t, "", "-annotate", "-depth", "2", path)
	want := path + ": game 1: analysed its first 8 of 11 plies: after them the game is over (draw, repetition), and the record plays on\n"
	if status != 0 || errOut != want {
		t.Fatalf("status %d, stderr %q; want 0, %q", status, errOut, want)
	}
	games, errs := record.Read([]byte(out))
	if len(errs) > 0 || len(games) != 2 {
		t.Fatalf("output: %d games, %v", len(games), errs)
	}
	for i, n := range games[0].Notes {
		_, scored := analysis.ParseScore(n.Comment)
		if scored != (i < 8) {
			t.Errorf("game 1, ply %d: comment %q", i+1, n.Comment)
		}
	}
	if r, ok := analysis.Kept(games[0]); !ok || r.Done() != 9 {
		t.Errorf("game 1's analysis does not read back to the ruling: %v", ok)
	}
	if _, ok := analysis.FromRecord(games[1]); !ok {
		t.Error("game 2 is not analysed")
	}
}
