package explain

import (
	"fmt"

	"xiangqi/game/pieceset"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// kindMsgs name the kinds in Vietnamese and English (English with its
// singular and plural, i18n.Lang.Count).
var kindMsgs = [rules.NumKinds]i18n.Msg{i18n.MsgKindGeneral, i18n.MsgKindGeneral, i18n.MsgKindAdvisor,
	i18n.MsgKindElephant, i18n.MsgKindHorse, i18n.MsgKindChariot, i18n.MsgKindCannon, i18n.MsgKindSoldier}

// Name is the piece's name in l: "xe", "chariot", and in Chinese the
// side's own character in the simplified set (兵 for Red, 卒 for Black).
// n > 1 asks for the plural where the language has one.
func Name(l i18n.Lang, pc rules.Piece, n int) string {
	k := pc.Kind()
	if pc == rules.Empty || k >= rules.NumKinds {
		return ""
	}
	if l == i18n.LangZh {
		return pieceset.Simplified.Set().Glyphs[pc]
	}
	return l.Count(kindMsgs[k], n)
}

// Text is what e says in l, a phrase without a capital or a full stop
// ("wins the cannon"); "" for None.
func Text(l i18n.Lang, e Explanation) string {
	name := func(pc rules.Piece) string { return Name(l, pc, 1) }
	target := func(i int) string {
		if i < len(e.Targets) {
			return name(e.Targets[i])
		}
		return ""
	}
	switch e.Kind {
	case Mates:
		return l.Text(i18n.MsgExplainMates)
	case Wins:
		return fmt.Sprintf(l.Text(i18n.MsgExplainWins), name(e.Piece))
	case ChecksForks, Forks:
		two := len(e.Targets) == 2 && e.Targets[0].Kind() == e.Targets[1].Kind()
		msg := map[[2]bool]i18n.Msg{{true, false}: i18n.MsgExplainChecksForks, {false, false}: i18n.MsgExplainForks,
			{true, true}: i18n.MsgExplainChecksForksTwo, {false, true}: i18n.MsgExplainForksTwo}[[2]bool{e.Kind == ChecksForks, two}]
		if two {
			// "forks two soldiers": one name, in the plural.
			return fmt.Sprintf(l.Text(msg), Name(l, e.Targets[0], 2))
		}
		return fmt.Sprintf(l.Text(msg), target(0), target(1))
	case ChecksAttacks:
		return fmt.Sprintf(l.Text(i18n.MsgExplainChecksAttacks), target(0))
	case ThreatensMate:
		return l.Text(i18n.MsgExplainThreatensMate)
	case Trades:
		if e.Mover.Kind() == e.Piece.Kind() {
			return fmt.Sprintf(l.Text(i18n.MsgExplainTradesSame), Name(l, e.Piece, 2))
		}
		return fmt.Sprintf(l.Text(i18n.MsgExplainTradesFor), name(e.Mover), name(e.Piece))
	case Checks:
		return l.Text(i18n.MsgExplainChecks)
	case Attacks:
		return fmt.Sprintf(l.Text(i18n.MsgExplainAttacks), target(0))
	case Escapes:
		return l.Text(i18n.MsgExplainEscapes)
	case Saves:
		return fmt.Sprintf(l.Text(i18n.MsgExplainSaves), name(e.Mover))
	case Defends:
		// Which one: "defends the soldier on file 7" (七路兵), the file
		// counted from its side's right, as the notation counts it.
		return fmt.Sprintf(l.Text(i18n.MsgExplainDefends), name(e.Piece), fileText(l, e.Piece.Color(), e.At))
	case Develops:
		return fmt.Sprintf(l.Text(i18n.MsgExplainDevelops), name(e.Mover))
	case Improves:
		return fmt.Sprintf(l.Text(i18n.MsgExplainImproves), name(e.Mover))
	case Sacrifices:
		return fmt.Sprintf(l.Text(i18n.MsgExplainSacrifices), name(e.Mover))
	}
	return ""
}

// ThreatText says threat t in l, a phrase without a capital: "the horse
// can take the chariot", "the opponent threatens mate".
func ThreatText(l i18n.Lang, t Threat) string {
	switch t.Kind {
	case ThreatMate:
		return l.Text(i18n.MsgThreatMate)
	case ThreatMaterial:
		return fmt.Sprintf(l.Text(i18n.MsgThreatTakes), Name(l, t.Mover, 1), Name(l, t.Piece, 1))
	case ThreatCheck:
		return fmt.Sprintf(l.Text(i18n.MsgThreatCheck), Name(l, t.Mover, 1))
	}
	return ""
}

// fileText is the number of s's file as c's notation counts it, from c's
// right: in Chinese a numeral for Red (七) and a full-width digit for
// Black (７), as records write them; a digit in the other languages.
func fileText(l i18n.Lang, c rules.Color, s rules.Square) string {
	n := s.File() + 1
	if c == rules.Red {
		n = 9 - s.File()
	}
	if l != i18n.LangZh {
		return fmt.Sprint(n)
	}
	if c == rules.Red {
		return string([]rune("一二三四五六七八九")[n-1])
	}
	return string(rune('０' + n))
}
