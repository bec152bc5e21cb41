package session

import "xiangqi/rules"

// Outcome is how a match ended, as the game-over banner says it: in a game
// against the computer from the person's side, else by colour.
type Outcome int

// The outcomes.
const (
	NotOver Outcome = iota
	RedWon
	BlackWon
	Drawn
	PlayerWon  // the person beat the computer
	PlayerLost // the computer won
)

// Outcome is how the match ended; NotOver while it goes on.
func (m *Match) Outcome() Outcome {
	st := m.Status()
	switch {
	case !st.Over():
		return NotOver
	case st.Result == rules.Draw:
		return Drawn
	case m.VsComputer():
		winner := rules.Red
		if st.Result == rules.BlackWins {
			winner = rules.Black
		}
		if m.Computer(winner) {
			return PlayerLost
		}
		return PlayerWon
	case st.Result == rules.RedWins:
		return RedWon
	}
	return BlackWon
}
