//go:build automation

package main

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game"
	"xiangqi/game/session"
	"xiangqi/internal/drive"
)

// The flags for screenshots and the tests, built only with the automation
// tag (go test -tags display,automation): -screenshot renders the screen
// to a PNG after the first frames and exits; -moves and -select set up
// the board for such pictures, -drag holds a piece under a finger,
// -editor opens the board editor and -puzzle a puzzle (or "list"),
// -puzzle-wrong plays a move there to show its refutation; screenshots
// pick the puzzle of the day for 2026-01-01 (-puzzle-day sets another
// date). They set the game up through its automation (game.Game.Drive,
// internal/drive), which the product does not link.

// shotOptions are the screenshots' flags.
type shotOptions struct {
	screenshot string
	clockLeft  string
	// The Games screen's search, filter, order and statistics, for
	// screenshots (issue 28).
	gamesSearch, gamesFilter, gamesSort string
	gamesStats                          bool
	moves                               string
	sel                                 string
	editor                              string
	puzzle                              string
	puzzleMove                          int
	puzzleHint                          bool
	puzzleWrong                         string
	puzzleDay                           string
	lesson                              string
	lessonTaps                          string
	drag                                string
	review                              bool
	open                                string
	hint                                string
	coachTry                            string
	try                                 string
	explorerDepth                       int
	boardDepth                          int
	textGlyphs                          bool
	levelRatings                        []int
}

// addShotFlags adds the screenshots' flags to fs, into o.
func addShotFlags(fs *flag.FlagSet, o *shotOptions) {
	fs.StringVar(&o.screenshot, "screenshot", "", "write the screen to this PNG file after the first frames and exit")
	fs.BoolVar(&o.textGlyphs, "text-glyphs", false, "draw text glyph by glyph, not from the lines kept as images (a test compares the two screenshots)")
	fs.StringVar(&o.moves, "moves", "", "comma-separated ICCS moves to play first (e.g. h2e2,h9g7), for screenshots")
	fs.StringVar(&o.clockLeft, "clock-left", "", "after -moves: the clocks' time left in seconds, Red's then Black's (e.g. 9.4,312), for screenshots of a -tc game")
	fs.StringVar(&o.sel, "select", "", "select the piece on this point (e.g. h0), for screenshots")
	fs.StringVar(&o.editor, "editor", "", "open the board editor with this FEN (may be illegal; \"start\" for the initial position)")
	fs.StringVar(&o.puzzle, "puzzle", "", "open this built-in puzzle (e.g. m2-03), \"daily\" (the puzzle of the day, as the start screen opens it), or \"list\"")
	fs.IntVar(&o.puzzleMove, "puzzle-moves", 0, "with -puzzle: play this many moves of the solution first")
	fs.BoolVar(&o.puzzleHint, "puzzle-hint", false, "with -puzzle: show the hint")
	fs.StringVar(&o.puzzleWrong, "puzzle-wrong", "", "with -puzzle: then play this ICCS move, to show the refutation of a wrong one")
	fs.StringVar(&o.puzzleDay, "puzzle-day", "", "the date (YYYY-MM-DD) the puzzle of the day is picked for (default today; 2026-01-01 with -screenshot)")
	fs.StringVar(&o.hint, "hint", "", "show this ICCS move as the hint of the game (as if the hint's search had found it), for screenshots; several, comma-separated, are the hint and the computer's other ideas")
	fs.BoolVar(&o.review, "review", false, "after -moves: show the game in Review")
	fs.StringVar(&o.lesson, "lesson", "", "open a lesson of Learn (e.g. horse, or horse:2 for its second exercise)")
	fs.StringVar(&o.lessonTaps, "lesson-taps", "", "with -lesson: points to tap on its board in turn, e.g. h0,f1 (\"hint\" shows the hint)")
	fs.StringVar(&o.open, "open", "", "open a screen last: newgame, clock-custom (New game's custom clock), settings, games, lessons, setup (where Set up position starts), pieces (the first start's question of pieces), quit (the question Back asks on the start screen), play-menu (over the game), record-more, record-variation (the first variation's first move) or record-comment (its comment's dialog) over the record opened, analysis, analysis-better, analysis-refutation or analysis-help (over the game or the record opened), board (the analysis board over the game or the record), train, review, review-wrong (the mistakes of the record opened), rush3, rush5, streak, rush3-over, rush5-over or streak-over, for screenshots")
	fs.StringVar(&o.coachTry, "coach-try", "", "with -moves: then try this ICCS move through the coach, to show its warning")
	fs.StringVar(&o.try, "try", "", "with -moves: then try this ICCS move on the board, to show the question before a move that loses by perpetual check or chase")
	fs.StringVar(&o.drag, "drag", "", "hold a piece under a finger, FROM:TO (a point, or paletteN in the editor), for screenshots")
	fs.IntVar(&o.boardDepth, "board-depth", 0, "the analysis board searches each board to this depth and stops (screenshots: the same lines every run)")
	fs.IntVar(&o.explorerDepth, "explorer-depth", 0, "the opening explorer searches each move to this depth instead of for a time (screenshots: the same scores every run)")
	fs.StringVar(&o.gamesSearch, "games-search", "", "with -open games: search for this text (players, event, opening, level), for screenshots")
	fs.StringVar(&o.gamesFilter, "games-filter", "", "with -open games: show only these games: all, won, drawn, lost, computer, two or imported, for screenshots")
	fs.StringVar(&o.gamesSort, "games-sort", "", "with -open games: order by newest, date, opponent, result, length or opening, for screenshots")
	fs.BoolVar(&o.gamesStats, "games-stats", false, "with -open games: show the statistics (won/drawn/lost by level, results by opening), for screenshots")
	fs.Func("level-ratings", fmt.Sprintf("show these %d comma-separated ratings under the levels' names, the weakest (Newcomer 1) first, instead of the engine's, for screenshots", session.NumLevels), func(s string) (err error) {
		o.levelRatings, err = parseRatings(s)
		return err
	})
}

