package lessons

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"xiangqi/game/sfx"
	"xiangqi/game/texts"
	"xiangqi/game/ui"
	"xiangqi/i18n"
	"xiangqi/learn"
	"xiangqi/rules"
)

// Exercise is one lesson's exercise on its board: a tap on a piece shows
// where it may go, a tap where it may not says why; the task and how the
// attempt stands are its texts; Hint, Retry, Previous, Next and back to
// the list are its keys. The attempt is judged by learn.Attempt at once:
// the rules answer in microseconds. A solved exercise is recorded in the
// progress lent to the model (Outcome.Save).
type Exercise struct {
	env      ui.Env
	progress *learn.Progress
	lesson   int // index in learn.All
	exercise int
	try      *learn.Attempt // nil when the exercise cannot start (err)
	err      error
	hint     bool // the player asked for the hint
	noCheck  bool // the exercise refused a check of its own (no checks), until the next press
	recorded bool // the solved exercise is in the progress

	sel     rules.Square // the selected piece
	dests   []rules.Move // its legal moves
	refused rules.Move   // the move the last tap asked for and the rules refused, until the next press
}

// NewExercise opens lesson (an index in learn.All) at exercise ex, or at
// its first unsolved exercise when ex is negative; an ex past the last is
// the last.
func NewExercise(env ui.Env, progress *learn.Progress, lesson, ex int) *Exercise {
	l := &learn.All[lesson]
	if ex < 0 {
		ex = 0
		for ex < len(l.Exercises)-1 && progress.Solved(l.ID, ex) {
			ex++
		}
	}
	m := &Exercise{env: env, progress: progress, lesson: lesson}
	m.start(min(ex, len(l.Exercises)-1))
	return m
}

// Find reads a lesson as the automation names it: a lesson's id,
// optionally ":n" for its n-th exercise (from 1), "horse:2". ex is -1
// without ":n".
func Find(spec string) (lesson, ex int, err error) {
	id, n, hasN := strings.Cut(spec, ":")
	ex = -1
	if hasN {
		k, err := strconv.Atoi(n)
		if err != nil || k < 1 {
			return 0, 0, fmt.Errorf("bad exercise %q", n)
		}
		ex = k - 1
	}
	lesson = -1
	for i := range learn.All {
		if learn.All[i].ID == id {
			lesson = i
		}
	}
	if lesson < 0 {
		ids := make([]string, len(learn.All))
		for i, l := range learn.All {
			ids[i] = l.ID
		}
		return 0, 0, fmt.Errorf("no lesson %q (the lessons: %s)", id, strings.Join(ids, ", "))
	}
	if ex >= len(learn.All[lesson].Exercises) {
		return 0, 0, fmt.Errorf("lesson %s has %d exercises", id, len(learn.All[lesson].Exercises))
	}
	return lesson, ex, nil
}

// start begins exercise ex of the lesson afresh.
func (m *Exercise) start(ex int) {
	m.exercise = ex
	m.try, m.err = learn.NewAttempt(m.Exercise())
	m.hint, m.noCheck, m.recorded = false, false, false
	m.sel, m.dests, m.refused = rules.NoSquare, nil, rules.NoMove
}

// Lesson is the lesson shown.
func (m *Exercise) Lesson() *learn.Lesson { return &learn.All[m.lesson] }

// Exercise is the exercise on the board.
func (m *Exercise) Exercise() *learn.Exercise { return &m.Lesson().Exercises[m.exercise] }

// Current is the exercise's index in its lesson (from 0).
func (m *Exercise) Current() int { return m.exercise }

// Attempt is the player's try at the exercise; nil when the exercise
// cannot start (State says why).
func (m *Exercise) Attempt() *learn.Attempt { return m.try }

// CanMove reports whether the player may move: the attempt goes on.
func (m *Exercise) CanMove() bool { return m.try != nil && m.try.State() == learn.Playing }

// Selected is the selected piece's point, NoSquare when none is.
func (m *Exercise) Selected() rules.Square { return m.sel }

// Key is a key of the exercise's screen.
type Key int

const (
	KeyHint  Key = iota // show the solution's next move
	KeyRetry            // the exercise afresh
	KeyPrev             // the lesson's previous exercise
	KeyNext             // the lesson's next exercise; on its last, the next lesson's first (on the course's last, back to the list)
	KeyList             // back to the list of lessons
	NumKeys
)

// KeyState is how a key is shown.
type KeyState struct {
	Key      Key
	Label    string
	Primary  bool // the key to press next: Retry after a failure, Next after a success
	Disabled bool // a tap on it does nothing
}

