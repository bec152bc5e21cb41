package session

import (
	"context"

	"xiangqi/ai"
	"xiangqi/coach"
	"xiangqi/rules"
)

// The coach (issue 30): a person's move is held while package coach judges
// it on a goroutine of its own; a sound move is then played as Play plays
// it, and a blunder with a threat the coach can name is held as a warning
// until the player takes it back or plays it anyway. A held move is not
// on the rules' board (nor in the save): undoing, pausing, leaving or a
// new game drop it, and a judgement that comes back for a move no longer
// held is dropped unread. Under a clock the player's time runs on while
// the coach judges and while its warning waits: the thinking is the
// player's (a judgement takes well under a second).

// Coacher is an Engine that can judge a person's move before it is played
// (coach.Coach.Check); the game's engine is one. A match whose engine is
// not plays every move at once.
type Coacher interface {
	Coach(ctx context.Context, r coach.Request) coach.Verdict
}

// coacherOf is e's coach: e itself, or the engine a Timed engine wraps
// (a phone's, with its own time budgets).
func coacherOf(e Engine) (Coacher, bool) {
	if t, ok := e.(timedEngine); ok {
		e = t.engine
	}
	c, ok := e.(Coacher)
	return c, ok
}

// CoachStats count a game's warnings: Warned how many the coach gave,
// Helped how many of them the player took back.
type CoachStats struct {
	Warned, Helped int
}

// coachJob is one judgement running.
type coachJob struct {
	gen    uint64
	cancel context.CancelFunc
	done   chan coach.Verdict
}

// held is a person's move that is not played yet: being judged (job set)
// or warned about (verdict set).
type held struct {
	move    rules.Move
	plies   int
	job     *coachJob
	verdict coach.Verdict
	warned  bool
}

// Try plays a person's move as Play does, unless coached is set and the
// match's engine can coach: then the move is held (Held) while the coach
// judges it, and Poll plays it or reports a warning (Event.Warned).
func (m *Match) Try(mv rules.Move, coached bool) (heldMove bool, err error) {
	c, ok := coacherOf(m.engine)
	if !coached || !ok {
		return false, m.Play(mv)
	}
	m.checkFlag()
	if !m.HumanToMove() {
		return false, ErrNotYourTurn
	}
	pos := m.game.Position()
	if !pos.IsLegal(mv) {
		return false, m.game.Play(mv) // the referee's own refusal; it plays nothing
	}
	m.stop() // a hint's search is about the position before the move
	m.hint = rules.NoMove
	ctx, cancel := context.WithCancel(context.Background())
	j := &coachJob{gen: m.gen, cancel: cancel, done: make(chan coach.Verdict, 1)}
	keys := m.game.Keys()
	req := coach.Request{Pos: pos, Move: mv, History: ai.History{
		Keys:   append([]uint64(nil), keys[:len(keys)-1]...),
		Checks: append([]bool(nil), m.game.Checks()...),
		Moves:  append([]rules.Move(nil), m.game.Moves()...),
	}}
	m.held = &held{move: mv, plies: len(m.game.Moves()), job: j}
	go func() { j.done <- c.Coach(ctx, req) }()
	return true, nil
}

// Held returns the person's move held by the coach (being judged, or
// warned about), and whether there is one.
func (m *Match) Held() (rules.Move, bool) {
	if m.held == nil {
		return rules.NoMove, false
	}
	return m.held.move, true
}

// Judging reports whether the coach is judging a held move.
func (m *Match) Judging() bool { return m.held != nil && m.held.job != nil }

// Warning returns the coach's warning about the held move, while it waits
// for the player's answer.
func (m *Match) Warning() (coach.Verdict, bool) {
	if m.held == nil || !m.held.warned {
		return coach.Verdict{}, false
	}
	return m.held.verdict, true
}

// TakeBack drops the move warned about (the piece goes back), counted as
// the coach's help; false when no warning waits.
func (m *Match) TakeBack() bool {
	if _, ok := m.Warning(); !ok {
		return false
	}
	m.dropHeld()
	m.coachStats.Helped++
	m.maybeStart()
	return true
}

// PlayAnyway plays the move warned about.
func (m *Match) PlayAnyway() (Event, error) {
	if _, ok := m.Warning(); !ok {
		return Event{}, ErrNotYourTurn
	}
	return m.playHeld()
}

// playHeld plays the held move as Play would.
func (m *Match) playHeld() (Event, error) {
	mv := m.held.move
	m.dropHeld()
	pos := m.game.Position()
	captured := pos.At(mv.To()) != rules.Empty
	if err := m.Play(mv); err != nil {
		return Event{}, err
	}
	return Event{Moved: true, Move: mv, Captured: captured, Person: true}, nil
}

// dropHeld forgets the held move and cancels its judgement.
func (m *Match) dropHeld() {
	if m.held != nil && m.held.job != nil {
		m.held.job.cancel()
	}
	m.held = nil
}

// CoachStats are this game's warnings.
func (m *Match) CoachStats() CoachStats { return m.coachStats }

// SetCoachStats restores a saved game's counts.
func (m *Match) SetCoachStats(s CoachStats) { m.coachStats = s }

// pollCoach collects the held move's judgement if it is in: a sound move
// is played (Event.Moved with Person), a warning is held for the player
// (Event.Warned). A judgement for a move no longer held, or a position
// that changed under it, is dropped.
func (m *Match) pollCoach() (Event, bool) {
	h := m.held
	if h == nil || h.job == nil {
		return Event{}, false
	}
	var v coach.Verdict
	select {
	case v = <-h.job.done:
	default:
		return Event{}, false
	}
	h.job.cancel()
	if h.job.gen != m.gen || h.plies != len(m.game.Moves()) {
		m.held = nil
		return Event{}, true
	}
	h.job = nil
	if v.Warn() {
		h.verdict, h.warned = v, true
		m.coachStats.Warned++
		return Event{Warned: true}, true
	}
	ev, err := m.playHeld()
	if err != nil {
		return Event{}, true
	}
	return ev, true
}
