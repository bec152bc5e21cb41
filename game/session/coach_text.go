package session

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"xiangqi/coach"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// CoachText is the coach's warning w in one sentence of language l, its
// file or point written as notation n writes moves (Settings.MoveNotation):
// ICCS names the point ("h2"); the others the file, numbered from the
// player's right as their moves number it — in Chinese notation with
// Chinese numerals for Red and full-width digits for Black, as 炮二平五
// and 炮８平５ do, in English as an ordinal ("the 3rd file"). "" for no
// warning.
func CoachText(w coach.Warning, l i18n.Lang, n rules.Notation) string {
	var s string
	switch w.Kind {
	case coach.Capture:
		victim, attacker := pieceName(l, w.Victim), pieceName(l, w.Attacker)
		if n == rules.ICCS {
			s = fmt.Sprintf(l.Text(i18n.MsgCoachTakenSquare), victim, w.At.String(), attacker)
		} else {
			s = fmt.Sprintf(l.Text(i18n.MsgCoachTakenFile), victim, fileName(l, n, w.Victim.Color(), w.At), attacker)
		}
	case coach.Material:
		s = fmt.Sprintf(l.Text(i18n.MsgCoachLoses), pieceName(l, w.Attacker), pieceName(l, w.Victim))
	case coach.Mate:
		s = fmt.Sprintf(l.Format(i18n.MsgCoachMate, w.MateIn), w.MateIn)
	default:
		return ""
	}
	return upperFirst(s)
}

// pieceName is p's name in l, by its side (Chinese names Red's and
// Black's pieces apart: 兵 and 卒).
func pieceName(l i18n.Lang, p rules.Piece) string {
	m := i18n.MsgCoachRedPieces
	if p.Color() == rules.Black {
		m = i18n.MsgCoachBlackPieces
	}
	names := strings.Fields(l.Text(m))
	k := int(p.Kind()) - int(rules.General)
	if k < 0 || k >= len(names) {
		return ""
	}
	return names[k]
}

// cnNumerals are Red's file numbers in Chinese notation.
var cnNumerals = [...]string{"", "一", "二", "三", "四", "五", "六", "七", "八", "九"}

// fileName is the number of the file of s counted from side c's right,
// as notation n writes it in l.
func fileName(l i18n.Lang, n rules.Notation, c rules.Color, s rules.Square) string {
	f := s.File() + 1 // Black counts from its right, the board's file a
	if c == rules.Red {
		f = 9 - s.File()
	}
	chinese := n == rules.Chinese || n == rules.ChineseTraditional
	switch {
	case chinese && c == rules.Red:
		return cnNumerals[f]
	case chinese:
		return string(rune('０' + f)) // full-width, as 炮８平５
	case l == i18n.LangEn:
		return ordinal(f)
	}
	return fmt.Sprint(f)
}

// ordinal is n as an English ordinal: 1st, 2nd, 3rd, 4th… (n is 1 to 9).
func ordinal(n int) string {
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return fmt.Sprintf("%dth", n)
}

// upperFirst capitalises a sentence that begins with a piece's name
// ("xe của bạn…").
func upperFirst(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[size:]
}
