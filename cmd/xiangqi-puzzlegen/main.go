// Command xiangqi-puzzlegen makes the game's own mate puzzles: it draws
// random sparse positions of the kind real endings leave (see placer), keeps
// those in which the side to move has a forced mate in exactly N, strips the
// pieces that do not matter, rejects the dull ones and writes the table that
// assets/puzzles embeds. Every claim it writes is proved by the puzzle
// package's solver, and the same solver re-proves them in the tests.
//
// The output depends only on the flags: the same -seed gives the same table.
// The longest length in -quota, even with a count of 0, is how deep the
// solver searches every candidate, so it changes which positions are
// found: the built-in table searches to 7 but keeps none of 7 (none turned
// up in the 1 720 candidates that fill the other lengths with this seed);
// its mates in 7 are grown backwards by -retro, below.
//
//	go run ./cmd/xiangqi-puzzlegen -seed 1 -quota 1:90,2:66,3:66,4:65,5:28,6:7,7:0 -nodes 200000 -o assets/puzzles/puzzles.tsv
//
// With -retro n:count it instead grows up to count mates in exactly n
// backwards from the mates in n-2 and n-1 of the -o table (see retro.go:
// un-make a move of the defender, a capture too, then one of the attacker,
// and keep what the solver proves a mate in one move more), at most two
// from one seed, trims and checks them like random candidates and writes
// them in their own block after the generated mates, replacing an earlier
// block of that length and keeping every other row as it is. The table's
// mates in 7 are made this way; the block's comment line records the
// command, with the count made (the table is written after each puzzle, so
// a run stopped early leaves a table that its recorded command remakes).
// The built-in table's 10 mates in 7 (all from the 7 mates in 6; some six
// minutes on a busy core):
//
//	go run ./cmd/xiangqi-puzzlegen -retro 7:10 -seed 1 -o assets/puzzles/puzzles.tsv
//
// Regenerating the mate puzzles drops this block and the won endings: run
// -retro again after it, then -endings.
//
// With -endings it instead appends the won endgames (mate_in 0) composed in
// endings.tsv to the table named by -o, replacing an earlier such block and
// keeping the mate puzzles as they are: each is checked to have no forced
// mate within the solver's reach, then played out by the engine against
// itself with a fixed node budget per move (-engine-nodes), through the
// puzzle package's judge; the engine's winning line is the solution.
// Run it again after regenerating the mate puzzles.
//
//	go run ./cmd/xiangqi-puzzlegen -endings cmd/xiangqi-puzzlegen/endings.tsv -o assets/puzzles/puzzles.tsv
//
// Every row carries its grade (puzzle.Measure, puzzle.Difficulty) and its
// theme (puzzle.ThemeOf), computed from the row alone when it is written.
// With -regrade the grade and theme columns of the -o table are computed
// again (after a change of the formula, or to bring a table written without
// them up to date), everything else kept as it is.
//
//	go run ./cmd/xiangqi-puzzlegen -regrade -o assets/puzzles/puzzles.tsv
//
// With -harvest it instead finds mate puzzles in real games, the master
// games of -games and -selfplay games of the levels from -seed, and writes
// them with their source to their own table (harvest.go has the rules;
// -resume goes on from a stopped run's table). -games has no default: the
// master games are not in the project (DIR is wherever they are, such as
// the master-games folder of the data beside it); without it only
// self-play is read:
//
//	nice -n 10 go run ./cmd/xiangqi-puzzlegen -harvest -games DIR -selfplay 2000 -seed 1 -scan-nodes 1500 -tail-nodes 10000 -tail 20 -master-tail 4 -max-mate 6 -o assets/puzzles/games.tsv
//
// With -harvest-material it finds decisive material wins in the same games
// (harvest_material.go), and -rejudge then searches each again, deeper,
// keeping those still clearly decisive (rejudge.go; it rewrites the table,
// keeping the ids):
//
//	nice -n 15 go run ./cmd/xiangqi-puzzlegen -harvest-material -selfplay 2000 -seed 1 -workers 1 -known assets/puzzles/puzzles.tsv,assets/puzzles/games.tsv -o assets/puzzles/material.tsv
//	nice -n 15 go run ./cmd/xiangqi-puzzlegen -rejudge -workers 1 -o assets/puzzles/material.tsv
//
// With -verify it proves every built-in mate puzzle and re-verifies every
// material puzzle, on -workers cores.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"log"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"xiangqi/puzzle"
)

