// Package play is the model of the game in progress as its screen shows
// it (package ui says what a model is): the moves tried on the board, the
// computer's turn polled, the hint, undo, browsing the moves played, the
// clocks' warnings, the coach's warning, the warning before a move that
// loses by perpetual check or chase and the explanation of a repetition
// ruling (ruling.go), the game-over banner, the in-game
// menu, and the two status lines under the board. Its view is the play
// screen in package game, which keeps only the board's selection, drags
// and animations, the layout and the drawing.
package play
