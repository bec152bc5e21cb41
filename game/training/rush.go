package training

import (
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"xiangqi/game/session"
	"xiangqi/game/sfx"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/puzzle"
	"xiangqi/rules"
	"xiangqi/train"
)

// Pauses between one rush puzzle and the next: a moment to see the mate,
// longer to see the refutation of a wrong move. The rush's clock runs on.
const (
	NextSolved = 700 * time.Millisecond
	NextFailed = 1500 * time.Millisecond
	// rushJitter is the noise added to the puzzles' ratings of a rush: less
	// than the 250 between two grades' starting ratings.
	rushJitter = 120
)

// Rush is a rush (3 or 5 minutes, three lives) or the streak mode (no
// clock, one life) through the built-in puzzles, easy to hard
// (train.Ladder over the puzzles' ratings), those the player has not met
// yet first (train.Ladder.NearestFresh); every answer rates the player
// and the puzzle. The clock stops while the app is paused; leaving (asked
// first while it runs) ends the rush and keeps its score.
type Rush struct {
	env     ui.Env
	sv      Services
	mode    train.Mode
	book    Book
	ladder  *train.Ladder
	used    map[int]bool // the puzzles of this rush
	tried   map[int]bool // those the player had met before it (train.Ladder.NearestFresh)
	rush    *train.Rush
	index   int
	run     *session.PuzzleRun
	nextAt  time.Time // when the next puzzle comes, after a verdict; zero: none due
	shown   int       // the clock's seconds last drawn
	over    bool
	best    bool // the score is a new best
	flipped bool
	board   int        // counts the puzzles put up
	glide   rules.Move // the defender's move to glide in, NoMove for none
	pending ui.Outcome // what Poll hands on next
}

// NewRush starts a rush of mode md over sv's puzzles.
func NewRush(env ui.Env, sv Services, md train.Mode) *Rush {
	m := &Rush{env: env, sv: sv, mode: md, book: sv.Puzzles(), glide: rules.NoMove}
	m.pending = m.begin()
	return m
}

// RushTarget is what a player can tap in a rush.
type RushTarget int

const (
	RushFlip  RushTarget = iota // turn the board (while the rush runs)
	RushAgain                   // a new rush (once it is over)
	RushBack                    // leave: asked first while the rush runs; it ends, its score kept
)

// begin starts a new rush over the collection.
func (m *Rush) begin() ui.Outcome {
	m.stop()
	if m.book.Err != nil {
		m.over = true
		return ui.Redraw()
	}
	// Puzzles of one grade start at one rating: a little noise, seeded by
	// what the player has done so far, gives each rush its own puzzles
	// among equals (and a fresh data folder the same ones, for the tests).
	tr := m.sv.Progress
	pl := tr.Player()
	rng := rand.New(rand.NewPCG(math.Float64bits(pl.R), uint64(len(tr.Puzzles))))
	ratings := make([]float64, len(m.book.List))
	m.tried = map[int]bool{}
	for i := range m.book.List {
		p := &m.book.List[i]
		if _, ok := tr.Puzzles[p.ID]; ok {
			m.tried[i] = true // rated: met before, here or on the puzzle screen
		}
		ratings[i] = tr.PuzzleRating(p.ID, p.Grade).R + rng.Float64()*rushJitter
		if p.Material {
			// A rush keeps to the puzzles judged at once: a material
			// puzzle's wrong try waits for the engine's search (its
			// refutation), so it comes last, after every other.
			ratings[i] = math.Inf(1)
		}
	}
	m.ladder = train.NewLadder(ratings)
	m.used = map[int]bool{}
	m.rush = train.NewRush(m.mode, m.sv.Now())
	m.over, m.best, m.nextAt = false, false, time.Time{}
	return m.next()
}

