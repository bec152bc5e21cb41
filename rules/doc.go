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
//     three occurrences to now. Each side's conduct over its moves is one of
//     (graver first):
//     1. perpetual check: every move checks;
//     2. perpetual chase: every move chases one same piece (followed as it
//     moves; a checking move counts when it also chases that piece);
//     3. nothing forbidden: idle moves, checks or chases mixed with other
//     moves, one piece chasing two pieces in turn (rule 32), and one check,
//     one chase (一将一捉), which the Asian rules allow (rule 18, diagrams
//     37 and 38: the cannon that escapes a chariot with one check and one
//     chase does not offend, the chariot does).
//     The side whose conduct is graver loses; equal offences (mutual
//     check, rule 7, and mutual chase) and no offence at all are a draw. So
//     a perpetual check against a perpetual chase loses for the checker
//     (rule 6: perpetual check loses under any circumstance).
//
// # Chase
//
// The rules follow the Asian Xiangqi Federation's rulebook (the rules the
// World Xiangqi Federation adopted; rule and diagram numbers below are
// those of its English transcription, "Detail Rules and Examples"). Each
// rule is a named function: chase.go (threatsOf, newThreats), victim.go
// (canChase, isVictim, generalMoves, chariotPinnedByCannon, victimPinned),
// protect.go
// (protection), exception.go (chasedWhenProtected, offersExchange),
// cycle.go (the verdict).
//
//   - A threat (threatsOf) is a legal capture by a chariot, horse, cannon,
//     advisor or elephant (canChase: generals and soldiers may attack
//     perpetually, rule 28 and the terms) of a piece that can be chased
//     (isVictim: not the general; a soldier only once across the river,
//     rule 25), where the victim is not truly protected or the attacker is
//     worth less: a horse or cannon on a chariot (rule 15 for cannons, and so for horses), an
//     advisor or elephant on a horse, cannon or chariot
//     (chasedWhenProtected). An attack on a piece of the same kind that can
//     legally take the attacker back is an offer to exchange, not a threat
//     (offersExchange, rule 40); one that cannot, because it is pinned, is
//     a threat (rule 19).
//   - Protection (protection) is a legal recapture on the victim's point
//     after the capture: a protector that is pinned, or whose recapture
//     would leave the generals facing, is a false root (FalseProtection).
//     The general protects the points next to it in the palace when taking
//     back there is legal. A piece protected on some of the chaser's moves
//     and not on others is not chased perpetually (rule 17).
//   - A move chases (newThreats) each piece it newly threatens: a threat
//     whose attacker, followed as it moves, did not threaten that victim
//     before the move. So the piece that moved went where it attacks, or
//     another piece's attack was uncovered (a discovered chase), or the
//     victim lost its protection (a pin on its protector, a blocked line:
//     the appendix's pawn that keeps a horse unprotected). A threat that
//     stood before and after the move does not change and is not a chase,
//     even when the attacker slides along its line (the appendix's
//     "example of non-perpetual chase": the victim could escape and
//     stays), unless the victim cannot escape: a piece pinned against its
//     general (victimPinned) is chased anew by every move of its attacker
//     that keeps attacking it (rule 19, diagrams 39 and 40: the chariot
//     that blocks a horse's check, attacked by a chariot or a cannon
//     sliding along its line). The position before the move is
//     judged without the mover's own king safety, so that answering a
//     check does not make a standing attack new.
//   - The general's moves never chase, not even with the piece they uncover
//     (generalMoves, rule 28), and nor do the moves of a chariot pinned by
//     a cannon along the line of the pin (chariotPinnedByCannon, diagrams 63 to 66).
//   - A checking move is judged for chases like any other (as if the
//     opponent passed), so a check that also threatens the chased piece
//     keeps a perpetual chase going.
//
// Where the book is silent or its readings differ, these are choices: an
// offer to exchange is judged by the victim's legal capture of the
// attacker, whatever protects either; a checking move chases what it
// newly threatens; one check, one chase is allowed (the Asian rules, rules
// 18 and 23; China's national rules count it as a perpetual attack); the
// advisor and elephant exception follows the rule that a chase of a more
// valuable piece by a lesser one counts whatever protects it, which the
// book's diagrams show only for horses and cannons on a chariot; a
// standing attack renewed by the attacker's move chases any pinned piece
// (any pin against the general: a horse's leg, a line, the facing
// generals), though the book shows it only for a chariot held by a horse
// (rule 19) and by a cannon (rule 27). The
// book's other categories (perpetual threat of mate, blocks, offers) are
// idle moves here, as the book rules them (rules 9, 10 and 40: a draw).
package rules
