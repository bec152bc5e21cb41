package game

import (
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/i18n"
	"xiangqi/game/session"
	"xiangqi/puzzle"
	"xiangqi/rules"
)

// puzzleScreen is an attempt at one puzzle of the collection: the board,
// the goal and how the attempt stands, and Hint, Retry, Next, Flip and
// back to the list. session.PuzzleRun judges the attempt off the frame
// loop.
type puzzleScreen struct {
	book  *puzzleBook
	index int
	run   *session.PuzzleRun
	board boardWidget
	press buttonPress
	// retriedHints are the hints of this visit's earlier attempts at the
	// puzzle: a hint seen before a Retry still counts when it is solved.
	retriedHints int
}

// hints are the hints seen at this puzzle since it was opened.
func (s *puzzleScreen) hints() int { return s.retriedHints + s.run.HintsUsed() }

// openPuzzle starts puzzle i of book over the list.
func openPuzzle(c *ctx, book *puzzleBook, i int) *puzzleScreen {
	s := &puzzleScreen{book: book}
	s.start(c, i)
	c.push(s)
	return s
}

// start begins an attempt at puzzle i, the player's side at the bottom.
func (s *puzzleScreen) start(c *ctx, i int) {
	s.stop()
	if s.book.solver == nil {
		s.book.solver = session.NewPuzzleSolver(puzzleHashMiB)
	}
	s.index = i
	s.retriedHints = 0
	p := s.book.list[i]
	s.run = session.NewPuzzleRun(p, s.book.solver, c.engine)
	s.board = newBoardWidget(p.Side() == rules.Black)
	c.dirty = true
}

// stop ends the attempt's search, if any.
func (s *puzzleScreen) stop() {
	if s.run != nil {
		s.run.Stop()
	}
}

func (s *puzzleScreen) close(*ctx) { s.stop() }

// back leaves for the list.
func (s *puzzleScreen) back(*ctx) bool {
	s.stop()
	return false
}

func (s *puzzleScreen) animate() bool { return s.board.animate() }

// onSolution reports whether moves follow p's solution: a won ending's
// defender, the engine with a time budget, may leave the table's line.
func onSolution(p puzzle.Puzzle, moves []rules.Move) bool {
	for i, m := range moves {
		if i >= len(p.Solution) || p.Solution[i] != m {
			return false
		}
	}
	return true
}

// waitPuzzle polls the attempt until its job is applied (setup only).
func (s *puzzleScreen) wait(c *ctx) error {
	run := s.run
	for run.Busy() {
		s.poll(c)
		time.Sleep(2 * time.Millisecond)
	}
	return run.Err()
}

func (s *puzzleScreen) pointer(c *ctx, ps pointerState) {
	if s.press.pointer(c, ps, s.buttons(c)) {
		return
	}
	run := s.run
	pos := run.Position()
	m, animate, redraw := s.board.pickMove(c.playLayout(), ps, pos, run.PlayersTurn())
	if redraw {
		c.dirty = true
	}
	if m == rules.NoMove {
		return
	}
	// The judge and the defender answer through poll.
	captured := pos.At(m.To()) != rules.Empty
	if err := run.Play(m); err != nil {
		s.board.deselect()
		return
	}
	if animate && c.settings.Animation {
		after := run.Position()
		s.board.startAnim(m, after.At(m.To()))
	}
	s.board.deselect()
	if captured {
		c.playSound(soundCapture)
	} else {
		c.playSound(soundMove)
	}
	c.dirty = true
}

// poll applies the judge's verdict and the defender's reply.
func (s *puzzleScreen) poll(c *ctx) {
	run := s.run
	before := run.Position()
	ev := run.Poll()
	if ev == (session.PuzzleEvent{}) {
		return
	}
	c.dirty = true
	if ev.Replied {
		if c.settings.Animation {
			after := run.Position()
			s.board.startAnim(ev.Reply, after.At(ev.Reply.To()))
		}
		after := run.Position()
		switch {
		case after.InCheck():
			c.playSound(soundCheck)
		case before.At(ev.Reply.To()) != rules.Empty:
			c.playSound(soundCapture)
		default:
			c.playSound(soundMove)
		}
	}
	// A won ending's reply can end the attempt too (a ruling).
	switch {
	case ev.Judged && ev.Verdict == puzzle.Solved:
		c.progress.MarkSolved(run.Puzzle().ID, s.hints())
		c.playSound(soundEnd)
		c.save()
	case ev.Judged && ev.Verdict == puzzle.Failed:
		c.playSound(soundEnd)
	}
}