// setUp sets the game up as the flags say, through its automation; the
// game's PGN file, if any, is open.
func (o *shotOptions) setUp(g *game.Game) error {
	var d drive.Slot // the flags for screenshots set the game up through it
	g.Drive(&d)
	if o.levelRatings != nil {
		d.SetLevelRatings(o.levelRatings)
	}
	if o.explorerDepth > 0 {
		d.SetExplorerDepth(o.explorerDepth)
	}
	if o.boardDepth > 0 {
		d.SetBoardDepth(o.boardDepth)
	}
	if o.textGlyphs {
		d.SetTextGlyphs(true)
	}
	// Screenshots are the same whatever day they are taken.
	if day := o.puzzleDay; day != "" || o.screenshot != "" {
		if day == "" {
			day = "2026-01-01"
		}
		t, err := time.ParseInLocation("2006-01-02", day, time.Local)
		if err != nil {
			return fmt.Errorf("-puzzle-day: %w", err)
		}
		d.SetPuzzleDay(t)
	}
	switch {
	case o.editor != "":
		fen := o.editor
		if fen == "start" {
			fen = ""
		}
		if err := d.OpenEditor(fen); err != nil {
			return fmt.Errorf("-editor: %w", err)
		}
	case o.lesson != "":
		if err := d.OpenLesson(o.lesson, strings.Split(o.lessonTaps, ",")); err != nil {
			return fmt.Errorf("-lesson: %w", err)
		}
	case o.puzzle != "":
		if err := d.OpenPuzzle(o.puzzle, o.puzzleMove, o.puzzleHint); err != nil {
			return fmt.Errorf("-puzzle: %w", err)
		}
		if o.puzzleWrong != "" {
			if err := d.PuzzleWrong(o.puzzleWrong); err != nil {
				return fmt.Errorf("-puzzle-wrong: %w", err)
			}
		}
	}
	if o.moves != "" || o.sel != "" || o.coachTry != "" || o.try != "" {
		var moves []string
		if o.moves != "" {
			moves = strings.Split(o.moves, ",")
		}
		if err := d.Preset(moves, o.sel); err != nil {
			return err
		}
		if o.clockLeft != "" {
			red, black, err := parseClockLeft(o.clockLeft)
			if err == nil {
				err = d.SetClockLeft(red, black)
			}
			if err != nil {
				return fmt.Errorf("-clock-left: %w", err)
			}
		}
		if o.coachTry != "" {
			if err := d.CoachTry(o.coachTry); err != nil {
				return fmt.Errorf("-coach-try: %w", err)
			}
		}
		if o.try != "" {
			if err := d.TryMove(o.try); err != nil {
				return fmt.Errorf("-try: %w", err)
			}
		}
		if o.review {
			d.ShowReview()
		} else if o.screenshot == "" {
			g.Resume()
		}
	}
	if o.hint != "" {
		if err := d.ShowHint(o.hint); err != nil {
			return fmt.Errorf("-hint: %w", err)
		}
	}
	if o.screenshot != "" {
		d.Settle() // the imports done and shown, the same every time
	}
	if o.open != "" {
		if err := d.Open(o.open); err != nil {
			return fmt.Errorf("-open: %w", err)
		}
	}
	if o.gamesSearch != "" || o.gamesFilter != "" || o.gamesSort != "" || o.gamesStats {
		if err := d.GamesQuery(o.gamesSearch, o.gamesFilter, o.gamesSort, o.gamesStats); err != nil {
			return fmt.Errorf("-games-…: %w", err)
		}
	}
	if o.drag != "" {
		if err := d.Drag(o.drag); err != nil {
			return err
		}
	}
	return nil
}

