// Package newgame holds the models of New game's screens (package ui
// says what a model is): the form (Form) and the custom clock's editor
// (Clock). Their views are in package game.
package newgame
