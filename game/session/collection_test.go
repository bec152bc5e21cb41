package session

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"xiangqi/gamedb"
)

// putCollection writes collection cid of n random games (seq n-1 first,
// as an import writes them) through the library's disk and returns their
// names in the file's order.
func putCollection(t testing.TB, lib Library, cid string, n int) []string {
	t.Helper()
	var buf bytes.Buffer
	var ids []string
	for i := range n {
		seq := n - 1 - i
		id := gamedb.CollectionGameID(cid, seq)
		_, tag, _ := gamedb.SplitCollectionGameID(id)
		if err := gamedb.AppendCollectionGame(&buf, tag, randomRecord(uint64(100+seq), 20+seq)); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	d := orPlatform(lib.disk)
	if err := d.MkdirAll(lib.dir()); err != nil {
		t.Fatal(err)
	}
	if err := d.WriteAtomic(lib.dir(), cid+gamedb.CollectionExt, buf.Bytes()); err != nil {
		t.Fatal(err)
	}
	return ids
}

// TestLibraryCollections: the games of a collection are loaded, read,
// written and removed one by one like records of their own, the others of
// the collection untouched; the last one removed takes the file with it.
// On the disk and in a browser's storage.
func TestLibraryCollections(t *testing.T) {
	for _, browser := range []bool{false, true} {
		name := "disk"
		lib := Library{Dir: t.TempDir()}
		if browser {
			name, lib = "browser", Library{Dir: "xiangqi", disk: kvDisk{newMemStore()}}
		}
		t.Run(name, func(t *testing.T) { libraryCollections(t, lib) })
	}
}

func libraryCollections(t *testing.T, lib Library) {
	var changed []string
	lib.Changed = func(id string) { changed = append(changed, id) }
	const cid = "20261130-100000-000005"
	ids := putCollection(t, lib, cid, 4)
	if err := lib.Put("20261130-100000-000001", randomRecord(1, 30)); err != nil {
		t.Fatal(err)
	}
	es, ns := lib.Load()
	if len(ns) != 0 || len(es) != 5 {
		t.Fatalf("loaded %d games, notices %v", len(es), ns)
	}
	got := make([]string, 4)
	for i := range got {
		got[i] = es[i].ID
	}
	if !slices.Equal(got, ids) || es[4].ID != "20261130-100000-000001" {
		t.Fatalf("order %v, want the collection's %v newest first, then the older record", got, ids)
	}
	g, err := lib.Get(ids[1])
	if err != nil || !sameMoves(g, randomRecord(102, 22)) || g.Tag(gamedb.CollectionTag) != "" {
		t.Fatalf("Get %s: %v", ids[1], err)
	}

	// Written again: in its collection, the others' bytes the same.
	spans := func() map[string]string {
		b, err := orPlatform(lib.disk).ReadFile(lib.collectionPath(cid))
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]string{}
		for _, id := range ids {
			_, seq, _ := gamedb.SplitCollectionGameID(id)
			from, to, _, ok, err := gamedb.FindInCollection(b, seq)
			if !ok || err != nil {
				t.Fatalf("%s not found (%v)", id, err)
			}
			out[id] = string(b[from:to])
		}
		return out
	}
	before := spans()
	g.SetTag("Event", "Plugh open")
	if err := lib.Put(ids[1], g); err != nil {
		t.Fatal(err)
	}
	after := spans()
	for _, id := range ids {
		if (before[id] == after[id]) != (id != ids[1]) {
			t.Fatalf("after Put of %s, %s's text:\n%s\nwas:\n%s", ids[1], id, after[id], before[id])
		}
	}
	if _, err := orPlatform(lib.disk).ReadFile(filepath.Join(lib.dir(), ids[1]+pgnExt)); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("Put wrote a record of its own for a collection's game (%v)", err)
	}
	if g, err := lib.Get(ids[1]); err != nil || g.Tag("Event") != "Plugh open" {
		t.Fatalf("after Put: %v", err)
	}
	for i, id := range ids {
		if g, err := lib.Get(id); err != nil || !sameMoves(g, randomRecord(uint64(100+3-i), 20+3-i)) {
			t.Fatalf("after Put, %s: %v", id, err)
		}
	}

	// Removed one by one; the last takes the file.
	for i, id := range ids {
		if err := lib.Delete(id); err != nil {
			t.Fatal(err)
		}
		if err := lib.Delete(id); err != nil {
			t.Fatalf("deleting twice: %v", err)
		}
		if es, _ := lib.Load(); len(es) != 5-1-i {
			t.Fatalf("%d games after %d deletes", len(es), i+1)
		}
		if _, err := lib.Get(id); err == nil {
			t.Fatalf("%s read after its delete", id)
		}
	}
	des, _ := orPlatform(lib.disk).ReadDir(lib.dir())
	for _, de := range des {
		if de.Name() == cid+gamedb.CollectionExt {
			t.Fatal("the empty collection is still there")
		}
	}
	// The record, the game written again, then each game removed (twice).
	want := []string{"20261130-100000-000001", ids[1]}
	for _, id := range ids {
		want = append(want, id, id)
	}
	if !slices.Equal(changed, want) {
		t.Fatalf("Changed told %v, want %v", changed, want)
	}
}

