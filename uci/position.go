package uci

import (
	"fmt"
	"strings"

	"xiangqi/rules"
)

// setup is a position with the history the search needs: the keys of the
// positions before it and whether each move played gave check.
type setup struct {
	pos     rules.Position
	history []uint64 // keys before pos, oldest first
	checks  []bool   // checks[i]: the move played from history[i] gave check
}

// startSetup is the initial position with no history.
func startSetup() setup {
	return setup{pos: rules.StartPosition()}
}

// parsePosition reads the arguments of "position": "startpos" or
// "fen <FEN>", then optionally "moves m1 m2 …". Every move is checked with
// the rules referee, so an illegal move or a move after the game ended is an
// error that names the move.
func parsePosition(args []string) (setup, error) {
	if len(args) == 0 {
		return setup{}, fmt.Errorf("position: want startpos or fen <FEN>")
	}
	var start rules.Position
	rest := args[1:]
	switch args[0] {
	case "startpos":
		start = rules.StartPosition()
	case "fen":
		n := 0
		for n < len(rest) && rest[n] != "moves" {
			n++
		}
		if n == 0 {
			return setup{}, fmt.Errorf("position fen: missing FEN")
		}
		p, err := rules.ParseFEN(strings.Join(rest[:n], " "))
		if err != nil {
			return setup{}, fmt.Errorf("position fen: %v", err)
		}
		start, rest = p, rest[n:]
	default:
		return setup{}, fmt.Errorf("position: want startpos or fen, got %q", args[0])
	}
	if len(rest) == 0 {
		return setup{pos: start}, nil
	}
	if rest[0] != "moves" {
		return setup{}, fmt.Errorf("position: want \"moves\", got %q", rest[0])
	}
	g := rules.NewGame(start)
	for i, mv := range rest[1:] {
		if err := g.PlayText(mv); err != nil {
			return setup{}, fmt.Errorf("position: move %d (%s): %v", i+1, mv, err)
		}
	}
	keys := g.Keys()
	return setup{
		pos:     g.Position(),
		history: append([]uint64(nil), keys[:len(keys)-1]...),
		checks:  append([]bool(nil), g.Checks()...),
	}, nil
}
