package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"
	"xiangqi/clock"

	"xiangqi/ai"
)

// player is one engine configuration in a match.
type player struct {
	name    string
	feat    ai.Features
	lim     ai.Limits
	level   ai.Level
	leveled bool    // search as the level (ai.Request.Leveled): its error model
	scale   float64 // level time budget multiplier (levels only)
	hashMiB int
	threads int    // search threads (0: not set, one; over UCI no option sent)
	uci     string // path of an engine program to play over UCI instead
	// newcomer plays the newcomer stand-in (newcomer.go) instead of the
	// engine.
	newcomer bool
	// tc is the match's clock (-tc), the same for both players; zero:
	// none, each move under lim.
	tc clock.Control
}

// parsePlayer reads a configuration such as "full", "no-null,no-lmr",
// "level=Hard,scale=0.1", "full,movetime=100ms,threads=2" or
// "uci=/tmp/old-engine,hash=64,threads=2". Limits given on
// the command line apply unless the configuration sets its own (movetime=,
// depth=, nodes=).
func parsePlayer(spec string, base ai.Limits) (player, error) {
	p := player{name: spec, lim: base, scale: 1, hashMiB: 16}
	var inProcess []string // settings only the built-in engine can obey
	saveTime := false
	for _, tok := range strings.Split(spec, ",") {
		tok = strings.TrimSpace(tok)
		key, val, hasVal := strings.Cut(tok, "=")
		if strings.HasPrefix(tok, "no-") || key == "level" || key == "scale" || tok == "save-time" {
			inProcess = append(inProcess, tok)
		}
		switch {
		case tok == "" || tok == "full":
		case tok == "newcomer":
			p.newcomer = true
		case tok == "no-null":
			p.feat.NoNullMove = true
		case tok == "no-lmr":
			p.feat.NoLMR = true
		case tok == "no-futility":
			p.feat.NoFutility = true
		case tok == "no-aspiration":
			p.feat.NoAspiration = true
		case tok == "no-delta":
			p.feat.NoDelta = true
		case tok == "no-see":
			p.feat.NoSEE = true
		case tok == "no-lmp":
			p.feat.NoLMP = true
		case tok == "no-safety":
			p.feat.NoSafety = true
		case tok == "no-activity":
			p.feat.NoActivity = true
		case tok == "no-endgame":
			p.feat.NoEndgame = true
		case tok == "no-singular":
			p.feat.NoSingular = true
		case tok == "no-conthist":
			p.feat.NoContHist = true
		case tok == "no-histprune":
			p.feat.NoHistPrune = true
		case tok == "no-deepprune":
			p.feat.NoDeepPrune = true
		case tok == "no-tteval":
			p.feat.NoTTEval = true
		case tok == "no-deepnull":
			p.feat.NoDeepNull = true
		case tok == "no-capthist":
			p.feat.NoCaptHist = true
		case tok == "no-histscale":
			p.feat.NoHistoryScale = true
		case tok == "no-qtt":
			p.feat.NoQTT = true
		case tok == "no-iir":
			p.feat.NoIIR = true
		case tok == "no-improving":
			p.feat.NoImproving = true
		case tok == "no-histlmr":
			p.feat.NoHistoryLMR = true
		case tok == "no-threats":
			p.feat.NoThreats = true
		case tok == "save-time":
			saveTime = true
		case hasVal && key == "level":
			l, err := ai.ParseLevel(val)
			if err != nil {
				return p, err
			}
			p.level, p.leveled = l, true
		case hasVal && key == "scale":
			f, err := strconv.ParseFloat(val, 64)
			if err != nil || f <= 0 {
				return p, fmt.Errorf("%s: want a positive scale", tok)
			}
			p.scale = f
		case hasVal && key == "movetime":
			d, err := time.ParseDuration(val)
			if err != nil || d <= 0 {
				return p, fmt.Errorf("%s: want a duration such as 30ms", tok)
			}
			p.lim.Time, p.lim.FullTime = d, true
		case hasVal && key == "depth":
			n, err := strconv.Atoi(val)
			if err != nil || n < 1 || n > ai.MaxDepth {
				return p, fmt.Errorf("%s: want 1–%d", tok, ai.MaxDepth)
			}
			p.lim.Depth = n
		case hasVal && key == "nodes":
			n, err := strconv.ParseUint(val, 10, 64)
			if err != nil || n == 0 {
				return p, fmt.Errorf("%s: want a positive node count", tok)
			}
			p.lim.Nodes = n
		case hasVal && key == "hash":
			n, err := strconv.Atoi(val)
			if err != nil || n < 1 || n > 1024 {
				return p, fmt.Errorf("%s: want 1–1024 MiB", tok)
			}
			p.hashMiB = n
		case hasVal && key == "threads":
			n, err := strconv.Atoi(val)
			if err != nil || n < 1 || n > ai.MaxThreads {
				return p, fmt.Errorf("%s: want 1–%d threads", tok, ai.MaxThreads)
			}
			p.threads = n
		case hasVal && key == "uci":
			if val == "" {
				return p, fmt.Errorf("%s: want the path of an engine program", tok)
			}
			p.uci = val
		default:
			return p, fmt.Errorf("unknown setting %q (want full, no-null, no-lmr, no-futility, no-aspiration, no-delta, no-see, no-lmp, no-safety, no-activity, no-endgame, no-iir, no-improving, no-histlmr, no-threats, no-qtt, no-singular, no-conthist, no-histprune, no-deepprune, no-tteval, no-deepnull, no-capthist, no-histscale, save-time, newcomer, level=, scale=, movetime=, depth=, nodes=, hash=, threads=, uci=)", tok)
		}
	}
	if p.newcomer && (p.uci != "" || len(strings.Split(spec, ",")) > 1) {
		return p, fmt.Errorf("newcomer is the stand-in player alone: it takes no other setting (%s)", spec)
	}
	if p.uci != "" && len(inProcess) > 0 {
		return p, fmt.Errorf("uci=%s plays an engine program: it takes only movetime=, depth=, nodes=, hash= and threads=, not the built-in engine's %s", p.uci, strings.Join(inProcess, ", "))
	}
	if p.leveled {
		// A level brings its own limits, its time scaled for fast matches.
		lim := p.level.Limits()
		lim.Time = time.Duration(float64(lim.Time) * p.scale)
		p.lim = lim
	}
	if saveTime {
		p.lim.FullTime = false
	}
	return p, nil
}
