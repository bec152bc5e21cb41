// Package clock is the game's chess clock without a window: the time
// controls (none, sudden death, increment, a fixed time per move, a
// countdown, so many moves in a time), a clock
// for the two sides that reads an injected time source (a fake one in
// tests), pauses and resumes without losing time, and the verdict when a
// flag falls.
//
// A fallen flag loses, unless the side whose time is left cannot mate: then
// the game is drawn (Verdict). "Can mate" is the rules package's own
// threshold for its bare-material draw (rules.Position.HasAttackers): a
// side with a chariot, horse, cannon or soldier can mate; a side with only
// its general, advisors and elephants cannot, as no series of moves lets
// those cross the river or give check. A lone soldier on the last rank or a
// lone cannon count as able to mate (the opponent's own pieces can screen
// or box in its general), as they do for the rules' draw.
//
// # Countdown (读秒, byo-yomi)
//
// A countdown control (CountdownOf) gives main time, then Periods periods
// of Period each. Time a move takes comes off the main time first; once
// the main time is spent, it comes off the running period. A move made
// with time still in the running period keeps that period, which stands
// whole again for the next move; a move that takes the whole period or
// more uses it up, and the next period runs on at once (at 30 s a period,
// a move of 29.9 s into the countdown keeps the period, one of 30.0 s uses
// it). When the last period runs out the flag falls. With one period it
// is 读秒, the Chinese countdown: every move within Period once the main
// time is spent. The clock keeps one time per side, main time and periods
// together (main + periods left × Period, the running one counted as
// what is left of it): a save, a take-back and a record's move clocks
// keep it as for any control, Read splits it for the face, and Settled
// makes the running period whole after a move.
//
// # Moves in a time
//
// A moves-in-time control (MovesIn) gives Base for Moves moves; after a
// side's Moves-th move (and 2×Moves-th, …) Base is added to what it has
// left, time not used being carried over: "40 moves in 90 minutes,
// repeated", the classic tournament control and the reading of PGN's
// "40/5400", whose last period repeats. A side whose flag falls before its
// control move loses. The clock counts each side's moves (SetPlayed when
// a game is restored).
package clock
