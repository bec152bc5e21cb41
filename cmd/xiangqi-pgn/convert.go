package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"unicode"

	"xiangqi/ai"
	"xiangqi/analysis"
	"xiangqi/record"
	"xiangqi/rules"
)

// converter holds what the flags chose.
type converter struct {
	notation rules.Notation
	fen      bool
	files    []string
	annotate bool
	budget   analysis.Options // the search of each position, with annotate
	engine   *ai.Engine       // the analysing engine, with annotate
	lib      libraryJob       // with -library: what to do in the library instead of converting
}

// parseFlags reads the command line. It reports its errors on stderr
// itself; flag.ErrHelp means the usage was asked for and shown.
func parseFlags(args []string, stderr io.Writer) (converter, error) {
	fs := flag.NewFlagSet("xiangqi-pgn", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: xiangqi-pgn [-to iccs|wxf|chinese|chinese-traditional|vietnamese] [-fen | -annotate [-movetime 300ms | -depth N]] [FILE...]")
		fs.PrintDefaults()
	}
	to := fs.String("to", "iccs", "the notation to write: iccs, wxf, chinese, chinese-traditional or vietnamese")
	fen := fs.Bool("fen", false, "write the FEN of each game's final position, one line per game, instead of PGN")
	annotate := fs.Bool("annotate", false, "analyse each game and write its judgements: NAGs, scores as comments, better lines as variations")
	movetime := fs.Duration("movetime", analysis.DesktopBudget, "with -annotate: the search time of each position")
	depth := fs.Int("depth", 0, "with -annotate: search each position to this depth instead of for -movetime (reproducible)")
	library := fs.String("library", "", "the game's data folder (its -data-dir): -import, -list or -explore work on its library")
	imp := fs.Bool("import", false, "with -library: import the FILEs (standard input for none or -)")
	list := fs.Bool("list", false, "with -library: print one line a game, newest first")
	limit := fs.Int("limit", 0, "with -list: at most this many games (0: all)")
	explore := fs.String("explore", "", "with -library: print every move played from this FEN (\"start\" for the start position)")
	if err := fs.Parse(args); err != nil {
		return converter{}, err
	}
	if *annotate && (*movetime <= 0 && *depth <= 0 || *depth < 0 || *fen) {
		fmt.Fprintln(stderr, "xiangqi-pgn: -annotate needs a positive -movetime or -depth, and no -fen")
		return converter{}, errBadFlags
	}
	n, err := record.ParseNotationName(*to)
	if err != nil {
		fmt.Fprintf(stderr, "xiangqi-pgn: -to: %v\n", err)
		return converter{}, err
	}
	files := fs.Args()
	if len(files) == 0 {
		files = []string{"-"}
	}
	c := converter{notation: n, fen: *fen, files: files, annotate: *annotate}
	if *library != "" || *imp || *list || *explore != "" {
		lib, err := parseLibraryJob(*library, *imp, *list, *limit, *explore, fs.NArg() > 0, *annotate || *fen)
		if err != nil {
			fmt.Fprintf(stderr, "xiangqi-pgn: %v\n", err)
			return converter{}, errBadFlags
		}
		c.lib = lib
		return c, nil
	}
	if c.annotate {
		c.engine = ai.NewEngine(64)
		c.budget = analysis.Options{PerPosition: *movetime}
		if *depth > 0 {
			c.budget = analysis.Options{Depth: *depth}
		}
	}
	return c, nil
}

var errBadFlags = errors.New("bad flags")

// convert converts every file in turn and returns the exit status: 0, 1
// when a game failed, 2 when a file could not be read or the output could
// not be written.
func (c converter) convert(stdin io.Reader, stdout, stderr io.Writer) int {
	out := bufio.NewWriter(stdout)
	status := 0
	for _, name := range c.files {
		b, label, err := readInput(name, stdin)
		if err != nil {
			fmt.Fprintf(stderr, "xiangqi-pgn: %v\n", err)
			status = 2
			continue
		}
		label = printable(label)
		f := record.ReadFile(b)
		for _, w := range f.Warnings {
			fmt.Fprintf(stderr, "%s: %s\n", label, w)
		}
		skip := make(map[int]bool) // the games not to write, numbered from 1
		for _, e := range f.Errs {
			if errors.Is(e, record.ErrBadFEN) {
				// Its start is unknown: written, it would start from the
				// standard position, another game than the file's.
				fmt.Fprintf(stderr, "%s: %v; the game is not written\n", label, e)
				skip[e.Game] = true
			} else {
				fmt.Fprintf(stderr, "%s: %v\n", label, e)
			}
			status = max(status, 1)
		}
		for i, g := range f.Games {
			if skip[i+1] {
				continue
			}
			if c.annotate {
				// One game that cannot be analysed is named and written as
				// it is; the file goes on.
				note, err := c.analyse(g)
				if err != nil {
					fmt.Fprintf(stderr, "%s: game %d: not analysed: %v\n", label, i+1, err)
					status = max(status, 1)
				} else if note != "" {
					fmt.Fprintf(stderr, "%s: game %d: %s\n", label, i+1, note)
				}
			}
			if err := c.write(out, g); err != nil {
				fmt.Fprintf(stderr, "xiangqi-pgn: %s: %v\n", label, err)
				return 2
			}
		}
	}
	if err := out.Flush(); err != nil {
		fmt.Fprintf(stderr, "xiangqi-pgn: writing: %v\n", err)
		return 2
	}
	return status
}

// write writes one game as PGN or as its final FEN.
func (c converter) write(w io.Writer, g *record.Game) error {
	if c.fen {
		final := g.Final()
		_, err := fmt.Fprintln(w, final.FEN())
		return err
	}
	return record.Write(w, g, c.notation)
}

// analyse puts the analysis of g into g. A record that goes on after the
// referee ends the game (a repetition or the move-count draw the players
// did not claim, as 210 of 2,516 master games do) is analysed up to that
// end, and note says so.
func (c converter) analyse(g *record.Game) (note string, err error) {
	rg := rules.NewGame(g.Start)
	for i, m := range g.Moves {
		if err := rg.Play(m); err != nil {
			// Read keeps legal moves only: the referee has ended the game.
			note = fmt.Sprintf("analysed its first %d of %d plies: after them %v, and the record plays on", i, len(g.Moves), err)
			break
		}
	}
	r := analysis.NewReport(g.Start, rg.Moves())
	if err := analysis.Run(context.Background(), c.engine, rg, c.budget, r.Set); err != nil {
		return "", err
	}
	budget := strconv.FormatFloat(c.budget.PerPosition.Seconds(), 'f', -1, 64) + " s a position"
	if c.budget.Depth > 0 {
		budget = "depth " + strconv.Itoa(c.budget.Depth)
	}
	return note, analysis.Annotate(g, r, budget)
}

// printable is a file name as messages show it: quoted, with its control
// characters escaped, when it has any, so that it cannot drive the
// terminal; as it is otherwise.
func printable(name string) string {
	for _, r := range name {
		if unicode.IsControl(r) || r >= 0x202A && r <= 0x202E || r >= 0x2066 && r <= 0x2069 {
			return strconv.Quote(name)
		}
	}
	return name
}

// readInput reads a file, or standard input for "-", and returns the name
// to report problems under.
func readInput(name string, stdin io.Reader) ([]byte, string, error) {
	if name == "-" {
		b, err := io.ReadAll(stdin)
		if err != nil {
			return nil, "stdin", fmt.Errorf("reading standard input: %w", err)
		}
		return b, "stdin", nil
	}
	b, err := os.ReadFile(name)
	return b, name, err
}
