// Command xiangqi is the desktop game.
//
//	xiangqi [-level medium] [-side red|black|two] [-fen FEN] [-lang vi|en|zh]
//	        [-pieces traditional|simplified|vietnamese|wxf] [-theme wood|contrast]
//	        [-face-to-face] [-data-dir DIR] [-width W] [-height H]
//	        [-screenshot FILE.png] [GAMES.pgn]
//	xiangqi [-data-dir DIR] -export FILE.pgn [-notation iccs|wxf|chinese|vietnamese]
//
// A PGN file named on the command line (or dropped on the window) is kept
// in the Games library and opened for review. -export writes the whole
// library to a file ("-" for standard output) and exits.
//
// -screenshot renders the screen to a PNG after the first frames and
// exits; -moves and -select set up the board for such pictures, -drag
// holds a piece under a finger, -editor opens the board editor and -puzzle
// a puzzle (or "list"), -puzzle-wrong plays a move there to show its
// refutation; screenshots pick the puzzle of the day for 2026-01-01
// (-puzzle-day sets another date).
package main

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/ai"
	"xiangqi/game"
	"xiangqi/game/session"
	"xiangqi/internal/drive"
)

func main() {
	if err := run(os.Args[1:], nil); err != nil {
		fmt.Fprintln(os.Stderr, "xiangqi:", err)
		os.Exit(1)
	}
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

type options struct {
	cfg        game.Config
	clockLeft  string
	screenshot string
	// The Games screen's search, filter, order and statistics, for
	// screenshots (issue 28).
	gamesSearch, gamesFilter, gamesSort string
	gamesStats                          bool
	moves                               string
	sel                                 string
	width                               int
	height                              int
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
	pgn                                 string // a file of games to open
	export                              string
	notation                            string
	hint                                string
	coachTry                            string
}

func parseFlags(args []string) (options, error) {
	var o options
	fs, ratings := newFlagSet(&o)
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	if *ratings != "" {
		var err error
		if o.cfg.LevelRatings, err = parseRatings(*ratings); err != nil {
			return o, fmt.Errorf("-level-ratings: %w", err)
		}
	}
	switch fs.NArg() {
	case 0:
	case 1:
		o.pgn = fs.Arg(0)
	default:
		return o, fmt.Errorf("unexpected arguments %q (one PGN file at most)", fs.Args())
	}
	return o, nil
}

// newFlagSet is the command line, into o; ratings is -level-ratings, to
// be parsed. docs/reference.md lists every flag (TestReferenceListsFlags).
func newFlagSet(o *options) (fs *flag.FlagSet, ratings *string) {
	fs = flag.NewFlagSet("xiangqi", flag.ContinueOnError)
	fs.StringVar(&o.cfg.Level, "level", "", fmt.Sprintf("computer level, weakest to strongest: \"newcomer N\" (1–%d) below beginner, beginner, easy, medium, hard, master, or \"level N\" (level3) for one between them, or its number %d–%d (beginner is 0, medium %d)", -ai.Level(0).Number(), ai.Level(0).Number(), ai.Master.Number(), ai.Medium.Number()))
	fs.StringVar(&o.cfg.Side, "side", "", "your side: red, black, or two (two players on this computer)")
	fs.StringVar(&o.cfg.FEN, "fen", "", "start a new game from this position")
	fs.StringVar(&o.cfg.Lang, "lang", "", "language: vi, en or zh, kept for the next runs (default: the saved choice, else the system's)")
	fs.StringVar(&o.cfg.DataDir, "data-dir", "", "directory of the save file (default: the user config directory)")
	fs.StringVar(&o.screenshot, "screenshot", "", "write the screen to this PNG file after the first frames and exit")
	fs.BoolVar(&o.cfg.TextGlyphs, "text-glyphs", false, "draw text glyph by glyph, not from the lines kept as images (a test compares the two screenshots)")
	fs.StringVar(&o.moves, "moves", "", "comma-separated ICCS moves to play first (e.g. h2e2,h9g7), for screenshots")
	fs.StringVar(&o.clockLeft, "clock-left", "", "after -moves: the clocks' time left in seconds, Red's then Black's (e.g. 9.4,312), for screenshots of a -tc game")
	fs.StringVar(&o.sel, "select", "", "select the piece on this point (e.g. h0), for screenshots")
	fs.StringVar(&o.editor, "editor", "", "open the board editor with this FEN (may be illegal; \"start\" for the initial position)")
	fs.StringVar(&o.puzzle, "puzzle", "", "open this built-in puzzle (e.g. m2-03), or \"list\"")
	fs.IntVar(&o.puzzleMove, "puzzle-moves", 0, "with -puzzle: play this many moves of the solution first")
	fs.BoolVar(&o.puzzleHint, "puzzle-hint", false, "with -puzzle: show the hint")
	fs.StringVar(&o.puzzleWrong, "puzzle-wrong", "", "with -puzzle: then play this ICCS move, to show the refutation of a wrong one")
	fs.StringVar(&o.puzzleDay, "puzzle-day", "", "the date (YYYY-MM-DD) the puzzle of the day is picked for (default today; 2026-01-01 with -screenshot)")
	fs.StringVar(&o.hint, "hint", "", "show this ICCS move as the hint of the game (as if the hint's search had found it), for screenshots")
	fs.BoolVar(&o.review, "review", false, "after -moves: show the game in Review")
	fs.StringVar(&o.lesson, "lesson", "", "open a lesson of Learn (e.g. horse, or horse:2 for its second exercise)")
	fs.StringVar(&o.lessonTaps, "lesson-taps", "", "with -lesson: points to tap on its board in turn, e.g. h0,f1 (\"hint\" shows the hint)")
	fs.StringVar(&o.open, "open", "", "open a screen last: newgame, clock-custom (New game's custom clock), settings, games, lessons, setup (where Set up position starts), play-menu (over the game), analysis, analysis-better, analysis-refutation or analysis-help (over the game or the record opened), train, review, review-wrong (the mistakes of the record opened), rush3, rush5, streak, rush3-over, rush5-over or streak-over, for screenshots")
	fs.StringVar(&o.export, "export", "", "write every game of the library to this PGN file (- for standard output) and exit")
	fs.StringVar(&o.notation, "notation", "iccs", "with -export: the move notation (iccs, wxf, chinese, chinese-traditional, vietnamese)")
	fs.StringVar(&o.cfg.Pieces, "pieces", "", "piece set: traditional, simplified, vietnamese or wxf (default: the saved choice)")
	fs.StringVar(&o.cfg.Theme, "theme", "", "board theme: wood or contrast (default: the saved choice)")
	fs.StringVar(&o.cfg.Handicap, "handicap", "", "handicap of new games: none, horse, two-horses, chariot, chariot-horse; :red or :black after it names the side that gives it between two players (default: the saved choice)")
	fs.BoolVar(&o.cfg.Adaptive, "adaptive", false, "turn the adaptive level on (two wins in a row: a level up; two losses: a level down)")
	fs.StringVar(&o.cfg.TimeControl, "tc", "", "clock of new games in seconds: 600+5 (10 min + 5 s a move), 300 (5 min), 1/30 (30 s a move), - for none (default: the saved choice)")
	fs.BoolVar(&o.cfg.Threats, "threats", false, "show the opponent's threats on your turn (arrows), kept like the Settings switch")
	fs.BoolVar(&o.cfg.FaceToFace, "face-to-face", false, "two players face to face: the top side's pieces turned to the player across")
	fs.StringVar(&o.coachTry, "coach-try", "", "with -moves: then try this ICCS move through the coach, to show its warning")
	fs.StringVar(&o.drag, "drag", "", "hold a piece under a finger, FROM:TO (a point, or paletteN in the editor), for screenshots")
	fs.IntVar(&o.cfg.Threads, "threads", 0, "search threads of Master, hints and analysis (default: one fewer than the cores)")
	fs.IntVar(&o.cfg.ExplorerDepth, "explorer-depth", 0, "the opening explorer searches each move to this depth instead of for a time (screenshots: the same scores every run)")
	fs.StringVar(&o.gamesSearch, "games-search", "", "with -open games: search for this text (players, event, opening, level), for screenshots")
	fs.StringVar(&o.gamesFilter, "games-filter", "", "with -open games: show only these games: all, won, drawn, lost, computer, two or imported, for screenshots")
	fs.StringVar(&o.gamesSort, "games-sort", "", "with -open games: order by newest, date, opponent, result, length or opening, for screenshots")
	fs.BoolVar(&o.gamesStats, "games-stats", false, "with -open games: show the statistics (won/drawn/lost by level, results by opening), for screenshots")
	fs.IntVar(&o.width, "width", 540, "window width")
	fs.IntVar(&o.height, "height", 960, "window height")
	ratings = fs.String("level-ratings", "", fmt.Sprintf("show these %d comma-separated ratings under the levels' names, the weakest (Newcomer 1) first, instead of the engine's, for screenshots", session.NumLevels))
	return fs, ratings
}

// run runs the game as args say; tick, if set, is called after each tick
// of the game's window (the tests watch the game through it).
func run(args []string, tick func()) error {
	o, err := parseFlags(args)
	if err != nil {
		return err
	}
	o.cfg.Clipboard = desktopClipboard{}
	g, err := game.New(o.cfg)
	if errors.Is(err, session.ErrLocked) {
		// Exit rather than wait: the other window is the one to use.
		return fmt.Errorf("%w; close that one first, or give this one another -data-dir", err)
	}
	if err != nil {
		return err
	}
	defer g.Close()
	var d drive.Slot // the flags for screenshots set the game up through it
	g.Drive(&d)
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
	if o.export != "" {
		return export(g, o.export, o.notation)
	}
	if o.pgn != "" {
		data, err := os.ReadFile(o.pgn)
		if err != nil {
			return err
		}
		g.OpenRecords(data)
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
	if o.moves != "" || o.sel != "" || o.coachTry != "" {
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
	ebiten.SetWindowTitle("Xiangqi")
	ebiten.SetWindowSize(o.width, o.height)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowClosingHandled(true)
	var eg ebiten.Game = &window{Game: g, tick: tick}
	if o.screenshot != "" {
		eg = &shooter{Game: g, path: o.screenshot}
	}
	err = ebiten.RunGameWithOptions(eg, nil)
	if s, ok := eg.(*shooter); ok && err == nil {
		err = s.err
	}
	return err
}

// export writes the library to path ("-": standard output) through a
// temporary file, so that a failure leaves no half-written file.
func export(g *game.Game, path, notation string) error {
	if path == "-" {
		_, err := g.ExportLibrary(os.Stdout, notation)
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	n, err := g.ExportLibrary(f, notation)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		os.Remove(f.Name())
		return err
	}
	fmt.Fprintf(os.Stderr, "xiangqi: %d games written to %s\n", n, path)
	return nil
}

// window closes the game cleanly when the window is closed.
type window struct {
	*game.Game
	tick func()
}

func (w *window) Update() error {
	if ebiten.IsWindowBeingClosed() {
		w.Pause()
		return ebiten.Termination
	}
	err := w.Game.Update()
	if w.tick != nil {
		w.tick()
	}
	return err
}

// shotFrame is the frame captured: late enough for the fonts' glyph caches
// and the first layout to have settled.
const shotFrame = 5

// shooter draws a few frames, writes the last to a PNG and stops.
type shooter struct {
	*game.Game
	path   string
	frames int
	done   bool
	err    error
}

func (s *shooter) Update() error {
	if s.done {
		return ebiten.Termination
	}
	return s.Game.Update()
}

func (s *shooter) Draw(screen *ebiten.Image) {
	s.frames++
	if s.frames >= shotFrame-1 {
		s.Invalidate() // draw everything on the captured frame
	}
	s.Game.Draw(screen)
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