// window is the window's game: w, or with -screenshot the shooter.
func (o *shotOptions) window(g shootable, w ebiten.Game) ebiten.Game {
	if o.screenshot != "" {
		return &shooter{shootable: g, path: o.screenshot}
	}
	return w
}

// shotFrame is the frame captured: late enough for the fonts' glyph caches
// and the first layout to have settled.
const shotFrame = 5

// shooter draws a few frames, writes the last to a PNG and stops.
type shooter struct {
	shootable
	path   string
	frames int
	done   bool
	err    error
}

func (s *shooter) Update() error {
	if s.done && s.err != nil {
		return s.err // the window's run fails with it
	}
	if s.done {
		return ebiten.Termination
	}
	return s.shootable.Update()
}

func (s *shooter) Draw(screen *ebiten.Image) {
	s.frames++
	if s.frames >= shotFrame-1 {
		s.Invalidate() // draw everything on the captured frame
	}
	s.shootable.Draw(screen)
	if s.frames != shotFrame || s.done {
		return
	}
	s.done = true
	b := screen.Bounds()
	img := image.NewRGBA(b)
	screen.ReadPixels(img.Pix)
	f, err := os.Create(s.path)
	if err != nil {
		s.err = err
		return
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		s.err = err
		return
	}
	s.err = f.Close()
}

// parseClockLeft reads -clock-left: two times in seconds, "9.4,312".
func parseClockLeft(s string) (red, black time.Duration, err error) {
	a, b, ok := strings.Cut(s, ",")
	if !ok {
		return 0, 0, errors.New("want two times in seconds, Red's then Black's: 9.4,312")
	}
	var t [2]time.Duration
	for i, v := range []string{a, b} {
		f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil || f < 0 || f > 86400 || f != f {
			return 0, 0, fmt.Errorf("%q is not a time in seconds", v)
		}
		t[i] = time.Duration(f * float64(time.Second))
	}
	return t[0], t[1], nil
}

// parseRatings reads -level-ratings: one whole number per level.
func parseRatings(s string) ([]int, error) {
	fields := strings.Split(s, ",")
	if len(fields) != int(session.NumLevels) {
		return nil, fmt.Errorf("%d ratings, want one for each of the %d levels", len(fields), session.NumLevels)
	}
	out := make([]int, len(fields))
	for i, f := range fields {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil {
			return nil, fmt.Errorf("rating %d: %w", i+1, err)
		}
		out[i] = n
	}
	return out, nil
}
