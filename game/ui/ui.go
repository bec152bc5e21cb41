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
	"xiangqi/game/session"
	"xiangqi/game/sfx"
	"xiangqi/i18n"
	"xiangqi/record"
)

// Env is what the shell lends every model: the player's language and
// settings. A model changes the settings in place and says so with
// Outcome.Save; the shell writes them.
type Env struct {
	Lang     i18n.Lang
	Settings *session.Settings
}

// Text is message m in the player's language.
func (e Env) Text(m i18n.Msg) string { return e.Lang.Text(m) }

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
	// below it); the shell finds the model's view.
	Open any
	// Start, when set, leaves the models for a game: the screens of play
	// are not models yet, so the shell starts it (see Start).
	Start *Start
}

// Start is a game to begin from a position, with the sides, level and
// clock of the settings: the opening explorer's Play from here, the board
// editor's Play.
type Start struct {
	// Game is the game so far; the new game goes on from its last
	// position, its moves the history of the new game.
	Game *record.Game
	// Choose opens New game over this screen first, to choose the sides,
	// level and clock (the editor); without it the game starts at once
	// in place of every screen (the explorer).
	Choose bool
}

// Redraw is the Outcome of an event that changed only what is shown.
func Redraw() Outcome { return Outcome{Changed: true} }

// Merge is o followed by p: the flags of both, p's sound and screen
// where it has them.
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
