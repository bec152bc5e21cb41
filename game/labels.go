package game

import (
	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// notationMsgs name session.Notations, in the same order.
var notationMsgs = [...]i18n.Msg{i18n.MsgNotationWXF, i18n.MsgNotationChinese, i18n.MsgNotationVietnamese, i18n.MsgNotationICCS}

// levelMsgs name the landmark levels (session.Level.Landmark), indexed by
// session.Level; the others are MsgLevelN with the level's number, the
// number ai and its LEVELS.md give it. levelName says which.
var levelMsgs = [session.NumLevels]i18n.Msg{session.Beginner: i18n.MsgLevelBeginner, session.Easy: i18n.MsgLevelEasy,
	session.Medium: i18n.MsgLevelMedium, session.Hard: i18n.MsgLevelHard, session.Master: i18n.MsgLevelMaster}

// handicapMsgs name the handicaps on the New game screen, and givesMsgs
// say who gives one (Black gives a horse), indexed by rules.Handicap.
var (
	handicapMsgs = [rules.NumHandicaps]i18n.Msg{i18n.MsgHandicapNone, i18n.MsgHandicapHorse, i18n.MsgHandicapTwoHorses, i18n.MsgHandicapChariot, i18n.MsgHandicapChariotHorse}
	givesMsgs    = [rules.NumHandicaps]i18n.Msg{rules.HandicapHorse: i18n.MsgGivesHorse, rules.HandicapTwoHorses: i18n.MsgGivesTwoHorses,
		rules.HandicapChariot: i18n.MsgGivesChariot, rules.HandicapChariotHorse: i18n.MsgGivesChariotHorse}
)
