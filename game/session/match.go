package session

import (
	"context"
	"errors"
	"sync"
	"time"

	"xiangqi/clock"
	"xiangqi/rules"
)

// Match is a game between the player(s) and the computer, without a window:
// it decides whose turn it is, runs the computer's search in the
// background and applies its result only if it still fits. Every method is
// called from one goroutine (the game's Update); the searches report
// through a channel and a mutex-guarded progress record of their own.
type Match struct {
	engine   Engine
	game     *rules.Game
	computer [2]bool // computer[c]: the computer plays colour c
	level    Level
	resigned rules.Status // Over() after a resignation, else zero
	paused   bool
	origin   string // the game this one was played on from (OriginNote), or ""

	gen      uint64 // bumped whenever a running search becomes stale
	job      *searchJob
	last     Reply // the computer's last applied search
	failures int   // consecutive unplayable replies of current searches
	hint     rules.Move
	ideas    []rules.Move // the hint's other ideas (RequestIdeas), with hint first; nil when not asked

	// The clock (match_clock.go), nil without one: the side to move's
	// runs while the match is not paused; timeout is the verdict once a
	// flag fell; moveClocks[i] is the mover's time left after move i
	// (0 for a move played before the clock began).
	clk        *clock.Clock
	timeout    rules.Status
	moveClocks []time.Duration

	// The coach (match_coach.go): the person's move it holds, nil when
	// none, and this game's warnings.
	held       *held
	coachStats CoachStats
}

// searchJob is one background search. Its done channel has room for the
// reply, so an abandoned search finishes and is collected without anyone
// reading it.
type searchJob struct {
	gen    uint64
	snap   rules.Position
	plies  int
	hint   bool
	ideas  int // the hint's search asks for this many moves (RequestIdeas)
	cancel context.CancelFunc
	done   chan Reply

	mu   sync.Mutex
	prog Progress
	seen bool // prog holds at least one completed iteration
}

func (j *searchJob) report(p Progress) {
	j.mu.Lock()
	j.prog, j.seen = p, true
	j.mu.Unlock()
}

// Event is what Poll applied, for sounds and animation.
type Event struct {
	Moved    bool
	Move     rules.Move
	Captured bool
	Hint     bool // a hint arrived (Match.Hint returns it)
	TimeUp   bool // a flag fell: the game is over on time (Match.Status)
	// Warned: the coach holds the person's move with a warning
	// (Match.Warning); Person: Moved is a person's move the coach held
	// and let through, already shown where it lands.
	Warned bool
	Person bool
}

// NewMatch starts a game from game's current state; computer says which
// colours the computer plays (none for two players on one device). The
// computer's search starts at once if it is its turn.
func NewMatch(engine Engine, game *rules.Game, computer [2]bool, level Level) *Match {
	m := &Match{engine: engine, game: game, computer: computer, level: level}
	m.maybeStart()
	return m
}

// NewPausedMatch is NewMatch that does not think until Resume (a restored
// game behind the start screen, a position set up for a picture).
func NewPausedMatch(engine Engine, game *rules.Game, computer [2]bool, level Level) *Match {
	return &Match{engine: engine, game: game, computer: computer, level: level, paused: true}
}

// Origin names the game this one was played on from (OriginNote), ""
// for a game begun here; its record carries it (MatchRecord).
func (m *Match) Origin() string { return m.origin }

// SetOrigin sets Origin.
func (m *Match) SetOrigin(o string) { m.origin = o }

// Game returns the rules' game; callers must not play or undo on it.
func (m *Match) Game() *rules.Game { return m.game }

// Position returns the current position.
func (m *Match) Position() rules.Position { return m.game.Position() }

// Level returns the computer's level.
func (m *Match) Level() Level { return m.level }

// SetLevel changes the level of the computer's next searches.
func (m *Match) SetLevel(l Level) { m.level = l }

// Computer reports whether the computer plays colour c.
func (m *Match) Computer(c rules.Color) bool { return m.computer[c] }

// VsComputer reports whether the computer plays either side.
func (m *Match) VsComputer() bool { return m.computer[0] || m.computer[1] }

// Status is the rules' verdict, or the resignation.
func (m *Match) Status() rules.Status {
	if m.resigned.Over() {
		return m.resigned
	}
	if m.timeout.Over() {
		return m.timeout
	}
	return m.game.Status()
}

// Over reports whether the game has ended.
func (m *Match) Over() bool { return m.Status().Over() }

