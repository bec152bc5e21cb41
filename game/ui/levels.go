package ui

import (
	"fmt"

	"xiangqi/game/session"
	"xiangqi/i18n"
)

// levelMsgs name the landmark levels (session.Level.Landmark), indexed by
// session.Level; the others are MsgLevelN with the level's number, the
// number ai and its LEVELS.md give it. LevelName says which.
var levelMsgs = [session.NumLevels]i18n.Msg{session.Beginner: i18n.MsgLevelBeginner, session.Easy: i18n.MsgLevelEasy,
	session.Medium: i18n.MsgLevelMedium, session.Hard: i18n.MsgLevelHard, session.Master: i18n.MsgLevelMaster}

// LevelName is level l's name in lang: a landmark's own ("Trung bình"),
// the Newcomer levels by their place ("Newcomer 1"), the others by number
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

// Ratings are the levels' ratings as the level picker shows them, indexed
// by session.Level: read from the engine at run time (they are measured,
// and change), so the shell hands them to the models that show them.
type Ratings [session.NumLevels]int

// LevelChoice is the level picker: every level, Beginner first, by name,
// its rating under each ("≈1200"), l chosen, and the note on what the
// ratings mean under them.
func LevelChoice(lang i18n.Lang, r Ratings, l session.Level) Choice {
	ch := Choice{Name: i18n.MsgLevel, Chosen: int(l), Hint: lang.Text(i18n.MsgRatingNote)}
	for l := session.Level(0); l < session.NumLevels; l++ {
		ch.Options = append(ch.Options, LevelName(lang, l))
		ch.Subs = append(ch.Subs, fmt.Sprintf(lang.Text(i18n.MsgLevelRating), r[l]))
	}
	return ch
}
