package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestLibraryImportListExplore(t *testing.T) {
	dir := t.TempDir()
	pgn := filepath.Join(t.TempDir(), "in.pgn")
	text := "[Event \"Club\"]\n[Red \"An\"]\n[Black \"Binh\"]\n[Date \"2024.05.01\"]\n[Result \"1-0\"]\n\n1. h2e2 h9g7 2. b0c2 b9c7 1-0\n\n" +
		"[Event \"Club\"]\n[Red \"Chi\"]\n[Black \"Dung\"]\n[Date \"2024.05.02\"]\n[Result \"1/2-1/2\"]\n\n1. b0c2 h9g7 2. h2e2 i9h9 1/2-1/2\n\n" +
		"[Event \"Club\"]\n[Red \"Em\"]\n[Black \"Giang\"]\n\n1. c3c4 g6g5 2. a0a5 *\n\n" +
		"[Red \"Empty\"]\n\n*\n"
	if err := os.WriteFile(pgn, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	status, out, errOut := runWith(t, "", "-library", dir, "-import", pgn)
	if status != 1 || out != pgn+": 3 added (1 up to a problem), 0 duplicates, 1 without moves, 0 failed\n" || !strings.Contains(errOut, "game 3, move 2: a0a5 is not a legal move") {
		t.Fatalf("import: %d %q %q", status, out, errOut)
	}
	status, out, _ = runWith(t, "", "-library", dir, "-import", pgn)
	if status != 1 || out != pgn+": 0 added, 3 duplicates, 1 without moves, 0 failed\n" {
		t.Fatalf("import again: %d %q", status, out)
	}
	status, out, errOut = runWith(t, "", "-library", dir, "-list", "-limit", "2")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if status != 0 || errOut != "" || len(lines) != 2 ||
		// The games carry no Opening or ECCO tags: the classifier's.
		!strings.HasSuffix(lines[0], "\t2024.05.01\tAn\tBinh\t1-0\t4\timported\t\tC01\t中炮七路马对屏风马") ||
		!strings.HasSuffix(lines[1], "\t2024.05.02\tChi\tDung\t1/2-1/2\t4\timported\t\tB05\t中炮对进左马") {
		t.Fatalf("list: %d %q %q", status, out, errOut)
	}
	// From the start, and after 1. h2e2 h9g7 2. b0c2 reached by both orders.
	status, out, _ = runWith(t, "", "-library", dir, "-explore", "start")
	if status != 0 || out != "b0c2\t1\t0\t1\t0\nh2e2\t1\t1\t0\t0\nc3c4\t1\t0\t0\t0\n" {
		t.Fatalf("explore start: %d %q", status, out)
	}
	status, out, _ = runWith(t, "", "-library", dir, "-explore", "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN1C4/9/R1BAKABNR b - - 3 2")
	if status != 0 || out != "b9c7\t1\t1\t0\t0\ni9h9\t1\t0\t1\t0\n" {
		t.Fatalf("explore a transposition: %d %q", status, out)
	}
}

func TestLibraryBadFlags(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"-list"},
		{"-library", dir},
		{"-library", dir, "-list", "-import"},
		{"-library", dir, "-list", "x.pgn"},
		{"-library", dir, "-list", "-limit", "-1"},
		{"-library", dir, "-explore", "not a fen"},
		{"-library", dir, "-list", "-fen"},
	} {
		if status, _, errOut := runWith(t, "", args...); status != 2 || errOut == "" {
			t.Errorf("%q: status %d, stderr %q", args, status, errOut)
		}
	}
}
