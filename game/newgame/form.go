package newgame

import (
	"fmt"
	"slices"

	"xiangqi/clock"
	"xiangqi/game/session"
	"xiangqi/game/texts"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// handicapMsgs name the handicaps, indexed by rules.Handicap.
var handicapMsgs = [rules.NumHandicaps]i18n.Msg{i18n.MsgHandicapNone, i18n.MsgHandicapHorse, i18n.MsgHandicapTwoHorses, i18n.MsgHandicapChariot, i18n.MsgHandicapChariotHorse}

// Form is the New game screen: the side, the handicap (and between two
// players who gives it), the clock, the level and the adaptive level,
// then Start: a game from the start position less the handicap, or from
// a position set up in the editor (no handicap then). The choices are
// made on a copy of the settings (the form's own, Settings) and kept in
// the player's settings, for the next game too, only when Start starts
// the game: Back drops them (issue 52: Black and no clock chosen, then
// Back, came back chosen, and so did Two players in the editor's Play
// it). A level chosen here is for the game this form starts: the game
// in progress (if the player goes Back to it) keeps its own, and the
// form says so (Note).
type Form struct {
	env ui.Env // its Settings are draft
	// kept are the player's settings; draft the choices as they stand,
	// copied into kept by Start.
	kept, draft *session.Settings
	game        *session.Current
	ratings     ui.Ratings
	from        *rules.Position
	newPlayer   bool
	started     bool
	// Asked: the player already said the game in progress may go (the
	// play screen's New game asks before it opens the form), so Start
	// does not ask again.
	Asked bool
	// Note is what the last change applies to, "" when that is obvious.
	Note string
}

// NewForm opens New game on env's settings. game is the game in progress
// (nil for none), ratings the levels' ratings shown under their names,
// from the editor's position to start from (nil: the start position with
// the handicap), and newPlayer whether the player has never begun a game
// (FirstNote).
func NewForm(env ui.Env, game *session.Current, ratings ui.Ratings, from *rules.Position, newPlayer bool) *Form {
	draft := *env.Settings
	f := &Form{env: env, kept: env.Settings, draft: &draft, game: game, ratings: ratings, from: from, newPlayer: newPlayer}
	f.env.Settings = f.draft
	return f
}

// Settings are the choices as they stand, which Start keeps (the custom
// clock's editor, opened from the form, changes them too).
func (f *Form) Settings() *session.Settings { return f.draft }

// FormTarget is a button of the form under its choices.
type FormTarget int

const (
	FormBack  FormTarget = iota // closes the form; its choices are dropped
	FormStart                   // starts the game
)

// Tap acts on target t. Start starts the game once: a second tap (a
// double tap that reaches the form before it is gone) starts nothing.
func (f *Form) Tap(t FormTarget) ui.Outcome {
	switch t {
	case FormBack:
		return ui.Outcome{Close: true}
	case FormStart:
		if f.started {
			return ui.Outcome{}
		}
		if !f.Asked && f.game.InProgress() {
			// Start replaces the game in progress (issue 49): asked
			// wherever the form was opened from (the start screen, the
			// editor), as the play screen's New game asks.
			return ui.Outcome{Open: ui.Confirm(f.env, i18n.MsgConfirmNewGame, f.start)}
		}
		return f.start()
	}
	return ui.Outcome{}
}

// start starts the game, once, keeping the choices in the settings
// (saved before the game begins from them).
func (f *Form) start() ui.Outcome {
	if f.started {
		return ui.Outcome{}
	}
	f.started, f.newPlayer = true, false // a game begun: the welcome has been read
	*f.kept = *f.draft
	return ui.Outcome{Changed: true, Save: true, Start: &ui.Start{From: rules.NewGame(f.StartPosition())}}
}

// StartPosition is the position Start starts from: the editor's, or the
// start position less the handicap.
func (f *Form) StartPosition() rules.Position {
	if f.from != nil {
		return *f.from
	}
	return f.env.Settings.StartPosition()
}

// FirstNote is the line under the title for a new player (no save when
// the game began, no game started here since) while there is no Note:
// how to learn the moves. The level and the adaptive level a new player
// starts with are the defaults (session.DefaultSettings), shown below it
// like any choice.
func (f *Form) FirstNote() string {
	if !f.newPlayer || f.Note != "" {
		return ""
	}
	return f.env.Text(i18n.MsgFirstGameNote)
}

// Choices are the choices in the order shown.
func (f *Form) Choices() []ui.Choice {
	rows := f.rows()
	out := make([]ui.Choice, len(rows))
	for i, r := range rows {
		out[i] = r.Choice
	}
	return out
}

// Row is the index in Choices of the choice named name, -1 for none.
func (f *Form) Row(name i18n.Msg) int {
	return slices.IndexFunc(f.rows(), func(r row) bool { return r.Name == name })
}

// Choose chooses option k of choice row (an index in Choices): in the
// form's choices (Settings), or, for the custom clock, its editor opened.
// A disabled choice or an index out of range does nothing.
func (f *Form) Choose(row, k int) ui.Outcome {
	rows := f.rows()
	if row < 0 || row >= len(rows) || k < 0 || k >= len(rows[row].Options) || rows[row].Disabled {
		return ui.Outcome{}
	}
	r := rows[row]
	f.Note = ""
	if r.Name == i18n.MsgClockCustomTitle {
		return ui.Outcome{Changed: true, Open: NewClock(f.env)}
	}
	r.choose(k)
	s := f.env.Settings
	if m := f.inProgress(); r.Name == i18n.MsgLevel && m != nil && m.VsComputer() && m.Level() != s.Level {
		f.Note = fmt.Sprintf(f.env.Text(i18n.MsgLevelNextGame), texts.LevelName(f.env.Lang(), m.Level()))
	}
	return ui.Redraw()
}

// inProgress is the game in progress that the player can go back to,
// nil when there is none or it is over.
func (f *Form) inProgress() *session.Match {
	if f.game == nil || !f.game.CanContinue() {
		return nil
	}
	return f.game.Match()
}

// row is a choice and what choosing one of its options does.
type row struct {
	ui.Choice
	choose func(k int)
}

func (f *Form) rows() []row {
	s := f.env.Settings
	lang := f.env.Lang()
	rows := []row{
		{ui.Choice{Name: i18n.MsgPlayAs, Options: ui.Texts(lang, i18n.MsgRed, i18n.MsgBlack, i18n.MsgTwoPlayers), Chosen: s.PlayAs()}, s.SetPlayAs},
	}
	if f.from == nil {
		// The choices keep their places whoever plays (the level grid
		// moved 86 dp when two players added the giver): the hint has the
		// room of the longer of its two texts, and the giver is there
		// against the computer too, greyed on the computer's side.
		hint, other := lang.Text(i18n.MsgHandicapNoteComputer), lang.Text(i18n.MsgHandicapNoteTwo)
		if s.TwoPlayers {
			hint, other = other, hint
		}
		giver := int(s.HandicapSide)
		if !s.TwoPlayers {
			giver = int(s.Side.Other())
		}
		rows = append(rows,
			row{ui.Choice{Name: i18n.MsgHandicap, Options: ui.Texts(lang, handicapMsgs[:]...), Chosen: int(s.Handicap), Hint: hint, HintRoom: other},
				func(k int) { s.Handicap = rules.Handicap(k) }},
			row{ui.Choice{Name: i18n.MsgHandicapGiver, Options: ui.Texts(lang, i18n.MsgRed, i18n.MsgBlack), Chosen: giver,
				Disabled: !s.TwoPlayers || s.Handicap == rules.NoHandicap}, func(k int) { s.HandicapSide = rules.Color(k) }},
		)
	}
	level := ui.LevelChoice(lang, f.ratings, s.Level)
	level.Disabled = s.TwoPlayers
	adaptive := ui.Switch(lang, i18n.MsgAdaptive, s.Adaptive)
	adaptive.Disabled, adaptive.Hint = s.TwoPlayers, lang.Text(i18n.MsgAdaptiveNote)
	// The clock before the level: in landscape the level picker then
	// heads the second column, in view unscrolled, as it did before.
	return append(rows, f.presets(), f.custom(),
		row{level, func(k int) { s.ChooseLevel(session.Level(k)) }},
		row{adaptive, func(k int) { s.SetAdaptive(k == 1) }},
	)
}

// TimeControls are the clocks New game offers: none, the sudden deaths,
// the increments, the fixed times per move, the countdowns and the moves
// in a time (clock's presets).
func TimeControls() []clock.Control {
	out := []clock.Control{{}}
	out = append(out, clock.SuddenDeaths...)
	out = append(out, clock.Increments...)
	out = append(out, clock.PerMoves...)
	out = append(out, clock.Countdowns...)
	return append(out, clock.MovesIns...)
}

// presets is the clock's choice of the presets; a clock that is none of
// them (set in the custom editor, or by the command line's -tc) marks
// none, and marks the custom clock's row instead.
func (f *Form) presets() row {
	tcs := TimeControls()
	ch := ui.Choice{Name: i18n.MsgTimeControl, Options: make([]string, len(tcs)), Chosen: -1}
	for i, tc := range tcs {
		ch.Options[i] = ControlLabel(f.env.Lang(), tc)
		if tc == f.env.Settings.TimeControl {
			ch.Chosen = i
		}
	}
	return row{ch, func(k int) { f.env.Settings.TimeControl = tcs[k] }}
}

// custom is the row under the presets that opens the custom clock's
// editor (Clock): "Custom…", or, once a clock that is none of the presets
// is set, that clock ("7+3", "45 s a move"), marked as chosen. It is one
// button beside its name, always one row, so that a long custom clock
// neither shrinks the presets' labels nor moves the choices under it;
// tapped again it opens the editor at the clock set.
func (f *Form) custom() row {
	tc := f.env.Settings.TimeControl
	label, chosen := f.env.Text(i18n.MsgClockCustom), -1
	if !slices.Contains(TimeControls(), tc) {
		label, chosen = ControlLabel(f.env.Lang(), tc), 0
	}
	return row{ui.Choice{Name: i18n.MsgClockCustomTitle, Options: []string{label}, Chosen: chosen, Inline: true}, nil}
}
