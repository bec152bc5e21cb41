package record

import "fmt"

// Error is a problem with one game of a file. Game is 1-based in the file;
// Move is the full-move number as a player counts it (1 for the first move
// pair, or the FEN's number onwards), 0 when the problem is not in the
// moves; Text is the token that failed.
type Error struct {
	Game int
	Move int
	Text string
	Err  error
}

// Error reads "game 3, move 17: 车二进十 is not a legal move", or without a
// move "game 2: bad FEN tag: ...".
func (e *Error) Error() string {
	msg := e.Text
	if e.Err != nil {
		msg = e.Err.Error()
	}
	if e.Move > 0 {
		return fmt.Sprintf("game %d, move %d: %s", e.Game, e.Move, msg)
	}
	return fmt.Sprintf("game %d: %s", e.Game, msg)
}

// Unwrap gives the underlying error, such as ReadMove's.
func (e *Error) Unwrap() error { return e.Err }
