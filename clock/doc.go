// Package clock is the game's chess clock without a window: the time
// controls (none, sudden death, increment, a fixed time per move), a clock
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
package clock
