//go:build !js

package gamedb

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"xiangqi/record"
	"xiangqi/rules"
)

// collections lists the collections of a data folder by name.
func collections(t *testing.T, dir string) []string {
	t.Helper()
	des, err := os.ReadDir(filepath.Join(dir, gamesDir))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, de := range des {
		if cid, ok := strings.CutSuffix(de.Name(), CollectionExt); ok {
			out = append(out, cid)
		}
	}
	return out
}

// rewrite writes collection cid again with edit applied to its games, as
// the game's library does (game/session/collection.go), and returns the
// games as written.
func rewrite(t *testing.T, dir, cid string, edit func([]CollectionGame) []CollectionGame) []CollectionGame {
	t.Helper()
	path := filepath.Join(dir, gamesDir, cid+CollectionExt)
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	games, err := ReadCollection(cid, b)
	if err != nil {
		t.Fatal(err)
	}
	games = edit(games)
	var buf bytes.Buffer
	for _, cg := range games {
		_, seq, _ := SplitCollectionGameID(cg.ID)
		if err := AppendCollectionGame(&buf, seq, cg.Game); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(path+".tmp", buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(path+".tmp", path); err != nil {
		t.Fatal(err)
	}
	return games
}

// TestImportIntoCollections: a big import's parts are kept in a
// collection each, a small last part in a file each; the list shows the
// text's order, every game is read back as imported, and the explorer
// counts them as a replay does.
func TestImportIntoCollections(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	db, _ := open(t, dir)
	db.batch = 40
	text := corpus(t, 100)
	im, err := db.Import(ctx, text, t0, nil)
	if err != nil || im.Added != 100 {
		t.Fatalf("import: %+v %v", im.Progress, err)
	}
	cids := collections(t, dir)
	games := libraryGames(t, dir)
	if len(cids) != 2 || len(games) != 100 {
		t.Fatalf("%d collections (want 2: parts of 40, 40 and 20 games), %d games", len(cids), len(games))
	}
	singles := 0
	for _, id := range im.IDs {
		if _, _, ok := SplitCollectionGameID(id); !ok {
			singles++
		}
	}
	if singles != 20 {
		t.Fatalf("%d games in a file of their own, want the last part's 20", singles)
	}
	want, _ := record.Read(text)
	rows, err := db.List(ctx, Query{})
	if err != nil || len(rows) != 100 {
		t.Fatalf("%d rows, %v", len(rows), err)
	}
	byID := map[string]*record.Game{}
	for _, cg := range games {
		byID[cg.ID] = cg.Game
	}
	for i, r := range rows {
		if r.ID != im.IDs[i] {
			t.Fatalf("row %d is %s, the import's game %d is %s: the list is not the text's order", i, r.ID, i, im.IDs[i])
		}
		g := byID[r.ID]
		if g == nil || !slices.Equal(g.Moves, want[i].Moves) || g.Tag("Red") != want[i].Tag("Red") || g.Tag(CollectionTag) != "" {
			t.Fatalf("game %d (%s) read back is not the game imported", i, r.ID)
		}
	}
	checkExplore(t, db, dir, rules.StartPosition())
	checkTally(t, db)
	// Imported again: every game a duplicate.
	if im, err := db.Import(ctx, text, t0.Add(1e12), nil); err != nil || im.Added != 0 || im.Duplicates != 100 {
		t.Fatalf("import again: %+v %v", im.Progress, err)
	}
}

// TestOpenFollowsTheCollections: a collection written again (a game
// removed, one changed), removed, added by hand or damaged is followed
// on Open as a one-game file is; Refresh after the game's own rewrite
// leaves nothing for Open to do.
func TestOpenFollowsTheCollections(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	db, _ := open(t, dir)
	db.batch = 40
	if _, err := db.Import(ctx, corpus(t, 120), t0, nil); err != nil {
		t.Fatal(err)
	}
	cids := collections(t, dir)
	slices.Sort(cids)
	if len(cids) != 3 {
		t.Fatalf("%d collections", len(cids))
	}
	db.Close()
	var removed, changed string
	rewrite(t, dir, cids[0], func(gs []CollectionGame) []CollectionGame {
		removed, changed = gs[3].ID, gs[5].ID
		gs[5].Game.SetTag("Opening", "Xyzzy cannon")
		return slices.Delete(gs, 3, 4)
	})
	os.Remove(filepath.Join(dir, gamesDir, cids[1]+CollectionExt))
	damaged := filepath.Join(dir, gamesDir, cids[2]+CollectionExt)
	b, _ := os.ReadFile(damaged)
	os.WriteFile(damaged, bytes.Replace(b, []byte("[LibraryId"), []byte("[Id"), 1), 0o644)
	db, rep := open(t, dir)
	if rep.Dropped != 40 || rep.Indexed != 39 || !slices.Equal(rep.Damaged, []string{cids[2] + ".collection"}) {
		t.Fatalf("report %+v", rep)
	}
	if n, _ := db.Count(ctx, Query{}); n != 39 {
		t.Fatalf("%d games, want the 39 of the collection written again", n)
	}
	rows, _ := db.List(ctx, Query{Text: "xyzzy"})
	if len(rows) != 1 || rows[0].ID != changed {
		t.Fatalf("changed game: %+v", rows)
	}
	all, _ := db.List(ctx, Query{})
	if slices.ContainsFunc(all, func(r Row) bool { return r.ID == removed }) {
		t.Fatal("the removed game is still indexed")
	}
	checkTally(t, db)
	checkExplore(t, db, dir, rules.StartPosition())

	// The game writes one game of a collection again and tells Refresh:
	// the row follows and the others take the file's stamp, so that the
	// next Open reads nothing.
	var played string
	rewrite(t, dir, cids[0], func(gs []CollectionGame) []CollectionGame {
		played = gs[0].ID
		gs[0].Game.SetTag("Event", "Plugh open")
		return gs
	})
	if err := db.Refresh(ctx, played); err != nil {
		t.Fatal(err)
	}
	if rows, _ := db.List(ctx, Query{Text: "plugh"}); len(rows) != 1 || rows[0].ID != played {
		t.Fatalf("refreshed game: %+v", rows)
	}
	db.Close()
	os.Remove(damaged) // the folder changes, so that Open looks
	db, rep = open(t, dir)
	if rep.Indexed != 0 || rep.Dropped != 0 || len(rep.Damaged) != 0 {
		t.Fatalf("after Refresh, Open did %+v", rep)
	}
	if n, _ := db.Count(ctx, Query{}); n != 39 {
		t.Fatalf("%d games", n)
	}
	checkExplore(t, db, dir, rules.StartPosition())
}

// TestReadCollectionRefuses: a collection with a game without its tag,
// or two games of one tag, is refused whole.
func TestReadCollectionRefuses(t *testing.T) {
	g := masterGames(t)[0]
	var good, untagged, twice bytes.Buffer
	for _, b := range []*bytes.Buffer{&good, &untagged, &twice} {
		AppendCollectionGame(b, "0001", g)
	}
	AppendCollectionGame(&good, "0000", g)
	record.Write(&untagged, g, rules.ICCS)
	AppendCollectionGame(&twice, "0001", g)
	if games, err := ReadCollection("c", good.Bytes()); err != nil || len(games) != 2 || games[0].ID != "c-c0001" || games[1].ID != "c-c0000" {
		t.Fatalf("good: %v %v", games, err)
	}
	for name, b := range map[string][]byte{"untagged": untagged.Bytes(), "twice": twice.Bytes(), "junk": []byte("[Red \"x\"]\n\n1. a0a5 *\n")} {
		if _, err := ReadCollection("c", b); err == nil {
			t.Errorf("%s: read without an error", name)
		}
	}
}

func TestSplitCollectionGameID(t *testing.T) {
	for id, want := range map[string][2]string{
		"20261205-045200-123456-c0499":  {"20261205-045200-123456", "0499"},
		"20261205-045200-123456-c12345": {"20261205-045200-123456", "12345"},
		"20261205-045200-123456":        {},
		"20261205-045200-123456-c049":   {},
		"20261205-045200-123456-c04a9":  {},
		"-c0001":                        {},
	} {
		cid, seq, ok := SplitCollectionGameID(id)
		if got := [2]string{cid, seq}; ok != (want != [2]string{}) || got != want && ok {
			t.Errorf("%s: %q %q %v, want %q", id, cid, seq, ok, want)
		}
	}
}

// FuzzCollection: any bytes read as a collection, its game 0001 found,
// replaced and removed, never panic; a game found replaced by itself
// reads back the same. (On junk such as "[LibraryId \"0001\"]\n0\n[\nC0A2"
// the cut into games and the whole read may see other games; on what the
// library writes they agree: TestFindInCollectionAgreesWithRead.)
func FuzzCollection(f *testing.F) {
	g := masterGames(f)[0]
	var good bytes.Buffer
	AppendCollectionGame(&good, "0001", g)
	AppendCollectionGame(&good, "0000", g)
	f.Add(good.Bytes())
	f.Add([]byte("[LibraryId \"0001\"]\n[Red \"x\"]\n\n1. h2e2 {[LibraryId \"0001\"]} h9g7 *\n"))
	f.Add([]byte("[LibraryId \"0001\"]\n\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		ReadCollection("c", b)
		from, to, g, ok, err := FindInCollection(b, "0001")
		if !ok || err != nil {
			return
		}
		if from < 0 || to > len(b) || from > to {
			t.Fatalf("span [%d, %d) of %d bytes", from, to, len(b))
		}
		if nb, err := ReplaceInCollection(b, from, to, "0001", g); err == nil {
			if _, _, g2, ok, err := FindInCollection(nb, "0001"); !ok || err != nil || !slices.Equal(g2.Moves, g.Moves) {
				t.Fatalf("replaced by itself, read back: %v %v", ok, err)
			}
		}
		ReplaceInCollection(b, from, to, "0001", nil)
	})
}

// TestFindInCollectionAgreesWithRead: in a collection of master games,
// with comments and variations, each game found alone is the game the
// whole read gives.
func TestFindInCollectionAgreesWithRead(t *testing.T) {
	var b bytes.Buffer
	masters := masterGames(t)
	for i := range 60 {
		g := *masters[i*37%len(masters)]
		if i%3 == 0 {
			g.Notes = make([]record.Note, len(g.Moves))
			g.Notes[0].Comment = `[LibraryId "0007"] a comment like a tag`
			g.Notes[1].Variations = []record.Line{{Moves: []rules.Move{g.Moves[1]}}}
		}
		if err := AppendCollectionGame(&b, fmt.Sprintf("%04d", 59-i), &g); err != nil {
			t.Fatal(err)
		}
	}
	all, err := ReadCollection("c", b.Bytes())
	if err != nil || len(all) != 60 {
		t.Fatalf("%d games, %v", len(all), err)
	}
	for _, cg := range all {
		_, seq, _ := SplitCollectionGameID(cg.ID)
		_, _, g, ok, err := FindInCollection(b.Bytes(), seq)
		if !ok || err != nil || !slices.Equal(g.Moves, cg.Game.Moves) || !slices.Equal(g.Tags, cg.Game.Tags) {
			t.Fatalf("%s found alone (%v, %v) is not the game read with the others", cg.ID, ok, err)
		}
	}
}
