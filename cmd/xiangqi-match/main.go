// Command xiangqi-match plays two engine configurations against each other
// from varied openings, each opening with both colours, several games in
// parallel, and prints W-D-L with an Elo estimate and its 95% interval.
//
//	xiangqi-match -a full -b no-null -games 60 -movetime 30ms -workers 2
//	xiangqi-match -a level=Hard,scale=0.1 -b level=Medium,scale=0.1 -games 40
//	xiangqi-match -a uci=/tmp/engine-new -b uci=/tmp/engine-old -games 40
//	xiangqi-match -a full,threads=2 -b full -movetime 100ms -workers 1 -games 100
//	xiangqi-match -a level=5 -b level=4 -games 100 -workers 1 -seed 2
//
// scripts/ladder.sh plays the levels' ladder (ai/LEVELS.md) with it.
//
// A configuration is a comma-separated list: full, no-null, no-lmr,
// no-futility, no-aspiration, no-delta, no-see, no-lmp, no-safety, no-activity, no-endgame,
// no-iir, no-improving, no-histlmr, no-threats, no-qtt, no-singular, no-conthist,
// no-histprune, no-deepprune, no-tteval, no-deepnull, no-capthist,
// no-histscale, save-time (stop
// early as a level does, instead of spending the whole movetime), level=NAME
// (a name such as Medium, "Level3" or "Newcomer1", or a number, -5 to 17
// with Beginner 0 (ai.Level.Number): the
// level's own depth or node cap, time budget and error model; -movetime
// and -depth do not apply to it), scale=F (a level's time budget
// multiplier: every level is capped by depth or nodes, so its time is only
// a safety bound), movetime=D, depth=N, nodes=N,
// hash=MiB, threads=N (search threads; with more than one per player, run
// one game at a time, -workers 1, so that each search has the cores),
// uci=PATH, or newcomer alone (a stand-in for a newcomer who tries, for
// the bottom of the ladder: newcomer.go).
//
// With -pgn FILE every game is appended to FILE as it ends (PGN, ICCS
// moves), with the players, the result and the reason it ended in the
// Termination tag, for a look at how games were won and lost.
//
// uci=PATH plays an engine program over UCI instead of the engine built
// into this tool, so that two builds (say, this commit's xiangqi-engine and
// one built from an older commit) can meet; with it only movetime=, depth=,
// nodes=, hash= and threads= (sent as the Threads option) apply. Each worker starts its own process per such
// player. A program that crashes, or answers no move within ten times the
// move time plus five seconds (ten minutes without a time limit), is killed
// and loses that game; the next game starts it afresh.
//
// -tc puts both players under a clock, in seconds as cutechess and PGN's
// TimeControl write it: "-tc 10+0.1" is 10 s each plus 0.1 s a move, "60"
// sudden death, "1/0.5" half a second for every move, "40/60" 40 moves in
// a minute (then 40 more in another, the time carried over), and a
// countdown (读秒, byo-yomi) as main time "+" periods "x" period: "5+1x1"
// is 5 s, then every move within 1 s; "60+3x10" a minute, then three
// periods of 10 s, a period being used up only by a move that takes all
// of it (package clock). This tool is the
// referee and the clock: a move's time is from asking to the answer read,
// the pipe included. The engine in this tool shares its clock with
// ai.MoveTime, an engine program is sent "go wtime btime winc binc"
// ("movestogo N" with moves in a time; "go wtime btime byoyomi MS" under a
// countdown, wtime and btime the main times, as Shogi's UCI does); a
// flag that falls loses the game ("time forfeit"), or draws it when the
// other side has nothing left that can mate (clock.Verdict), and the losses
// on time are counted apart at the end.
//
//	xiangqi-match -a full -b uci=/path/to/sparring -tc 10+0.1 -games 20 -workers 1
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"xiangqi/ai"
	"xiangqi/clock"
)

