package puzzles

import (
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"slices"

	"xiangqi/explain"
	"xiangqi/game/session"
	"xiangqi/game/sfx"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/puzzle"
	"xiangqi/rules"
)

// Attempt is an attempt at one puzzle of the book: the board, the goal and
// how the attempt stands, and Hint, Retry, Next, Flip and back to the
// list. A session.PuzzleRun judges the player's moves off the frame loop;
// the view calls Poll each frame to bring its verdicts and the defender's
// replies, and Close when it leaves. A wrong move is answered by the reply
// that refutes it, and Retry then tries again from before it.
//
// The selection of a piece and the move it makes are the board's (the
// view's board widget); the model takes the move (Play).
type Attempt struct {
	env ui.Env
	svc Services
	// Index is the puzzle's place in the book's list.
	Index int
	// Flipped: Black is at the bottom of the board.
	Flipped bool
	run     *session.PuzzleRun
	// retriedHints are the hints of this visit's earlier attempts at the
	// puzzle: a hint seen before a Retry still counts when it is solved.
	retriedHints int
	// rated says this visit's first verdict has rated the player and the
	// puzzle (issue 29); a Retry or a hint does not rate again.
	rated bool
	// place is the puzzle's number in its grade, of count.
	place, count int
	// reply is the defender's move the last Poll brought (TakeReply).
	reply      rules.Move
	replySound sfx.Sound
	game       *rules.Game // the start and the moves played (Game)
	// daily is the id of the puzzle of the day when the attempt was
	// opened as such (List.OpenDaily), else "".
	daily string
}

// NewAttempt begins an attempt at puzzle i of svc.Book, the player's side
// at the bottom.
func NewAttempt(env ui.Env, svc Services, i int) *Attempt {
	m := &Attempt{env: env, svc: svc}
	m.start(i)
	return m
}

func (m *Attempt) start(i int) {
	m.Close()
	b := m.svc.Book
	p := b.List[i]
	m.Index = i
	m.retriedHints = 0
	m.rated = false
	m.reply = rules.NoMove
	b.seen(p.ID)
	m.run = session.NewPuzzleRun(p, b.Solver(), m.svc.Engine)
	m.Flipped = p.Side() == rules.Black
	m.place, m.count = 0, 0
	for k := range b.List {
		if b.List[k].Grade == p.Grade {
			m.count++
			if k <= i {
				m.place = m.count
			}
		}
	}
}

// Close ends the attempt's search, if any (the screen is left).
func (m *Attempt) Close() {
	if m.run != nil {
		m.run.Stop()
	}
}

// Puzzle is the puzzle attempted.
func (m *Attempt) Puzzle() puzzle.Puzzle { return m.run.Puzzle() }

// Side is the player's side.
func (m *Attempt) Side() rules.Color {
	p := m.run.Puzzle()
	return p.Side()
}

// Position is the board as it stands.
func (m *Attempt) Position() rules.Position { return m.run.Position() }

// Moves are the moves played, the player's and the defender's; do not
// modify them.
func (m *Attempt) Moves() []rules.Move { return m.run.Moves() }

// Hint is the hint's move while it shows, else NoMove.
func (m *Attempt) Hint() rules.Move { return m.run.Hint() }

// State is Continue while the attempt goes on, then Solved or Failed.
func (m *Attempt) State() puzzle.Verdict { return m.run.State() }

// PlayersTurn reports whether the player may move now.
func (m *Attempt) PlayersTurn() bool { return m.run.PlayersTurn() }

// Busy reports whether the judge (or the hint's search) is working.
func (m *Attempt) Busy() bool { return m.run.Busy() }

// Refuted reports whether the last move shown refutes the player's
// failed move.
func (m *Attempt) Refuted() bool { return m.run.Refuted() }

// Err is the judge's last failure, if any.
func (m *Attempt) Err() error { return m.run.Err() }

// Hints are the hints seen at this puzzle since it was opened.
func (m *Attempt) Hints() int { return m.retriedHints + m.run.HintsUsed() }

// Play plays the player's move: the board shows it at once and the judge
// answers through Poll. ok is false, and nothing changes, when it is not
// the player's turn or the move is illegal.
func (m *Attempt) Play(mv rules.Move) (o ui.Outcome, ok bool) {
	if m.run.Play(mv) != nil {
		return ui.Outcome{}, false
	}
	return ui.Redraw(), true
}

