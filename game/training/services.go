package training

import (
	"fmt"
	"math"
	"time"

	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/puzzle"
	"xiangqi/train"
)

// Services is what Training's models need besides the player's language
// and settings (ui.Env): the progress they change, the engine that judges
// a try, the built-in puzzles of the rushes and the clock.
type Services struct {
	Progress *train.Progress
	Engine   session.Engine
	// Puzzles is the collection the rushes climb through, read when a
	// rush first asks for it.
	Puzzles func() Book
	Now     func() time.Time
}

// Today is the local date the schedule and the streak count in.
func (s Services) Today() train.Day { return train.DayOf(s.Now()) }

// Book is the collection of puzzles as the puzzle screens share it.
type Book struct {
	List []puzzle.Puzzle
	Err  error // the collection did not read: a rush ends at once
	// Solver is the shared mate solver, made on first use.
	Solver func() *session.PuzzleSolver
}

// Tone is how a status line is inked.
type Tone = ui.Tone

const (
	ToneDim     = ui.Dim     // a goal, a hint, a search under way
	ToneGood    = ui.Good    // solved
	ToneProblem = ui.Problem // refuted
)

// Key is one of a screen's buttons as its model sees it: its target, its
// label and whether it stands out or is off.
type Key[T any] struct {
	Target   T
	Label    string
	Primary  bool
	Disabled bool
}

// ratingText is "Your rating: 1520".
func ratingText(env ui.Env, tr *train.Progress) string {
	return fmt.Sprintf(env.Text(i18n.MsgYourRating), round(tr.Player().R))
}

func round(x float64) int { return int(math.Round(x)) }