// next puts up the next puzzle of the climb, or ends the rush when none is
// left.
func (m *Rush) next() ui.Outcome {
	m.stop()
	m.nextAt = time.Time{}
	i := m.ladder.NearestFresh(train.Target(m.rush.Score+m.rush.Wrong), m.used, m.tried)
	if i < 0 {
		return m.finish()
	}
	m.used[i] = true
	m.index = i
	p := m.book.List[i]
	m.run = session.NewPuzzleRun(p, m.book.Solver(), m.sv.Engine)
	m.flipped = p.Side() == rules.Black
	m.board++
	return ui.Redraw()
}

func (m *Rush) stop() {
	if m.run != nil {
		m.run.Stop()
	}
}

// finish ends the rush: its score kept when it is a best, the day counted.
func (m *Rush) finish() ui.Outcome {
	if m.over || m.rush == nil {
		return ui.Outcome{}
	}
	m.stop()
	now := m.sv.Now()
	m.rush.End(now)
	m.over = true
	tr := m.sv.Progress
	m.best = tr.Bests.Record(m.rush)
	if m.rush.Score+m.rush.Wrong > 0 {
		tr.Streak.Trained(train.DayOf(now))
	}
	return ui.Outcome{Changed: true, Save: true, Sound: sfx.End, Play: true}
}

// Close ends the rush, its score kept (the screen is left).
func (m *Rush) Close() ui.Outcome { return m.finish() }

// Pause stops the rush's clock (the app goes to the background).
func (m *Rush) Pause() {
	if m.rush != nil {
		m.rush.Pause(m.sv.Now())
	}
}

// Resume starts the rush's clock again.
func (m *Rush) Resume() {
	if m.rush != nil {
		m.rush.Resume(m.sv.Now())
	}
}

// Poll brings the next puzzle when due, ends the rush when its time is up,
// redraws the clock each second and brings the judge's verdict and the
// defender's reply.
func (m *Rush) Poll() ui.Outcome {
	o := m.pending
	m.pending = ui.Outcome{}
	if m.over || m.rush == nil {
		return o
	}
	now := m.sv.Now()
	if m.rush.Over(now) {
		return o.Merge(m.finish())
	}
	if !m.nextAt.IsZero() && !now.Before(m.nextAt) {
		return o.Merge(m.next())
	}
	if sec := int(m.rush.Used(now) / time.Second); sec != m.shown {
		m.shown = sec
		o.Changed = true
	}
	ev := m.run.Poll()
	if ev == (session.PuzzleEvent{}) {
		return o
	}
	o.Changed = true
	if ev.Replied && m.env.Settings.Animation {
		m.glide = ev.Reply
	}
	if ev.Judged && ev.Verdict != puzzle.Continue {
		o = o.Merge(m.Answer(ev.Verdict == puzzle.Solved))
	}
	return o
}

// Answer counts a verdict on the puzzle on the board, as the judge gives
// it: the rush's score or a life, both ratings. After the rush's end it
// counts nothing.
func (m *Rush) Answer(solved bool) ui.Outcome {
	if m.over || m.rush == nil {
		return ui.Outcome{}
	}
	now := m.sv.Now()
	if !m.rush.Answer(solved, now) {
		return m.finish()
	}
	p := &m.book.List[m.index]
	m.sv.Progress.RateInRush(p.ID, p.Grade, solved) // gently: many puzzles, fast (train.RushShare)
	if m.rush.Over(now) {
		return m.finish()
	}
	wait := NextSolved
	if !solved {
		wait = NextFailed
	}
	m.nextAt = now.Add(wait)
	return ui.Redraw()
}

// Tap acts on target t; a target not shown, or disabled, does nothing.
func (m *Rush) Tap(t RushTarget) ui.Outcome {
	switch t {
	case RushFlip:
		if m.over {
			return ui.Outcome{}
		}
		m.flipped = !m.flipped
		return ui.Redraw()
	case RushAgain:
		if !m.over || m.book.Err != nil {
			return ui.Outcome{}
		}
		return m.begin()
	case RushBack:
		if _, o := m.Back(); o.Open != nil {
			return o
		}
		return m.leave()
	}
	return ui.Outcome{}
}

