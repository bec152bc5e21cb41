package session

import (
	"context"
	"errors"
	"slices"
	"sync"

	"xiangqi/rules"
)

// DefaultLines is how many lines the analysis board shows until the
// player chooses another number.
const DefaultLines = 3

// AnalysisBoard is the analysis board's model without a screen: a game
// up to the board it was opened on (the root, whose moves the repetition
// rulings read), the moves played on the board since, and the engine
// searching the board shown for its best lines on a goroutine of its own
// for as long as the board is shown. Every method is called from one
// goroutine (the game's Update). Each search is a generation: a move,
// a step back or on, another number of lines or a pause starts another,
// and what an earlier one found is dropped, never shown on the wrong
// board. The search hands its iterations over in a mailbox that keeps
// only the newest, so that a screen that polls late neither blocks the
// search nor works through old depths.
type AnalysisBoard struct {
	analyst Analyst
	root    *rules.Game
	moves   []rules.Move // played on the board since the root
	ply     int          // moves[:ply] are on the board; the rest are for ▶
	game    *rules.Game  // the root and moves[:ply]
	lines   int
	depth   int // each search's bound (NewAnalysisBoard); 0 none

	gen    uint64
	shown  LinesFound // the newest iteration of the current generation
	paused bool
	cancel context.CancelFunc
	wg     sync.WaitGroup
	box    linesBox
}

// linesBox is the newest iteration found, with its generation: the
// search goroutines put, Poll takes. An iteration of an older generation
// than the one held (a cancelled search finishing its last iteration)
// never replaces it.
type linesBox struct {
	mu   sync.Mutex
	gen  uint64
	f    LinesFound
	full bool
}

func (b *linesBox) put(gen uint64, f LinesFound) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if gen < b.gen {
		return
	}
	b.gen, b.f, b.full = gen, f, true
}

func (b *linesBox) take() (uint64, LinesFound, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if !b.full {
		return 0, LinesFound{}, false
	}
	b.full = false
	return b.gen, b.f, true
}

// NewAnalysisBoard opens the board on the last position of g (a copy of
// its moves is kept; g is not changed), with lines lines (clamped to 1
// to MaxLines), and starts the search. depth bounds every search (tests
// and screenshots, which want the same lines every run: the first search
// is then the only one the engine has seen); 0 searches until stopped.
func NewAnalysisBoard(a Analyst, g *rules.Game, lines, depth int) *AnalysisBoard {
	root := GameTo(g, len(g.Moves()))
	b := &AnalysisBoard{analyst: a, root: root, game: GameTo(root, len(root.Moves())), lines: clampLines(lines), depth: depth}
	b.start()
	return b
}

func clampLines(n int) int { return min(max(n, 1), MaxLines) }

// Game is the root with the moves on the board: the board shown is its
// last position. Callers must not play on it.
func (b *AnalysisBoard) Game() *rules.Game { return b.game }

// Position is the board shown.
func (b *AnalysisBoard) Position() rules.Position { return b.game.Position() }

// Root is the game the board was opened on.
func (b *AnalysisBoard) Root() *rules.Game { return b.root }

// Moves is the moves played on the board since it opened, also those
// stepped back over (Ply of them are on the board).
func (b *AnalysisBoard) Moves() []rules.Move { return b.moves }

// Ply is how many of Moves are on the board.
func (b *AnalysisBoard) Ply() int { return b.ply }

// Lines is the number of lines searched for.
func (b *AnalysisBoard) Lines() int { return b.lines }

// Gen is the search's generation: it changes whenever the search starts
// again.
func (b *AnalysisBoard) Gen() uint64 { return b.gen }

// Found is the newest completed iteration of the search of the board
// shown; its Depth is 0 until the first one is in.
func (b *AnalysisBoard) Found() LinesFound { return b.shown }

// Searching reports whether a search of the board shown was started and
// not stopped: false while paused and where the game is over. A search
// bounded by a depth that reached it still counts.
func (b *AnalysisBoard) Searching() bool { return b.cancel != nil }

