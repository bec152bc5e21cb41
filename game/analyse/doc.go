// Package analyse is the analysis screen without a display (issue 48):
// the model Model reviews a game with its analysis — the board at any
// move, the judgement of each move, at a mistake the better move and the
// refutation (each an arrow with its line), the score, the accuracy
// summary and the help that says what they mean — and holds every text
// the screen shows. The analysis is searched off the frame loop
// (session.Analysis) and written into the game's record in the library
// as it goes; the view polls the model every tick, pauses it with the
// app and closes it with the screen. Once the analysis is complete the
// game's mistakes go into the training's deck (training.AddMistakes).
//
// The model takes the player's input as named targets (Tap with a
// Target, GoTo a ply, Step) and lists its buttons (NavButtons,
// ActionButtons); Play from here answers a game to begin (ui.Start),
// Explore the opening explorer (ui.ToExplorer).
//
// Its view is the game's analysisScreen (game/screen_analysis.go), which
// lays out the board, the move list, the graph, the status and the two
// rows of buttons, turns taps into targets and draws the model.
package analyse
