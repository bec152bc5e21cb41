package play

import (
	"xiangqi/explain"
	"xiangqi/rules"
)

// threatCache keeps the threats of one position: explain.Threats plays a
// few hundred moves on copies (tens of microseconds, BenchmarkThreats),
// so it runs on the UI goroutine, once per position and not every frame.
type threatCache struct {
	key   uint64
	valid bool
	moves []rules.Move
	looks int // how many positions it looked at (for tests)
}

// get returns the threats against the side to move in pos.
func (t *threatCache) get(pos rules.Position) []rules.Move {
	if t.valid && t.key == pos.Key() {
		return t.moves
	}
	t.looks++
	t.key, t.valid, t.moves = pos.Key(), true, t.moves[:0]
	for _, th := range explain.Threats(pos, explain.MaxThreats) {
		t.moves = append(t.moves, th.Move)
	}
	return t.moves
}

// Threats are the threats the live board draws: with the switch on, on a
// person's turn of a game not over; none otherwise.
func (m *Model) Threats() []rules.Move {
	mt := m.Match()
	if !m.env.Settings.Threats || m.review != nil || mt.Over() || !mt.HumanToMove() {
		return nil
	}
	return m.threats.get(mt.Position())
}
