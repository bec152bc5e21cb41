// Package record reads and writes Xiangqi game records in PGN, the form
// players exchange games in: tag pairs, then numbered moves.
//
// Read accepts what players' files really look like: any encoding (UTF-8
// with or without a BOM, UTF-16 and UTF-32, GBK/GB18030 from Chinese
// tools, Big5 from Taiwan and Hong Kong, Windows-1252 from old Western
// editors), each game of an 8-bit file decoded on its own so that one bad
// byte or pasted game does not spoil the rest, any notation
// rules.Position.ReadMove reads (ICCS, WXF, Chinese, Vietnamese),
// move numbers in every form (1. 1... 1。 1、 １．, glued to the move),
// several games in one file, and a bare FEN pasted as the whole text.
// ReadFile also reads XQF, XQStudio's binary record that most Chinese
// programs and sites exchange games in (versions 10 to 18, scrambled or
// not), as the one game the file holds, its comments and variations in
// Notes as PGN's are.
// Moves are read only by ReadMove, so every notation it learns is read
// here too. A game with a problem is still returned with the moves before
// the problem, and the problem is reported as an *Error naming the game
// and the move (and the encoding, when it had to be guessed). ReadFile
// also tells which encoding a file was read in and what was repaired
// (Warnings), for a program that imports files one by one. Reading takes
// time and memory linear in the file.
//
// What a file says about a move is kept in the game's Notes, one Note per
// move (nil for a game without any): its NAG ($n, or an annotation mark
// such as ?! or ！？ stuck to the move or standing after it), its comments
// ({...} and ; to the line's end, cleaned and joined) and its variations,
// each a line of legal moves from the position before the move, read in
// any notation as the main line, with notes of its own (a Line: its
// comment before its first move, its moves' NAGs, comments and variations
// nested in turn, up to MaxDepth lines deep). The comment before the
// game's first move is its Comment. A variation keeps the moves before one
// it cannot read, without an error.
//
// A game is edited as PGN editors do, by methods that name a move by its
// Path in the tree of lines: Play (a move after another, as a new
// variation unless the line or a variation already has it), Promote,
// Delete, SetComment, SetNAG; Nodes lists the moves in PGN order.
//
// Write writes one game in one notation, UTF-8 with LF line ends, in the
// layout Read reads back: Write then Read gives the same start, moves and
// notes (comments as Write cleans them). Notes are written in the forms
// other PGN programs show: $n, {comment}, (variation) with move numbers.
//
// The package has no user interface and no state of its own; it stands on
// package rules alone (and golang.org/x/text for the encodings).
package record
