package lessons

import (
	"xiangqi/i18n"
	"xiangqi/learn"
)

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
