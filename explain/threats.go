package explain

import (
	"slices"

	"xiangqi/rules"
)

// ThreatKind says what a threat would do.
type ThreatKind int

const (
	// ThreatMate: the move would mate (or leave no legal move, which
	// loses in Xiangqi as well).
	ThreatMate ThreatKind = iota + 1
	// ThreatMaterial: a capture that wins material by Exchange (Margin or more).
	ThreatMaterial
	// ThreatCheck: a check that neither mates nor wins material.
	ThreatCheck
)

// Threat is one move the opponent would play if it were its turn again.
type Threat struct {
	Move  rules.Move
	Kind  ThreatKind
	Mover rules.Piece // the piece that would move
	Piece rules.Piece // ThreatMaterial: the piece it takes, else Empty
	Gain  int         // ThreatMaterial: Exchange's gain, in Value's units
	Check bool        // the move gives check
}

// MaxThreats is how many threats a board shows at most: more arrows than
// this hide each other and the pieces.
const MaxThreats = 3

// Threats lists what the side not to move in p would do if it were its
// move again, the most serious first: mates in one, then captures that
// win material (the larger gain first), then at most one plain check;
// at most max of them, one per target point. None when the side to move
// is in check: that threat is already on the board.
func Threats(p rules.Position, max int) []Threat {
	if max <= 0 || p.InCheck() {
		return nil
	}
	q := p
	q.MakeNull()
	var l rules.MoveList
	q.GenerateMoves(&l)
	var ts []Threat
	for _, m := range l.Slice() {
		t := Threat{Move: m, Mover: q.At(m.From())}
		t.Check = q.GivesCheck(m)
		u := q.MakeMove(m)
		mate := !q.HasLegalMove()
		q.UnmakeMove(m, u)
		switch {
		case mate:
			t.Kind = ThreatMate
		case q.At(m.To()) != rules.Empty:
			if g := Exchange(&q, m); g >= Margin {
				t.Kind, t.Piece, t.Gain = ThreatMaterial, q.At(m.To()), g
			}
		}
		if t.Kind == 0 && t.Check {
			t.Kind = ThreatCheck
		}
		if t.Kind != 0 {
			ts = append(ts, t)
		}
	}
	slices.SortStableFunc(ts, func(a, b Threat) int { return b.score() - a.score() })
	var out []Threat
	checks := 0
	for _, t := range ts {
		if len(out) == max {
			break
		}
		if t.Kind == ThreatCheck {
			if checks > 0 {
				continue
			}
			checks++
		}
		if slices.ContainsFunc(out, func(o Threat) bool { return o.Move.To() == t.Move.To() }) {
			continue // the best way to take a piece is enough
		}
		out = append(out, t)
	}
	return out
}

// score orders threats: a mate above any material, material by its gain
// (a check with it a little higher), a plain check last.
func (t Threat) score() int {
	s := 0
	switch t.Kind {
	case ThreatMate:
		s = 1 << 20
	case ThreatMaterial:
		s = t.Gain * 4
	}
	if t.Check {
		s++
	}
	return s
}