// Play plays m on the board shown: a move the rules refuse (or a board
// where the game is over) is an error and changes nothing. The moves
// stepped back over are kept when m is the next of them, else forgotten.
func (b *AnalysisBoard) Play(m rules.Move) error {
	if b.game.Status().Over() {
		return errors.New("the game is over on this board")
	}
	if err := b.game.Play(m); err != nil {
		return err
	}
	if b.ply < len(b.moves) && b.moves[b.ply] == m {
		b.ply++
	} else {
		b.moves = append(b.moves[:b.ply], m)
		b.ply = len(b.moves)
	}
	b.start()
	return nil
}

// GoTo shows the board after ply of the moves played on it (clamped);
// false when that is the board shown.
func (b *AnalysisBoard) GoTo(ply int) bool {
	ply = min(max(ply, 0), len(b.moves))
	if ply == b.ply {
		return false
	}
	b.ply = ply
	b.game = GameTo(b.root, len(b.root.Moves()))
	for _, m := range b.moves[:ply] {
		if b.game.Play(m) != nil {
			break // legal when played; a root's ruling cannot change
		}
	}
	b.start()
	return true
}

// Undo takes the last move on the board back and forgets it and those
// after it; false when none was played on the board.
func (b *AnalysisBoard) Undo() bool {
	if b.ply == 0 {
		return false
	}
	b.moves = b.moves[:b.ply]
	b.GoTo(b.ply - 1)
	b.moves = b.moves[:b.ply]
	return true
}

// SetLines searches for n lines (clamped to 1 to MaxLines) from now on.
func (b *AnalysisBoard) SetLines(n int) {
	n = clampLines(n)
	if n == b.lines {
		return
	}
	b.lines = n
	b.start()
}

// Pause stops the search (the app goes to the background); Resume
// searches the board shown again.
func (b *AnalysisBoard) Pause() {
	if b.paused {
		return
	}
	b.paused = true
	b.stop()
}

// Resume starts the search again after a Pause.
func (b *AnalysisBoard) Resume() {
	if !b.paused {
		return
	}
	b.paused = false
	b.start()
}

// Close stops the search and waits for its goroutine: the screen has
// closed.
func (b *AnalysisBoard) Close() {
	b.paused = true
	b.stop()
	b.wg.Wait()
}

// stop cancels the search running and makes anything it still finds
// stale.
func (b *AnalysisBoard) stop() {
	b.gen++
	b.shown = LinesFound{}
	if b.cancel != nil {
		b.cancel()
		b.cancel = nil
	}
}

// start replaces the search running by one of the board shown, unless
// paused or the game is over there.
func (b *AnalysisBoard) start() {
	b.stop()
	if b.paused || b.game.Status().Over() {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	b.cancel = cancel
	keys := b.game.Keys()
	s := LinesSearch{
		Pos:     b.game.Position(),
		History: slices.Clone(keys[:len(keys)-1]),
		Checks:  slices.Clone(b.game.Checks()),
		Moves:   slices.Clone(b.game.Moves()),
		Lines:   b.lines,
		Depth:   b.depth,
	}
	gen, a := b.gen, b.analyst
	b.wg.Add(1)
	go func() {
		defer b.wg.Done()
		a.Analyse(ctx, s, func(f LinesFound) {
			if ctx.Err() == nil {
				b.box.put(gen, f)
			}
		})
		cancel() // the search ended on its own: release its context
	}()
}

// Poll takes the newest iteration found, dropping one of an earlier
// search; it reports whether what is shown changed. A search that ended
// on its own (its depth bound reached) stays shown.
func (b *AnalysisBoard) Poll() bool {
	gen, f, ok := b.box.take()
	if !ok || gen != b.gen {
		return false
	}
	b.shown = keepLegal(b.game.Position(), f)
	return true
}

// keepLegal is f with only the lines whose first move is legal in pos:
// the generation already names the board searched, and this guards the
// screen against an engine's fault.
func keepLegal(pos rules.Position, f LinesFound) LinesFound {
	out := f
	out.Lines = make([]Line, 0, len(f.Lines))
	for _, l := range f.Lines {
		if pos.IsLegal(l.Move) {
			out.Lines = append(out.Lines, l)
		}
	}
	return out
}
