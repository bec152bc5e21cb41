//go:build !js

package gamedb

import (
	"bytes"
	"context"
	"os"
	"testing"

	"xiangqi/record"
	"xiangqi/rules"
)

// Issue 50: an XQF file (XQStudio's binary record, made by the record
// package's test encoder) imports as its game, with its notes: its NUL
// bytes are not those of UTF-16 text, and it is not cut at '[' bytes.
func TestImportXQF(t *testing.T) {
	b, err := os.ReadFile("../record/testdata/xqf_v18.xqf")
	if err != nil {
		t.Fatal(err)
	}
	if bytes.IndexByte(b, 0) < 0 {
		t.Fatal("the sample has no NUL byte: it tests nothing")
	}
	parts := 0
	for p := range splitGames(b, 1) {
		if !bytes.Equal(p.text, b) || p.end != int64(len(b)) {
			t.Fatalf("a part of %d bytes ending at %d, want the whole file's %d", len(p.text), p.end, len(b))
		}
		parts++
	}
	if parts != 1 {
		t.Fatalf("%d parts, want the whole file", parts)
	}
	f := record.ReadFile(b)
	if len(f.Games) != 1 || len(f.Errs) != 0 {
		t.Fatalf("the sample reads as %d games, errors %v", len(f.Games), f.Errs)
	}
	want := f.Games[0]
	dir := t.TempDir()
	db, _ := open(t, dir)
	im, err := db.Import(context.Background(), b, t0, nil)
	if err != nil || im.Added != 1 || len(im.Errs) != 0 || len(im.Warnings) != 0 {
		t.Fatalf("imported %+v, errors %v, warnings %v, %v; want one game", im.Progress, im.Errs, im.Warnings, err)
	}
	games := libraryGames(t, dir)
	if len(games) != 1 {
		t.Fatalf("%d games in the library, want 1", len(games))
	}
	g := games[0].Game
	if g.Tag("Red") != "许银川" || g.Tag("Event") != "全国象棋个人赛" || g.Result() != "1-0" ||
		g.Start != rules.StartPosition() || len(g.Moves) != 30 || len(g.Moves) != len(want.Moves) {
		t.Fatalf("kept %q from %s, %d moves; want the file's game", g.Tags, g.Start.FEN(), len(g.Moves))
	}
	for i := range g.Moves {
		if g.Moves[i] != want.Moves[i] {
			t.Fatalf("move %d is %s, want %s", i+1, g.Moves[i], want.Moves[i])
		}
	}
	if g.Notes == nil || g.Notes[0].Comment != "中炮开局" || len(g.Notes[0].Variations) != 2 {
		t.Errorf("notes not kept: %+v", g.Notes)
	}
}
