package puzzles

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/puzzle"
	"xiangqi/train"
)

// HashMiB is the solver's table; the built-in proofs need far less.
const HashMiB = 8

// Book is the collection the screens show, read once, with the solver
// that judges attempts, made on first use (its table is HashMiB), and the
// puzzles opened last.
type Book struct {
	List []puzzle.Puzzle
	Err  error // why the collection could not be read
	// Day is today, for the puzzle of the day (nil: the clock's).
	Day func() time.Time
	// Recent are the ids of the puzzles opened last, the latest last,
	// which Next avoids (session.NextPuzzle).
	Recent []string
	solver *session.PuzzleSolver
}

// Builtin reads the built-in collection; an empty one is an error.
func Builtin() *Book {
	b := &Book{}
	b.List, b.Err = puzzle.Builtin()
	if b.Err == nil && len(b.List) == 0 {
		b.Err = errors.New("no puzzles")
	}
	return b
}

// Solver is the solver every attempt shares, made on first use.
func (b *Book) Solver() *session.PuzzleSolver {
	if b.solver == nil {
		b.solver = session.NewPuzzleSolver(HashMiB)
	}
	return b.solver
}

// Today is the date the puzzle of the day is picked for: Day's, else now.
func (b *Book) Today(now time.Time) time.Time {
	if b.Day != nil {
		return b.Day()
	}
	return now
}

// Find is the index of the puzzle id, or -1.
func (b *Book) Find(id string) int {
	for i := range b.List {
		if b.List[i].ID == id {
			return i
		}
	}
	return -1
}

// seen records puzzle id as opened last.
func (b *Book) seen(id string) {
	b.Recent = append(b.Recent, id)
	if n := len(b.Recent); n > session.RecentPuzzles {
		b.Recent = append(b.Recent[:0], b.Recent[n-session.RecentPuzzles:]...)
	}
}

// Services are what the puzzle screens use besides ui.Env: the collection,
// the player's progress (solved puzzles and their stars, saved with the
// settings), the ratings (issue 29) and the engine that judges won
// endings.
type Services struct {
	Book     *Book
	Progress *puzzle.Progress
	Training *train.Progress
	Engine   session.Engine
}

// GradeHeading is the list's heading for puzzles of grade n (0: a table
// without grades, "Puzzles").
func GradeHeading(lang i18n.Lang, n int) string {
	if n == 0 {
		return lang.Text(i18n.MsgPuzzles)
	}
	return fmt.Sprintf(lang.Text(i18n.MsgGrade), n)
}

// themeMsgs name the themes, indexed by puzzle.Theme (NoTheme has none).
var themeMsgs = [puzzle.NumThemes]i18n.Msg{0, i18n.MsgThemeSmothered, i18n.MsgThemeDoubleCannon, i18n.MsgThemeHorseCannon, i18n.MsgThemeHorseTrough, i18n.MsgThemeHorseCorner, i18n.MsgThemeIronBolt, i18n.MsgThemeTwoChariots, i18n.MsgThemeFacingGenerals}

// Caption is what a puzzle is called on screen: its theme, else its
// goal's length ("Mate in 3", "Won endgames"); never its id.
func Caption(lang i18n.Lang, p *puzzle.Puzzle) string {
	if p.Theme != puzzle.NoTheme && p.Theme < puzzle.NumThemes {
		return lang.Text(themeMsgs[p.Theme])
	}
	if p.Material {
		return lang.Text(i18n.MsgMaterialPuzzles)
	}
	if p.MateIn == 0 {
		return lang.Text(i18n.MsgWonEndings)
	}
	return fmt.Sprintf(lang.Text(i18n.MsgMateIn), p.MateIn)
}

// StarText is stars out of three: ★★☆.
func StarText(lang i18n.Lang, stars int) string {
	return strings.Repeat(lang.Text(i18n.MsgStar), stars) + strings.Repeat(lang.Text(i18n.MsgNoStar), max(0, 3-stars))
}

// Daily is the puzzle of the day as the start screen shows it.
type Daily struct {
	Index  int    // in the book's list
	Sub    string // its theme or goal, after ✓ once solved
	Solved bool
}

// DailyOf is the puzzle of the day at now (Book.Today): one puzzle per
// local date, picked among the unsolved ones that fit the player at the
// first look and kept all day (puzzle.Progress.OfTheDay). ok is false
// when there is none (no collection).
func DailyOf(env ui.Env, svc Services, now time.Time) (d Daily, ok bool) {
	b := svc.Book
	if b.Err != nil {
		return Daily{}, false
	}
	i := svc.Progress.OfTheDay(b.List, b.Today(now), dailyFits(svc))
	if i < 0 {
		return Daily{}, false
	}
	p := &b.List[i]
	d = Daily{Index: i, Sub: Caption(env.Lang(), p), Solved: svc.Progress.Solved(p.ID)}
	if d.Solved {
		d.Sub = env.Text(i18n.MsgSolvedMark) + " " + d.Sub
	}
	return d, true
}

// dailyFits is which puzzles fit the player for the puzzle of the day
// (issue 52: a new player was offered a mate in 5 of grade 4): those
// within session.FitWindow of his puzzle rating, the window doubled
// while no unsolved puzzle is in it (up to four times, as Next's). A
// player not rated yet is taken for a beginner, at the easiest grade's
// first rating (train.PuzzleStart(1)), not at a newcomer's 1500.
func dailyFits(svc Services) func(i int) bool {
	list, t := svc.Book.List, svc.Training
	target := train.PuzzleStart(1).R
	if t.Rated != nil {
		target = t.Player().R
	}
	within := func(i int, window float64) bool {
		return math.Abs(t.PuzzleRating(list[i].ID, list[i].Grade).R-target) <= window
	}
	unsolvedWithin := func(window float64) bool {
		for i := range list {
			if !svc.Progress.Solved(list[i].ID) && within(i, window) {
				return true
			}
		}
		return false
	}
	window := float64(session.FitWindow)
	for k := 0; k < 4 && !unsolvedWithin(window); k++ {
		window *= 2
	}
	return func(i int) bool { return within(i, window) }
}
