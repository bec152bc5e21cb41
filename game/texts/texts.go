// Package texts holds the phrases several screens share, in the player's
// language: level names, a game's result and why it ended, who gives a
// handicap, why the rules refused a move, what a hint does, and the moves
// of a game in notation. It never imports Ebitengine, so the screens'
// models use it as their views do.
package texts

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"xiangqi/analysis"
	"xiangqi/explain"
	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// levelMsgs name the landmark levels (session.Level.Landmark), indexed by
// session.Level; the others are MsgLevelN with the level's number, the
// number ai and its LEVELS.md give it.
var levelMsgs = [session.NumLevels]i18n.Msg{session.Beginner: i18n.MsgLevelBeginner, session.Easy: i18n.MsgLevelEasy,
	session.Medium: i18n.MsgLevelMedium, session.Hard: i18n.MsgLevelHard, session.Master: i18n.MsgLevelMaster}

// givesMsgs say who gives a handicap (Black gives a horse), indexed by
// rules.Handicap.
var givesMsgs = [rules.NumHandicaps]i18n.Msg{rules.HandicapHorse: i18n.MsgGivesHorse, rules.HandicapTwoHorses: i18n.MsgGivesTwoHorses,
	rules.HandicapChariot: i18n.MsgGivesChariot, rules.HandicapChariotHorse: i18n.MsgGivesChariotHorse}

// LevelName is level l's name: a landmark's own ("Trung bình"), the
// Newcomer levels by their place ("Newcomer 1"), the others by number
// ("Cấp 3", "Level 3", "3级").
func LevelName(lang i18n.Lang, l session.Level) string {
	if l >= 0 && l < session.NumLevels && session.Landmark(l) {
		return lang.Text(levelMsgs[l])
	}
	if l >= 0 && l < session.Beginner {
		return fmt.Sprintf(lang.Text(i18n.MsgLevelNewcomer), int(l)+1)
	}
	return fmt.Sprintf(lang.Text(i18n.MsgLevelN), l.Number())
}

// Result is "Red wins — checkmate"; "" while the game goes on.
func Result(lang i18n.Lang, st rules.Status) string {
	if !st.Over() {
		return ""
	}
	res := map[rules.Result]i18n.Msg{rules.RedWins: i18n.MsgRedWins, rules.BlackWins: i18n.MsgBlackWins, rules.Draw: i18n.MsgDraw}[st.Result]
	return lang.Text(res) + " — " + lang.Text(ReasonMsg(st.Reason))
}

// Outcome is the ending in a few words: "You win!", "Red wins", "Draw".
func Outcome(lang i18n.Lang, o session.Outcome) string {
	switch o {
	case session.RedWon:
		return lang.Text(i18n.MsgRedWins)
	case session.BlackWon:
		return lang.Text(i18n.MsgBlackWins)
	case session.PlayerWon:
		return lang.Text(i18n.MsgYouWin)
	case session.PlayerLost:
		return lang.Text(i18n.MsgYouLose)
	}
	return lang.Text(i18n.MsgDraw)
}

// ReasonMsg names why a game ended.
func ReasonMsg(r rules.Reason) i18n.Msg {
	switch r {
	case rules.Checkmate:
		return i18n.MsgReasonCheckmate
	case rules.Stalemate:
		return i18n.MsgReasonStalemate
	case rules.PerpetualCheck:
		return i18n.MsgReasonPerpetualCheck
	case rules.PerpetualChase:
		return i18n.MsgReasonPerpetualChase
	case rules.Repetition:
		return i18n.MsgReasonRepetition
	case rules.MoveLimit:
		return i18n.MsgReasonMoveLimit
	case rules.NoAttackers:
		return i18n.MsgReasonNoAttackers
	case rules.Timeout:
		return i18n.MsgReasonTimeout
	}
	return i18n.MsgReasonResignation
}

// Capitalize writes s with a capital first letter ("checkmate" at the
// head of a line).
func Capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// Handicap says who gives what in a game from start, a handicap start:
// "Computer gives a horse", "Red gives both horses"; "" for any other
// start.
func Handicap(lang i18n.Lang, start rules.Position, vsComputer bool) string {
	h, giver, ok := rules.HandicapOf(start)
	if !ok {
		return ""
	}
	who := lang.Text(i18n.MsgRed)
	switch {
	case vsComputer:
		who = lang.Text(i18n.MsgComputer)
	case giver == rules.Black:
		who = lang.Text(i18n.MsgBlack)
	}
	return fmt.Sprintf(lang.Text(givesMsgs[h]), who)
}

