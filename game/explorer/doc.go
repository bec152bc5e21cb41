// Package explorer is the opening explorer's screen without a display
// (issue 28, issue 48): the model Explorer holds the board it was opened
// on and the moves followed since, the collection counted in (the master
// games or the player's own), the table of moves with their counts and
// the engine's scores, and every text the screen shows. The counting and
// the searches run off the frame loop (session.Explorer): the view polls
// the model every tick and closes it with the screen.
//
// Its view is the game's explorerScreen (game/screen_explorer.go), which
// lays the board, the tabs, the buttons and the table out, turns taps
// into the model's targets (Tap, Follow, Move) and draws the model.
package explorer
