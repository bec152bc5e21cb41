// Package puzzle is the data and logic half of the game's puzzle mode: the
// built-in mate puzzles (Builtin, Load), an exact mate solver independent of
// the ai package (Solver), the referee of an attempt (Judge, Reply, Hint,
// or all three behind Session) and the record of solved puzzles (Progress).
// It does not draw anything; the game's puzzle screen drives it.
//
// A puzzle is "side to move mates in n": the player takes the side to move,
// the computer defends with the longest resistance, and a player's move
// fails as soon as the defender can hold out beyond the moves left.
//
// A won ending (mate_in 0) is "side to move wins": no forced mate is in the
// solver's reach, so an engine lent by the caller (Analyst) defends and
// judges (JudgeEnding, EndingAfterReply, HintEnding): the player must win
// within EndingMoves moves, and fails on a draw by the referee's rulings or
// when the engine no longer scores the position as won (WinMargin).
package puzzle