// refusalMsgs say why the rules refuse a move, indexed by rules.Why.
var refusalMsgs = [...]i18n.Msg{
	rules.NotItsMove:      i18n.MsgRefusedNotItsMove,
	rules.HorseLeg:        i18n.MsgRefusedHorseLeg,
	rules.ElephantEye:     i18n.MsgRefusedElephantEye,
	rules.ElephantRiver:   i18n.MsgRefusedElephantRiver,
	rules.PalaceOnly:      i18n.MsgRefusedPalace,
	rules.PathBlocked:     i18n.MsgRefusedPath,
	rules.CannonScreen:    i18n.MsgRefusedCannonScreen,
	rules.SoldierBack:     i18n.MsgRefusedSoldierBack,
	rules.SoldierSideways: i18n.MsgRefusedSoldierSideways,
	rules.InCheck:         i18n.MsgRefusedInCheck,
	rules.GeneralsFace:    i18n.MsgRefusedGeneralsFace,
}

// Refusal says why the rules refused the move the player tapped, ""
// when there is nothing to say (or no move: rules.NoMove).
func Refusal(lang i18n.Lang, pos rules.Position, m rules.Move) string {
	if m == rules.NoMove {
		return ""
	}
	why := pos.WhyNot(m)
	if why == rules.NotItsMove {
		// The piece never moves so: say how it does move.
		return lang.Text(movesMsgs[pos.At(m.From()).Kind()])
	}
	if int(why) >= len(refusalMsgs) || refusalMsgs[why] == 0 {
		return ""
	}
	return lang.Text(refusalMsgs[why])
}

// movesMsgs says how each kind moves.
var movesMsgs = [...]i18n.Msg{
	rules.General:  i18n.MsgMovesGeneral,
	rules.Advisor:  i18n.MsgMovesAdvisor,
	rules.Elephant: i18n.MsgMovesElephant,
	rules.Horse:    i18n.MsgMovesHorse,
	rules.Chariot:  i18n.MsgMovesChariot,
	rules.Cannon:   i18n.MsgMovesCannon,
	rules.Soldier:  i18n.MsgMovesSoldier,
}

// Hint says what the hint does, "Hint: wins the cannon"; "" without a
// hint.
func Hint(lang i18n.Lang, pos rules.Position, hint rules.Move) string {
	if hint == rules.NoMove {
		return ""
	}
	what := explain.Text(lang, explain.Explain(pos, hint))
	if what == "" {
		return ""
	}
	return fmt.Sprintf(lang.Text(i18n.MsgHintMove), what)
}

// HintMove is a hint written as its move and what it does, "Hint: C2=5 ·
// attacks the soldier": the line under a hint's arrow where the move is
// not played for the player.
func HintMove(lang i18n.Lang, pos rules.Position, hint rules.Move, n rules.Notation) string {
	move := pos.Notate(hint, n)
	if what := explain.Text(lang, explain.Explain(pos, hint)); what != "" {
		move += " · " + what
	}
	return fmt.Sprintf(lang.Text(i18n.MsgHintMove), move)
}

// Line writes moves from pos numbered as in a record: "12. 炮二平五 马８进７
// 13. 车一平二", "12… 马８进７" when Black begins; at most
// analysis.MaxLine of them.
func Line(pos rules.Position, moves []rules.Move, n rules.Notation) string {
	var b strings.Builder
	for k, m := range moves[:min(len(moves), analysis.MaxLine)] {
		if k > 0 {
			b.WriteByte(' ')
		}
		switch {
		case pos.SideToMove() == rules.Red:
			fmt.Fprintf(&b, "%d. ", pos.MoveNumber())
		case k == 0:
			fmt.Fprintf(&b, "%d… ", pos.MoveNumber())
		}
		b.WriteString(pos.Notate(m, n))
		pos.MakeMove(m)
	}
	return b.String()
}