func main() {
	seed := flag.Uint64("seed", 1, "random seed; the same seed gives the same puzzles")
	quota := flag.String("quota", "1:90,2:66,3:66,4:65,5:28,6:7,7:0", "puzzles wanted per mate length, as n:count pairs")
	out := flag.String("o", "", "output file (default standard output); written atomically")
	budget := flag.Uint64("nodes", 200_000, "solver node budget per candidate while searching")
	maxTries := flag.Int("tries", 2_000_000, "give up after this many candidate positions")
	endings := flag.String("endings", "", "composed won endgames to play out and write after the mate puzzles of the -o table")
	engineNodes := flag.Uint64("engine-nodes", 30_000, "with -endings: the engine's node budget per move")
	regradeFlag := flag.Bool("regrade", false, "compute the grade and theme columns of the -o table again")
	retroFlag := flag.String("retro", "", "n:count: grow count mates in n backwards from the -o table's mates in n-2 and n-1 and add them to it")
	harvestFlag := flag.Bool("harvest", false, "find mate puzzles in real games (-games, -selfplay) and write them to -o (see harvest.go)")
	gamesDir := flag.String("games", "", "with -harvest: the folder of master games (.pgn, ICCS moves), kept outside the project; none by default")
	selfplay := flag.Int("selfplay", 0, "with -harvest: self-play games of the levels to play and scan, from -seed")
	scanNodes := flag.Uint64("scan-nodes", 20_000, "with -harvest: the engine's nodes for a look at a position (0: only the last -tail plies)")
	tail := flag.Int("tail", 24, "with -harvest: plies before a game's end looked at with -tail-nodes instead of -scan-nodes")
	maxMate := flag.Int("max-mate", 9, "with -harvest: the longest mate looked for")
	workers := flag.Int("workers", 2, "with -harvest, -rejudge and -verify: games scanned (puzzles proved) at once; the output does not depend on it")
	known := flag.String("known", "assets/puzzles/puzzles.tsv", "with -harvest: comma-separated tables whose positions are already taken")
	limitGames := flag.Int("limit-games", 0, "with -harvest: read at most this many master games (0: all)")
	masterTail := flag.Int("master-tail", 12, "with -harvest: the plies of a master game looked at, from its end")
	tailNodes := flag.Uint64("tail-nodes", 30_000, "with -harvest: the engine's nodes for a look at a position near the end")
	resume := flag.Bool("resume", false, "with -harvest: go on from the -o table an earlier run with the same flags left")
	harvestMaterialFlag := flag.Bool("harvest-material", false, "find decisive material wins in real games (-games, -selfplay) and write them to -o (see harvest_material.go)")
	rejudgeFlag := flag.Bool("rejudge", false, "search every puzzle of the -o material table deeper and keep those still decisive (see rejudge.go)")
	verifyFlag := flag.Bool("verify", false, "prove every built-in mate puzzle (grade, exact length, longest defence, keys) and print the counts")
	flag.Parse()
	if *verifyFlag {
		sum, err := verifyAll(*workers, log.Printf)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(sum)
		return
	}
	if *rejudgeFlag {
		if *out == "" {
			log.Fatal("-rejudge needs -o, the material table to re-judge")
		}
		start := time.Now()
		c, err := rejudgeFile(*out, *workers, log.Printf)
		if err != nil {
			log.Fatal(err)
		}
		log.Printf("%v in %v", c, time.Since(start).Round(time.Second))
		return
	}
	if *harvestMaterialFlag {
		if *out == "" {
			log.Fatal("-harvest-material needs -o")
		}
		if *gamesDir == "" && *selfplay == 0 {
			log.Fatal("-harvest-material needs games: -games DIR (master games) or -selfplay N")
		}
		var ks []string
		if *known != "" {
			ks = strings.Split(*known, ",")
		}
		start := time.Now()
		n, err := harvestMaterial(harvestConfig{gamesDir: *gamesDir, selfplay: *selfplay, seed: *seed, resume: *resume, workers: *workers, known: ks, out: *out, limitGames: *limitGames}, log.Printf)
		if err != nil {
			log.Fatal(err)
		}
		log.Printf("%d puzzles in %v", n, time.Since(start).Round(time.Second))
		return
	}
	if *harvestFlag {
		if *out == "" {
			log.Fatal("-harvest needs -o")
		}
		if *gamesDir == "" && *selfplay == 0 {
			log.Fatal("-harvest needs games: -games DIR (master games) or -selfplay N")
		}
		var ks []string
		if *known != "" {
			ks = strings.Split(*known, ",")
		}
		start := time.Now()
		n, err := harvest(harvestConfig{gamesDir: *gamesDir, selfplay: *selfplay, seed: *seed, scanNodes: *scanNodes,
			tailNodes: *tailNodes, tail: *tail, masterTail: *masterTail, resume: *resume, maxN: *maxMate, workers: *workers, known: ks, out: *out, limitGames: *limitGames}, log.Printf)
		if err != nil {
			log.Fatal(err)
		}
		log.Printf("%d puzzles in %v", n, time.Since(start).Round(time.Second))
		return
	}
	if *retroFlag != "" {
		if *out == "" {
			log.Fatal("-retro needs -o, the table to grow from and add to")
		}
		q, err := parseQuota(*retroFlag)
		if err != nil || len(q) != 1 {
			log.Fatalf("-retro %q: want one n:count pair such as 7:12", *retroFlag)
		}
		g := newGenerator(*seed, *budget)
		g.log = func(format string, args ...any) { log.Printf(format, args...) }
		for n, c := range q {
			if n < 3 || c < 1 {
				log.Fatalf("-retro %q: want a length of at least 3 and a count of at least 1", *retroFlag)
			}
			start := time.Now()
			if err := writeRetro(*out, g, n, c, fmt.Sprintf("-seed %d", *seed)); err != nil {
				log.Fatal(err)
			}
			log.Printf("done in %v", time.Since(start).Round(time.Second))
		}
		return
	}
	if *regradeFlag {
		if *out == "" {
			log.Fatal("-regrade needs -o, the table to regrade")
		}
		if err := regradeFile(*out); err != nil {
			log.Fatal(err)
		}
		return
	}
	if *endings != "" {
		if *out == "" {
			log.Fatal("-endings needs -o, the table to add them to")
		}
		if err := writeEndings(*out, *endings, *engineNodes, log.Printf); err != nil {
			log.Fatal(err)
		}
		return
	}
	want, err := parseQuota(*quota)
	if err != nil {
		log.Fatal(err)
	}
	g := newGenerator(*seed, *budget)
	g.log = func(format string, args ...any) { log.Printf(format, args...) }
	start := time.Now()
	ps, err := g.run(want, *maxTries)
	made := fmt.Sprintf("-seed %d -quota %s -nodes %d", *seed, *quota, *budget)
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("%d puzzles in %v", len(ps), time.Since(start).Round(time.Second))
	if *out == "" {
		if err := write(os.Stdout, made, ps); err != nil {
			log.Fatal(err)
		}
		return
	}
	if err := writeFile(*out, made, ps); err != nil {
		log.Fatal(err)
	}
}