// Back is the phone's Back (and the Back button's question): while the
// rush runs it asks before ending it, as leaving a game does (issue 52:
// a tap ended a rush at once); handled is false when the screen may close
// (the rush over, or none), after ending it.
func (m *Rush) Back() (handled bool, o ui.Outcome) {
	if m.rush != nil && !m.over {
		return true, ui.Outcome{Open: ui.Confirm(m.env, i18n.MsgConfirmEndRush, m.leave)}
	}
	return false, m.finish()
}

// leave ends the rush, its score kept, and closes it.
func (m *Rush) leave() ui.Outcome { return m.finish().Merge(ui.Outcome{Close: true}) }

// Keys are the rush's buttons: Flip and Back while it runs, Again and Back
// on its result.
func (m *Rush) Keys() []Key[RushTarget] {
	if m.over {
		return []Key[RushTarget]{
			{Target: RushAgain, Label: m.env.Text(i18n.MsgAgain), Primary: true, Disabled: m.book.Err != nil},
			{Target: RushBack, Label: m.env.Text(i18n.MsgBack)},
		}
	}
	return []Key[RushTarget]{
		{Target: RushFlip, Label: m.env.Text(i18n.MsgFlip)},
		{Target: RushBack, Label: m.env.Text(i18n.MsgBack)},
	}
}

// Move plays the player's move from one point to another; an illegal
// one, or one out of turn, changes nothing (the zero Outcome). The judge's
// verdict comes through Poll.
func (m *Rush) Move(from, to rules.Square) ui.Outcome {
	if !m.Playing() {
		return ui.Outcome{}
	}
	pos := m.run.Position()
	mv := rules.NewMove(from, to)
	if err := m.run.Play(mv); err != nil {
		return ui.Outcome{}
	}
	return ui.Moved(pos, mv)
}

// Playing reports whether the board takes the player's input: the rush
// runs and no verdict waits for the next puzzle.
func (m *Rush) Playing() bool { return !m.over && m.nextAt.IsZero() && m.run != nil }

// CanMove reports whether the player may move on the board now.
func (m *Rush) CanMove() bool { return m.Playing() && m.run.PlayersTurn() }

// Glide is the defender's move just played, for the view to glide in
// (NoMove for none); it is handed out once.
func (m *Rush) Glide() rules.Move {
	g := m.glide
	m.glide = rules.NoMove
	return g
}

// Board is the board to draw (ok false for none): the position, whether
// it is turned, the last move (NoMove for none), and a count that changes
// with each puzzle put up, for the view to forget its selection.
func (m *Rush) Board() (pos rules.Position, flipped bool, last rules.Move, board int, ok bool) {
	if m.run == nil {
		return rules.Position{}, m.flipped, rules.NoMove, m.board, false
	}
	last = rules.NoMove
	if ms := m.run.Moves(); len(ms) > 0 {
		last = ms[len(ms)-1]
	}
	return m.run.Position(), m.flipped, last, m.board, true
}

// Over reports whether the rush has ended (its result is shown).
func (m *Rush) Over() bool { return m.over }

// Running reports whether a rush was started (the collection read).
func (m *Rush) Running() bool { return m.rush != nil }

// Score is the rush's count of solved and wrong answers.
func (m *Rush) Score() (solved, wrong int) {
	if m.rush == nil {
		return 0, 0
	}
	return m.rush.Score, m.rush.Wrong
}

// Left is the time left on the rush's clock.
func (m *Rush) Left() time.Duration {
	if m.rush == nil {
		return 0
	}
	return m.rush.Left(m.sv.Now())
}

// Mode is the rush's mode.
func (m *Rush) Mode() train.Mode { return m.mode }

// Puzzle is the puzzle on the board (its index in the collection, and the
// puzzle), ok false for none.
func (m *Rush) Puzzle() (index int, p puzzle.Puzzle, ok bool) {
	if m.run == nil {
		return -1, puzzle.Puzzle{}, false
	}
	return m.index, m.run.Puzzle(), true
}

