package mobile

import (
	"time"

	"xiangqi/ai"
	"xiangqi/analysis"
	"xiangqi/game"
	"xiangqi/game/session"
)

// phoneTuning sets the computer's budgets for a phone on cfg. The figures
// are assumptions, not measurements: no phone was used. A phone core is
// taken to search two to three times slower than the core of the
// development machine the levels were set on.
//
// The levels' own budgets (ai/levels.go: Medium 1.0 s, Hard 1.5 s, Master
// 3.0 s; hints 0.8 s) were set on that desktop core. On a core two to
// three times slower (the assumption above), Medium, Hard and Master would
// finish fewer iterations with those budgets than on a desktop and play
// below their names. Medium and Hard get twice their desktop time; Master
// gets 4 s, a third more, keeping the wait for each of its moves bearable.
// Beginner and Easy stop at their depth caps (1 and 2 plies) long before
// their budgets run out, even on a phone, so they keep theirs. A hint gets
// 1.5 s for the same reason as the levels. Each engine's transposition
// table stays at 16 MiB: the game may hold two engines (a cancelled search
// still unwinding), and the phone's memory is shared with everything else.
// A game's analysis gets analysis.PhoneBudget a position (0.5 s, an
// 80-move game in 81 s; see there). Threads stays 0: Hard, Master, hints
// and the analysis search on all the phone's cores but one, which is left
// to the interface (game.Config.Threads); a second core was measured on
// this machine's two cores at +78 Elo at 0.1 s a move (ai/MEASUREMENTS.md),
// and nothing here measures a phone's.
func phoneTuning(cfg *game.Config) {
	cfg.ThinkTime = [session.NumLevels]time.Duration{
		ai.Medium: 2000 * time.Millisecond,
		ai.Hard:   3000 * time.Millisecond,
		ai.Master: 4000 * time.Millisecond,
	}
	cfg.HintTime = 1500 * time.Millisecond
	cfg.AnalysisTime = analysis.PhoneBudget
	cfg.HashMiB = 16
}
