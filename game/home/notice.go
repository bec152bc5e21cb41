package home

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"

	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/train"
)

// SaveNotice is the line that says in lang what happened to the save
// when it was read (n): damaged and kept aside, from another version,
// parts of it left out (each named), or not read at all.
func SaveNotice(lang i18n.Lang, n *session.Notice) string {
	m := i18n.MsgSaveFailed
	switch n.Kind {
	case session.SaveCorrupt:
		m = i18n.MsgSaveCorrupt
	case session.SaveVersion:
		m = i18n.MsgSaveVersion
	case session.SavePartial:
		return fmt.Sprintf(lang.Text(i18n.MsgSavePartial), saveParts(lang, n.Parts), n.Arg)
	}
	return fmt.Sprintf(lang.Text(m), n.Arg)
}

// saveParts names the parts of a save left out (session.Notice.Parts),
// joined in the language.
func saveParts(lang i18n.Lang, parts []string) string {
	sep := ", "
	if lang == i18n.LangZh {
		sep = "、"
	}
	names := make([]string, 0, len(parts))
	for _, p := range parts {
		m, ok := savePartMsgs[p]
		if !ok {
			names = append(names, p)
			continue
		}
		names = append(names, lang.Text(m))
	}
	return strings.Join(names, sep)
}

// savePartMsgs are the texts of the parts session.Load can leave out.
var savePartMsgs = map[string]i18n.Msg{
	session.PartSettings:    i18n.MsgSavePartSettings,
	session.PartGame:        i18n.MsgSavePartGame,
	session.PartPuzzles:     i18n.MsgSavePartPuzzles,
	session.PartLessons:     i18n.MsgSavePartLessons,
	session.PartTraining:    i18n.MsgSavePartTraining,
	train.PartDeck:          i18n.MsgSavePartDeck,
	train.PartStreak:        i18n.MsgSavePartStreak,
	train.PartRating:        i18n.MsgSavePartRating,
	train.PartPuzzleRatings: i18n.MsgSavePartPuzzleRatings,
	train.PartBests:         i18n.MsgSavePartBests,
}

// WriteProblem is the line that says the last save or library write
// failed (err, session.Current.WriteErr), "" for nil: shown under the
// board and on the start screen until a write succeeds.
func WriteProblem(lang i18n.Lang, err error) string {
	if err == nil {
		return ""
	}
	return fmt.Sprintf(lang.Text(i18n.MsgSaveFailed), writeCause(err))
}

// writeCause is what a player can act on in a failed write: the system's
// reason ("no space left on device", "permission denied") without the
// path of the temporary file it happened to, which fills a phone's line
// and means nothing to the player.
func writeCause(err error) error {
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		return pe.Err
	case errors.As(err, &le):
		return le.Err
	}
	return err
}

// StartNotice is the start screen's line (Services.Notice) for the game
// in progress cur and notice, what the shell says of the save as read (or
// of a read-only folder): on a read-only folder the notice alone, which
// says why nothing is saved, rather than each failed save; else a failed
// write; else the notice.
func StartNotice(lang i18n.Lang, cur *session.Current, notice string) string {
	if cur.Library.ReadOnly {
		return notice
	}
	if w := WriteProblem(lang, cur.WriteErr()); w != "" {
		return w
	}
	return notice
}
