package main

import (
	"os"
	"path/filepath"
	"testing"

	"xiangqi/record"
	"xiangqi/rules"
)

// Every game of a match is written with its moves, its players by colour
// and the result that A's points give, and reads back as played.
func TestMatchPGN(t *testing.T) {
	pa := mustPlayer(t, "depth=2")
	pb := mustPlayer(t, "depth=1")
	path := filepath.Join(t.TempDir(), "games.pgn")
	out, err := openPGN(path, pa.name, pb.name)
	if err != nil {
		t.Fatal(err)
	}
	var played []outcome
	_, err = runMatch(pa, pb, makeOpenings(2, 2, 5), 1, func(o outcome) {
		played = append(played, o)
		if err := out.write(o); err != nil {
			t.Error(err)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := out.close(); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	games, errs := record.Read(b)
	if len(errs) > 0 || len(games) != len(played) || len(played) != 4 {
		t.Fatalf("%d games read (errors %v), %d played", len(games), errs, len(played))
	}
	for i, g := range games {
		o := played[i]
		red, black := pa.name, pb.name
		if !o.aRed {
			red, black = black, red
		}
		if g.Tag("Red") != red || g.Tag("Black") != black || g.Tag("Termination") != o.reason {
			t.Errorf("game %d: tags %v", i, g.Tags)
		}
		if len(g.Moves) != o.plies {
			t.Errorf("game %d: %d moves read, %d played", i, len(g.Moves), o.plies)
		}
		aWon := (g.Result() == "1-0") == o.aRed
		switch {
		case o.points == 0.5 && g.Result() != "1/2-1/2",
			o.points == 1 && (!aWon || g.Result() == "1/2-1/2"),
			o.points == 0 && (aWon || g.Result() == "1/2-1/2"):
			t.Errorf("game %d: result %s for A's %.1f as %v", i, g.Result(), o.points, map[bool]string{true: "red", false: "black"}[o.aRed])
		}
		if g.Start != rules.StartPosition() {
			t.Errorf("game %d: start %v", i, g.Start)
		}
	}
	var none *pgnWriter
	if none.write(played[0]) != nil || none.close() != nil {
		t.Error("a nil writer did something")
	}
}
