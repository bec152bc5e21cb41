package session

import (
	"errors"

	"xiangqi/rules"
)

// ShowHint sets the hint to mv, as if the hint's search had found it: for
// screenshots, which need a hint that does not depend on the machine's
// speed. It fails unless a person is to move and mv is legal.
func (m *Match) ShowHint(mv rules.Move) error {
	pos := m.Position()
	if !m.HumanToMove() || !pos.IsLegal(mv) {
		return errors.New("not a legal move of the player's")
	}
	m.hint = mv
	return nil
}
