package game

import (
	"xiangqi/game/i18n"
	"xiangqi/game/session"
	"xiangqi/rules"
)

// pieceGlyphs are the characters on the pieces, indexed by
// session.PieceSet and rules.Piece (Red 1–7, Black 9–15): the traditional
// and the simplified characters, then the letters of Vietnamese notation
// (Tướng, Sĩ, Tượng, Mã, Xe, Pháo, Binh/Tốt) and of WXF (King, Advisor,
// Elephant, Horse, Rook, Cannon, Pawn), the same for both sides.
var pieceGlyphs = [session.NumPieceSets][16]string{
	{"", "帥", "仕", "相", "傌", "俥", "炮", "兵", "", "將", "士", "象", "馬", "車", "砲", "卒"},
	{"", "帅", "仕", "相", "马", "车", "炮", "兵", "", "将", "士", "象", "马", "车", "炮", "卒"},
	{"", "Tg", "S", "T", "M", "X", "P", "B", "", "Tg", "S", "T", "M", "X", "P", "B"},
	{"", "K", "A", "E", "H", "R", "C", "P", "", "K", "A", "E", "H", "R", "C", "P"},
}

// riverText is written across the river, by piece set (the letter sets
// keep the traditional words); fileNumerals label the files: Chinese
// numerals on Red's side with Chinese pieces, else the digits of the
// letters' notations on both sides.
var (
	riverText    = [session.NumPieceSets][2]string{{"楚河", "漢界"}, {"楚河", "汉界"}, {"楚河", "漢界"}, {"楚河", "漢界"}}
	redNumerals  = [9]string{"一", "二", "三", "四", "五", "六", "七", "八", "九"}
	blackNumeral = [9]string{"1", "2", "3", "4", "5", "6", "7", "8", "9"}
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
