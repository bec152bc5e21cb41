// Command xiangqi-pgn converts Xiangqi game records: it reads PGN files in
// any encoding (UTF-8, UTF-16, UTF-32, GBK, Big5, Windows-1252) and any
// notation (ICCS, WXF, Chinese, Vietnamese), and XQF files (XQStudio's
// binary records), and writes the same games as UTF-8 PGN in one notation, or
// the final position of each game as a FEN.
//
//	xiangqi-pgn [-to iccs|wxf|chinese|chinese-traditional|vietnamese] [-fen] [FILE...]
//	xiangqi-pgn -annotate [-movetime 300ms | -depth N] [-to ...] [FILE...]
//	xiangqi-pgn -library DIR -import FILE... | -list [-limit N] | -explore FEN
//
// With no FILE, or with "-", it reads standard input. The games go to
// standard output in ICCS unless -to names another notation; with -fen
// each game is one line, the FEN of its final position.
//
// With -annotate each game is analysed first, by package analysis as the
// game's Review does (-movetime of search a position, 0.3 s unless set;
// -depth N instead for a reproducible analysis), and written with its
// judgements: after each move its NAG ($6 ?!, $2 ?, $4 ??) and the score
// after it from Red's view as a comment ({+0.35}, {#3} for a mate in 3);
// for every mistake and blunder the engine's line from before the move,
// the better move first, as a variation, and the same at the reply, where
// it is the line that refutes the mistake. The Annotator and StartEval
// tags say who analysed it and score the start.
//
// A game that cannot be read whole (an illegal move) is reported on
// standard error as "FILE: game 3, move 17: 车二进十 is not a legal move"
// and is still written, with the moves read before the problem; the exit
// status is then 1. A game whose FEN tag cannot be read is reported and
// not written, since its start position is unknown, and so is an XQF file
// whose header is damaged. Each file is decoded
// on its own, and within a file each game (see record.ReadFile): what was
// repaired, such as bytes that are not UTF-8, is reported as "FILE: game
// 2, line 14: ..." without changing the exit status. Control characters
// in messages are escaped. A bad flag, or a file that cannot
// be read, exits with status 2 (after the other files are converted).
// With -library DIR (the game's -data-dir) it works on the game's library
// through its index (package gamedb) instead: -import FILE... keeps every
// game of the files and prints, for each file, how many games were added
// (and of those, how many only up to a problem: a move that is not legal,
// say), skipped as duplicates (the same start, moves, players and date as
// a game in the library), without moves, or failed (a problem before the
// first move), each game counted once; -list prints one line a
// game, newest first (at most -limit N): its name, date, Red, Black,
// result, number of moves (plies), kind, level, ECCO and opening, tab
// separated; -explore FEN prints one line for every move played from that
// position in the library's games, reached by any order of moves:
// MOVE<TAB>GAMES<TAB>RED-WINS<TAB>DRAWS<TAB>BLACK-WINS, the move in
// ICCS, the most played first (games without a known result count in
// GAMES only). The library mode takes the data folder's lock, as the game
// does: while the game or another xiangqi-pgn -library holds it, it waits
// up to 10 seconds, then gives up with "another program is using the
// library" and exit status 3. The exit status is 1 when a game of an
// import had a problem, 2 for a bad flag, FEN or unreadable file or
// library, 3 when the library is in use.
// The program needs only packages rules, record, ai, analysis, gamedb
// and game/session (for the lock), not Ebitengine.
package main

import (
	"errors"
	"flag"
	"io"
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is the program: args without the program name, and its streams.
// It returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c, err := parseFlags(args, stderr)
	switch {
	case errors.Is(err, flag.ErrHelp):
		return 0
	case err != nil:
		return 2
	}
	if c.lib.dir != "" {
		return c.lib.run(c.files, stdin, stdout, stderr)
	}
	return c.convert(stdin, stdout, stderr)
}
