// Package board is the analysis board's screen without a display (issue
// 51): the model Board holds a board opened on a position of a game (the
// review, a record, the explorer, the editor, a finished game), the moves
// played on it since, and the engine's best lines from the board shown —
// two to five, three unless the player chooses — as the arrows the view
// draws on the board (Arrows, shaded by rank) and as lines of text under
// it in the player's notation (Rows). A tap on a line plays its first
// move. The search runs off the frame loop (session.AnalysisBoard), for
// as long as the board is shown, and starts again on every change of the
// board; what it found for another board is dropped.
//
// Its view is the game's boardScreen (game/screen_board.go), which lays
// the board, the lines and the buttons out, turns taps into the model's
// targets (Buttons, Move, Follow) and draws the model.
package board
