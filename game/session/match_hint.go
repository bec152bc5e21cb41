package session

import (
	"errors"
	"slices"

	"xiangqi/rules"
)

// IdeasShown is how many moves the hint's other ideas show: the best and
// the two after it (issue 51).
const IdeasShown = 3

// RequestIdeas starts a search for the person's best moves, the hint and
// the computer's other ideas (IdeasShown of them, fewer where fewer
// moves are legal), where a hint may be asked for; they come through
// Poll as a Hint event, Ideas then holding them.
func (m *Match) RequestIdeas() bool {
	if !m.HumanToMove() || m.job != nil || m.paused {
		return false
	}
	m.startSearch(true, IdeasShown)
	return true
}

// Ideas are the hint and the computer's other ideas for the current
// position, best first, when the player asked for them (RequestIdeas);
// nil otherwise, and once the hint is gone (a move, an undo).
func (m *Match) Ideas() []rules.Move {
	if m.hint == rules.NoMove {
		return nil
	}
	return m.ideas
}

// IdeasPending reports whether a search for the other ideas runs.
func (m *Match) IdeasPending() bool { return m.job != nil && m.job.hint && m.job.ideas > 1 }

// legalIdeas is ideas without a move that is not legal in pos (an
// engine's fault), and without a repeated one.
func legalIdeas(pos rules.Position, ideas []rules.Move) []rules.Move {
	var out []rules.Move
	for _, mv := range ideas {
		if pos.IsLegal(mv) && !slices.Contains(out, mv) {
			out = append(out, mv)
		}
	}
	return out
}

// ShowIdeas sets the hint and the other ideas to ideas, best first, as
// if RequestIdeas had found them: for screenshots. It fails unless a
// person is to move and every move is legal and different.
func (m *Match) ShowIdeas(ideas []rules.Move) error {
	if len(ideas) == 0 || !slices.Equal(legalIdeas(m.Position(), ideas), ideas) {
		return errors.New("not legal, different moves of the player's")
	}
	if err := m.ShowHint(ideas[0]); err != nil {
		return err
	}
	m.ideas = slices.Clone(ideas)
	return nil
}

// ShowHint sets the hint to mv, as if the hint's search had found it: for
// screenshots, which need a hint that does not depend on the machine's
// speed. It fails unless a person is to move and mv is legal.
func (m *Match) ShowHint(mv rules.Move) error {
	pos := m.Position()
	if !m.HumanToMove() || !pos.IsLegal(mv) {
		return errors.New("not a legal move of the player's")
	}
	m.hint, m.ideas = mv, nil
	return nil
}