// Keys are the keys in the order of NumKeys.
func (m *Exercise) Keys() [NumKeys]KeyState {
	st, hint, moved := learn.Playing, rules.NoMove, false
	if m.try != nil {
		st, hint, moved = m.try.State(), m.try.Hint(), len(m.try.Moves()) > 0
	}
	t := m.env.Text
	next := i18n.MsgLessonNext
	switch {
	case !m.lastExercise():
	case m.lesson+1 < len(learn.All):
		next = i18n.MsgNextLesson
	default:
		next = i18n.MsgLessonsFinish
	}
	return [NumKeys]KeyState{
		{Key: KeyHint, Label: t(i18n.MsgHint), Disabled: hint == rules.NoMove || m.hint},
		{Key: KeyRetry, Label: t(i18n.MsgRetry), Primary: st == learn.Failed, Disabled: !moved && !m.hint},
		{Key: KeyPrev, Label: t(i18n.MsgLessonPrev), Disabled: m.exercise == 0},
		{Key: KeyNext, Label: t(next), Primary: st == learn.Solved},
		{Key: KeyList, Label: t(i18n.MsgLessonList)},
	}
}

// lastExercise reports whether the exercise is its lesson's last: Next
// then goes on to the next lesson (issue 52: a greyed Next left the
// player to find it in the list).
func (m *Exercise) lastExercise() bool { return m.exercise+1 >= len(m.Lesson().Exercises) }

// Tap acts on key k; a disabled key does nothing.
func (m *Exercise) Tap(k Key) ui.Outcome {
	if k < 0 || k >= NumKeys || m.Keys()[k].Disabled {
		return ui.Outcome{}
	}
	switch k {
	case KeyHint:
		m.hint = true
	case KeyRetry:
		m.start(m.exercise)
	case KeyPrev:
		m.start(m.exercise - 1)
	case KeyNext:
		switch {
		case !m.lastExercise():
			m.start(m.exercise + 1)
		case m.lesson+1 < len(learn.All):
			m.lesson++
			m.start(0)
		default:
			return ui.Outcome{Close: true} // the course's last: back to the list
		}
	case KeyList:
		return ui.Outcome{Close: true}
	}
	return ui.Redraw()
}

// Press is the pointer going down on point sq of the board (NoSquare:
// off the points): it forgets the last refusal and, while the attempt
// goes on, selects a piece of the side to move at once, so that a drag
// can carry it.
func (m *Exercise) Press(sq rules.Square) ui.Outcome {
	var o ui.Outcome
	if m.refused != rules.NoMove || m.noCheck {
		m.refused, m.noCheck = rules.NoMove, false
		o = ui.Redraw()
	}
	if !m.CanMove() || sq == rules.NoSquare || sq == m.sel {
		return o
	}
	pos := m.try.Position()
	if pc := pos.At(sq); pc != rules.Empty && pc.Color() == pos.SideToMove() {
		m.selectSquare(pos, sq)
		return ui.Redraw()
	}
	return o
}

// Release ends a tap or a drag on point sq (NoSquare: off the points; a
// tap ends where it was pressed): a legal destination of the selected
// piece plays its move; the selected piece, or another of the side to
// move (selected at the press), stays selected; any other point says why
// the piece cannot go there and drops the selection.
func (m *Exercise) Release(sq rules.Square) ui.Outcome {
	if !m.CanMove() || m.sel == rules.NoSquare || sq == m.sel {
		return ui.Redraw()
	}
	if sq != rules.NoSquare {
		for _, mv := range m.dests {
			if mv.To() == sq {
				return m.play(mv)
			}
		}
		pos := m.try.Position()
		if pc := pos.At(sq); pc != rules.Empty && pc.Color() == pos.SideToMove() {
			return ui.Redraw()
		}
		m.refused = rules.NewMove(m.sel, sq)
	}
	m.deselect()
	return ui.Redraw()
}

// TapPoint is a tap on point sq: a press and a release there.
func (m *Exercise) TapPoint(sq rules.Square) ui.Outcome { return m.Press(sq).Merge(m.Release(sq)) }

// Drop is a drag from point from to point to (NoSquare: off the points).
func (m *Exercise) Drop(from, to rules.Square) ui.Outcome { return m.Press(from).Merge(m.Release(to)) }

func (m *Exercise) selectSquare(pos rules.Position, sq rules.Square) {
	m.sel, m.dests = sq, ui.MovesFrom(pos, sq, m.dests)
}

func (m *Exercise) deselect() { m.sel, m.dests = rules.NoSquare, m.dests[:0] }

// play makes the player's move mv and records a solved exercise.
func (m *Exercise) play(mv rules.Move) ui.Outcome {
	pos := m.try.Position()
	captured := pos.At(mv.To()) != rules.Empty
	m.deselect()
	if err := m.try.Play(mv); err != nil {
		m.noCheck = errors.Is(err, learn.ErrNoCheck)
		return ui.Redraw()
	}
	m.hint = false
	o := ui.Outcome{Changed: true, Play: true, Sound: sfx.End}
	switch {
	case m.try.State() == learn.Solved && !m.recorded:
		m.progress.MarkSolved(m.Lesson().ID, m.exercise)
		m.recorded = true
		o.Save = true
	case m.try.State() == learn.Failed:
	default:
		after := m.try.Position()
		o.Sound = sfx.ForMove(false, after.InCheck(), captured)
	}
	return o
}

