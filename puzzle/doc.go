// Package puzzle is the data and logic half of the game's puzzle mode: the
// built-in mate puzzles (Builtin, Load), an exact mate solver independent of
// the ai package (Solver), the referee of an attempt (Judge, Reply, Hint,
// or all three behind Session) and the record of solved puzzles (Progress).
// It does not draw anything; the game's puzzle screen drives it.
//
// A puzzle is "side to move mates in n": the player takes the side to move,
// the computer defends with the longest resistance, and a player's move
// fails as soon as the defender can hold out beyond the moves left.
package puzzle
