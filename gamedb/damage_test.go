//go:build !js

package gamedb

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"xiangqi/rules"
)

// TestOpenRebuildsADamagedPage damages one page past the file's header
// at a time (its b-tree header and cell pointers overwritten, as a bad
// sector or a torn write leaves it) and opens the index again: it is
// rebuilt from the records, or the page held nothing it reads, and it
// answers as the records do. Before, a damaged page failed every open
// with "database disk image is malformed (11)".
func TestOpenRebuildsADamagedPage(t *testing.T) {
	dir := t.TempDir()
	db, _ := open(t, dir)
	if _, err := db.Import(context.Background(), corpus(t, 60), t0, nil); err != nil {
		t.Fatal(err)
	}
	var pageSize int
	if err := db.sql.QueryRow(`PRAGMA page_size`).Scan(&pageSize); err != nil {
		t.Fatal(err)
	}
	db.Close()
	path := filepath.Join(dir, IndexFile)
	whole, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	pages := len(whole) / pageSize
	if pages < 3 {
		t.Fatalf("%d pages", pages)
	}
	rebuilt := 0
	for pg := 1; pg < pages; pg++ { // page 0 holds the header: not this test's
		b := append([]byte(nil), whole...)
		for i := pg * pageSize; i < pg*pageSize+64; i++ {
			b[i] = 0xA5
		}
		os.Remove(path + "-wal")
		os.Remove(path + "-shm")
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		db, rep, err := Open(context.Background(), dir)
		if err != nil {
			t.Fatalf("page %d damaged: %v", pg+1, err)
		}
		if rep.Rebuilt != "" {
			rebuilt++
		}
		n, err := db.Count(context.Background(), Query{})
		if err != nil || n != 60 {
			db.Close()
			t.Fatalf("page %d damaged (%+v): %d games, %v", pg+1, rep, n, err)
		}
		if rows, err := db.List(context.Background(), Query{}); err != nil || len(rows) != 60 {
			db.Close()
			t.Fatalf("page %d damaged (%+v): %d rows, %v", pg+1, rep, len(rows), err)
		}
		checkExplore(t, db, dir, rules.StartPosition())
		db.Close()
	}
	if rebuilt == 0 {
		t.Fatalf("none of %d damaged pages was found", pages-1)
	}
	t.Logf("%d of %d damaged pages rebuilt the index", rebuilt, pages-1)
}
