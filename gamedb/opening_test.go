//go:build !js

package gamedb

import (
	"bytes"
	"context"
	"fmt"
	"testing"

	"xiangqi/record"
	"xiangqi/rules"
)

func TestOpeningOf(t *testing.T) {
	g := &record.Game{Start: rules.StartPosition()}
	for _, s := range []string{"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"} {
		m, _ := rules.ParseMoveText(s)
		g.Moves = append(g.Moves, m)
	}
	// No tags: the classifier's code and its Chinese name.
	op := OpeningOf(g)
	if op.ECCO != "C00" || op.Name != "中炮对屏风马" {
		t.Fatalf("untagged: %+v", op)
	}
	for _, w := range []string{"Bình phong mã", "Screen Horses", "中炮对屏风马"} {
		if !bytes.Contains([]byte(op.Names), []byte(w)) {
			t.Errorf("names %q lack %q", op.Names, w)
		}
	}
	row := Row{Opening: op.Name, ECCO: op.ECCO}
	if n := row.OpeningName("vi"); n != "Pháo đầu đối Bình phong mã" {
		t.Errorf("OpeningName(vi) = %q", n)
	}
	// An imported game keeps its own tags.
	g.SetTag("Opening", "Central cannon, my book")
	g.SetTag("ECCO", "C09")
	op = OpeningOf(g)
	if op.ECCO != "C09" || op.Name != "Central cannon, my book" {
		t.Fatalf("tagged: %+v", op)
	}
	row = Row{Opening: op.Name, ECCO: op.ECCO}
	if n := row.OpeningName("vi"); n != "Central cannon, my book" {
		t.Errorf("a tag's name: %q", n)
	}
	// Only an ECCO tag: its name.
	g.Tags = nil
	g.SetTag("ECCO", "D20")
	if op = OpeningOf(g); op.ECCO != "D20" || op.Name != "顺炮直车对横车" {
		t.Fatalf("ECCO tag only: %+v", op)
	}
	// Off the standard start: nothing.
	g.Tags = nil
	g.Start, _ = rules.ParseFEN("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKABNR w - - 0 1")
	if op = OpeningOf(g); op != (Opening{}) {
		t.Fatalf("handicap: %+v", op)
	}
}

// TestOpeningIndexedAndSearched: the master games imported without tags
// all get a code, and a search by a name in any language finds them.
func TestOpeningIndexedAndSearched(t *testing.T) {
	db, _ := open(t, t.TempDir())
	if _, err := db.Import(context.Background(), corpus(t, 60), t0, nil); err != nil {
		t.Fatal(err)
	}
	rows, err := db.List(context.Background(), Query{})
	if err != nil {
		t.Fatal(err)
	}
	screen := 0
	for _, r := range rows {
		if r.ECCO == "" || r.Opening == "" {
			t.Errorf("%s: no opening: %+v", r.ID, r)
		}
		if r.ECCO[0] == 'C' {
			screen++
		}
	}
	for _, q := range []string{"Bình phong mã", "binh phong ma", "BÌNH PHONG", "screen horses", "Screen Horses", "屏风马", "C"} {
		n, err := db.Count(context.Background(), Query{Text: q})
		if err != nil {
			t.Fatal(err)
		}
		if q != "C" && n != screen {
			t.Errorf("search %q: %d games, want the %d of C", q, n, screen)
		}
		if n == 0 {
			t.Errorf("search %q: none", q)
		}
	}
	if screen == 0 {
		t.Fatal("no 中炮对屏风马 among the games")
	}
}

// TestOpenRebuildsSchema2: an index of schema 2 (no names column) is
// rebuilt, and then has the names.
func TestOpenRebuildsSchema2(t *testing.T) {
	dir := t.TempDir()
	db, _ := open(t, dir)
	if _, err := db.Import(context.Background(), corpus(t, 10), t0, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := db.sql.Exec(`PRAGMA user_version = 2`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	db, rep := open(t, dir)
	if rep.Rebuilt != fmt.Sprintf("schema 2 ≠ %d", SchemaVersion) || rep.Indexed != 10 {
		t.Fatalf("schema 2: %+v", rep)
	}
	var empty int
	if err := db.sql.QueryRow(`SELECT count(*) FROM games WHERE names = ''`).Scan(&empty); err != nil || empty != 0 {
		t.Fatalf("%d games without names (%v)", empty, err)
	}
}
