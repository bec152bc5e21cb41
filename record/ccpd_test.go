package record

import (
	"os"
	"path/filepath"
	"testing"

	"xiangqi/rules"
)

// ccpdDir holds the master games of the Chinese Chess Practical Dataset
// (Big5, traditional Chinese notation; CC BY 4.0), beside the project.
var ccpdDir = filepath.Join("..", "..", "shared", "data", "ccpd")

// TestCCPDReadsWhole (issue 50): at least 99.5 % of the dataset's 29,870
// master games read to their end, in every file. A third of them write a
// move of one of two like pieces on a file by the file alone (炮八進四),
// which reads by legality; such tandem moves are counted by kind and side,
// and every kind that can stand in tandem is seen moving so for each side.
func TestCCPDReadsWhole(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 36 MB of records")
	}
	files, _ := filepath.Glob(filepath.Join(ccpdDir, "masters-*.pgn"))
	if len(files) == 0 {
		t.Skipf("no master games at %s", ccpdDir)
	}
	var tandem [2][rules.Soldier + 1]int // by side, by kind
	games, whole := 0, 0
	for _, path := range files {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		f := ReadFile(b)
		n := len(f.Games)
		games += n
		whole += n - len(f.Errs)
		if len(f.Errs) > 0 {
			t.Logf("%s: %d of %d games stop early; the first: %v", filepath.Base(path), len(f.Errs), n, f.Errs[0])
		}
		if float64(n-len(f.Errs)) < 0.995*float64(n) {
			t.Errorf("%s: %d of %d games read whole, under 99.5 %%", filepath.Base(path), n-len(f.Errs), n)
		}
		for _, g := range f.Games {
			p := g.Start
			for _, m := range g.Moves {
				pc := p.At(m.From())
				if likeOnFile(&p, m.From(), pc) >= 2 {
					tandem[pc.Color()][pc.Kind()]++
				}
				p.MakeMove(m)
			}
		}
	}
	t.Logf("%d of %d games read whole; tandem moves by kind (chariot, horse, cannon, soldier): red %d %d %d %d, black %d %d %d %d",
		whole, games,
		tandem[rules.Red][rules.Chariot], tandem[rules.Red][rules.Horse], tandem[rules.Red][rules.Cannon], tandem[rules.Red][rules.Soldier],
		tandem[rules.Black][rules.Chariot], tandem[rules.Black][rules.Horse], tandem[rules.Black][rules.Cannon], tandem[rules.Black][rules.Soldier])
	if games != 29870 {
		t.Errorf("%d games in the dataset, want 29,870", games)
	}
	for _, c := range []rules.Color{rules.Red, rules.Black} {
		for _, k := range []rules.Kind{rules.Chariot, rules.Horse, rules.Cannon, rules.Soldier} {
			if tandem[c][k] == 0 {
				t.Errorf("no tandem move of kind %d by side %d was read", k, c)
			}
		}
	}
}

// likeOnFile counts the pieces like pc on s's file, pc included.
func likeOnFile(p *rules.Position, s rules.Square, pc rules.Piece) int {
	n := 0
	for r := 0; r < 10; r++ {
		if p.At(rules.SquareAt(s.File(), r)) == pc {
			n++
		}
	}
	return n
}
