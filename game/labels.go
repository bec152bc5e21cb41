package game

import (
	"xiangqi/i18n"
	"xiangqi/rules"
)

// notationMsgs name session.Notations, in the same order.
var notationMsgs = [...]i18n.Msg{i18n.MsgNotationWXF, i18n.MsgNotationChinese, i18n.MsgNotationVietnamese, i18n.MsgNotationICCS}

// handicapMsgs name the handicaps on the New game screen, and givesMsgs
// say who gives one (Black gives a horse), indexed by rules.Handicap.
var (
	handicapMsgs = [rules.NumHandicaps]i18n.Msg{i18n.MsgHandicapNone, i18n.MsgHandicapHorse, i18n.MsgHandicapTwoHorses, i18n.MsgHandicapChariot, i18n.MsgHandicapChariotHorse}
	givesMsgs    = [rules.NumHandicaps]i18n.Msg{rules.HandicapHorse: i18n.MsgGivesHorse, rules.HandicapTwoHorses: i18n.MsgGivesTwoHorses,
		rules.HandicapChariot: i18n.MsgGivesChariot, rules.HandicapChariotHorse: i18n.MsgGivesChariotHorse}
)
