// Command xiangqi-depth measures how deep and how narrow a UCI engine
// searches against thinking time, on a fixed set of positions: for every
// position and every time it sends ucinewgame, isready, "position fen F"
// and "go movetime T", and reads the info lines up to bestmove.
//
//	xiangqi-depth -engine ./xiangqi-engine -times 100ms,300ms,1s -out ours.tsv
//	xiangqi-depth -engine ./xiangqi-engine -option "Move Overhead=0" -times 1s
//
// Our engine keeps its Move Overhead (100 ms by default) back from "go
// movetime" too, so it thinks 10 ms of a 100 ms movetime, 900 ms of a
// second: -option "Move Overhead=0" measures it at the full time, as
// ElephantEye is (the summary gives the median wall time of the searches).
//
// Per search it records the deepest completed depth (an info line with a
// depth and a score), the last node count reported (ours gives the total
// on every completed iteration, ElephantEye's UCI adapter once, as "info
// time T nodes N", at the end), nodes per second over the engine's time on
// that line (the wall time if it has none), and the nodes at each completed
// iteration when the engine reports them. Two effective branching factors
// are printed: (a) nodes^(1/depth), for any engine; (b) the geometric mean
// of nodes(d)/nodes(d-1) over the last three completed iterations, for
// engines that report nodes per iteration (ElephantEye does not: "-").
//
// Standard output gets a table per time of the medians over the positions
// (depth with its range, nodes/s, EBF a and b); -out gets one TSV row per
// search. The positions are about 20 middlegames and endgames out of any
// opening book (see defaultFENs), or those of -positions, one FEN a line
// (blank lines and # comments skipped). Timed figures depend on the
// machine's load: measure one engine at a time on an idle machine.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// config is the command line.
type config struct {
	engine    string
	times     []time.Duration
	positions []string
	hashMiB   int
	options   []option
	out       string
}

// option is a -option flag: a UCI option to set after Hash.
type option struct{ name, value string }

// options collects repeated -option flags.
type options []option

func (o *options) String() string { return fmt.Sprint(*o) }

func (o *options) Set(s string) error {
	name, value, ok := strings.Cut(s, "=")
	name, value = strings.TrimSpace(name), strings.TrimSpace(value)
	if !ok || name == "" {
		return fmt.Errorf("%q: want name=value", s)
	}
	*o = append(*o, option{name, value})
	return nil
}

func parseArgs(args []string, stderr io.Writer) (config, error) {
	fs := flag.NewFlagSet("xiangqi-depth", flag.ContinueOnError)
	fs.SetOutput(stderr)
	engine := fs.String("engine", "", "the UCI engine program (required)")
	times := fs.String("times", "100ms,300ms,1s,3s", "the move times, comma-separated Go durations")
	positions := fs.String("positions", "", "a file of positions, one FEN a line (default: the built-in set)")
	hash := fs.Int("hash", 64, "hash table MiB, sent as the Hash option (0: the engine's default)")
	out := fs.String("out", "", "write one TSV row per search to this file")
	var opts options
	fs.Var(&opts, "option", "a UCI option as name=value, set after Hash (repeatable), e.g. \"Move Overhead=0\"")
	if err := fs.Parse(args); err != nil {
		return config{}, err
	}
	if fs.NArg() > 0 {
		return config{}, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if *engine == "" {
		return config{}, errors.New("-engine is required")
	}
	if *hash < 0 {
		return config{}, fmt.Errorf("-hash %d: not a size", *hash)
	}
	c := config{engine: *engine, hashMiB: *hash, options: opts, out: *out, positions: defaultFENs}
	for _, s := range strings.Split(*times, ",") {
		d, err := time.ParseDuration(strings.TrimSpace(s))
		if err != nil {
			return config{}, fmt.Errorf("-times: %v", err)
		}
		if d < time.Millisecond {
			return config{}, fmt.Errorf("-times: %v is under a millisecond", d)
		}
		c.times = append(c.times, d)
	}
	if *positions != "" {
		f, err := os.Open(*positions)
		if err != nil {
			return config{}, err
		}
		defer f.Close()
		c.positions, err = readPositions(f)
		if err != nil {
			return config{}, fmt.Errorf("%s: %v", *positions, err)
		}
	}
	return c, nil
}

func run(args []string, stdout, stderr io.Writer) int {
	c, err := parseArgs(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintln(stderr, "xiangqi-depth:", err)
		return 2
	}
	rows, name, err := measure(c, stderr)
	if err != nil {
		fmt.Fprintln(stderr, "xiangqi-depth:", err)
		return 1
	}
	if c.out != "" {
		if err := writeFile(c.out, rows); err != nil {
			fmt.Fprintln(stderr, "xiangqi-depth:", err)
			return 1
		}
	}
	if err := writeSummary(stdout, name, len(c.positions), summarize(rows, c.times)); err != nil {
		fmt.Fprintln(stderr, "xiangqi-depth:", err)
		return 1
	}
	return 0
}

// measure runs every search, time by time, and reports progress on
// progress (one line per time).
func measure(c config, progress io.Writer) ([]row, string, error) {
	e, err := startEngine(c.engine, c.hashMiB, c.options)
	if err != nil {
		return nil, "", fmt.Errorf("%s: %v", c.engine, err)
	}
	defer e.quit()
	name := e.name
	if name == "" {
		name = c.engine
	}
	var rows []row
	for _, t := range c.times {
		fmt.Fprintf(progress, "%s: %v × %d positions\n", name, t, len(c.positions))
		for i, fen := range c.positions {
			s, err := e.search(fen, t)
			if err != nil {
				return nil, "", fmt.Errorf("position %d (%s), %v: %v", i+1, fen, t, err)
			}
			rows = append(rows, row{Pos: i + 1, Time: t, search: s})
		}
	}
	return rows, name, nil
}

func writeFile(path string, rows []row) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := writeTSV(f, rows); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
