package games

import (
	"fmt"
	"time"

	"xiangqi/game/session"
	"xiangqi/game/texts"
	"xiangqi/game/ui"
	"xiangqi/gamedb"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// Describe is a game's lines in the list: who played, when ("" when the
// date is not a whole one: the view puts it at the right of who, and on
// a narrow phone leaves who whole rather than the minute, issue 52: "…
// đấu máy (C…"), then how it stands or ended, its length and its
// opening.
func (m *Library) Describe(r gamedb.Row) (who, when, second string) {
	env := m.env
	when = whenOf(r)
	who = env.Text(i18n.MsgTwoPlayers)
	vs := r.Kind == gamedb.KindComputer
	if vs {
		side := env.Text(i18n.MsgRed)
		if r.Computer == 1 {
			side = env.Text(i18n.MsgBlack)
		}
		// The player's side alone ("Black vs computer (Newcomer 1)"):
		// the list is of the player's games, and "You (Black)" left
		// no room for the day on a phone.
		who = fmt.Sprintf(env.Text(i18n.MsgRowYouVs), side, texts.LevelName(env.Lang(), LevelOf(r.Level)))
	} else if r.Red != "" && r.Red != "Player" && r.Red != "?" {
		who = r.Red + " – " + r.Black // a game from elsewhere names its players
	}
	moves := m.tx.sprintf(i18n.MsgMovesCount, (r.Plies+1)/2)
	if r.Start != "" && r.Start != rules.StartFEN {
		if start, err := rules.ParseFEN(r.Start); err == nil {
			if h := texts.Handicap(env.Lang(), start, vs); h != "" {
				moves += " · " + h
			} else {
				moves += " · " + env.Text(i18n.MsgFromPosition)
			}
		}
	}
	if name := r.OpeningName(env.Lang().Code()); name != "" {
		moves += " · " + name
	}
	switch {
	case r.Result != gamedb.Unknown:
		head := texts.Outcome(env.Lang(), outcomeOf(r))
		if why := reasonOf(r.Term); why != rules.NoReason {
			head += " — " + env.Text(texts.ReasonMsg(why))
		}
		return who, when, head + " · " + moves
	case r.Kind == gamedb.KindImported:
		return who, when, env.Text(i18n.MsgNoResult) + " · " + moves // a record from elsewhere
	case inProgress(m.svc.Game, r.ID):
		return who, when, env.Text(i18n.MsgInProgress) + " · " + moves
	}
	return who, when, env.Text(i18n.MsgUnfinished) + " · " + moves // left for another game
}

// Tone is how a row's second line reads: good news for a game the
// player won, a problem for one lost, else a note.
func Tone(r gamedb.Row) ui.Tone {
	switch outcomeOf(r) {
	case session.PlayerWon:
		return ui.Good
	case session.PlayerLost:
		return ui.Problem
	}
	return ui.Dim
}

// whenOf is when a game was played as the list says it, from its Date
// and Time tags as session.InfoOf reads them: the day and the minute, or
// the day, or nothing when the date is not a whole one.
func whenOf(r gamedb.Row) string {
	if t, err := time.ParseInLocation("2006.01.02 15:04:05", r.Date+" "+r.Time, time.Local); err == nil {
		return t.Format("2006-01-02 15:04")
	}
	if t, err := time.ParseInLocation("2006.01.02", r.Date, time.Local); err == nil {
		return t.Format("2006-01-02")
	}
	return ""
}

// reasonOf is the reason a record's Termination tag names, NoReason for
// none (a record from elsewhere).
func reasonOf(term string) rules.Reason {
	for r := rules.Checkmate; r <= rules.Timeout; r++ {
		if term == r.String() {
			return r
		}
	}
	return rules.NoReason
}

// outcomeOf is the game's result as the list colours it.
func outcomeOf(r gamedb.Row) session.Outcome {
	switch {
	case r.Result == gamedb.Unknown:
		return session.NotOver
	case r.Result == gamedb.Draw:
		return session.Drawn
	case r.Computer > 0:
		if (r.Computer == 2) == (r.Result == gamedb.RedWins) {
			return session.PlayerWon
		}
		return session.PlayerLost
	case r.Result == gamedb.RedWins:
		return session.RedWon
	}
	return session.BlackWon
}