// AttemptTarget is a button of the attempt.
type AttemptTarget int

const (
	AttemptHint  AttemptTarget = iota // the best move, shown on the board
	AttemptRetry                      // from before a wrong move, else from the start
	AttemptNext                       // another puzzle (session.NextPuzzle)
	AttemptFlip                       // the board turned
	AttemptList                       // back to the list
)

// Enabled reports whether target t can be tapped now.
func (m *Attempt) Enabled(t AttemptTarget) bool {
	switch t {
	case AttemptHint:
		return m.run.PlayersTurn() && m.run.Hint() == rules.NoMove
	case AttemptRetry:
		return len(m.run.Moves()) > 0
	case AttemptNext:
		return len(m.svc.Book.List) >= 2
	}
	return true
}

// Primary reports whether target t is the one to tap next: Retry after a
// failure, Next after a solve.
func (m *Attempt) Primary(t AttemptTarget) bool {
	switch t {
	case AttemptRetry:
		return m.run.State() == puzzle.Failed
	case AttemptNext:
		return m.run.State() == puzzle.Solved
	}
	return false
}

// Tap acts on target t; a disabled target does nothing. After a Retry or
// a Next (Changed) the board shows a new position: its selection and
// motion are void.
func (m *Attempt) Tap(t AttemptTarget) ui.Outcome {
	if !m.Enabled(t) {
		return ui.Outcome{}
	}
	run := m.run
	switch t {
	case AttemptHint:
		if run.RequestHint() {
			return ui.Redraw()
		}
	case AttemptRetry:
		// After a wrong move (and the reply that refutes it) the player
		// tries again from the position before it; otherwise from the
		// start, the hints seen still counting.
		if run.TakeBack() {
			return ui.Redraw()
		}
		m.retriedHints += run.HintsUsed()
		run.Retry()
		m.reply = rules.NoMove
		return ui.Redraw()
	case AttemptNext:
		if i := m.next(); i >= 0 {
			m.start(i)
			return ui.Redraw()
		}
	case AttemptFlip:
		m.Flipped = !m.Flipped
		return ui.Redraw()
	case AttemptList:
		m.Close()
		return ui.Outcome{Close: true}
	}
	return ui.Outcome{}
}

// Poll applies the judge's verdict and the defender's reply, if they have
// come: a solve is recorded with its hints and saved, the end of the
// attempt sounds, and the visit's first verdict rates the player and the
// puzzle (a solve with a hint as a miss: the hint found it). The reply
// itself, with its sound, is TakeReply's.
func (m *Attempt) Poll() ui.Outcome {
	run := m.run
	before := run.Position()
	ev := run.Poll()
	if ev == (session.PuzzleEvent{}) {
		return ui.Outcome{}
	}
	o := ui.Redraw()
	if ev.Replied {
		m.reply = ev.Reply
		m.replySound = ui.Moved(before, ev.Reply).Sound
	}
	// A won ending's reply can end the attempt too (a ruling).
	if ev.Judged && ev.Verdict != puzzle.Continue && !m.rated {
		m.rated = true
		pz := run.Puzzle()
		m.svc.Training.Rate(pz.ID, pz.Grade, ev.Verdict == puzzle.Solved && m.Hints() == 0)
	}
	switch {
	case ev.Judged && ev.Verdict == puzzle.Solved:
		m.svc.Progress.MarkSolved(run.Puzzle().ID, m.Hints())
		o.Save = true
		o.Sound, o.Play = sfx.End, true
	case ev.Judged && ev.Verdict == puzzle.Failed:
		o.Sound, o.Play = sfx.End, true
	}
	return o
}

// TakeReply is the defender's move the last Poll brought, once (NoMove
// after), and its sound, to be played before Poll's: the view animates
// it.
func (m *Attempt) TakeReply() (rules.Move, ui.Outcome) {
	r := m.reply
	if r == rules.NoMove {
		return r, ui.Outcome{}
	}
	m.reply = rules.NoMove
	return r, ui.Outcome{Sound: m.replySound, Play: true}
}

// Game is the start and the moves played, for the list of moves.
func (m *Attempt) Game() *rules.Game {
	p := m.run.Puzzle()
	ms := m.run.Moves()
	if g := m.game; g == nil || len(g.Moves()) != len(ms) || g.Start() != p.Start || !slices.Equal(g.Moves(), ms) {
		m.game = rules.NewGame(p.Start)
		for _, mv := range ms {
			if m.game.Play(mv) != nil {
				break // not a legal move: the run's moves are; keep those before it
			}
		}
	}
	return m.game
}

