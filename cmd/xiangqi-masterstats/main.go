// Command xiangqi-masterstats makes the opening explorer's master table
// (issue 50) from the master games of the Chinese Chess Practical Dataset
// (CCPD, by Yu-Han Tseng, CC BY 4.0): the positions of the games' first
// -plies plies that at least -min games reached, each move played there
// with its games and Red's wins, draws and Black's wins. The game records
// stay outside the project; only these sums, credited as the licence asks,
// are embedded (assets/masterstats).
//
//	go run ./cmd/xiangqi-masterstats -ccpd DIR -out assets/masterstats/masters.xqms
//
// DIR is the dataset's folder of masters-*.pgn files (Big5 PGN with
// results). The output depends only on the files and the flags, and a test
// (main_test.go) remakes the table with its defaults when the files are
// beside the project and checks that it equals the one committed.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"xiangqi/explorer"
	"xiangqi/record"
)

// The defaults are the embedded table's cut; main_test.go says why.
const (
	defaultPlies = 30
	defaultMin   = 5
)

func main() {
	dir := flag.String("ccpd", "", "the folder of the dataset's masters-*.pgn files (required)")
	out := flag.String("out", "", "the table to write (required)")
	plies := flag.Int("plies", defaultPlies, "count the positions of each game's first plies")
	minGames := flag.Int("min", defaultMin, "keep the positions at least this many games reached")
	flag.Parse()
	if *dir == "" || *out == "" || flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: xiangqi-masterstats -ccpd DIR -out FILE [-plies N] [-min N]")
		flag.PrintDefaults()
		os.Exit(2)
	}
	start := time.Now()
	t, rep, err := build(*dir, *plies, *minGames)
	if err != nil {
		log.Fatal(err)
	}
	b, err := t.AppendBinary(nil)
	if err != nil {
		log.Fatal(err)
	}
	if err := writeFile(*out, b); err != nil {
		log.Fatal(err)
	}
	log.Printf("%d files, %d games (%d stop early, their moves up to there counted); %d positions, %d moves; %d bytes in %v",
		rep.files, t.Games(), rep.stopped, t.Positions(), t.Moves(), len(b), time.Since(start).Round(time.Millisecond))
}

// report is what build read.
type report struct {
	files, stopped int
}

// build reads every masters-*.pgn of dir and tabulates its games.
func build(dir string, plies, minGames int) (*explorer.Table, report, error) {
	var rep report
	paths, err := filepath.Glob(filepath.Join(dir, "masters-*.pgn"))
	if err != nil {
		return nil, rep, err
	}
	if len(paths) == 0 {
		return nil, rep, fmt.Errorf("no masters-*.pgn in %s", dir)
	}
	var games []*record.Game
	for _, p := range paths { // Glob sorts them: the same order every run
		b, err := os.ReadFile(p)
		if err != nil {
			return nil, rep, err
		}
		f := record.ReadFile(b)
		games = append(games, f.Games...)
		rep.stopped += len(f.Errs)
		rep.files++
	}
	return explorer.Tabulate(games, plies, minGames), rep, nil
}

// writeFile writes b to path through a temporary file beside it, so that
// a run stopped halfway leaves the old table whole.
func writeFile(path string, b []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".masterstats-*")
	if err != nil {
		return err
	}
	_, werr := tmp.Write(b)
	cerr := tmp.Close()
	if err := cmpErr(werr, cerr); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}

func cmpErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}
