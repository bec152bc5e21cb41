package games

import (
	"fmt"
	"path"
	"path/filepath"
	"strings"

	"golang.org/x/text/message"

	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/opening"
)

// texts formats the model's texts in one language.
type texts struct {
	lang i18n.Lang
	p    *message.Printer // made on first use
}

func (t *texts) text(m i18n.Msg) string { return t.lang.Text(m) }

// sprintf formats message m with the language's number format and plural
// forms (as the game's ctx.sprintf does).
func (t *texts) sprintf(m i18n.Msg, args ...any) string {
	if t.p == nil {
		t.p = message.NewPrinter(t.lang.Tag())
	}
	return t.p.Sprintf(t.lang.Format(m, args...), args...)
}

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

// LevelOf is the level a record's Level tag names; one naming none is
// Beginner, as session.InfoOf reads it.
func LevelOf(tag string) session.Level {
	if tag == "" { // a game between two players: no error to format
		return session.Beginner
	}
	if l, err := session.ParseLevel(tag); err == nil {
		return l
	}
	return session.Beginner
}

// damagedShown is how many damaged records a note names; the count says
// how many there are.
const damagedShown = 3

// damaged names the records kept aside as damaged: one by its path,
// several by their count, folder and first few names; a failure to move
// one aside comes first.
func (t *texts) damaged(notices []session.Notice) string {
	var names []string
	for _, n := range notices {
		if n.Kind == session.SaveFailed {
			return fmt.Sprintf(t.text(i18n.MsgSaveFailed), n.Arg)
		}
		names = append(names, n.Arg)
	}
	if len(names) == 1 {
		return fmt.Sprintf(t.text(i18n.MsgRecordDamaged), names[0])
	}
	for i, n := range names {
		names[i] = path.Base(filepath.ToSlash(n))
	}
	shown := strings.Join(names[:min(len(names), damagedShown)], ", ")
	if len(names) > damagedShown {
		shown += ", …"
	}
	return t.sprintf(i18n.MsgRecordsDamaged, len(names), session.DamagedFolder, shown)
}

// openingNames maps the classifier's Chinese names of the openings to
// their names in lang, for the statistics, which count by the name kept.
func openingNames(lang string) map[string]string {
	m := map[string]string{}
	for _, l := range "ABCDE" {
		for n := range 100 {
			code := fmt.Sprintf("%c%02d", l, n)
			if opening.Valid(code) {
				m[opening.Name(code, "zh")] = opening.Name(code, lang)
			}
		}
	}
	return m
}
