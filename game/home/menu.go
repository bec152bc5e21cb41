package home

import (
	"fmt"
	"time"

	"xiangqi/game/session"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/learn"
	"xiangqi/train"
)

// Daily is the puzzle of the day as the start screen shows it: its index
// in the built-in collection, its theme or goal (marked ✓ once solved).
type Daily struct {
	Index  int
	Sub    string
	Solved bool
}

// Services are the facts the start screen shows, lent by the shell.
type Services struct {
	// Game is the game in progress, or the last one once over.
	Game *session.Current
	// Lessons are the lesson exercises solved.
	Lessons *learn.Progress
	// Training holds the mistakes to review and the daily streak.
	Training *train.Progress
	// Daily is the puzzle of the day; ok is false when there is none (no
	// puzzles, all solved).
	Daily func() (d Daily, ok bool)
	// Now is the time; the mistakes due and the streak count in its
	// local date.
	Now func() time.Time
	// Notice is the line at the bottom: a failed write, else what
	// happened to the save when it was read; "" for none. Nil: none.
	Notice func() string
	// Mobile: a phone, whose Back on the start screen leaves the app as
	// every app's does, unasked.
	Mobile bool
}

// Menu is the start screen, always at the bottom of the stack.
type Menu struct {
	env ui.Env
	svc Services
}

// New is the start screen's model.
func New(env ui.Env, svc Services) *Menu { return &Menu{env: env, svc: svc} }

// Target is a button of the start screen.
type Target int

const (
	Continue       Target = iota // the game in progress, resumed
	LastGame                     // the record of the game just over
	NewGame                      // New game's form
	Puzzles                      // the collection
	DailyPuzzle                  // the puzzle of the day, over the collection
	Learn                        // the lessons
	ReviewMistakes               // the mistakes due today, over Training
	Games                        // the library
	SetUp                        // the board editor (asks where it starts)
	Settings
)

// lastGame reports whether the first row is Last game: no game to
// continue, but one over with moves.
func (m *Menu) lastGame() bool {
	g := m.svc.Game
	mt := g.Match()
	return !g.CanContinue() && mt != nil && len(mt.Game().Moves()) > 0
}

// due is how many mistakes are due today.
func (m *Menu) due() int { return m.svc.Training.Deck.DueCount(m.today()) }

func (m *Menu) today() train.Day { return train.DayOf(m.svc.Now()) }

// Enabled reports whether target t is shown and takes a tap.
func (m *Menu) Enabled(t Target) bool {
	switch t {
	case Continue:
		return m.svc.Game.CanContinue()
	case LastGame:
		return m.lastGame()
	case DailyPuzzle:
		_, ok := m.daily()
		return ok
	case ReviewMistakes:
		return m.due() > 0
	}
	return true
}

func (m *Menu) daily() (Daily, bool) {
	if m.svc.Daily == nil {
		return Daily{}, false
	}
	return m.svc.Daily()
}

// Tap acts on target t: it opens the screen the target names (a Route
// the shell finds), Continue after resuming the game. A target not
// enabled does nothing.
func (m *Menu) Tap(t Target) ui.Outcome {
	if !m.Enabled(t) {
		return ui.Outcome{}
	}
	switch t {
	case Continue:
		m.svc.Game.Match().Resume()
		return ui.Outcome{Open: ui.ToContinue}
	case LastGame:
		return ui.Outcome{Open: ui.ToLastGame}
	case NewGame:
		return ui.Outcome{Open: ui.ToNewGame}
	case Puzzles:
		return ui.Outcome{Open: ui.ToPuzzles}
	case DailyPuzzle:
		d, _ := m.daily()
		return ui.Outcome{Open: ui.ToDailyPuzzle{Index: d.Index}}
	case Learn:
		return ui.Outcome{Open: ui.ToLessons}
	case ReviewMistakes:
		return ui.Outcome{Open: ui.ToReviewMistakes}
	case Games:
		return ui.Outcome{Open: ui.ToGames}
	case SetUp:
		return ui.Outcome{Open: ui.ToEditor}
	case Settings:
		return ui.Outcome{Open: ui.ToSettings}
	}
	return ui.Outcome{}
}

