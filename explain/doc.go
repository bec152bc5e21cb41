// Package explain says what a move does and what the opponent threatens,
// from the rules alone (no search, no Ebitengine): the hint's sentence
// ("wins the cannon", "checks and forks the chariot and horse") and the
// threats the board can draw as arrows.
//
// Material is judged by a static exchange: the capture, then the best
// sequence of recaptures on the same point, each side free to stop
// (Exchange). Everything here plays real legal moves on a copy of the
// position, so pins, cannon screens and the flying general count as the
// rules count them. A mate threat is a mate in one.
//
// Explain and Threats return what they found as values (kinds and
// pieces); Text turns an Explanation into a short phrase in the game's
// languages, the pieces named as the game names them.
package explain
