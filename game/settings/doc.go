// Package settings holds the model of the Settings screen (package ui
// says what a model is): the player's choices, each with all its options,
// kept in the settings and saved at once. Its view is in package game.
package settings
