// Package drive sets a running game up from outside and finds its controls
// on the screen: for the desktop program's screenshot flags and for the
// tests that click. Being internal, it keeps automation out of package
// game's public API: only this module's programs can name a Slot, and a
// game hands its Driver to nothing else.
package drive

import "time"

// Driver is a game's automation. The points are for a w×h screen at dp
// device pixels per dp; they do not depend on the game's state.
type Driver interface {
	// Preset plays ICCS moves on the current game and selects a point
	// ("-moves", "-select"); the computer stays paused until the game's
	// Resume.
	Preset(moves []string, sel string) error
	// ShowHint shows the ICCS move as the hint on the play screen, as if
	// the hint's search had found it ("-hint").
	ShowHint(move string) error
	// ShowReview opens Review on the current game at its last move
	// ("-review").
	ShowReview()
	// OpenEditor shows the board editor with the board of fen, which may
	// be illegal ("" for the current game's position or the start).
	OpenEditor(fen string) error
	// OpenPuzzle starts the built-in puzzle id ("list" shows the list),
	// plays the first moves of its solution, waiting for the judge, and
	// asks for a hint if hint is set.
	OpenPuzzle(id string, moves int, hint bool) error
	// PuzzleWrong plays move (ICCS) on the open puzzle and waits for its
	// refutation.
	PuzzleWrong(move string) error
	// SetPuzzleDay sets the date the puzzle of the day is picked for.
	SetPuzzleDay(day time.Time)
	// Open shows a screen no other entry point reaches ("-open").
	Open(name string) error
	// OpenLesson opens a lesson ("horse:2") and taps points on its board
	// ("hint" asks for the hint).
	OpenLesson(spec string, taps []string) error
	// Drag holds a piece under a finger ("-drag FROM:TO").
	Drag(spec string) error
	// CoachTry plays an ICCS move on the current game through the coach
	// and waits for its warning, which it shows ("-coach-try"); a move the
	// coach lets through is an error.
	CoachTry(move string) error
	// TryMove plays an ICCS move on the current game as a move made on
	// the board would be ("-try"): one that loses by perpetual check or
	// chase opens its question instead.
	TryMove(move string) error
	// SetClockLeft sets the time left on the current game's clocks, Red's
	// and Black's ("-clock-left"); the game must have a clock.
	SetClockLeft(red, black time.Duration) error
	// Settle waits until the library's index is open and every import
	// begun is done, and shows what they did (screenshots).
	Settle()
	// GamesQuery sets the Games screen on top up: a search text, a filter
	// ("all", "won", "drawn", "lost", "computer", "two", "imported"), an
	// order ("newest", "date", "opponent", "result", "length",
	// "opening"; "" keeps each), and the statistics instead of the list.
	GamesQuery(search, filter, sort string, stats bool) error
	// SetLevelRatings fixes the ratings shown under the levels' names,
	// the weakest first, instead of the engine's ("-level-ratings"), so
	// that a level re-rated changes no golden screen.
	SetLevelRatings(ratings []int)
	// SetExplorerDepth has the opening explorer search each move to this
	// depth instead of for a time, on one thread ("-explorer-depth"): the
	// same scores every run. 0 is the time again.
	SetExplorerDepth(depth int)
	// SetBoardDepth has the analysis board search each board to this
	// depth and stop ("-board-depth"): the same lines every run. 0 is
	// no bound again.
	SetBoardDepth(depth int)
	// SetTextGlyphs draws every line of text glyph by glyph, as text.Draw
	// does, instead of through the lines kept as images ("-text-glyphs"):
	// a test compares the two screens pixel for pixel.
	SetTextGlyphs(on bool)
	// ScreenPoint is where square s (ICCS) is drawn on the play screen.
	ScreenPoint(w, h int, dp float64, s string, flipped bool) (x, y, cell float64, err error)
	// EditorScreenPoint is ScreenPoint for the board editor's board.
	EditorScreenPoint(w, h int, dp float64, s string) (x, y, cell float64, err error)
	// ControlPoint is the centre of a named button ("play N", "record nav
	// N", "dialog2 N"…).
	ControlPoint(w, h int, dp float64, name string) (x, y float64, err error)
	// EditorControlPoint is the centre of a control of the board editor or
	// the New game screen ("palette N", "button R C", "start").
	EditorControlPoint(w, h int, dp float64, name string) (x, y float64, err error)
}

// Slot receives a game's Driver from its Drive method.
type Slot struct{ Driver }