// HumanToMove reports whether a person may move now.
func (m *Match) HumanToMove() bool {
	return !m.Over() && !m.computer[m.sideToMove()] && m.held == nil
}

// Thinking reports whether the computer is searching for its own move.
func (m *Match) Thinking() bool { return m.job != nil && !m.job.hint }

// HintPending reports whether a hint search runs.
func (m *Match) HintPending() bool { return m.job != nil && m.job.hint }

// Progress returns the running search's last completed iteration.
func (m *Match) Progress() (Progress, bool) {
	if m.job == nil {
		return Progress{}, false
	}
	m.job.mu.Lock()
	defer m.job.mu.Unlock()
	return m.job.prog, m.job.seen
}

// LastSearch returns the figures of the computer's last move.
func (m *Match) LastSearch() (Reply, bool) { return m.last, m.last.Move != rules.NoMove }

// Hint returns the hint for the current position, or NoMove.
func (m *Match) Hint() rules.Move { return m.hint }

// Paused reports whether Pause stopped the computer.
func (m *Match) Paused() bool { return m.paused }

// ErrNotYourTurn is returned by Play when no person may move.
var ErrNotYourTurn = errors.New("not the player's turn")

// Play plays a person's move and starts the computer's reply.
func (m *Match) Play(mv rules.Move) error {
	m.checkFlag() // a move after the flag fell is too late
	if !m.HumanToMove() {
		return ErrNotYourTurn
	}
	if err := m.game.Play(mv); err != nil {
		return err
	}
	m.clockMoved()
	m.stop()
	m.hint = rules.NoMove
	m.maybeStart()
	return nil
}

// Undo takes the game back to the person's previous turn: the computer's
// reply and the person's move, or only the person's move when the computer
// is thinking about it; one ply between two people. It cancels any search
// and reports false when there is nothing to take back. A resignation is
// final: nothing is taken back after it.
func (m *Match) Undo() bool {
	if m.held != nil {
		// The held move is not played: taking it back is dropping it.
		m.dropHeld()
		m.maybeStart()
		return true
	}
	if !m.CanUndo() {
		return false
	}
	n := m.pliesToUndo()
	m.stop()
	for range n {
		m.game.Undo()
	}
	m.clockUndone()
	m.hint = rules.NoMove
	m.last = Reply{} // its figures were about a move no longer played
	m.maybeStart()
	return true
}

// pliesToUndo is the smallest number of plies whose removal leaves a person
// to move; 0 when no such point exists.
func (m *Match) pliesToUndo() int {
	moves := m.game.Moves()
	side := m.sideToMove()
	for n := 1; n <= len(moves); n++ {
		side = side.Other()
		if !m.computer[side] {
			return n
		}
	}
	return 0
}

// CanUndo reports whether Undo would take anything back: not after a
// resignation.
func (m *Match) CanUndo() bool {
	if m.held != nil {
		return true
	}
	n := m.pliesToUndo()
	return n > 0 && n <= len(m.game.Moves()) && !m.resigned.Over() && !m.timeout.Over()
}

// Resign ends the game with the person's loss (in a game between two
// people, the side to move resigns).
func (m *Match) Resign() {
	loser := m.sideToMove()
	if m.VsComputer() {
		loser = rules.Red
		if m.computer[rules.Red] {
			loser = rules.Black
		}
	}
	m.ResignSide(loser)
}

// Resigned returns the side that resigned, if one did.
func (m *Match) Resigned() (rules.Color, bool) {
	if !m.resigned.Over() {
		return rules.Red, false
	}
	if m.resigned.Result == rules.RedWins {
		return rules.Black, true
	}
	return rules.Red, true
}

// ResignSide ends the game with loser's resignation (also how a saved
// resignation is restored).
func (m *Match) ResignSide(loser rules.Color) {
	if m.Over() {
		return
	}
	m.stop()
	m.dropHeld()
	m.hint = rules.NoMove
	m.resigned = rules.Status{Result: rules.WinFor(loser.Other()), Reason: rules.Resignation}
	if m.clk != nil {
		m.clk.Pause()
	}
}

// RequestHint starts a search for the person's best move; its result comes
// through Poll as a Hint event.
func (m *Match) RequestHint() bool {
	if !m.HumanToMove() || m.job != nil || m.paused {
		return false
	}
	m.start(true)
	return true
}

// Pause cancels any search (the app goes to the background).
// The clock stops with it: no time passes while the app is paused.
func (m *Match) Pause() {
	m.paused = true
	m.stop()
	m.pauseClock()
}

