package game

import (
	"xiangqi/i18n"
	"xiangqi/rules"
)

// givesMsgs say who gives a handicap (Black gives a horse), indexed by
// rules.Handicap.
var givesMsgs = [rules.NumHandicaps]i18n.Msg{rules.HandicapHorse: i18n.MsgGivesHorse, rules.HandicapTwoHorses: i18n.MsgGivesTwoHorses,
	rules.HandicapChariot: i18n.MsgGivesChariot, rules.HandicapChariotHorse: i18n.MsgGivesChariotHorse}
