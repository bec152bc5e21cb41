package ui

import (
	"fmt"

	"xiangqi/game/session"
	"xiangqi/game/texts"
	"xiangqi/i18n"
)

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
		ch.Options = append(ch.Options, texts.LevelName(lang, l))
		ch.Subs = append(ch.Subs, fmt.Sprintf(lang.Text(i18n.MsgLevelRating), r[l]))
	}
	return ch
}
