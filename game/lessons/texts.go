package lessons

import (
	"golang.org/x/text/message"

	"xiangqi/i18n"
	"xiangqi/learn"
	"xiangqi/rules"
)

// sprintf formats message m in language l with the language's number
// format and the words that agree with its counts, as the game's other
// texts are formatted.
func sprintf(l i18n.Lang, m i18n.Msg, args ...any) string {
	return message.NewPrinter(l.Tag()).Sprintf(l.Format(m, args...), args...)
}

// label is a lesson's text in language l.
func label(l i18n.Lang, t learn.Text) string { return t[l] }

// groupMsg heads group g of the list.
func groupMsg(g learn.Group) i18n.Msg {
	switch g {
	case learn.Pieces:
		return i18n.MsgLessonsPieces
	case learn.Rules:
		return i18n.MsgLessonsRules
	}
	return i18n.MsgLessonsPatterns
}

// missMsg says why a failed attempt failed, by learn.Miss; false when the
// rules say nothing more than "not this time".
func missMsg(k learn.Miss) (i18n.Msg, bool) {
	switch k {
	case learn.MissNoCheck:
		return i18n.MsgLessonMissNoCheck, true
	case learn.MissTargetStays:
		return i18n.MsgLessonMissTarget, true
	case learn.MissGeneralEscapes:
		return i18n.MsgLessonMissEscape, true
	case learn.MissCapture:
		return i18n.MsgLessonMissCapture, true
	case learn.MissCover:
		return i18n.MsgLessonMissCover, true
	}
	return 0, false
}

// resultMsg names a game's result.
func resultMsg(r rules.Result) i18n.Msg {
	switch r {
	case rules.RedWins:
		return i18n.MsgRedWins
	case rules.BlackWins:
		return i18n.MsgBlackWins
	}
	return i18n.MsgDraw
}

// reasonMsg names the referee's reason for a game's end (as the game's
// status line does).
func reasonMsg(r rules.Reason) i18n.Msg {
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

// refusalMsg says why the rules refuse move m on pos; false when there
// is nothing to say.
func refusalMsg(pos rules.Position, m rules.Move) (i18n.Msg, bool) {
	if m == rules.NoMove {
		return 0, false
	}
	switch pos.WhyNot(m) {
	case rules.NotItsMove:
		return i18n.MsgRefusedNotItsMove, true
	case rules.HorseLeg:
		return i18n.MsgRefusedHorseLeg, true
	case rules.ElephantEye:
		return i18n.MsgRefusedElephantEye, true
	case rules.ElephantRiver:
		return i18n.MsgRefusedElephantRiver, true
	case rules.PalaceOnly:
		return i18n.MsgRefusedPalace, true
	case rules.PathBlocked:
		return i18n.MsgRefusedPath, true
	case rules.CannonScreen:
		return i18n.MsgRefusedCannonScreen, true
	case rules.SoldierBack:
		return i18n.MsgRefusedSoldierBack, true
	case rules.SoldierSideways:
		return i18n.MsgRefusedSoldierSideways, true
	case rules.InCheck:
		return i18n.MsgRefusedInCheck, true
	case rules.GeneralsFace:
		return i18n.MsgRefusedGeneralsFace, true
	}
	return 0, false
}
