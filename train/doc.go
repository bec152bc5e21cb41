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
// easy to hard (Ladder), those the player has not met yet first
// (Ladder.NearestFresh). The clock stops while the rush is paused (the app in
// the background).
//
// # Ratings
//
// Each attempt of a puzzle is a game between the player and the puzzle:
// solved is a win for the player, failed a win for the puzzle, and both
// ratings move (Progress.Rate). A puzzle's first rating comes from its
// grade (PuzzleStart); a newcomer starts at 1500.
//
// A rating moves as Elo's does: by its K times the score less the
// expected one (Expected, Glicko's expectation), so that a puzzle one was
// expected to solve moves it little and a surprise moves it most, and
// never by more than K. The player's K (MaxStep) is 40 on the first
// puzzle and shrinks towards 12 as puzzles are rated (26 after 20, 17
// after 100): a newcomer's rating finds its level in some tens of
// puzzles, a settled one is not thrown about by one miss. A rush's or a
// streak's puzzle has a quarter of it (RushShare): they come many and
// fast, easy ones first. A puzzle's K is 25 (PuzzleStep), a tenth of the
// 250 between two grades' first ratings, as one player's tries say
// little about a puzzle. The deviations and volatilities are still
// Glicko-2's (Attempt; Glickman, "Example of the Glicko-2 system", 2013,
// tested against the paper's worked example): the save keeps them and
// Expected weighs a puzzle's deviation.
//
// Glicko-2 alone moved them much more (issue 52): with a newcomer's
// deviation of 350 one failed easy puzzle cost 131 to 364 points, a
// failed mate in 1 in the streak 164, and a rush of three easy puzzles
// gave 100 to 130. Now the first failed easy puzzle costs 34, one in the
// streak 9, and the three-puzzle rush gives 4.
package train
