// Package rules is the referee of Xiangqi: the board, FEN, legal moves,
// check, mate, the draws and the repetition rulings. It has no user
// interface and no search; the game, the AI and the engine program stand on it.
//
// # Board
//
// A Square is one of 90 points, File + 9*Rank, files a–i from Red's left,
// ranks 0–9 from Red's back rank, as ICCS writes them ("h2e2"). A Position
// is a plain value (about 130 bytes): copy it to keep a snapshot. Moves are
// made and unmade in place with an incrementally updated Zobrist key that
// covers the pieces and the side to move.
//
// # Handicaps
//
// HandicapPosition is the standard start less the pieces a stronger
// player gives away (让子): a horse, both horses, a chariot, or a chariot
// and a horse; a single piece is the one on the giver's left as that
// player sits (Red's b0 horse and a0 chariot, Black's h9 and i9), the
// chariot and horse from that same wing. HandicapOf recognises such a
// start again, from a saved game or a record's FEN.
//
// # Movement
//
// Generals and advisors stay in their palace; elephants move two points
// diagonally, never across the river, and are blocked by a piece on the eye;
// horses are blocked by a piece on the leg; chariots slide; cannons slide to
// move and jump exactly one screen to capture; soldiers go forward and, once
// across the river, sideways, never back. No move may leave one's general
// attacked, and the generals may never face each other on an open file.
//
// # End of the game
//
//   - No legal move loses for the side to move, in check (checkmate) or not
//     (stalemate).
//   - Neither side has a chariot, horse, cannon or soldier: draw.
//   - 120 plies (60 moves each) without a capture: draw.
//   - Repetition, judged by Game when the current position (with the same
//     side to move) occurs for the third time since the last capture. The
//     moves examined are those of the last two cycles, from the first of the
//     three occurrences to now:
//     1. a side that gave check with every one of its moves loses, unless
//     the other side did too (mutual perpetual check: draw);
//     2. otherwise a side that chased with every one of its moves the same
//     piece (followed as it moves) loses, unless the other side did too
//     (draw);
//     3. otherwise the repetition is a draw.
//
// A move chases a piece when, after it, the piece is newly threatened: one
// of the mover's chariots, horses, cannons, advisors or elephants can
// legally capture it and either the piece is not protected (its side could
// not recapture on that point) or it is a chariot threatened by a horse or a
// cannon. Generals and soldiers never chase; a general is never chased; a
// soldier is chased only after it has crossed the river. Threats that stood
// before the move do not count, so keeping a piece attacked while moving
// something else is not a chase.
package rules
