package game

import (
	"fmt"

	"xiangqi/explain"
	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// threatCache keeps the threats of one position: explain.Threats plays a
// few hundred moves on copies (tens of microseconds, BenchmarkThreats),
// so it runs on the UI goroutine, once per position and not every frame.
type threatCache struct {
	key   uint64
	valid bool
	moves []rules.Move
}

// get returns the threats against the side to move in pos.
func (t *threatCache) get(pos rules.Position) []rules.Move {
	if t.valid && t.key == pos.Key() {
		return t.moves
	}
	t.key, t.valid, t.moves = pos.Key(), true, t.moves[:0]
	for _, th := range explain.Threats(pos, explain.MaxThreats) {
		t.moves = append(t.moves, th.Move)
	}
	return t.moves
}

// threatsShown are the threats the live board draws: with the switch on,
// on a person's turn of a game not over; none otherwise.
func (p *playScreen) threatsShown(c *ctx, m *session.Match) []rules.Move {
	if !c.settings.Threats || p.review != nil || m.Over() || !m.HumanToMove() {
		return nil
	}
	return p.threats.get(m.Position())
}

// hintText says what the hint does, "Hint: wins the cannon"; "" without
// a hint.
func hintText(c *ctx, pos rules.Position, hint rules.Move) string {
	if hint == rules.NoMove {
		return ""
	}
	what := explain.Text(c.lang, explain.Explain(pos, hint))
	if what == "" {
		return ""
	}
	return fmt.Sprintf(c.text(i18n.MsgHintMove), what)
}

// hintMoveText is a hint written as its move and what it does, "Hint:
// C2=5 · attacks the soldier": the training review's line under its
// arrow.
func hintMoveText(c *ctx, pos rules.Position, hint rules.Move, n rules.Notation) string {
	move := pos.Notate(hint, n)
	if what := explain.Text(c.lang, explain.Explain(pos, hint)); what != "" {
		move += " · " + what
	}
	return fmt.Sprintf(c.text(i18n.MsgHintMove), move)
}

// threatsChoice is the play menu's switch of the threats: "Show threats"
// or "Hide threats", saved like the Settings row.
func (p *playScreen) threatsChoice(c *ctx) choice {
	label := i18n.MsgThreats
	if c.settings.Threats {
		label = i18n.MsgHideThreats
	}
	return choice{label: c.text(label), act: func() {
		c.settings.Threats = !c.settings.Threats
		c.dirty = true
		c.save()
	}}
}
