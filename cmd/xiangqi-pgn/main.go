// Command xiangqi-pgn converts Xiangqi game records: it reads PGN files in
// any encoding (UTF-8, UTF-16, UTF-32, GBK, Big5, Windows-1252) and any
// notation (ICCS, WXF, Chinese, Vietnamese) and writes the same games as UTF-8 PGN in one notation, or
// the final position of each game as a FEN.
//
//	xiangqi-pgn [-to iccs|wxf|chinese|chinese-traditional|vietnamese] [-fen] [FILE...]
//	xiangqi-pgn -annotate [-movetime 300ms | -depth N] [-to ...] [FILE...]
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
// not written, since its start position is unknown. Each file is decoded
// on its own, and within a file each game (see record.ReadFile): what was
// repaired, such as bytes that are not UTF-8, is reported as "FILE: game
// 2, line 14: ..." without changing the exit status. Control characters
// in messages are escaped. A bad flag, or a file that cannot
// be read, exits with status 2 (after the other files are converted).
// The program needs only packages rules, record, ai and analysis, not
// Ebitengine.
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
	return c.convert(stdin, stdout, stderr)
}
