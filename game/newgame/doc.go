// Package newgame holds the models of New game's screens (package ui
// says what a model is): the form (Form) and the custom clock's editor
// (Clock). Their views are in package game. It also makes the game a
// Start begins (Begin, BeginFrom): the sides, level and clock the form
// keeps in the settings when its Start starts a game (Back drops them).
package newgame
