// Package ui is what the screens' models share, without a display: the
// services a model may use (Env) and what follows from an event a view
// hands it (Outcome).
//
// A screen of the game is two parts. Its model, in the package of its
// family (game/newgame, game/settings, …), holds the screen's state and
// takes the player's input as events on named targets — "Done", "the +
// of the minutes", "the third option of the level" — never as pixels; it
// answers each with an Outcome. Its view, in package game, lays the
// targets out, turns taps into them, draws the model and carries the
// Outcome out: it redraws, saves, plays a sound, opens or closes a screen.
// Models never import Ebitengine, so every screen's behaviour is tested
// by plain go test.
package ui

import (
	"golang.org/x/text/message"

	"xiangqi/game/session"
	"xiangqi/game/sfx"
	"xiangqi/i18n"
	"xiangqi/record"
	"xiangqi/rules"
)

// Env is what the shell lends every model: the player's language and
// settings, both as they are now (a model outlives a change of language
// made in Settings over it). A model changes the settings in place and
// says so with Outcome.Save; the shell writes them.
type Env struct {
	lang     *i18n.Lang
	Settings *session.Settings
}

// NewEnv is the Env of the language *lang and the settings s, read
// through the pointers at each use.
func NewEnv(lang *i18n.Lang, s *session.Settings) Env { return Env{lang: lang, Settings: s} }

// LangEnv is an Env in language lang alone, with settings s: for tests.
func LangEnv(lang i18n.Lang, s *session.Settings) Env { return Env{lang: &lang, Settings: s} }

// Lang is the player's language.
func (e Env) Lang() i18n.Lang { return *e.lang }

// SetLang changes the language (a test's player who changes it).
func (e Env) SetLang(l i18n.Lang) { *e.lang = l }

// Text is message m in the player's language.
func (e Env) Text(m i18n.Msg) string { return e.Lang().Text(m) }

// Sprintf formats message m with the language's number format ("1.234
// nút" in Vietnamese, "1,234 nodes" in English) and the words that agree
// with its counts ("1 game", "2 games"; i18n.Lang.Format).
func (e Env) Sprintf(m i18n.Msg, args ...any) string {
	l := e.Lang()
	return message.NewPrinter(l.Tag()).Sprintf(l.Format(m, args...), args...)
}

// Outcome is what follows from an event: the shell applies it in the
// order of its fields. The zero Outcome is an event that changed nothing.
type Outcome struct {
	// Changed: the model's state changed, so its view must be redrawn.
	Changed bool
	// Save: the settings (or what else the save holds) changed and must
	// be written.
	Save bool
	// Sound, when Play is set, is played (if the player has sound on).
	Sound sfx.Sound
	Play  bool
	// Close closes this screen.
	Close bool
	// Open is a model to open over this screen (after Close, over the one
	// below it), or a Route to a screen; the shell finds its view.
	Open any
	// Start, when set, is a game to begin: the shell makes it the game
	// in progress and shows its board over the start screen in place of
	// every other screen (see Start).
	Start *Start
}

// Start is a game to begin, with the sides, level and clock of the
// settings: New game's Start, the opening explorer's Play from here, the
// board editor's Play.
type Start struct {
	// From is New game's: the game begins from its position (the start
	// less a handicap, or the editor's).
	From *rules.Game
	// Record is the game so far (the explorer's, the editor's): the new
	// game goes on from its last position, its moves the history of the
	// new game.
	Record *record.Game
	// Choose opens New game over this screen first, to choose the sides,
	// level and clock (the editor); without it the game starts at once.
	Choose bool
	// Continue: the model made a game of the library the game in
	// progress again (session.Current.Continue, the record screen's
	// Continue); its board is shown in place of every screen and it
	// goes on. From and Record are then nil.
	Continue bool
}

// Redraw is the Outcome of an event that changed only what is shown.
func Redraw() Outcome { return Outcome{Changed: true} }

// Merge is o followed by p: the flags of both, p's sound, screen and
// game where it has them.
func (o Outcome) Merge(p Outcome) Outcome {
	o.Changed = o.Changed || p.Changed
	o.Save = o.Save || p.Save
	o.Close = o.Close || p.Close
	if p.Play {
		o.Sound, o.Play = p.Sound, true
	}
	if p.Open != nil {
		o.Open = p.Open
	}
	if p.Start != nil {
		o.Start = p.Start
	}
	return o
}
