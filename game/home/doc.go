// Package home is the start screen's model (Menu), without a display:
// which rows it shows — Continue, Last game or Continue greyed, New game,
// Puzzles with the puzzle of the day, Learn with the mistakes due today,
// Games, Set up position, Settings — their labels and second lines, and
// the screens they open (ui.Route) — and the line at its foot: what
// happened to the save when it was read, or a write that failed
// (SaveNotice, WriteProblem, StartNotice). The game's menuScreen is its
// view.
package home
