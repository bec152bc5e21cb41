// Package training holds the models of Training's screens (issue 29),
// without a display: Home (the player's puzzle rating, the day's streak
// and a button for each way to train), Review (the player's mistakes due
// today, one after another) and Rush (a rush of 3 or 5 minutes, or the
// streak mode, through the built-in puzzles). The progress they change
// (train.Progress) is lent to them with the rest of what they need
// (Services); they say when it must be written with ui.Outcome.Save.
//
// A model takes the player's input as named targets (HomeTarget,
// ReviewTarget, RushTarget) and moves on its board as the two points of
// a move (Move(from, to)); the searches that judge a try run off the
// frame loop and come back through Poll. Time comes from Services.Now,
// so tests hold the clock.
package training