// Ink is how a status line is coloured.
type Ink int

const (
	InkDim     Ink = iota // the attempt goes on
	InkGood               // solved
	InkProblem            // failed
)

// Ink is the colour of how the attempt stands.
func (m *Attempt) Ink() Ink {
	switch m.run.State() {
	case puzzle.Solved:
		return InkGood
	case puzzle.Failed:
		return InkProblem
	}
	return InkDim
}

// Status is the screen's two lines in portrait: the grade, theme and goal
// (with the ratings once the player has one), then how the attempt stands.
// playing says the second line is the moves left, which the view may
// replace by why the rules refused the move the player tapped.
func (m *Attempt) Status() (first, second string, playing bool) {
	run := m.run
	p := run.Puzzle()
	goal := i18n.MsgPuzzleGoalRed
	if p.Side() == rules.Black {
		goal = i18n.MsgPuzzleGoalBlack
	}
	aim := fmt.Sprintf(m.env.Text(goal), p.MateIn)
	failed := i18n.MsgPuzzleFailed
	if p.MateIn == 0 {
		aim = m.env.Text(i18n.MsgEndingGoalRed)
		if p.Side() == rules.Black {
			aim = m.env.Text(i18n.MsgEndingGoalBlack)
		}
		failed = i18n.MsgEndingFailed
	}
	if p.Material {
		aim = m.env.Text(i18n.MsgMaterialGoalRed)
		if p.Side() == rules.Black {
			aim = m.env.Text(i18n.MsgMaterialGoalBlack)
		}
		failed = i18n.MsgMaterialFailed
	}
	switch {
	case run.Err() != nil:
		second = fmt.Sprintf(m.env.Text(i18n.MsgPuzzleError), run.Err())
	case run.State() == puzzle.Solved:
		second = m.env.Text(i18n.MsgPuzzleSolved) + "  " + StarText(m.env.Lang(), puzzle.StarsFor(m.Hints()))
	case run.State() == puzzle.Failed && run.Refuted():
		second = m.env.Text(i18n.MsgPuzzleRefuted)
	case run.State() == puzzle.Failed:
		second = m.env.Text(failed)
	case run.Defending():
		second = m.env.Text(i18n.MsgDefending)
	case run.Busy():
		second = m.env.Text(i18n.MsgHintBusy)
	default:
		second = fmt.Sprintf(m.env.Text(i18n.MsgMovesLeft), run.MovesLeft())
		playing = true
	}
	// The grade and the theme, never the table's id.
	if m.RatingsShown() {
		// The ratings in place of the theme, for room on a phone.
		return GradeHeading(m.env.Lang(), p.Grade) + " · " + aim + " · " + m.ratingText(), second, playing
	}
	title := GradeHeading(m.env.Lang(), p.Grade)
	if p.Theme != puzzle.NoTheme {
		title += " · " + Caption(m.env.Lang(), &p)
	}
	return title + " · " + aim, second, playing
}