func main() {
	aSpec := flag.String("a", "full", "configuration of player A")
	bSpec := flag.String("b", "full", "configuration of player B")
	games := flag.Int("games", 40, "games to play (rounded up to pairs)")
	movetime := flag.Duration("movetime", 30*time.Millisecond, "time per move unless a configuration sets its own limits")
	depth := flag.Int("depth", 0, "depth per move (0: none)")
	workers := flag.Int("workers", 2, "games played at once")
	plies := flag.Int("opening-plies", 4, "random balanced plies that start each game")
	seed := flag.Int64("seed", 1, "seed for the openings")
	quiet := flag.Bool("q", false, "print only the final result")
	pgnPath := flag.String("pgn", "", "append every finished game to this PGN file")
	tcFlag := flag.String("tc", "", "a clock for both players, in seconds: 10+0.1 (base+increment), 60 (sudden death), 1/0.5 (a fixed time per move), 40/60 (40 moves in 60 s, repeated), 5+1x1 (5 s, then a countdown of 1 period of 1 s); -movetime then does not apply")
	flag.Parse()
	tc, tcErr := clock.Parse(*tcFlag)
	if tcErr != nil {
		fmt.Fprintln(os.Stderr, "xiangqi-match: -tc:", tcErr)
		os.Exit(2)
	}

	// A time per move is spent in full, as UCI's movetime is (save-time
	// gives the game's levels' behaviour instead).
	base := ai.Limits{Time: *movetime, Depth: *depth, FullTime: true}
	pa, err := parsePlayer(*aSpec, base)
	if err == nil {
		var pb player
		pb, err = parsePlayer(*bSpec, base)
		pa.tc, pb.tc = tc, tc
		if err == nil {
			var out *pgnWriter
			if *pgnPath != "" {
				if out, err = openPGN(*pgnPath, pa.name, pb.name); err != nil {
					fmt.Fprintln(os.Stderr, "xiangqi-match:", err)
					os.Exit(2)
				}
			}
			code := run(pa, pb, *games, *workers, *plies, *seed, *quiet, out)
			if err := out.close(); err != nil {
				fmt.Fprintln(os.Stderr, "xiangqi-match:", err)
				code = 2
			}
			os.Exit(code)
		}
	}
	fmt.Fprintln(os.Stderr, "xiangqi-match:", err)
	os.Exit(2)
}

func run(pa, pb player, games, workers, plies int, seed int64, quiet bool, out *pgnWriter) int {
	if workers < 1 {
		workers = 1
	}
	openings := makeOpenings((games+1)/2, plies, seed)
	if len(openings) == 0 {
		fmt.Fprintln(os.Stderr, "xiangqi-match: no openings")
		return 1
	}
	start := time.Now()
	var sofar tally              // the running score, for the progress lines
	var onTime [3]int            // games A lost on time, B lost on time, drawn on time
	closest := time.Duration(-1) // the least left in a countdown period at a move
	var overrun time.Duration    // the most an in-process search overran its time
	total := 2 * len(openings)
	t, err := runMatch(pa, pb, openings, workers, func(o outcome) {
		switch o.points {
		case 1:
			sofar.W++
		case 0:
			sofar.L++
		default:
			sofar.D++
		}
		if o.closest >= 0 && (closest < 0 || o.closest < closest) {
			closest = o.closest
		}
		overrun = max(overrun, o.overrun)
		if o.reason == timeForfeit {
			switch o.points {
			case 0:
				onTime[0]++
			case 1:
				onTime[1]++
			default:
				onTime[2]++
			}
		}
		if err := out.write(o); err != nil {
			fmt.Fprintln(os.Stderr, "xiangqi-match: writing the game:", err)
		}
		if !quiet {
			colour := "red"
			if !o.aRed {
				colour = "black"
			}
			fmt.Printf("game %3d/%d  A (%s) scores %.1f  %-16s %3d plies   %s\n",
				sofar.games(), total, colour, o.points, o.reason, o.plies, sofar)
		}
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "xiangqi-match:", err)
		return 2
	}
	fmt.Printf("A = %s\nB = %s\n%d games in %v: %s\n", pa.name, pb.name, t.games(), time.Since(start).Round(time.Second), t)
	if pa.tc.On() {
		fmt.Printf("on time (-tc %s): A lost %d, B lost %d, drawn %d (the side with time could not mate)\n", pa.tc, onTime[0], onTime[1], onTime[2])
		if closest >= 0 {
			fmt.Printf("closest countdown margin: %v left in a period at a move\n", closest)
		}
		if overrun > 0 {
			fmt.Printf("the in-process engine's searches overran their time by at most %v\n", overrun)
		}
	}
	return 0
}
