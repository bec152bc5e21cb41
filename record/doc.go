// Package record reads and writes Xiangqi game records in PGN, the form
// players exchange games in: tag pairs, then numbered moves.
//
// Read accepts what players' files really look like: any encoding (UTF-8
// with or without a BOM, UTF-16, GBK/GB18030 from Chinese tools), any
// notation rules.Position.ReadMove reads (ICCS, WXF, Chinese, Vietnamese),
// move numbers in every form (1. 1... 1。 1、 １．, glued to the move),
// comments, variations, NAGs and annotation marks, several games in one
// file, and a bare FEN pasted as the whole text. Moves are read only by
// ReadMove, so every notation it learns is read here too. A game with a
// problem is still returned with the moves before the problem, and the
// problem is reported as an *Error naming the game and the move.
//
// Write writes one game in one notation, UTF-8 with LF line ends, in the
// layout Read reads back: Write then Read gives the same start and moves.
//
// The package has no user interface and no state of its own; it stands on
// package rules alone (and golang.org/x/text for the encodings).
package record
