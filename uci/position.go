package uci

import (
	"fmt"
	"strings"

	"xiangqi/rules"
)

// setup is a position with the history the search needs: the keys of the
// positions before it, and whether each move played gave check and which
// move it was.
type setup struct {
	pos     rules.Position
	history []uint64     // keys before pos, oldest first
	checks  []bool       // checks[i]: the move played from history[i] gave check
	moves   []rules.Move // moves[i]: the move played from history[i]

	// The project's referee (rules.Game) ruling, when it calls the game
	// over somewhere along the moves: after ruledAt moves (0: at the start
	// position). The moves after it are still played, because the GUI is
	// the referee of a UCI game and may rule otherwise.
	ruled   rules.Status
	ruledAt int
}

// startSetup is the initial position with no history.
func startSetup() setup {
	return setup{pos: rules.StartPosition()}
}

// decided describes the referee's ruling for an info string, "" when the
// game is still on by the project's rules.
func (st *setup) decided() string {
	if !st.ruled.Over() {
		return ""
	}
	when := "at the start position"
	if st.ruledAt > 0 {
		when = fmt.Sprintf("after move %d", st.ruledAt)
	}
	after := "searching on"
	if played := len(st.history) - st.ruledAt; played > 0 {
		after = fmt.Sprintf("%d later move(s) played on", played)
	}
	return fmt.Sprintf("position: the rules end the game %s (%s, %s); %s", when, st.ruled.Result, st.ruled.Reason, after)
}

// parsePosition reads the arguments of "position": "startpos" or
// "fen <FEN>", then optionally "moves m1 m2 …". Every move must be legal in
// the position it is played from. A move after the project's referee has
// called the game over (a perpetual chase, say) is still applied: the GUI
// is the referee, and the ruling is only noted in the setup.
//
// The setup returned is always one to search, also with an error, as the
// reference engines have it: the moves before the first bad one are
// played and the rest ignored; without a start that can be read (a bad or
// missing FEN, an unknown word) it is the start position. The error says
// which of these happened.
func parsePosition(args []string) (setup, error) {
	if len(args) == 0 {
		return startSetup(), fmt.Errorf("position: want startpos or fen <FEN>; set the start position")
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
			return startSetup(), fmt.Errorf("position fen: missing FEN; set the start position")
		}
		p, err := rules.ParseFEN(strings.Join(rest[:n], " "))
		if err != nil {
			return startSetup(), fmt.Errorf("position fen: %v; set the start position, not the FEN's moves", err)
		}
		start, rest = p, rest[n:]
	default:
		return startSetup(), fmt.Errorf("position: want startpos or fen, got %s; set the start position", quoted(args[0]))
	}
	// The referee follows the moves until it calls the game over; the
	// position and its history go on without it.
	g := rules.NewGame(start)
	st := setup{pos: start, ruled: g.Status()}
	if len(rest) > 0 && rest[0] != "moves" {
		return st, fmt.Errorf("position: want \"moves\", got %s; ignored it and the rest", quoted(rest[0]))
	}
	var moves []string
	if len(rest) > 0 {
		moves = rest[1:]
	}
	st.history = make([]uint64, 0, len(moves))
	st.checks = make([]bool, 0, len(moves))
	st.moves = make([]rules.Move, 0, len(moves))
	for i, text := range moves {
		m, err := rules.ParseMoveText(text)
		if err == nil && !st.pos.IsLegal(m) {
			err = fmt.Errorf("not legal here")
		}
		if err != nil {
			return st, fmt.Errorf("position: move %d (%s) is bad: %v; played the %d move(s) before it, ignored it and the rest",
				i+1, clip(text, 40), err, i)
		}
		st.history = append(st.history, st.pos.Key())
		st.pos.MakeMove(m)
		st.checks = append(st.checks, st.pos.InCheck())
		st.moves = append(st.moves, m)
		if !st.ruled.Over() {
			if err := g.Play(m); err != nil {
				// Cannot happen: the move is legal and the game was on.
				return st, fmt.Errorf("position: move %d (%s): %v", i+1, text, err)
			}
			if st.ruled = g.Status(); st.ruled.Over() {
				st.ruledAt = i + 1
			}
		}
	}
	return st, nil
}
