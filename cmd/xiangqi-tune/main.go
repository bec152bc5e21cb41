// Command xiangqi-tune fits the evaluation's parameters to game results
// (the Texel method): it reads PGN files, takes the quiet positions of
// every finished game from the -skip'th ply on, labels each with the
// game's result, fits K and then the parameters by logistic regression
// (package ai/tune), and writes params.go with the fitted values.
//
//	xiangqi-tune -out /tmp/params.go games1.pgn games2.pgn
//
// Every -holdout'th game is kept out of the fit and its loss reported
// before and after, as a check against overfitting.
package main

import (
	"errors"
	"flag"
	"io"
	"log"
	"os"
	"sort"
	"strings"

	"xiangqi/ai/tune"
	"xiangqi/record"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("xiangqi-tune: ")
	if err := run(os.Args[1:], os.Stdout, log.Default()); err != nil {
		log.Fatal(err)
	}
}

// run is the command with its arguments, writing params.go to stdout
// unless -out says otherwise and its progress to lg.
func run(args []string, stdout io.Writer, lg *log.Logger) error {
	flag := flag.NewFlagSet("xiangqi-tune", flag.ContinueOnError)
	params := flag.String("params", "ai/params.go", "the params.go to read (layout and starting values)")
	out := flag.String("out", "", "write the fitted params.go here (default: standard output)")
	skip := flag.Int("skip", 10, "plies of each game left out at the start")
	epochs := flag.Int("epochs", 400, "full passes of the optimiser")
	rate := flag.Float64("rate", 1, "optimiser step in centipawns (decays to a tenth)")
	l2 := flag.Float64("l2", 1e-7, "pull towards the starting values")
	holdout := flag.Int("holdout", 10, "every n-th game is kept out of the fit for validation (0: none)")
	freeze := flag.String("freeze", "tempo", "parameters kept as they are, comma-separated (names as the log prints them)")
	maxGames := flag.Int("max-games", 0, "read at most this many games (0: all)")
	if err := flag.Parse(args); err != nil {
		return err
	}
	if flag.NArg() == 0 {
		return errors.New("usage: xiangqi-tune [flags] PGN file(s)")
	}
	src, err := os.ReadFile(*params)
	if err != nil {
		return err
	}
	train, valid := tune.NewTuner(), tune.NewTuner()
	games, results := 0, map[string]int{}
	for _, path := range flag.Args() {
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		gs, errs := record.Read(b)
		if len(errs) > 0 {
			lg.Printf("%s: %d games not read (first: %v)", path, len(errs), errs[0])
		}
		for _, g := range gs {
			if *maxGames > 0 && games >= *maxGames {
				break
			}
			var r float64
			switch g.Result() {
			case "1-0":
				r = 1
			case "0-1":
				r = 0
			case "1/2-1/2":
				r = 0.5
			default:
				continue
			}
			results[g.Result()]++
			games++
			t := train
			if *holdout > 0 && games%*holdout == 0 {
				t = valid
			}
			t.AddGame(g.Start, g.Moves, r, *skip)
		}
	}
	lg.Printf("%d games (%v): %d positions to fit, %d to validate, %d skipped", games, results,
		train.Positions(), valid.Positions(), train.Skipped+valid.Skipped)
	var frozen []string
	if *freeze != "" {
		frozen = strings.Split(*freeze, ",")
	}
	rep := train.Fit(tune.Options{Epochs: *epochs, Rate: *rate, L2: *l2, Frozen: frozen, Log: func(ep int, loss float64) {
		lg.Printf("epoch %d: loss %.6f", ep, loss)
	}})
	lg.Printf("K %.6f; fit loss %.6f -> %.6f", rep.K, rep.LossBefore, rep.LossFit)
	if valid.Positions() > 0 {
		lg.Printf("validation loss %.6f -> %.6f", valid.Loss(rep.StartParams, rep.K), valid.Loss(rep.Params, rep.K))
	}
	type change struct {
		i    int
		d    int32
		from int32
	}
	var ch []change
	for i := range rep.Params {
		if d := rep.Params[i] - rep.StartParams[i]; d != 0 {
			ch = append(ch, change{i, d, rep.StartParams[i]})
		}
	}
	sort.Slice(ch, func(a, b int) bool { return abs(ch[a].d) > abs(ch[b].d) })
	lg.Printf("%d parameters changed; the largest:", len(ch))
	for _, c := range ch[:min(len(ch), 25)] {
		lg.Printf("  %-34s %5d -> %5d", tune.ParamName(c.i), c.from, c.from+c.d)
	}
	text, err := tune.WriteParams(string(src), rep.Params)
	if err != nil {
		return err
	}
	if *out == "" {
		_, err = io.WriteString(stdout, text)
		return err
	}
	return os.WriteFile(*out, []byte(text), 0o644)
}

func abs(x int32) int32 {
	if x < 0 {
		return -x
	}
	return x
}
