package training

import (
	"fmt"

	"xiangqi/game/session"
	"xiangqi/game/sfx"
	"xiangqi/game/texts"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/puzzle"
	"xiangqi/rules"
)

// Review plays the player's mistakes due today, one after another
// (session.MistakeRun judges each try). The first try at a card decides
// its schedule (train.Deck.Review) and counts the day in the streak; a
// hint or passing over a card untried counts it missed. Retry and Hint
// are for learning and change nothing more.
type Review struct {
	env      ui.Env
	sv       Services
	ids      []string // the cards due when the review opened
	at       int
	run      *session.MistakeRun
	recorded bool // the first try (or a hint) at this card has been counted
	hint     bool
	flipped  bool
	board    int        // counts the boards put up (a card, a retry)
	glide    rules.Move // the opponent's move to glide in, NoMove for none
	pending  ui.Outcome // what Poll hands on next (a verdict come with a move)
}

// NewReview opens the review of the cards due today.
func NewReview(env ui.Env, sv Services) *Review {
	m := &Review{env: env, sv: sv, glide: rules.NoMove}
	tr := sv.Progress
	for _, i := range tr.Deck.Due(sv.Today()) {
		m.ids = append(m.ids, tr.Deck.Cards[i].ID)
	}
	m.load()
	return m
}

// ReviewTarget is what a player can tap in the review.
type ReviewTarget int

const (
	ReviewHint ReviewTarget = iota
	ReviewRetry
	ReviewNext
	ReviewFlip
	ReviewBack
)

// load puts up the card at m.at, skipping any that no longer reads.
func (m *Review) load() {
	m.Close()
	m.run, m.recorded, m.hint = nil, false, false
	m.board++
	for ; m.at < len(m.ids); m.at++ {
		card, ok := m.sv.Progress.Deck.Card(m.ids[m.at])
		if !ok {
			continue
		}
		run, err := session.NewMistakeRun(card, m.sv.Engine)
		if err != nil {
			continue
		}
		m.run = run
		start := run.Start()
		m.flipped = start.SideToMove() == rules.Black
		break
	}
}

// Close stops a search judging a try (the screen is left, or the app
// pauses).
func (m *Review) Close() {
	if m.run != nil {
		m.run.Stop()
	}
}

// Resume judges again a try whose search the pause stopped.
func (m *Review) Resume() ui.Outcome {
	if r := m.run; r != nil && len(r.Moves()) > 0 && r.State() == puzzle.Continue && !r.Judging() {
		r.Retry()
		m.board++
		return ui.Redraw()
	}
	return ui.Outcome{}
}

// record counts the first verdict on the card in the schedule and the
// streak.
func (m *Review) record(solved bool) ui.Outcome {
	if m.recorded || m.run == nil {
		return ui.Outcome{}
	}
	m.recorded = true
	tr, day := m.sv.Progress, m.sv.Today()
	_ = tr.Deck.Review(m.run.Card().ID, solved, day)
	tr.Streak.Trained(day)
	return ui.Outcome{Save: true}
}

// verdict counts a card solved or failed, with the end's sound.
func (m *Review) verdict() ui.Outcome {
	switch m.run.State() {
	case puzzle.Solved:
		return m.record(!m.hint).Merge(ui.Outcome{Sound: sfx.End, Play: true})
	case puzzle.Failed:
		return m.record(false).Merge(ui.Outcome{Sound: sfx.End, Play: true})
	}
	return ui.Outcome{}
}

// Tap acts on target t; a disabled target does nothing.
func (m *Review) Tap(t ReviewTarget) ui.Outcome {
	if t == ReviewBack {
		m.Close()
		return ui.Outcome{Close: true}
	}
	run := m.run
	if run == nil || !m.enabled(t) {
		return ui.Outcome{}
	}
	switch t {
	case ReviewHint:
		m.hint = true
		return m.record(false).Merge(ui.Redraw())
	case ReviewRetry:
		run.Retry()
		m.board++
		return ui.Redraw()
	case ReviewNext:
		o := ui.Redraw()
		if !m.recorded && len(run.Moves()) == 0 {
			o = o.Merge(m.record(false)) // passed over: it comes back tomorrow
		}
		m.at++
		m.load()
		return o
	case ReviewFlip:
		m.flipped = !m.flipped
		return ui.Redraw()
	}
	return ui.Outcome{}
}

func (m *Review) enabled(t ReviewTarget) bool {
	switch t {
	case ReviewHint:
		return !m.hint && m.run.PlayersTurn()
	case ReviewRetry:
		return len(m.run.Moves()) > 0
	}
	return true
}

// Keys are the review's buttons: Hint, Retry, Next, Flip and Back, or
// Back alone when no card is left.
func (m *Review) Keys() []Key[ReviewTarget] {
	if m.run == nil {
		return []Key[ReviewTarget]{{Target: ReviewBack, Label: m.env.Text(i18n.MsgBack), Primary: true}}
	}
	st := m.run.State()
	key := func(t ReviewTarget, label i18n.Msg, primary bool) Key[ReviewTarget] {
		return Key[ReviewTarget]{Target: t, Label: m.env.Text(label), Primary: primary, Disabled: !m.enabled(t)}
	}
	return []Key[ReviewTarget]{
		key(ReviewHint, i18n.MsgHint, false),
		key(ReviewRetry, i18n.MsgRetry, st == puzzle.Failed),
		key(ReviewNext, i18n.MsgNext, st == puzzle.Solved),
		key(ReviewFlip, i18n.MsgFlip, false),
		key(ReviewBack, i18n.MsgBack, false),
	}
}

