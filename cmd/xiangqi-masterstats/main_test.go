package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"xiangqi/assets/masterstats"
	"xiangqi/explorer"
	"xiangqi/rules"
)

// ccpdDir is the dataset's master games, beside the project (never in it).
var ccpdDir = filepath.Join("..", "..", "..", "shared", "data", "ccpd")

// TestTableUpToDate (issue 50): the table the game embeds is the one the
// generator makes from the dataset with its default cut, byte for byte,
// so that neither can change without the other.
//
// Why 30 plies and 5 games, measured on the 29,870 games (plies/min games:
// bytes, positions; then how many plies a game stays where the table
// answers, its median, upper quartile and top tenth):
//
//	20/5   259 KB  11,950   15, 20, 20
//	24/5   309 KB  14,735   15, 22, 24
//	30/2   1.8 MB 112,890
//	30/3   748 KB  41,502   18, 30, 30
//	30/5   366 KB  18,006   15, 22, 30
//	30/10  161 KB   6,633   13, 19, 25
//
// Five games make a bar worth reading, keep each position's moves a line
// several masters shared rather than one game's, and hold the table to a
// third of a megabyte (three games double it for three plies more at the
// median). Thirty plies cost 57 KB over 24 and follow the tenth of the
// games that stay in shared theory longest, past where the classifier
// reads an opening (20).
func TestTableUpToDate(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 36 MB of records")
	}
	if _, err := os.Stat(ccpdDir); err != nil {
		t.Skipf("no dataset at %s: the table is not checked", ccpdDir)
	}
	tab, rep, err := build(ccpdDir, defaultPlies, defaultMin)
	if err != nil {
		t.Fatal(err)
	}
	b, err := tab.AppendBinary(nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d files, %d games (%d stop early); %d positions, %d moves, %d bytes",
		rep.files, tab.Games(), rep.stopped, tab.Positions(), tab.Moves(), len(b))
	if tab.Games() != 29870 {
		t.Errorf("%d games, want the dataset's 29,870", tab.Games())
	}
	if !bytes.Equal(b, masterstats.Data) {
		embedded, err := masterstats.Load()
		if err != nil {
			t.Fatalf("the embedded table: %v", err)
		}
		t.Fatalf("the embedded table (%d bytes, %d positions, %d moves, %d games) is not the one the generator makes (%d bytes): run go run ./cmd/xiangqi-masterstats -ccpd %s -out assets/masterstats/masters.xqms",
			len(masterstats.Data), embedded.Positions(), embedded.Moves(), embedded.Games(), len(b), ccpdDir)
	}
}

// TestBuild: the generator counts each file's games, with their results,
// keeps the positions enough games reached and writes a table the game
// reads back.
func TestBuild(t *testing.T) {
	dir := t.TempDir()
	pgn := func(result, moves string) string {
		return "[Result \"" + result + "\"]\n\n" + moves + " " + result + "\n\n"
	}
	files := map[string]string{
		"masters-01.pgn": pgn("1-0", "1. h2e2 h9g7 2. h0g2") + pgn("0-1", "1. h2e2 h9g7 2. b0c2") + pgn("1/2-1/2", "1. c3c4"),
		"masters-02.pgn": pgn("1-0", "1. h2e2 b9c7"),
		"notes.txt":      "not read",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tab, rep, err := build(dir, 2, 2)
	if err != nil {
		t.Fatal(err)
	}
	if rep.files != 2 || tab.Games() != 4 || tab.Positions() != 2 {
		t.Fatalf("%+v: %d games, %d positions; want 2 files, 4 games, the start and 1. h2e2", rep, tab.Games(), tab.Positions())
	}
	out := filepath.Join(dir, "t.xqms")
	b, _ := tab.AppendBinary(nil)
	if err := writeFile(out, b); err != nil {
		t.Fatal(err)
	}
	read, _ := os.ReadFile(out)
	back, err := explorer.ParseTable(read)
	if err != nil {
		t.Fatal(err)
	}
	p := rules.StartPosition()
	rows, _ := back.Explore(context.Background(), p)
	h2e2, c3c4 := rules.NewMove(rules.SquareAt(7, 2), rules.SquareAt(4, 2)), rules.NewMove(rules.SquareAt(2, 3), rules.SquareAt(2, 4))
	want := []explorer.MoveStat{{Move: h2e2, Games: 3, RedWins: 2, BlackWins: 1}, {Move: c3c4, Games: 1, Draws: 1}}
	if !slices.Equal(rows, want) {
		t.Errorf("from the start: %+v, want %+v", rows, want)
	}
	// Plies 2: the third ply (h0g2, b0c2) is not counted.
	p.MakeMove(h2e2)
	p.MakeMove(rules.NewMove(rules.SquareAt(7, 9), rules.SquareAt(6, 7)))
	if rows, _ := back.Explore(context.Background(), p); len(rows) != 0 {
		t.Errorf("after two plies: %+v, want none", rows)
	}
	if _, _, err := build(t.TempDir(), 2, 2); err == nil {
		t.Error("a folder without masters-*.pgn made a table")
	}
}