// Board is what the board shows.
type Board struct {
	Pos      rules.Position
	Last     rules.Move   // the last move's marks; NoMove for none
	Hint     rules.Move   // the hint's arrow; NoMove for none
	Selected rules.Square // the selected piece; NoSquare for none
	Dests    []rules.Move // its legal moves
}

// Board is the board as it stands, with Black's answer played after a
// check that was not mate (as a puzzle shows its refutation); ok is false
// when the exercise could not start.
func (m *Exercise) Board() (b Board, ok bool) {
	if m.try == nil {
		return Board{}, false
	}
	b = Board{Pos: m.try.Position(), Last: rules.NoMove, Hint: rules.NoMove, Selected: m.sel, Dests: m.dests}
	if ms := m.try.Game().Moves(); len(ms) > 0 {
		b.Last = ms[len(ms)-1]
	} else if ms := m.try.Moves(); len(ms) > 0 {
		b.Last = ms[len(ms)-1]
	}
	if _, answer := m.miss(); answer != rules.NoMove {
		b.Pos.MakeMove(answer)
		b.Last = answer
	}
	if m.hint {
		b.Hint = m.try.Hint()
	}
	return b, true
}

// Tone is how a line of text is shown.
type Tone = ui.Tone

const (
	Dim     = ui.Dim     // a note: what to do
	Good    = ui.Good    // solved
	Problem = ui.Problem // failed, refused, or the exercise cannot start
)

// Title is the lesson's title.
func (m *Exercise) Title() string { return label(m.env.Lang(), m.Lesson().Title) }

// Intro is the lesson's explanation.
func (m *Exercise) Intro() string { return label(m.env.Lang(), m.Lesson().Intro) }

// Tasks are every exercise's task of the lesson with its number,
// "Exercise 2 of 3 · Take the chariot".
func (m *Exercise) Tasks() []string {
	l := m.Lesson()
	ts := make([]string, len(l.Exercises))
	for i := range l.Exercises {
		ts[i] = m.taskLine(i)
	}
	return ts
}

// TaskLine is the current exercise's task with its number.
func (m *Exercise) TaskLine() string { return m.taskLine(m.exercise) }

func (m *Exercise) taskLine(i int) string {
	l := m.Lesson()
	return m.env.Sprintf(i18n.MsgExerciseOf, i+1, len(l.Exercises)) + " · " + label(m.env.Lang(), l.Exercises[i].Task)
}

// Solved reports whether the lesson's exercise i is solved.
func (m *Exercise) Solved(i int) bool { return m.progress.Solved(m.Lesson().ID, i) }

// DoneLine is how many of the lesson's exercises are solved, "2 / 3
// exercises done".
func (m *Exercise) DoneLine() string {
	l := m.Lesson()
	return m.env.Sprintf(i18n.MsgLessonsDone, m.progress.LessonSolved(l), len(l.Exercises))
}

// State is how the attempt stands, and its tone: solved (with the
// referee's verdict when the game is over), failed and why, why a tap was
// refused, what to do, the moves left.
func (m *Exercise) State() (string, Tone) {
	if m.err != nil {
		return m.err.Error(), Problem
	}
	t := m.env.Text
	try := m.try
	st := try.Status()
	outcome := texts.Result(m.env.Lang(), st)
	switch try.State() {
	case learn.Solved:
		if m.Exercise().Goal == learn.Ruling {
			return outcome, Good // the ruling is the lesson
		}
		if outcome != "" {
			return t(i18n.MsgLessonSolved) + "  " + outcome, Good
		}
		return t(i18n.MsgLessonSolved), Good
	case learn.Failed:
		if outcome != "" {
			return outcome + " · " + t(i18n.MsgLessonFailed), Problem
		}
		if why, _ := m.miss(); why != "" {
			return why, Problem
		}
		return t(i18n.MsgLessonFailed), Problem
	}
	if m.noCheck {
		return t(i18n.MsgLessonNoCheck), Problem
	}
	if why := texts.Refusal(m.env.Lang(), try.Position(), m.refused); why != "" {
		return why, Problem
	}
	if len(try.Moves()) == 0 && m.sel == rules.NoSquare {
		return t(i18n.MsgLessonTapPiece), Dim
	}
	return m.env.Sprintf(i18n.MsgMovesLeft, try.MovesLeft()), Dim
}

// miss says why the failed attempt failed ("" when the rules say nothing
// more than "not this time") and, for a check that is not mate, Black's
// answer that shows it, in the player's move notation; NoMove otherwise.
func (m *Exercise) miss() (string, rules.Move) {
	if m.try == nil {
		return "", rules.NoMove
	}
	k, answer := m.try.Miss()
	msg, ok := missMsg(k)
	if !ok {
		return "", rules.NoMove
	}
	if answer == rules.NoMove {
		return m.env.Text(msg), rules.NoMove
	}
	pos := m.try.Position()
	return m.env.Sprintf(msg, pos.Notate(answer, m.env.Settings.MoveNotation(m.env.Lang().Code()))), answer
}
