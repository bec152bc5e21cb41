package session

import (
	"xiangqi/i18n"
	"xiangqi/rules"
)

// RulingPanel is what a screen reviewing a finished game shows of the
// repetition ruling that ended it (issue 53): the explanation, worked out
// once per language and notation (it replays the game), shown at the
// move that ended the game until the player closes it there. The record
// and analysis screens each hold one; its zero value is ready.
type RulingPanel struct {
	valid    bool
	lang     i18n.Lang
	notation rules.Notation
	e        Explanation
	ok       bool
	closed   bool
	closedAt int // the ply at which the sentence was closed, when closed
}

// Explain explains how g ended when a repetition ruling ended it.
func (p *RulingPanel) Explain(g *rules.Game, l i18n.Lang, n rules.Notation) (Explanation, bool) {
	if !p.valid || p.lang != l || p.notation != n {
		p.e, p.ok = ExplainGame(g, l, n)
		p.valid, p.lang, p.notation = true, l, n
	}
	return p.e, p.ok
}

// Text is the ruling's sentence while the board shows ply, the move that
// ended the game, and it is not closed there; "" otherwise.
func (p *RulingPanel) Text(g *rules.Game, l i18n.Lang, n rules.Notation, ply int) string {
	if e, ok := p.Explain(g, l, n); ok && ply == e.To && !(p.closed && p.closedAt == ply) {
		return e.Text
	}
	return ""
}

// Close closes the sentence shown at ply; it reports false when none was
// shown there.
func (p *RulingPanel) Close(g *rules.Game, l i18n.Lang, n rules.Notation, ply int) bool {
	if p.Text(g, l, n, ply) == "" {
		return false
	}
	p.closed, p.closedAt = true, ply
	return true
}

// Moved reopens a closed sentence: the board showed another move, and
// the sentence comes back when it shows the last one again.
func (p *RulingPanel) Moved() { p.closed = false }

// Arrows are the ruling's chaser-to-victim arrows while the board shows
// ply, the move that ended the game.
func (p *RulingPanel) Arrows(g *rules.Game, l i18n.Lang, n rules.Notation, ply int) []Arrow {
	if e, ok := p.Explain(g, l, n); ok && ply == e.To {
		return e.Arrows
	}
	return nil
}