// Rows are the screen's rows of buttons, top to bottom: a row of two
// shares its width (Puzzles and the puzzle of the day; Learn and the
// mistakes due today, while any is due).
//
// The first row is always there, so that the rows under it keep their
// places from one visit to the next (a tap where Games was must not open
// Learn): Continue, Last game once the game is over, else Continue
// greyed.
func (m *Menu) Rows() [][]ui.Button {
	canContinue := m.svc.Game.CanContinue()
	var first ui.Button
	switch {
	case canContinue:
		first = m.button(i18n.MsgContinue, Continue)
		first.Primary = true
	case m.lastGame():
		first = m.button(i18n.MsgLastGame, LastGame)
	default:
		first = m.button(i18n.MsgContinue, Continue) // greyed
	}
	newGame := m.button(i18n.MsgNewGame, NewGame)
	newGame.Primary = !canContinue
	puzzles := []ui.Button{m.button(i18n.MsgPuzzles, Puzzles)}
	if d, ok := m.daily(); ok {
		b := m.button(i18n.MsgDailyPuzzle, DailyPuzzle)
		b.Sub, b.Done = d.Sub, d.Solved
		puzzles = append(puzzles, b)
	}
	learnRow := []ui.Button{{Label: m.LearnLabel(), Press: func() ui.Outcome { return m.Tap(Learn) }}}
	if due := m.due(); due > 0 {
		b := m.button(i18n.MsgReviewMistakes, ReviewMistakes)
		b.Sub = fmt.Sprintf(m.env.Text(i18n.MsgReviewDue), due)
		if n := m.svc.Training.Streak.Current(m.today()); n > 0 {
			b.Sub += " · " + fmt.Sprintf(m.env.Text(i18n.MsgDayStreak), n)
		}
		learnRow = append(learnRow, b)
	}
	return [][]ui.Button{
		{first},
		{newGame},
		puzzles,
		learnRow,
		{m.button(i18n.MsgGames, Games)},
		{m.button(i18n.MsgSetUp, SetUp)},
		{m.button(i18n.MsgSettings, Settings)},
	}
}

// Buttons are the rows' buttons, row by row.
func (m *Menu) Buttons() []ui.Button {
	var bs []ui.Button
	for _, r := range m.Rows() {
		bs = append(bs, r...)
	}
	return bs
}

func (m *Menu) button(label i18n.Msg, t Target) ui.Button {
	return ui.Button{Label: m.env.Text(label), Disabled: !m.Enabled(t), Press: func() ui.Outcome { return m.Tap(t) }}
}

// LearnLabel is the Learn button's label with the exercises solved:
// "Learn  5 / 37".
func (m *Menu) LearnLabel() string {
	return m.env.Text(i18n.MsgLearn) + "  " + fmt.Sprintf("%d / %d", m.svc.Lessons.Count(), learn.Total())
}

// Back is Back on the start screen (the desktop's Escape): the desktop
// asks before quitting (issue 52: Escape quit at once, without a word),
// and Yes opens ui.ToQuit; on a phone Back is not the screen's (handled
// false), and the system leaves the app.
func (m *Menu) Back() (o ui.Outcome, handled bool) {
	if m.svc.Mobile {
		return ui.Outcome{}, false
	}
	quit := ui.Confirm(m.env, i18n.MsgConfirmQuit, func() ui.Outcome { return ui.Outcome{Open: ui.ToQuit} })
	return ui.Outcome{Changed: true, Open: quit}, true
}

// Title is the game's name over the buttons.
func (m *Menu) Title() string { return m.env.Text(i18n.MsgTitle) }

// Notice is the line at the bottom of the screen, "" for none.
func (m *Menu) Notice() string {
	if m.svc.Notice == nil {
		return ""
	}
	return m.svc.Notice()
}
