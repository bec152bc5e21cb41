package training

import (
	"os"
	"testing"

	"xiangqi/analysis"
	"xiangqi/record"
	"xiangqi/train"
)

// TestAddMistakes: an analysis complete (here read from an annotated
// record) puts the game's mistakes into the deck, due today, once; a game
// not in the library adds none, nor does an analysis missing.
func TestAddMistakes(t *testing.T) {
	b, err := os.ReadFile("../../analysis/testdata/selfplay-annotated.pgn")
	if err != nil {
		t.Fatal(err)
	}
	games, errs := record.Read(b)
	if len(errs) > 0 || len(games) == 0 {
		t.Fatalf("%d games, errors %v", len(games), errs)
	}
	rec := games[0]
	rep, ok := analysis.FromRecord(rec)
	if !ok {
		t.Fatal("no analysis in the annotated record")
	}
	tr := &train.Progress{}
	day := train.Day(20454)
	if n := AddMistakes(tr, day, "", rec, rep); n != 0 {
		t.Fatalf("a game outside the library added %d", n)
	}
	if n := AddMistakes(tr, day, "g1", rec, nil); n != 0 {
		t.Fatalf("no analysis added %d", n)
	}
	n := AddMistakes(tr, day, "g1", rec, rep)
	if n == 0 || len(tr.Deck.Cards) != n || tr.Deck.DueCount(day) != n {
		t.Fatalf("added %d: %d cards, %d due", n, len(tr.Deck.Cards), tr.Deck.DueCount(day))
	}
	if again := AddMistakes(tr, day, "g1", rec, rep); again != 0 || len(tr.Deck.Cards) != n {
		t.Fatalf("analysed again: %d added, %d cards", again, len(tr.Deck.Cards))
	}
}