// PanelTexts are the landscape panel's lines: the grade and theme, the
// puzzle's number in its grade ("Puzzle of the day" for that one; with
// its stars when solved on an earlier visit), the goal, and the hints seen with the stars a solve now earns
// (and the hint's move while it shows: for a material puzzle, how it
// wins).
func (m *Attempt) PanelTexts() (title, place, goal, hints string) {
	run := m.run
	pz := run.Puzzle()
	lang := m.env.Lang()
	title = GradeHeading(lang, pz.Grade) + " · " + Caption(lang, &pz)
	place = fmt.Sprintf(m.env.Text(i18n.MsgPuzzleTitle), fmt.Sprintf("%d/%d", m.place, m.count))
	if m.Daily() {
		place = m.env.Text(i18n.MsgDailyPuzzle) // its number in its grade says nothing more
	}
	if m.RatingsShown() {
		place += " · " + m.ratingText()
	}
	if m.svc.Progress.Solved(pz.ID) && run.State() != puzzle.Solved {
		if n := m.svc.Progress.Stars(pz.ID); n > 0 {
			place += "  " + StarText(lang, n)
		} else {
			place += "  " + m.env.Text(i18n.MsgSolvedMark)
		}
	}
	goal = m.env.Text(i18n.MsgEndingGoalRed)
	switch {
	case pz.MateIn > 0 && pz.Side() == rules.Black:
		goal = fmt.Sprintf(m.env.Text(i18n.MsgPuzzleGoalBlack), pz.MateIn)
	case pz.MateIn > 0:
		goal = fmt.Sprintf(m.env.Text(i18n.MsgPuzzleGoalRed), pz.MateIn)
	case pz.Material && pz.Side() == rules.Black:
		goal = m.env.Text(i18n.MsgMaterialGoalBlack)
	case pz.Material:
		goal = m.env.Text(i18n.MsgMaterialGoalRed)
	case pz.Side() == rules.Black:
		goal = m.env.Text(i18n.MsgEndingGoalBlack)
	}
	hints = fmt.Sprintf(m.env.Text(i18n.MsgHintsUsed), m.Hints(), StarText(lang, puzzle.StarsFor(m.Hints())))
	if h := run.Hint(); h != rules.NoMove {
		pos := run.Position()
		move := pos.Notate(h, m.env.Settings.MoveNotation(lang.Code()))
		if pz.Material {
			// A material puzzle's hint says how the move wins (a fork, a
			// check that attacks); a mate's would only say "gives check".
			if what := explain.Text(lang, explain.Explain(pos, h)); what != "" {
				move += " · " + what
			}
		}
		hints += " · " + fmt.Sprintf(m.env.Text(i18n.MsgHintMove), move)
	}
	return title, place, goal, hints
}

// Daily reports whether the puzzle is the puzzle of the day, opened as
// such from the start screen (issue 52: once opened, nothing said so).
func (m *Attempt) Daily() bool { return m.daily != "" && m.daily == m.run.Puzzle().ID }

// Heading is the line over the board in portrait: "Puzzle of the day"
// for the puzzle of the day, else "".
func (m *Attempt) Heading() string {
	if !m.Daily() {
		return ""
	}
	return m.env.Text(i18n.MsgDailyPuzzle)
}

// RatingsShown reports whether the puzzle's and the player's ratings are
// shown: once the player has a rating (his first attempt rated), so that
// a newcomer's screen is not crowded with numbers he has not earned yet.
func (m *Attempt) RatingsShown() bool { return m.svc.Training.Rated != nil }

// ratingText is "puzzle 1350 · you 1480" (issue 29).
func (m *Attempt) ratingText() string {
	p := m.run.Puzzle()
	t := m.svc.Training
	return fmt.Sprintf(m.env.Text(i18n.MsgPuzzleRatings), int(math.Round(t.PuzzleRating(p.ID, p.Grade).R)), int(math.Round(t.Player().R)))
}

// Source is the one small line that says where a puzzle found in a
// master game comes from (issue 29): its players, event and move. A
// puzzle found in the engine's self-play, or composed, says nothing
// (issue 52): its levels and seed mean nothing to a player.
func (m *Attempt) Source() string {
	p := m.run.Puzzle()
	if src := p.Source; src.Kind == puzzle.MasterGame {
		return fmt.Sprintf(m.env.Text(i18n.MsgPuzzleSourceGame), src.Red, src.Black, src.Event, src.Move)
	}
	return ""
}

// next is the puzzle Next opens: one that fits the player's rating
// (session.NextPuzzle). Its random choice is drawn from the current
// puzzle's id and the puzzles seen, not a clock, so that a screenshot or
// a test that taps Next sees the same puzzle every run while a player
// still meets varied ones.
func (m *Attempt) next() int {
	b := m.svc.Book
	h := fnv.New64a()
	h.Write([]byte(b.List[m.Index].ID))
	seed := h.Sum64() + uint64(len(b.Recent))
	rng := rand.New(rand.NewPCG(seed, 29))
	list := b.List
	t := m.svc.Training
	return session.NextPuzzle(session.NextPick{
		List: list, Current: m.Index, Player: t.Player().R,
		Rating: func(i int) float64 { return t.PuzzleRating(list[i].ID, list[i].Grade).R },
		Solved: m.svc.Progress.Solved, Recent: b.Recent, Rand: rng.IntN,
	})
}

// OnSolution reports whether moves follow p's solution: a won ending's
// defender, the engine with a time budget, may leave the table's line.
func OnSolution(p puzzle.Puzzle, moves []rules.Move) bool {
	for i, mv := range moves {
		if i >= len(p.Solution) || p.Solution[i] != mv {
			return false
		}
	}
	return true
}
