package mobile

import (
	"time"

	"xiangqi/ai"
	"xiangqi/analysis"
	"xiangqi/game"
)

// phoneTuning sets the computer's budgets for a phone on cfg. The figures
// are assumptions, not measurements: no phone was used. A phone core is
// taken to search two to three times slower than the core of the
// development machine the levels were set on; phoneNodesPerSec below is
// that assumption in nodes.
//
// Every level, Master too, is capped by depth or nodes (ai/levels.go), so
// that it plays alike on every device; its time is only a safety bound,
// which the cap is meant to be reached well within. Such a level keeps its
// own bound (a zero entry) unless its node cap, at phoneNodesPerSec, would
// take more than half of it: then it gets twice the time the cap is
// assumed to take on a phone, so that the cap, not the clock, still stops
// it. The levels' figures are read here at run time, so that this holds
// as they change. (At the time of writing every bound was many times the
// time its cap is assumed to take, so no capped level got more.)
//
// Master's cap (1.44 M nodes when this was written) would take about 3 s on
// one phone core at that speed; it searches on the phone's cores but one
// (game.Config.Threads), which share the cap and shorten the wait. A hint,
// limited by time, gets 1.5 s, keeping the wait bearable. Each engine's
// transposition table stays at 16 MiB: the game may hold two engines (a
// cancelled search still unwinding), and the phone's memory is shared with
// everything else. A game's analysis gets analysis.PhoneBudget a position
// (0.5 s, an 80-move game in 81 s; see there). Threads stays 0: Master,
// hints and the analysis search on all the phone's cores but one, which is
// left to the interface (game.Config.Threads); a second core was measured
// at +78 Elo at 0.1 s a move on a 2-core development machine with no
// other load (ai/MEASUREMENTS.md), and nothing here measures a phone's.
func phoneTuning(cfg *game.Config) {
	for l := ai.Level(0); l < ai.NumLevels; l++ {
		cfg.ThinkTime[l] = phoneBudget(l)
	}
	cfg.HintTime = 1500 * time.Millisecond
	cfg.AnalysisTime = analysis.PhoneBudget
	cfg.HashMiB = 16
}

// phoneNodesPerSec is the assumed speed of a phone core's search: a
// desktop core searched 1.8 to 3 M nodes a second (ai/MEASUREMENTS.md),
// and a phone core is taken to be two to three times slower, rounded down.
const phoneNodesPerSec = 500_000

// phoneBudget is level l's time on a phone; 0 keeps the level's own (see
// phoneTuning).
func phoneBudget(l ai.Level) time.Duration {
	lim := l.Limits()
	capTime := time.Duration(float64(lim.Nodes) / phoneNodesPerSec * float64(time.Second))
	if lim.Nodes > 0 && 2*capTime > lim.Time {
		return 2 * capTime
	}
	return 0
}