// Resume restarts the clock and the computer's search if it is its turn.
func (m *Match) Resume() {
	m.paused = false
	m.startClock()
	m.maybeStart()
}

// Stop cancels any search for good (the game is being left) and stops the
// clock.
func (m *Match) Stop() {
	m.paused = true
	m.stop()
	m.dropHeld()
	m.pauseClock()
}

// Poll applies a finished search if there is one, without waiting.
func (m *Match) Poll() Event {
	if m.checkFlag() {
		m.dropHeld()
		return Event{TimeUp: true}
	}
	if ev, ok := m.pollCoach(); ok {
		return ev
	}
	j := m.job
	if j == nil {
		return Event{}
	}
	var r Reply
	select {
	case r = <-j.done:
	default:
		return Event{}
	}
	m.job = nil
	j.cancel()
	if !m.fits(j, r) {
		if j.gen == m.gen && !j.hint {
			// A current search returned nothing playable: an engine fault,
			// not staleness. Retry, then play any legal move rather than
			// leave the player waiting for ever.
			m.failures++
			if m.failures >= maxEngineFailures {
				if r.Move = firstLegal(m.game.Position()); r.Move != rules.NoMove {
					return m.apply(Reply{Move: r.Move})
				}
			}
		}
		// The search is no longer current: think again if it is still the
		// computer's turn.
		m.maybeStart()
		return Event{}
	}
	if j.hint {
		m.hint, m.ideas = r.Move, nil
		if j.ideas > 1 {
			m.ideas = legalIdeas(j.snap, r.Ideas)
		}
		return Event{Hint: true, Move: r.Move}
	}
	return m.apply(r)
}

// maxEngineFailures bounds the retries of a search that returned no legal
// move for the current position.
const maxEngineFailures = 3

func (m *Match) apply(r Reply) Event {
	pos := m.game.Position()
	captured := pos.At(r.Move.To()) != rules.Empty
	if err := m.game.Play(r.Move); err != nil {
		return Event{}
	}
	m.clockMoved()
	m.last = r
	m.failures = 0
	m.maybeStart()
	return Event{Moved: true, Move: r.Move, Captured: captured}
}

func firstLegal(pos rules.Position) rules.Move {
	var l rules.MoveList
	pos.GenerateMoves(&l)
	if l.N == 0 {
		return rules.NoMove
	}
	return l.Moves[0]
}

// fits reports whether a reply belongs to the current generation and
// position and is a legal move there.
func (m *Match) fits(j *searchJob, r Reply) bool {
	if j.gen != m.gen || j.plies != len(m.game.Moves()) {
		return false
	}
	pos := m.game.Position()
	return pos == j.snap && r.Move != rules.NoMove && pos.IsLegal(r.Move)
}

func (m *Match) maybeStart() {
	if m.job != nil || m.paused || m.Over() || !m.computer[m.sideToMove()] {
		return
	}
	m.start(false)
}

func (m *Match) start(hint bool) { m.startSearch(hint, 0) }

// startSearch starts the computer's move, or a hint's search with ideas
// moves (0 or 1: the best alone).
func (m *Match) startSearch(hint bool, ideas int) {
	m.gen++
	ctx, cancel := context.WithCancel(context.Background())
	keys := m.game.Keys()
	j := &searchJob{
		gen:    m.gen,
		snap:   m.game.Position(),
		plies:  len(m.game.Moves()),
		hint:   hint,
		ideas:  ideas,
		cancel: cancel,
		done:   make(chan Reply, 1),
	}
	s := Search{
		Pos:     j.snap,
		History: append([]uint64(nil), keys[:len(keys)-1]...),
		Checks:  append([]bool(nil), m.game.Checks()...),
		Moves:   append([]rules.Move(nil), m.game.Moves()...),
		Level:   m.level,
		Hint:    hint,
		Ideas:   ideas,
	}
	if !hint {
		s.Clock = m.clockBudget()
	}
	m.job = j
	eng := m.engine
	go func() {
		j.done <- eng.Think(ctx, s, j.report)
	}()
}

// stop cancels the running search and makes its result stale, and drops
// a held move the coach is still judging (a warning already shown waits
// for the player).
func (m *Match) stop() {
	if m.held != nil && m.held.job != nil {
		m.dropHeld()
	}
	m.gen++
	if m.job != nil {
		m.job.cancel()
		m.job = nil
	}
}

func (m *Match) sideToMove() rules.Color {
	pos := m.game.Position()
	return pos.SideToMove()
}