// Move plays the try from one point to another; an illegal one, or one
// when it is not the player's turn, changes nothing (the zero Outcome).
// The verdict of a try judged at once comes with the next Poll.
func (m *Review) Move(from, to rules.Square) ui.Outcome {
	if m.run == nil {
		return ui.Outcome{}
	}
	pos := m.run.Position()
	mv := rules.NewMove(from, to)
	if err := m.run.Play(mv); err != nil {
		return ui.Outcome{}
	}
	m.pending = m.pending.Merge(m.verdict())
	// A check has its own sound here too: most tries are won by one.
	return ui.Moved(pos, mv)
}

// Poll brings a judgement that finished, without waiting, and the verdict
// of a try judged at once.
func (m *Review) Poll() ui.Outcome {
	o := m.pending
	m.pending = ui.Outcome{}
	if m.run != nil && m.run.Poll() {
		o = o.Merge(m.verdict()).Merge(ui.Redraw())
		if ms := m.run.Moves(); m.run.State() == puzzle.Failed && len(ms) == 2 && m.env.Settings.Animation {
			m.glide = ms[1]
		}
	}
	return o
}

// Glide is the opponent's move just played, for the view to glide in
// (NoMove for none); it is handed out once.
func (m *Review) Glide() rules.Move {
	g := m.glide
	m.glide = rules.NoMove
	return g
}

// Empty reports that no card is left to review.
func (m *Review) Empty() bool { return m.run == nil }

// EmptyText is what the review says with no card left.
func (m *Review) EmptyText() string { return m.env.Text(i18n.MsgReviewNone) }

// Board is the board to draw: the position, whether it is turned, the last
// move (NoMove for none), the hint's move (NoMove unless shown), and a
// count that changes whenever the board is put back (a new card, a retry),
// for the view to forget its selection.
func (m *Review) Board() (pos rules.Position, flipped bool, last, hint rules.Move, board int) {
	last, hint = rules.NoMove, rules.NoMove
	if m.run == nil {
		return rules.Position{}, m.flipped, last, hint, m.board
	}
	if ms := m.run.Moves(); len(ms) > 0 {
		last = ms[len(ms)-1]
	}
	if m.hint && m.run.PlayersTurn() {
		hint = m.run.Best()
	}
	return m.run.Position(), m.flipped, last, hint, m.board
}

// CanMove reports whether the player may play his try on the board.
func (m *Review) CanMove() bool { return m.run != nil && m.run.PlayersTurn() }

// Card is the card under review, and false when none is left.
func (m *Review) Card() (id, played string, ok bool) {
	if m.run == nil {
		return "", "", false
	}
	c := m.run.Card()
	return c.ID, c.Played, true
}

// Hinted reports whether the hint is shown for this card.
func (m *Review) Hinted() bool { return m.hint }

// Left is how many cards are left, this one included.
func (m *Review) Left() int { return len(m.ids) - m.at }

// Title is the review's name, the title of the landscape panel.
func (m *Review) Title() string { return m.env.Text(i18n.MsgReviewMistakes) }

// Mistake is the move the player played here, the card's mistake, for
// the board to show (an arrow) while he looks for a better one: NoMove
// once he has tried (Retry puts it back), or with no card.
func (m *Review) Mistake() rules.Move {
	if m.run == nil || len(m.run.Moves()) > 0 {
		return rules.NoMove
	}
	return m.played()
}

// played is the card's mistake as a move, NoMove if it does not read.
func (m *Review) played() rules.Move {
	mv, err := rules.ParseMoveText(m.run.Card().Played)
	if err != nil {
		return rules.NoMove
	}
	return mv
}

// Status is the two lines: the goal, which says the move played (issue
// 52: "find a better move than the one you played" did not say which),
// with the cards left, then the verdict (or the hint, or the streak) with
// its tone.
func (m *Review) Status() (first, second string, tone Tone) {
	left := fmt.Sprintf(m.env.Text(i18n.MsgReviewLeft), m.Left())
	run := m.run
	if run == nil {
		return left, "", ToneDim // no card, no goal (EmptyText says so)
	}
	n := m.env.Settings.MoveNotation(m.env.Lang().Code())
	start := run.Start()
	played := run.Card().Played
	if mv := m.played(); mv != rules.NoMove {
		played = start.Notate(mv, n)
	}
	first = fmt.Sprintf(m.env.Text(i18n.MsgReviewGoal), played) + " · " + left
	switch run.State() {
	case puzzle.Solved:
		return first, m.env.Text(i18n.MsgPuzzleSolved), ToneGood
	case puzzle.Failed:
		ref := "—"
		if ms := run.Moves(); len(ms) == 2 {
			after := start
			after.MakeMove(ms[0])
			ref = after.Notate(ms[1], n)
		}
		return first, fmt.Sprintf(m.env.Text(i18n.MsgReviewRefuted), ref, start.Notate(run.Best(), n)), ToneProblem
	case puzzle.Continue:
		if run.Judging() {
			return first, m.env.Text(i18n.MsgReviewJudging), ToneDim
		}
	}
	if m.hint {
		return first, texts.HintMove(m.env.Lang(), start, run.Best(), n), ToneDim
	}
	if k := m.sv.Progress.Streak.Current(m.sv.Today()); k > 0 {
		return first, fmt.Sprintf(m.env.Text(i18n.MsgDayStreak), k), ToneDim
	}
	return first, "", ToneDim
}
