//go:build !js

package session

import (
	"context"
	"path/filepath"
	"testing"

	"xiangqi/gamedb"
)

// indexImpls are the implementations of GameIndex this platform has.
func indexImpls() []indexImpl {
	return []indexImpl{memoryImpl(), {"gamedb", func(t *testing.T, lib Library) GameIndex {
		x, notices := OpenIndex(context.Background(), lib)
		if len(notices) > 0 {
			t.Fatal(notices)
		}
		if _, ok := x.(*gamedb.DB); !ok {
			t.Fatalf("OpenIndex gave a %T", x)
		}
		return x
	}}}
}

// TestOpenIndexKeepsCollectionsGoodGames: the SQLite index finds the
// damaged collection of TestLibraryCollectionKeepsGoodGames; OpenIndex
// sets its bad game aside, names it, and the index holds the other four
// games and the other collection's two. Before, it held only the two.
func TestOpenIndexKeepsCollectionsGoodGames(t *testing.T) {
	lib := Library{Dir: t.TempDir()}
	putCollection(t, lib, "20261130-100000-000009", 2)
	damageCollection(t, lib, "20261130-100000-000005")
	x, ns := OpenIndex(context.Background(), lib)
	defer x.Close()
	if len(ns) != 1 || ns[0].Kind != SaveCorrupt || filepath.Base(ns[0].Kept) != "20261130-100000-000005-bad2.pgn" {
		t.Fatalf("notices %+v", ns)
	}
	if n, err := x.Count(context.Background(), gamedb.Query{}); err != nil || n != 6 {
		t.Fatalf("%d games in the index (%v), want 6", n, err)
	}
}
