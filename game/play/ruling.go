package play

import (
	"fmt"

	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// Rulings told on the board (issue 53): a game that a repetition ruling
// ended explains it (the banner's sentence, the arrows from each chaser
// to its victim, the cycle's moves marked in the list); on a person's
// turn, a move that would lose by perpetual check or chase is warned of
// on the status line with its arrows, and when it is played all the same
// a question asks before playing it.

// rulingCache keeps what the rulings say about one state of the game, in
// one language and notation: Warnings replays a few moves on copies of
// the game for each repeating move, once per position and not every
// frame.
type rulingCache struct {
	valid    bool
	at       state
	lang     i18n.Lang
	notation rules.Notation
	over     session.Explanation
	overOK   bool
	warnings []rulingWarning
}

// rulingWarning is a move of the side to move that loses by a ruling.
type rulingWarning struct {
	move    rules.Move
	ruling  rules.Ruling
	text    string // the status line's warning
	explain session.Explanation
}

// rulings is the cache brought up to the game as it stands.
func (m *Model) rulings() *rulingCache {
	c := &m.rulingsAt
	at, lang, n := m.state(), m.env.Lang(), m.notation()
	if c.valid && c.at == at && c.lang == lang && c.notation == n {
		return c
	}
	*c = rulingCache{valid: true, at: at, lang: lang, notation: n}
	g := m.Match().Game()
	c.over, c.overOK = session.ExplainGame(g, lang, n)
	for _, w := range g.Warnings() {
		c.warnings = append(c.warnings, rulingWarning{move: w.Move, ruling: w.Ruling,
			text:    session.WarningText(g, w.Move, w.Ruling, lang, n),
			explain: session.ExplainWarning(g, w.Move, w.Ruling, lang, n)})
	}
	return c
}

// Ruling explains how the game ended when a repetition ruling ended it.
func (m *Model) Ruling() (session.Explanation, bool) {
	c := m.rulings()
	return c.over, c.overOK
}

// warned are the warnings shown now: on a person's turn on the live
// board.
func (m *Model) warned() []rulingWarning {
	if m.review != nil || !m.Match().HumanToMove() {
		return nil
	}
	return m.rulings().warnings
}

// RulingWarning is the status line's warning of a move that would lose
// by a ruling, "" when none would (the first when several would).
func (m *Model) RulingWarning() string {
	if ws := m.warned(); len(ws) > 0 {
		return ws[0].text
	}
	return ""
}

// RulingArrows are the arrows the board draws from a chasing piece to its
// victim: the ruling's that ended the game, on the live board or browsing
// its last move; on a person's turn, each warned move and its ruling's.
func (m *Model) RulingArrows() []session.Arrow {
	if e, ok := m.Ruling(); ok && (m.review == nil || m.review.Ply() == e.To) {
		return e.Arrows
	}
	var out []session.Arrow
	for _, w := range m.warned() {
		// The move itself first: the chaser is not yet where it will
		// chase from.
		out = append(out, session.Arrow{From: w.move.From(), To: w.move.To()})
		out = append(out, w.explain.Arrows...)
	}
	return out
}

// cycle is the plies of the move list to mark: the ended game's cycle, or
// the moves of the first warned ruling's played so far.
func (m *Model) cycle() [2]int {
	if e, ok := m.Ruling(); ok {
		return [2]int{e.From, e.To}
	}
	if ws := m.warned(); len(ws) > 0 {
		return [2]int{ws[0].explain.From, ws[0].explain.To - 1}
	}
	return [2]int{}
}

// BannerExplanation is the game-over banner's sentence that explains the
// ruling that ended the game, "" for another ending.
func (m *Model) BannerExplanation() string {
	if e, ok := m.Ruling(); ok {
		return e.Text
	}
	return ""
}

// askRuling is the question before a move that loses by a ruling: Cancel
// first, the choice a stray second tap lands on, then Play it.
func (m *Model) askRuling(mv rules.Move, r rules.Ruling) ui.Outcome {
	at := m.state()
	lang := m.env.Lang()
	q := fmt.Sprintf(lang.Text(i18n.MsgRulingConfirm), session.RulingName(lang, r))
	return ui.Outcome{Open: &ui.Dialog{Text: q, Choices: []ui.Button{
		{Label: m.env.Text(i18n.MsgCancel)},
		{Label: m.env.Text(i18n.MsgRulingPlayIt), Press: func() ui.Outcome {
			if m.state() != at || !m.CanMove() {
				return ui.Outcome{} // the game moved on meanwhile
			}
			_, o := m.play(mv)
			return o
		}},
	}}, Changed: true}
}
