// Package analysis judges the moves of a finished (or abandoned) game: it
// searches every position with the engine of package ai, draws from the
// scores how much each move cost the player who made it, names the
// mistakes, and writes the result into a PGN record and reads it back.
// The game's Review and the xiangqi-pgn -annotate command share it. It
// imports no Ebitengine.
//
// # How a move is judged
//
// Run searches each position of the game in order for a fixed time (or
// depth), giving an Eval: the score from Red's view, a mate distance when
// one was found, the engine's move and its line. A score is turned into
// the side's expected result, 0 to 1, by the logistic curve of the Elo
// scale (Eval.Chance; a won game or a forced mate is 1). A move's drop is
// how much of that its player gave away: the chance before it minus the
// chance after it, from the searches of the two positions (Drop).
//
// Two searches of consecutive positions may disagree: the one after a
// move sees what the one before it did not, and the graph jumps where no
// move is to blame — the engine's own move loses, or the player gains on
// what the engine thought best (Contradicts). Run then searches the
// position before again, one iteration deeper with what was found after
// it still in the table, and when that still disagrees takes the later
// verdict for the position before; the move before it is checked in turn,
// back to the move that explains the jump, so that every jump of the
// graph is a drop marked on the move that made it.
//
// Judge names the move from its drop: an inaccuracy (?!) from 0.07, a
// mistake (?) from 0.14, a blunder (??) from 0.25; Good below; Best for the
// engine's own move and for an only move whatever the scores say. Because
// the drop is measured in expected result, not in material, a decided
// position is treated as players expect: a side that keeps a forced mate
// loses nothing by choosing a slower one, and a move that loses a little
// more in a lost position is not a blunder — only a move that changes what
// the game's result can become is.
//
// A move's accuracy is a curve of its drop, 103.1668·e^(−4.354·drop) −
// 3.1668 clamped to 0–100, as chess sites define it: 100 for a move that
// loses nothing, about 71 at the inaccuracy threshold, 49 at the
// mistake's, 31 at the blunder's. A side's accuracy over the game
// (Report.GameAccuracy, in Summary) is, as on Lichess, the mean of the
// moves' accuracies weighted by how much the game swung around each and
// their harmonic mean, averaged: a plain mean would give 98 to a side that
// blundered once into a lost game and then gave away a chariot and a half
// more, as each of those moves loses little of an already lost game.
//
// # In a record
//
// Annotate writes an analysis into a record.Game; record.Write then gives
// PGN that other programs show: after every move its NAG ($6, $2, $4) and
// its score as a comment ({+0.35}, {#3}, see ScoreText), and the engine's
// line from before each mistake or blunder (the better move first) and
// from before the reply to it (the refutation) as a variation of at most
// MaxLine plies. The Annotator tag names this analysis and its budget, and
// StartEval scores the start position. FromRecord reads it all back, so a
// game analysed once opens analysed.
package analysis