// parseQuota reads "1:14,2:16": mate length to count.
func parseQuota(s string) (map[int]int, error) {
	want := map[int]int{}
	for _, part := range strings.Split(s, ",") {
		a, b, ok := strings.Cut(strings.TrimSpace(part), ":")
		n, err1 := strconv.Atoi(a)
		c, err2 := strconv.Atoi(b)
		if !ok || err1 != nil || err2 != nil || n < 1 || n > puzzle.MaxMateMoves || c < 0 {
			return nil, fmt.Errorf("quota %q: want n:count pairs such as 2:16", part)
		}
		want[n] = c
	}
	return want, nil
}

// write writes the table; made is the generator's flags, recorded so that
// the table can be made again.
func write(w io.Writer, made string, ps []generated) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "# The game's own puzzles, made by cmd/xiangqi-puzzlegen %s; do not edit by hand.\n", made)
	fmt.Fprintln(bw, puzzle.Header)
	for _, p := range ps {
		row := fmt.Sprintf("%s\t%s\t%s\t%d\t%s", p.id, p.fen, puzzle.GoalText(p.pos.SideToMove(), p.mateIn), p.mateIn, p.solution)
		row, err := gradeRow(row)
		if err != nil {
			return err
		}
		fmt.Fprintln(bw, row)
	}
	return bw.Flush()
}

// writeFile writes the table through a temporary file and a rename, so a
// failed run never leaves half a table behind.
func writeFile(name, made string, ps []generated) error {
	f, err := os.CreateTemp(filepath.Dir(name), ".puzzles-*.tsv")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name())
	if err := write(f, made, ps); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), name)
}

// newRand is the generator's only source of chance.
func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15)) }

// gradeRow takes a row's first five columns (any later ones are dropped)
// and returns it with its grade and theme.
func gradeRow(row string) (string, error) {
	f := strings.Split(row, "\t")
	if len(f) < 5 {
		return "", fmt.Errorf("row %q: too few columns", row)
	}
	base := strings.Join(f[:5], "\t")
	ps, err := puzzle.Load(strings.NewReader(puzzle.HeaderV1 + "\n" + base + "\n"))
	if err != nil {
		return "", err
	}
	p := &ps[0]
	m, err := puzzle.Measure(p)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%s\t%d\t%s", base, puzzle.GradeFor(puzzle.Difficulty(m)), puzzle.ThemeOf(p).Key()), nil
}

// regradeFile computes the grade and theme of every row of the table in
// file name again, and the header row; comments and the rest stay.
func regradeFile(name string) error {
	old, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	var b strings.Builder
	header := false
	for _, line := range strings.SplitAfter(string(old), "\n") {
		text := strings.TrimRight(line, "\r\n")
		switch {
		case text == "" || strings.HasPrefix(text, "#"):
			b.WriteString(line)
		case !header:
			header = true
			b.WriteString(puzzle.Header + "\n")
		default:
			row, err := gradeRow(text)
			if err != nil {
				return err
			}
			b.WriteString(row + "\n")
		}
	}
	if _, err := puzzle.Load(strings.NewReader(b.String())); err != nil {
		return err
	}
	return writeAtomic(name, []byte(b.String()))
}

// writeAtomic writes data to file name through a temporary file and a
// rename.
func writeAtomic(name string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(name), ".puzzles-*.tsv")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name())
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), name)
}
