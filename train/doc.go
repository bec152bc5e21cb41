// Package train is the training that comes back: the player's own mistakes
// reviewed on a spaced-repetition schedule (Deck, a Leitner scheduler), the
// daily streak (Streak), the timed and untimed rushes through the puzzles
// (Rush), and the ratings of the player and of every puzzle (Rating, a
// Glicko-2 update). It draws nothing and reads no clock: every call that
// depends on time takes it as an argument, so the tests drive it with a fake
// clock. It imports only rules.
//
// # The schedule
//
// A card (one mistake of an analysed game) sits in one of the Leitner boxes
// 0 to len(Intervals)-1; box b is due Intervals[b] days after its last
// review. Solved, a card moves one box up (it comes back later); failed, it
// goes back to box 0 and is due the next day. A card in the last box solved
// again is learnt: it stays there, due every Intervals[last] days.
//
// # The streak
//
// A day on which the player reviewed at least one card, or finished a rush,
// counts; consecutive days make the streak, a day missed starts it again.
//
// # The rushes
//
// Rush3 and Rush5 give 3 or 5 minutes; three wrong answers end them early.
// Endless has no clock and ends at the first wrong answer. Puzzles come from
// easy to hard (Ladder). The clock stops while the rush is paused (the app in
// the background).
//
// # Ratings
//
// Rating is Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013),
// tested against the paper's worked example. Each attempt of a puzzle is a
// game between the player and the puzzle: solved is a win for the player,
// failed a win for the puzzle, and both ratings move. A puzzle's first
// rating comes from its grade (PuzzleStart).
package train
