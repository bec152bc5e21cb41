package session

import (
	"fmt"
	"strings"

	"xiangqi/i18n"
	"xiangqi/rules"
)

// Explanation is a repetition ruling (rules.Ruling) told to the player
// (issue 53): a sentence that says which piece chased or checked which,
// how many times, with which moves, why the victim counted as chased and
// which rule applies; the arrows from each chaser to its victim; and the
// moves of the cycle, to mark in the move list.
type Explanation struct {
	Rule rules.Rule
	Text string
	// Arrows run from a chasing (or checking) piece to its victim as
	// the last position of the moves shows them: the offences whose
	// attack stands there still, each pair once, in the order of the
	// offences; for a side with none, its last offence's.
	Arrows []Arrow
	// From, To: the moves of the cycle are moves[From:To].
	From, To int
}

// Arrow is one chaser→victim pair of an explanation.
type Arrow struct{ From, To rules.Square }

// ExplainRuling tells ruling r about the game of start and moves (the
// moves the ruling's plies index: a finished game's, or for a warning the
// game's with the move warned about after them) in language l, the moves
// written in notation n.
func ExplainRuling(start rules.Position, moves []rules.Move, r rules.Ruling, l i18n.Lang, n rules.Notation) Explanation {
	e := Explanation{Rule: r.Rule, From: r.From, To: r.To}
	// The positions before and after each offence, to name its move and
	// its pieces.
	before := make(map[int]rules.Position, len(r.Offences))
	after := make(map[int]rules.Position, len(r.Offences))
	p := start
	for i, m := range moves {
		before[i] = p
		p.MakeMove(m)
		after[i] = p
	}
	e.Arrows = arrows(r.Offences, p)
	var parts []string
	switch r.Rule {
	case rules.RulePerpetualCheck, rules.RulePerpetualChase:
		parts = append(parts, offenceText(r.Offences, r.Offender, before, after, l, n)...)
	case rules.RuleMutualCheck, rules.RuleMutualChase:
		for c := rules.Red; c <= rules.Black; c++ {
			parts = append(parts, offenceText(r.Offences, c, before, after, l, n)...)
		}
	}
	if msg, ok := ruleMsgs[r.Rule]; ok {
		parts = append(parts, l.Text(msg))
	}
	sep := " "
	if l == i18n.LangZh {
		sep = "" // Chinese sentences end in 。 and need no space
	}
	e.Text = strings.Join(parts, sep)
	return e
}

// arrows are the offences' chaser→victim pairs that the position end
// still shows as attacks, each once; a side none of whose attacks stands
// there any more gets its last offence's (Explanation.Arrows).
func arrows(os []rules.Offence, end rules.Position) []Arrow {
	var out []Arrow
	seen := map[Arrow]bool{}
	var shown [2]bool
	add := func(o rules.Offence) {
		a := Arrow{o.Chaser, o.Victim}
		if !seen[a] {
			seen[a] = true
			shown[o.Side] = true
			out = append(out, a)
		}
	}
	var last [2]*rules.Offence
	for i, o := range os {
		if !o.Chaser.Valid() || !o.Victim.Valid() {
			continue
		}
		last[o.Side] = &os[i]
		q := end
		q.SetSideToMove(o.Side)
		if q.IsPseudoLegal(rules.NewMove(o.Chaser, o.Victim)) {
			add(o)
		}
	}
	for c, o := range last {
		if o != nil && !shown[c] {
			add(*o)
		}
	}
	return out
}

// ruleMsgs name the rule of each ruling.
var ruleMsgs = map[rules.Rule]i18n.Msg{
	rules.RulePerpetualCheck: i18n.MsgRulingPerpetualCheck,
	rules.RulePerpetualChase: i18n.MsgRulingPerpetualChase,
	rules.RuleMutualCheck:    i18n.MsgRulingMutualCheck,
	rules.RuleMutualChase:    i18n.MsgRulingMutualChase,
	rules.RuleIdle:           i18n.MsgRulingIdle,
}

// whyMsgs say why a victim counted as chased; each takes the victim's
// name but the chariot's and the defender's, which name their pieces
// themselves.
var whyMsgs = map[rules.ChaseWhy]i18n.Msg{
	rules.Unprotected:     i18n.MsgRulingWhyUnprotected,
	rules.ChariotByMinor:  i18n.MsgRulingWhyChariot,
	rules.FalseProtection: i18n.MsgRulingWhyFalse,
	rules.ByDefender:      i18n.MsgRulingWhyDefender,
}