// Verdict is the state of the try on the board.
func (m *Rush) Verdict() puzzle.Verdict {
	if m.run == nil {
		return puzzle.Continue
	}
	return m.run.State()
}

// ModeName is the mode's name: "Rush 3 min", "Streak".
func (m *Rush) ModeName() string {
	return m.env.Text([train.NumModes]i18n.Msg{i18n.MsgRush3, i18n.MsgRush5, i18n.MsgStreakMode}[m.mode])
}

// ClockText is the time left (the time used for the streak mode), "2:45".
func (m *Rush) ClockText() string {
	// The time left rounds up (0:00 only when it is up), the time used
	// of the streak mode down.
	now := m.sv.Now()
	sec := int(math.Ceil(m.rush.Left(now).Seconds()))
	if m.mode.Limit() == 0 {
		sec = int(m.rush.Used(now) / time.Second)
	}
	return fmt.Sprintf(m.env.Text(i18n.MsgRushTime), sec/60, sec%60)
}

// RushStatus is what the rush says while it runs: its mode, clock and
// score, the puzzle's goal or the verdict with its tone, and both ratings.
type RushStatus struct {
	Mode, Clock, Score string
	Second             string
	Tone               Tone
	Ratings            string
}

// Status is the rush's lines (ok false before a rush started).
func (m *Rush) Status() (st RushStatus, ok bool) {
	if m.rush == nil {
		return st, false
	}
	p := m.book.List[m.index]
	st.Mode, st.Clock = m.ModeName(), m.ClockText()
	st.Score = fmt.Sprintf(m.env.Text(i18n.MsgRushStatus), m.rush.Score, m.rush.Wrong, m.mode.Lives())
	st.Second, st.Tone = m.goal(&p), ToneDim
	switch m.Verdict() {
	case puzzle.Solved:
		st.Second, st.Tone = m.env.Text(i18n.MsgPuzzleSolved), ToneGood
	case puzzle.Failed:
		// Not the puzzle screen's "Retry from before your move": a rush
		// has no retry (its next puzzle comes, a streak ends).
		st.Second, st.Tone = m.env.Text(i18n.MsgRushRefuted), ToneProblem
	}
	tr := m.sv.Progress
	st.Ratings = fmt.Sprintf(m.env.Text(i18n.MsgPuzzleRatings), round(tr.PuzzleRating(p.ID, p.Grade).R), round(tr.Player().R))
	return st, true
}

// goal is the puzzle's goal: a mate in n, a won ending, material.
func (m *Rush) goal(p *puzzle.Puzzle) string {
	black := p.Side() == rules.Black
	switch {
	case p.Material:
		if black {
			return m.env.Text(i18n.MsgMaterialGoalBlack)
		}
		return m.env.Text(i18n.MsgMaterialGoalRed)
	case p.MateIn == 0:
		if black {
			return m.env.Text(i18n.MsgEndingGoalBlack)
		}
		return m.env.Text(i18n.MsgEndingGoalRed)
	}
	if black {
		return fmt.Sprintf(m.env.Text(i18n.MsgPuzzleGoalBlack), p.MateIn)
	}
	return fmt.Sprintf(m.env.Text(i18n.MsgPuzzleGoalRed), p.MateIn)
}

// RushResult is the result shown over the board: the mode, the score, the
// best (or "New best!") and the player's rating.
type RushResult struct {
	Mode, Score, Best string
	NewBest           bool
	Rating            string
}

// Result is the rush's result, shown once it is over.
func (m *Rush) Result() RushResult {
	score := 0
	if m.rush != nil {
		score = m.rush.Score
	}
	r := RushResult{Mode: m.ModeName(), Score: fmt.Sprintf(m.env.Text(i18n.MsgRushResult), score),
		Best: fmt.Sprintf(m.env.Text(i18n.MsgBestScore), m.sv.Progress.Bests[m.mode]), Rating: ratingText(m.env, m.sv.Progress)}
	if m.best {
		r.Best, r.NewBest = m.env.Text(i18n.MsgNewBest), true
	}
	return r
}
