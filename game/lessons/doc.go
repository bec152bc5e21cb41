// Package lessons holds the models of Learn's screens (package ui says
// what a model is): the list of lessons (List) and one lesson's exercise
// on its board (Exercise). The lessons' content and their judging are
// package learn's; the player's progress (learn.Progress) is lent to the
// models by the shell, which saves it when a model answers Outcome.Save.
// Their views are in package game.
package lessons