func (s *puzzleScreen) buttons(c *ctx) []button {
	rs := c.playLayout().ButtonRects(5)
	run := s.run
	st := run.State()
	return c.paint.buttonRow([]button{
		{r: rs[0], label: c.text(i18n.MsgHint), disabled: !run.PlayersTurn() || run.Hint() != rules.NoMove, act: func() {
			if run.RequestHint() {
				c.dirty = true
			}
		}},
		{r: rs[1], label: c.text(i18n.MsgRetry), primary: st == puzzle.Failed, disabled: len(run.Moves()) == 0, act: func() {
			// After a wrong move (and the reply that refutes it) the
			// player tries again from the position before it; otherwise
			// from the start.
			if run.TakeBack() {
				s.board.reset()
				c.dirty = true
				return
			}
			s.retriedHints += run.HintsUsed()
			run.Retry()
			s.board.reset()
			c.dirty = true
		}},
		{r: rs[2], label: c.text(i18n.MsgNext), primary: st == puzzle.Solved, disabled: s.index+1 >= len(s.book.list), act: func() {
			s.start(c, s.index+1)
		}},
		{r: rs[3], label: c.text(i18n.MsgFlip), act: func() { s.board.flipped = !s.board.flipped; c.dirty = true }},
		{r: rs[4], label: c.text(i18n.MsgPuzzleList), act: func() { s.stop(); c.pop() }},
	})
}

// puzzleStatus is the puzzle screen's two lines: the goal, then how the
// attempt stands.
func (s *puzzleScreen) status(c *ctx) (string, string) {
	run := s.run
	p := run.Puzzle()
	goal := i18n.MsgPuzzleGoalRed
	if p.Side() == rules.Black {
		goal = i18n.MsgPuzzleGoalBlack
	}
	first := fmt.Sprintf(c.text(goal), p.MateIn)
	failed := i18n.MsgPuzzleFailed
	if p.MateIn == 0 {
		first = c.text(i18n.MsgEndingGoalRed)
		if p.Side() == rules.Black {
			first = c.text(i18n.MsgEndingGoalBlack)
		}
		failed = i18n.MsgEndingFailed
	}
	var second string
	switch {
	case run.Err() != nil:
		second = fmt.Sprintf(c.text(i18n.MsgPuzzleError), run.Err())
	case run.State() == puzzle.Solved:
		second = c.text(i18n.MsgPuzzleSolved) + "  " + starText(c, puzzle.StarsFor(s.hints()))
	case run.State() == puzzle.Failed && run.Refuted():
		second = c.text(i18n.MsgPuzzleRefuted)
	case run.State() == puzzle.Failed:
		second = c.text(failed)
	case run.Defending():
		second = c.text(i18n.MsgDefending)
	case run.Busy():
		second = c.text(i18n.MsgHintBusy)
	default:
		second = fmt.Sprintf(c.text(i18n.MsgMovesLeft), run.MovesLeft())
		if why := refusalText(c, run.Position(), s.board.refused); why != "" {
			second = why
		}
	}
	// The grade and the theme, never the table's id.
	title := gradeHeading(c, p.Grade)
	if p.Theme != puzzle.NoTheme {
		title += " · " + puzzleCaption(c, &p)
	}
	return title + " · " + first, second
}

func (s *puzzleScreen) draw(c *ctx, dst *ebiten.Image) {
	run := s.run
	l := c.playLayout()
	v := s.board.view(run.Position())
	v.hint = run.Hint()
	if ms := run.Moves(); len(ms) > 0 {
		v.last = ms[len(ms)-1]
	}
	drawBoardView(c, dst, l, v)
	first, second := s.status(c)
	col := colTextDim
	switch run.State() {
	case puzzle.Solved:
		col = colGood
	case puzzle.Failed:
		col = colProblem
	}
	drawStatus(c, dst, l, first, second, 20, 18, col)
	c.paint.drawButtons(dst, s.buttons(c), &s.press)
}
