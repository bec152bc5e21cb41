// Command xiangqi is the desktop game.
//
//	xiangqi [-level medium] [-side red|black|two] [-fen FEN] [-lang vi|en|zh]
//	        [-pieces traditional|simplified|vietnamese|wxf] [-theme wood|contrast]
//	        [-face-to-face] [-data-dir DIR] [-width W] [-height H] [GAMES.pgn]
//	xiangqi [-data-dir DIR] -export FILE.pgn [-notation iccs|wxf|chinese|vietnamese]
//
// A PGN file named on the command line (or dropped on the window) is kept
// in the Games library and opened for review. -export writes the whole
// library to a file ("-" for standard output) and exits.
//
// Built with the automation tag (the tests: go test -tags
// display,automation), the program also takes the flags that set it up
// for screenshots (shots.go); the product has none of them.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/ai"
	"xiangqi/game"
	"xiangqi/game/session"
)

func main() {
	if err := run(os.Args[1:], nil); err != nil {
		fmt.Fprintln(os.Stderr, "xiangqi:", err)
		os.Exit(1)
	}
}

type options struct {
	cfg      game.Config
	width    int
	height   int
	pgn      string // a file of games to open
	export   string
	notation string
	// shots are the flags for screenshots: shots.go with the automation
	// tag, nothing in the product (shots_none.go).
	shots shotOptions
}

func parseFlags(args []string) (options, error) {
	var o options
	fs := newFlagSet(&o)
	if err := fs.Parse(args); err != nil {
		return o, err
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

// newFlagSet is the command line, into o: the player's flags, and with
// the automation tag the screenshots' (addShotFlags). docs/reference.md
// lists every flag (TestReferenceListsFlags).
func newFlagSet(o *options) *flag.FlagSet {
	fs := flag.NewFlagSet("xiangqi", flag.ContinueOnError)
	fs.StringVar(&o.cfg.Level, "level", "", fmt.Sprintf("computer level, weakest to strongest: \"newcomer N\" (1–%d) below beginner, beginner, easy, medium, hard, master, or \"level N\" (level3) for one between them, or its number %d–%d (beginner is 0, medium %d)", -ai.Level(0).Number(), ai.Level(0).Number(), ai.Master.Number(), ai.Medium.Number()))
	fs.StringVar(&o.cfg.Side, "side", "", "your side: red, black, or two (two players on this computer)")
	fs.StringVar(&o.cfg.FEN, "fen", "", "start a new game from this position")
	fs.StringVar(&o.cfg.Lang, "lang", "", "language: vi, en or zh, kept for the next runs (default: the saved choice, else the system's)")
	fs.StringVar(&o.cfg.DataDir, "data-dir", "", "directory of the save file (default: the user config directory)")
	fs.StringVar(&o.export, "export", "", "write every game of the library to this PGN file (- for standard output) and exit")
	fs.StringVar(&o.notation, "notation", "iccs", "with -export: the move notation (iccs, wxf, chinese, chinese-traditional, vietnamese)")
	fs.StringVar(&o.cfg.Pieces, "pieces", "", "piece set: traditional, simplified, vietnamese or wxf (default: the saved choice)")
	fs.StringVar(&o.cfg.Theme, "theme", "", "board theme: wood or contrast (default: the saved choice)")
	fs.StringVar(&o.cfg.Handicap, "handicap", "", "handicap of new games: none, horse, two-horses, chariot, chariot-horse; :red or :black after it names the side that gives it between two players (default: the saved choice)")
	fs.BoolVar(&o.cfg.Adaptive, "adaptive", false, "turn the adaptive level on (two wins in a row: a level up; two losses: a level down)")
	fs.StringVar(&o.cfg.TimeControl, "tc", "", "clock of new games in seconds: 600+5 (10 min + 5 s a move), 300 (5 min), 1/30 (30 s a move), 1200+3x30 (20 min, then a countdown of 3 periods of 30 s), 40/5400 (40 moves in 90 min), - for none (default: the saved choice)")
	fs.BoolVar(&o.cfg.Threats, "threats", false, "show the opponent's threats on your turn (arrows), kept like the Settings switch")
	fs.BoolVar(&o.cfg.FaceToFace, "face-to-face", false, "two players face to face: the top side's pieces turned to the player across")
	fs.IntVar(&o.cfg.Threads, "threads", 0, "search threads of Master, hints and analysis (default: one fewer than the cores)")
	fs.IntVar(&o.width, "width", 540, "window width")
	fs.IntVar(&o.height, "height", 960, "window height")
	addShotFlags(fs, &o.shots)
	return fs
}

// run runs the game as args say; tick, if set, is called after each tick
// of the game's window (the tests watch the game through it).
func run(args []string, tick func()) error {
	o, err := parseFlags(args)
	if err != nil {
		return err
	}
	o.cfg.Clipboard = desktopClipboard{}
	o.cfg.PieceChoice = true // a new player's first start asks (not with -pieces)
	g, err := game.New(o.cfg)
	if errors.Is(err, session.ErrLocked) {
		// Exit rather than wait: the other window is the one to use.
		err = fmt.Errorf("%w; close that one first, or give this one another -data-dir", err)
		if o.export == "" {
			// Started from a desktop's menu there is no terminal to
			// read: say it in a window too (issue 52).
			return refuse(o, err)
		}
		return err
	}
	if err != nil {
		return err
	}
	defer g.Close()
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
	if err := o.shots.setUp(g); err != nil {
		return err
	}
	ebiten.SetWindowTitle("Xiangqi")
	ebiten.SetWindowSize(o.width, o.height)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowClosingHandled(true)
	return ebiten.RunGameWithOptions(o.shots.window(g, &window{Game: g, tick: tick}), nil)
}

// refuse shows why the game could not start (err: another copy holds the
// data folder) in a small window, in the player's language, until it is
// closed; then it returns err, for the terminal and the exit status.
func refuse(o options, err error) error {
	r, rerr := game.NewRefusal(o.cfg)
	if rerr != nil {
		return err
	}
	ebiten.SetWindowSize(min(o.width, 420), min(o.height, 320))
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if rerr := ebiten.RunGameWithOptions(o.shots.window(r, r), nil); rerr != nil {
		return errors.Join(err, rerr)
	}
	return err
}

// shootable is a window the screenshots' flags can capture (shots.go):
// the game's, or the refusal's.
type shootable interface {
	ebiten.Game
	LayoutF(outsideWidth, outsideHeight float64) (float64, float64)
	Invalidate()
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
