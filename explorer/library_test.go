//go:build !js

package explorer

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"xiangqi/gamedb"
	"xiangqi/record"
	"xiangqi/rules"
)

// TestLibraryAgreesWithIndex imports a few hundred master games, with
// results made up for the test and names that keep each one apart, into
// a gamedb library and checks that both sources give the same rows as the
// replay, at the start, a few plies in and at a transposition.
func TestLibraryAgreesWithIndex(t *testing.T) {
	base := masters(t)[:400]
	var games []*record.Game
	var text bytes.Buffer
	for i, g := range base {
		c := *g
		c.Tags = slices.Clone(g.Tags)
		c.SetTag("Red", fmt.Sprintf("%s %d", g.Tag("Red"), i))
		if r := []string{"1-0", "1/2-1/2", "0-1", ""}[i%4]; r != "" {
			c.SetTag("Result", r)
		}
		games = append(games, &c)
		if err := record.Write(&text, &c, rules.ICCS); err != nil {
			t.Fatal(err)
		}
	}
	db, _, err := gamedb.Open(context.Background(), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	im, err := db.Import(context.Background(), text.Bytes(), time.Now(), nil)
	if err != nil || im.Added != len(games) {
		t.Fatalf("import: %v, %d added of %d", err, im.Added, len(games))
	}
	lib, ix := Library{db}, FromGames(games)
	tp, _ := transposed(t, games, 8)
	ps := []rules.Position{rules.StartPosition(), tp}
	for _, g := range games[:5] {
		p := g.Start
		for _, m := range g.Moves[:4] {
			p.MakeMove(m)
		}
		ps = append(ps, p)
	}
	for _, p := range ps {
		want := sortRows(replayCount(games, p))
		a, err := lib.Explore(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := ix.Explore(context.Background(), p)
		if !slices.Equal(sortRows(a), want) || !slices.Equal(sortRows(b), want) {
			t.Errorf("%s: library %v, index %v, replay %v", p.FEN(), a, b, want)
		}
		if len(want) == 0 {
			t.Errorf("%s: no rows to compare", p.FEN())
		}
	}
}
