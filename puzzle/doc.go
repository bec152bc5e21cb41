// Package puzzle is the data and logic half of the game's puzzle mode: the
// built-in mate puzzles (Builtin, Load), an exact mate solver independent of
// the ai package (Solver), the referee of an attempt (Judge, Reply, Hint,
// Refutation) and the record of solved puzzles (Progress).
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
//
// A wrong move is answered, not just failed: Refutation finds the
// defender's reply after which the player can no longer mate in time (a
// capture or a check first, when one does); the game's puzzle run
// (game/session) then takes the attempt back to before the wrong move to
// try again.
//
// # Grades
//
// Every puzzle has a difficulty grade from 1 to NumGrades, written in the
// table by the generator and checked by the tests. It is computed from
// three measures (Measure):
//
//   - L, the player's moves in the solution (the mate length);
//   - D, the mean number of legal replies the defender has at its turns
//     along the solution (0 for a mate in 1): how much there is to see
//     through;
//   - N, the solver's nodes to prove the mate length from an empty table
//     of GradeHashMiB (0 for a won ending): how hard the proof is.
//
// The points are 3·L + min(D, 12)/3 + log10(max(N, 1)) (Difficulty) and
// the grade is ⌈points/6⌉ within 1–5 (GradeFor). A mate in 1 scores 3 to
// 5 points (grade 1); a mate in 2 about 10 (grade 2); mates in 3 and 4
// mostly grade 3 and 4; mates in 6 and 7, and the won endings, grade 5.
//
// # Themes
//
// DetectTheme names the classic mating pattern of the position a
// solution ends in, where one of these applies, checked in this order:
// 闷宫 smothered general (Smothered), 重炮 double cannon (DoubleCannon),
// 马后炮 horse behind cannon (HorseCannon), 卧槽马 horse in the trough
// (HorseTrough), 挂角马 horse on the palace corner (HorseCorner), 铁门栓
// iron bolt (IronBolt), 双车错 two chariots (TwoChariots), 白脸将 facing
// generals (FacingGenerals). Each is a geometric test of the mate (see
// DetectTheme); a mate that passes none has no theme. Load checks the
// table's theme column against the detection.
//
// # Puzzles from real games
//
// Builtin reads two tables: the composed one (random positions, mates grown
// backwards, composed endings) and the mates found in real games
// (cmd/xiangqi-puzzlegen -harvest): the master collection's games and the
// self-play games of the engine's levels (Level 1 to Level 8, played from a
// seed, whose mistakes leave mates on the board as people's do). The second
// table has a source column (HeaderSource, Source): the master game's event,
// players and move number, or the self-play game's levels, seed and move.
// A position of such a game becomes a puzzle only when
//
//   - the engine, searching the position briefly, sees a mate (a sieve only);
//   - the solver proves the mate exact: a mate in n exists, none shorter;
//   - at every one of the attacker's steps of the solution exactly one move
//     mates in the moves left (stricter than the composed puzzles, where the
//     first move is the only key: a real game's mate often has two ways at
//     some step, and such a line is dropped), and every defender move of it
//     is a longest resistance (VerifyKeys with every step, Verify);
//   - the attacker has two attacking pieces, and a mate in 1 is not the only
//     check;
//   - no puzzle before it, composed or found, starts from the same position
//     (the position key, which covers the side to move).
//
// Its grade and theme are computed as for the composed ones. Material wins
// (a decisive gain of material without a forced mate) have their own table
// and judge: material.go and material_verify.go.
//
// # Puzzle of the day
//
// Progress.OfTheDay gives one puzzle per local date, the same all day:
// the first look on a date picks it among the unsolved ones while any is
// left, and the progress keeps that pick (and saves it), so that solving
// puzzles that day does not change it.
package puzzle