// TestLibraryDamagedCollectionKeptAside: a collection none of whose
// games can be read is kept aside whole, by Load and by KeepAside under the name the index
// gives it (gamedb.Report.Damaged).
func TestLibraryDamagedCollectionKeptAside(t *testing.T) {
	lib := Library{Dir: t.TempDir()}
	putCollection(t, lib, "20261130-100000-000005", 3)
	ids := putCollection(t, lib, "20261130-100000-000009", 2)
	path := lib.collectionPath("20261130-100000-000005")
	b, _ := os.ReadFile(path)
	damaged := bytes.ReplaceAll(b, []byte("\n1. "), []byte("\n1. a0a5 ")) // every game's first move illegal
	os.WriteFile(path, damaged, 0o644)
	es, ns := lib.Load()
	if len(es) != 2 || es[0].ID != ids[0] || len(ns) != 1 || ns[0].Kind != SaveCorrupt {
		t.Fatalf("loaded %d games, notices %+v", len(es), ns)
	}
	if kept, err := os.ReadFile(ns[0].Kept); err != nil || !bytes.Equal(kept, damaged) {
		t.Fatalf("%s not kept as it was (%v)", ns[0].Kept, err)
	}
	n := lib.KeepAside("20261130-100000-000009.collection")
	if n.Kind != SaveCorrupt || filepath.Base(n.Kept) != "20261130-100000-000009"+gamedb.CollectionExt {
		t.Fatalf("KeepAside: %+v", n)
	}
	if es, ns := lib.Load(); len(es) != 0 || len(ns) != 0 {
		t.Fatalf("after both kept aside: %d games, %v", len(es), ns)
	}
}

// damageCollection writes collection cid of 5 games (seq 4 to 0 in the
// file) with game 2 of the file given an illegal move, game 3's tag taken
// out and game 4's tag made game 5's.
func damageCollection(t *testing.T, lib Library, cid string) {
	t.Helper()
	putCollection(t, lib, cid, 5)
	path := lib.collectionPath(cid)
	b, _ := os.ReadFile(path)
	i := bytes.Index(b, []byte(`[LibraryId "0003"]`))
	j := i + bytes.Index(b[i:], []byte("\n1. "))
	b = slices.Concat(b[:j], []byte("\n1. a0a5"), b[j+3:])
	b = bytes.Replace(b, []byte(`[LibraryId "0002"]`+"\n"), nil, 1)
	b = bytes.Replace(b, []byte(`[LibraryId "0001"]`), []byte(`[LibraryId "0000"]`), 1)
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestLibraryCollectionKeepsGoodGames: a collection with one illegal
// move, one game without its tag and one tag twice keeps its four
// readable games (the untagged one and the second of the repeated tag
// given new names after the file's highest, 0005 and 0006); the bad game
// alone goes to the damaged folder, named in the notice, and the file is
// written again without it, so a second Load finds the same games and
// nothing to say. Before, all five went aside.
func TestLibraryCollectionKeepsGoodGames(t *testing.T) {
	const cid = "20261130-100000-000005"
	lib := Library{Dir: t.TempDir()}
	other := putCollection(t, lib, "20261130-100000-000009", 2)
	damageCollection(t, lib, cid)
	want := []string{cid + "-c0000", cid + "-c0004", cid + "-c0005", cid + "-c0006"}
	ids := func(es []Entry) []string {
		var out []string
		for _, e := range es {
			if strings.HasPrefix(e.ID, cid) {
				out = append(out, e.ID)
			}
		}
		slices.Sort(out)
		return out
	}
	es, ns := lib.Load()
	if got := ids(es); !slices.Equal(got, want) || len(es) != 4+len(other) {
		t.Fatalf("loaded %v (%d in all), want %v and %d more", got, len(es), want, len(other))
	}
	if len(ns) != 1 || ns[0].Kind != SaveCorrupt || filepath.Base(ns[0].Kept) != cid+"-bad2.pgn" {
		t.Fatalf("notices %+v", ns)
	}
	if kept, err := os.ReadFile(ns[0].Kept); err != nil || !bytes.Contains(kept, []byte("1. a0a5")) || !bytes.Contains(kept, []byte(`"0003"`)) {
		t.Fatalf("the bad game not kept on its own: %q %v", kept, err)
	}
	es, ns = lib.Load()
	if got := ids(es); !slices.Equal(got, want) || len(ns) != 0 {
		t.Fatalf("loaded again: %v, notices %+v", got, ns)
	}
	for _, id := range want {
		if g, err := lib.Get(id); err != nil || g == nil {
			t.Fatalf("Get %s: %v", id, err)
		}
	}
}
