package ui

import (
	"xiangqi/record"
	"xiangqi/rules"
)

// Route names a screen of another family that a model opens (in
// Outcome.Open): the models of different families do not import each
// other, and the shell finds the screen's view.
type Route int

const (
	ToNewGame  Route = iota + 1 // New game's form
	ToSettings                  // Settings
	// The start screen's (game/home):
	ToContinue       // the game in progress (the model resumed it)
	ToLastGame       // the record of the game just over
	ToPuzzles        // the collection of puzzles
	ToLessons        // Learn's lessons
	ToGames          // the library of games
	ToEditor         // the board editor, after asking where it starts
	ToReviewMistakes // the review of the mistakes due today, over Training
	// ToNewGameAsked is New game's form once the player has said the
	// game in progress may go: its Start does not ask again.
	ToNewGameAsked
	// ToQuit ends the game: the desktop's Back on the start screen, once
	// the player has said so.
	ToQuit
)

// ToDailyPuzzle opens the puzzle of the day, at Index in the built-in
// collection, over the collection.
type ToDailyPuzzle struct{ Index int }

// ToExplorer opens the opening explorer on a game's position.
type ToExplorer struct {
	Game    *rules.Game
	Flipped bool
}

// ToAnalysis opens the analysis of a game of the library (ID, "" for none)
// at the board after Ply moves. Kept, when set, gets the record each time
// the analysis is written into it (the record screen then copies and
// shares the record with its analysis).
type ToAnalysis struct {
	ID      string
	Record  *record.Game
	Ply     int
	Flipped bool
	Kept    func(*record.Game)
}

// ToBoard opens the analysis board (issue 51) on the last position of
// Game, whose moves are the history its searches see.
type ToBoard struct {
	Game    *rules.Game
	Flipped bool
}