// offenceText is side c's offences in sentences: what it did, how many
// times, with which moves, and for a chase why each victim counted as
// chased. None when c has no offence.
func offenceText(os []rules.Offence, c rules.Color, before, after map[int]rules.Position, l i18n.Lang, n rules.Notation) []string {
	var mine []rules.Offence
	for _, o := range os {
		if o.Side == c {
			mine = append(mine, o)
		}
	}
	if len(mine) == 0 {
		return nil
	}
	var chasers, victims, moves []string
	var whys []rules.ChaseWhy
	var victimPiece rules.Piece
	for _, o := range mine {
		b := before[o.Ply]
		moves = append(moves, b.Notate(o.Move, n))
		a := after[o.Ply]
		chasers = appendNew(chasers, pieceName(l, a.At(o.Chaser)))
		if !o.Check {
			victimPiece = a.At(o.Victim)
			victims = appendNew(victims, pieceName(l, victimPiece))
			if !containsWhy(whys, o.Why) {
				whys = append(whys, o.Why)
			}
		}
	}
	sep := ", "
	if l == i18n.LangZh {
		sep = "、"
	}
	list := strings.Join(moves, sep)
	k := len(mine)
	if mine[0].Check {
		return []string{upperFirst(fmt.Sprintf(l.Format(i18n.MsgRulingChecked, "", k), sidePieces(l, c, chasers), k, list))}
	}
	out := []string{upperFirst(fmt.Sprintf(l.Format(i18n.MsgRulingChased, "", "", k), sidePieces(l, c, chasers), sidePieces(l, c.Other(), victims), k, list))}
	for _, w := range whys {
		msg, ok := whyMsgs[w]
		if !ok {
			continue
		}
		if w == rules.ChariotByMinor || w == rules.ByDefender {
			out = append(out, l.Text(msg))
			continue
		}
		out = append(out, upperFirst(fmt.Sprintf(l.Text(msg), pieceName(l, victimPiece))))
	}
	for _, o := range mine {
		if o.Pinned {
			out = append(out, upperFirst(fmt.Sprintf(l.Text(i18n.MsgRulingWhyPinned), pieceName(l, victimPiece))))
			break
		}
	}
	return out
}

// sidePieces names side c's pieces: "Red's horse and cannon", "mã và
// pháo Đỏ", "红方的马和炮".
func sidePieces(l i18n.Lang, c rules.Color, names []string) string {
	side := i18n.MsgRed
	if c == rules.Black {
		side = i18n.MsgBlack
	}
	s := ""
	for i, n := range names {
		if i == 0 {
			s = n
			continue
		}
		s = fmt.Sprintf(l.Text(i18n.MsgRulingAnd), s, n)
	}
	return fmt.Sprintf(l.Text(i18n.MsgRulingPiece), l.Text(side), s)
}

func appendNew(l []string, s string) []string {
	for _, t := range l {
		if t == s {
			return l
		}
	}
	return append(l, s)
}

func containsWhy(l []rules.ChaseWhy, w rules.ChaseWhy) bool {
	for _, x := range l {
		if x == w {
			return true
		}
	}
	return false
}

// RulingName is what a ruling ends the game by, in a few words, as the
// end reasons name it: "perpetual chase".
func RulingName(l i18n.Lang, r rules.Ruling) string {
	switch r.Status.Reason {
	case rules.PerpetualCheck:
		return l.Text(i18n.MsgReasonPerpetualCheck)
	case rules.PerpetualChase:
		return l.Text(i18n.MsgReasonPerpetualChase)
	}
	return l.Text(i18n.MsgReasonRepetition)
}

// WarningText is the status line's warning that move mv, played now in
// game g, loses by ruling r: "Repeating 马二进三 loses by perpetual chase".
func WarningText(g *rules.Game, mv rules.Move, r rules.Ruling, l i18n.Lang, n rules.Notation) string {
	pos := g.Position()
	return fmt.Sprintf(l.Text(i18n.MsgRulingWarning), pos.Notate(mv, n), RulingName(l, r))
}

// ExplainWarning is the explanation of the ruling that move mv, played now
// in game g, would bring (rules.Game.Warning); its plies count mv as the
// game's next move.
func ExplainWarning(g *rules.Game, mv rules.Move, r rules.Ruling, l i18n.Lang, n rules.Notation) Explanation {
	moves := append(append([]rules.Move(nil), g.Moves()...), mv)
	return ExplainRuling(g.Start(), moves, r, l, n)
}

// ExplainGame is the explanation of how game g ended, when a repetition
// ruling ended it.
func ExplainGame(g *rules.Game, l i18n.Lang, n rules.Notation) (Explanation, bool) {
	r, ok := g.Ruling()
	if !ok {
		return Explanation{}, false
	}
	return ExplainRuling(g.Start(), g.Moves(), r, l, n), true
}
