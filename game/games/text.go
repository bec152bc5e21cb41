package games

import (
	"fmt"
	"path"
	"path/filepath"
	"strings"

	"golang.org/x/text/message"

	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/opening"
)

// texts formats the model's texts in one language.
type phrases struct {
	env ui.Env
	p   *message.Printer // made on first use, for the language pl
	pl  i18n.Lang
}

// lang is the player's language, as it is now.
func (t *phrases) lang() i18n.Lang { return t.env.Lang() }

func (t *phrases) text(m i18n.Msg) string { return t.lang().Text(m) }

// sprintf formats message m with the language's number format and plural
// forms (as ui.Env.Sprintf does; the printer is kept, since the
// statistics format a line for each opening).
func (t *phrases) sprintf(m i18n.Msg, args ...any) string {
	if l := t.lang(); t.p == nil || t.pl != l {
		t.p, t.pl = message.NewPrinter(l.Tag()), l
	}
	return t.p.Sprintf(t.lang().Format(m, args...), args...)
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
func (t *phrases) damaged(notices []session.Notice) string {
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
