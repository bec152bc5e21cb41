package game

import (
	"fmt"
	"hash/fnv"
	"image/color"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/ai"
	"xiangqi/game/geom"
	"xiangqi/game/session"
	"xiangqi/i18n"
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
	// The moves played, shown in the landscape panel.
	moves     moveList
	game      *rules.Game // the start and the moves played, for their texts
	moveTexts movesCache
	// place is the puzzle's number in its grade, of count.
	place, count int
	// rated says this visit's first verdict has rated the player and the
	// puzzle (issue 29); a Retry or a hint does not rate again.
	rated bool
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
	s.rated = false
	p := s.book.list[i]
	s.book.recent = append(s.book.recent, p.ID)
	if n := len(s.book.recent); n > session.RecentPuzzles {
		s.book.recent = slices.Delete(s.book.recent, 0, n-session.RecentPuzzles)
	}
	s.run = session.NewPuzzleRun(p, s.book.solver, c.engine)
	s.board = newBoardWidget(p.Side() == rules.Black)
	s.moves = moveList{followed: -1}
	s.place, s.count = 0, 0
	for k := range s.book.list {
		if s.book.list[k].Grade == p.Grade {
			s.count++
			if k <= i {
				s.place = s.count
			}
		}
	}
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

// layout is the screen's geometry: the play screen's board, and in
// landscape the panel's rows beside it.
func (s *puzzleScreen) layout(c *ctx) geom.PuzzleLayout { return geom.Puzzle(c.w, c.h, c.dp) }

func (s *puzzleScreen) pointer(c *ctx, ps pointerState) {
	if s.press.pointer(c, ps, s.buttons(c)) {
		return
	}
	if pl := s.layout(c); pl.Moves.H > 0 {
		// The list of moves scrolls; a tap on it does nothing.
		if _, _, used := s.moves.pointer(c, ps, pl.Moves, s.shown(c)); used {
			return
		}
	}
	// The judge and the defender answer through poll.
	s.board.playPicked(c, ps, s.run.Position(), s.run.PlayersTurn(), s.run.Play)
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
	if ev.Judged && ev.Verdict != puzzle.Continue && !s.rated {
		// A solve with a hint is rated as a miss: the hint found it.
		s.rated = true
		pz := run.Puzzle()
		c.training.Rate(pz.ID, pz.Grade, ev.Verdict == puzzle.Solved && s.hints() == 0)
	}
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
	rs := s.layout(c).Keys
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
		{r: rs[2], label: c.text(i18n.MsgNext), primary: st == puzzle.Solved, disabled: len(s.book.list) < 2, act: func() {
			if i := s.next(c); i >= 0 {
				s.start(c, i)
			}
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
	if p.Material {
		first = c.text(i18n.MsgMaterialGoalRed)
		if p.Side() == rules.Black {
			first = c.text(i18n.MsgMaterialGoalBlack)
		}
		failed = i18n.MsgMaterialFailed
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
	if s.ratingsShown(c) {
		// The ratings in place of the theme, for room on a phone.
		return gradeHeading(c, p.Grade) + " · " + first + " · " + s.ratingText(c), second
	}
	return title + " · " + first, second
}

// shown are the moves played, for the panel's list.
func (s *puzzleScreen) shown(c *ctx) movesShown {
	run := s.run
	p := run.Puzzle()
	ms := run.Moves()
	if s.game == nil || len(s.game.Moves()) != len(ms) || s.game.Start() != p.Start || !slices.Equal(s.game.Moves(), ms) {
		s.game = rules.NewGame(p.Start)
		for _, m := range ms {
			if s.game.Play(m) != nil {
				break // not a legal move: the run's moves are; keep those before it
			}
		}
	}
	return movesShown{
		texts:      s.moveTexts.get(s.game, c.settings.MoveNotation(c.lang.Code())),
		blackFirst: p.Side() == rules.Black,
		firstMove:  1,
		ply:        len(s.game.Moves()),
		checks:     s.game.Checks(),
	}
}

func (s *puzzleScreen) draw(c *ctx, dst *ebiten.Image) {
	run := s.run
	pl := s.layout(c)
	v := s.board.view(run.Position())
	v.hint = run.Hint()
	if ms := run.Moves(); len(ms) > 0 {
		v.last = ms[len(ms)-1]
	}
	drawBoardView(c, dst, pl.Layout, v)
	first, second := s.status(c)
	col := colTextDim
	switch run.State() {
	case puzzle.Solved:
		col = colGood
	case puzzle.Failed:
		col = colProblem
	}
	if pl.Landscape {
		s.drawPanel(c, dst, pl, second, col)
	} else {
		drawStatus(c, dst, pl.Layout, first, second, 20, 18, col)
		s.drawSource(c, dst, pl)
	}
	c.paint.drawButtons(dst, s.buttons(c), &s.press)
}

// panelTexts are the landscape panel's lines: the grade and theme, the
// puzzle's number in its grade (with its stars when solved on an earlier
// visit), the goal, and the hints seen with the stars a solve now earns
// (and the hint's move while it shows).
func (s *puzzleScreen) panelTexts(c *ctx) (title, place, goal, hints string) {
	run := s.run
	pz := run.Puzzle()
	title = gradeHeading(c, pz.Grade) + " · " + puzzleCaption(c, &pz)
	place = fmt.Sprintf(c.text(i18n.MsgPuzzleTitle), fmt.Sprintf("%d/%d", s.place, s.count))
	if s.ratingsShown(c) {
		place += " · " + s.ratingText(c)
	}
	if c.progress.Solved(pz.ID) && run.State() != puzzle.Solved {
		if n := c.progress.Stars(pz.ID); n > 0 {
			place += "  " + starText(c, n)
		} else {
			place += "  " + c.text(i18n.MsgSolvedMark)
		}
	}
	goal = c.text(i18n.MsgEndingGoalRed)
	switch {
	case pz.MateIn > 0 && pz.Side() == rules.Black:
		goal = fmt.Sprintf(c.text(i18n.MsgPuzzleGoalBlack), pz.MateIn)
	case pz.MateIn > 0:
		goal = fmt.Sprintf(c.text(i18n.MsgPuzzleGoalRed), pz.MateIn)
	case pz.Material && pz.Side() == rules.Black:
		goal = c.text(i18n.MsgMaterialGoalBlack)
	case pz.Material:
		goal = c.text(i18n.MsgMaterialGoalRed)
	case pz.Side() == rules.Black:
		goal = c.text(i18n.MsgEndingGoalBlack)
	}
	hints = fmt.Sprintf(c.text(i18n.MsgHintsUsed), s.hints(), starText(c, puzzle.StarsFor(s.hints())))
	if h := run.Hint(); h != rules.NoMove {
		pos := run.Position()
		n := c.settings.MoveNotation(c.lang.Code())
		if pz.Material {
			// A material puzzle's hint says how the move wins (a fork, a
			// check that attacks); a mate's would only say "gives check".
			hints += " · " + hintMoveText(c, pos, h, n)
		} else {
			hints += " · " + fmt.Sprintf(c.text(i18n.MsgHintMove), pos.Notate(h, n))
		}
	}
	return title, place, goal, hints
}

// drawPanel fills the landscape panel: panelTexts' lines, how the attempt
// stands (state, in ink), and the moves played.
func (s *puzzleScreen) drawPanel(c *ctx, dst *ebiten.Image, pl geom.PuzzleLayout, state string, ink color.RGBA) {
	dp := c.dp
	p := c.paint
	k := pl.Scale
	line := func(r rect, t string, px float64, col color.RGBA) {
		p.drawLine(dst, t, p.fitFace(t, px*k*dp, r.W), r.X, r.Y+r.H/2, alignLeft, col)
	}
	title, place, goal, hints := s.panelTexts(c)
	line(pl.Title, title, 22, colText)
	line(pl.Place, place, 16, colTextDim)
	line(pl.Goal, goal, 18, colText)
	drawParagraph(c, dst, state, pl.State, 17*k, 12, ink, alignLeft)
	line(pl.Hints, hints, 16, colTextDim)
	moves := pl.Moves
	pz := s.run.Puzzle()
	if t := sourceText(c, &pz); t != "" {
		// The source's row under the hints; the move list gives it room.
		r := rect{X: pl.Hints.X, Y: pl.Hints.Y + pl.Hints.H, W: pl.Hints.W, H: 20 * k * dp}
		line(r, t, 13, colTextDim)
		if bottom := r.Y + r.H + 4*dp; moves.H > 0 && moves.Y < bottom {
			moves.H -= bottom - moves.Y
			moves.Y = bottom
		}
	}
	if moves.H > 0 {
		s.moves.draw(c, dst, moves, s.shown(c))
	}
}

// ratingsShown reports whether the puzzle's and the player's ratings are
// shown: once the player has a rating (his first attempt rated), so that
// a newcomer's screen is not crowded with numbers he has not earned yet.
func (s *puzzleScreen) ratingsShown(c *ctx) bool { return c.training.Rated != nil }

// ratingText is "puzzle 1350 · you 1480" (issue 29).
func (s *puzzleScreen) ratingText(c *ctx) string {
	p := s.run.Puzzle()
	return fmt.Sprintf(c.text(i18n.MsgPuzzleRatings), int(math.Round(c.training.PuzzleRating(p.ID, p.Grade).R)), int(math.Round(c.training.Player().R)))
}

// sourceText is the one small line that says where a puzzle found in a
// real game comes from (issue 29): the master game's players, event and
// move, or the self-play game's levels, seed and move; "" for a composed
// puzzle.
func sourceText(c *ctx, p *puzzle.Puzzle) string {
	src := p.Source
	switch src.Kind {
	case puzzle.MasterGame:
		return fmt.Sprintf(c.text(i18n.MsgPuzzleSourceGame), src.Red, src.Black, src.Event, src.Move)
	case puzzle.SelfPlay:
		return fmt.Sprintf(c.text(i18n.MsgPuzzleSourceSelf), c.levelName(ai.LevelNumbered(src.RedLevel)), c.levelName(ai.LevelNumbered(src.BlackLevel)), src.Seed, src.Move)
	}
	return ""
}

// drawSource draws sourceText small and dim in portrait: above the board
// (the room the play screen gives its move list, unused here), wrapped.
// (In landscape drawPanel puts it under the hints.)
func (s *puzzleScreen) drawSource(c *ctx, dst *ebiten.Image, pl geom.PuzzleLayout) {
	p := s.run.Puzzle()
	t := sourceText(c, &p)
	r := pl.List
	if t == "" || r.H < 16*c.dp {
		return
	}
	drawParagraph(c, dst, t, r.Inset(6*c.dp), 13, 10, colTextDim, alignCenter)
}

// next is the puzzle Next opens: one that fits the player's rating
// (session.NextPuzzle). Its random choice is drawn from the current
// puzzle's id and the puzzles seen, not a clock, so that a screenshot or
// a test that taps Next sees the same puzzle every run while a player
// still meets varied ones.
func (s *puzzleScreen) next(c *ctx) int {
	h := fnv.New64a()
	h.Write([]byte(s.book.list[s.index].ID))
	seed := h.Sum64() + uint64(len(s.book.recent))
	rng := rand.New(rand.NewPCG(seed, 29))
	list := s.book.list
	return session.NextPuzzle(session.NextPick{
		List: list, Current: s.index, Player: c.training.Player().R,
		Rating: func(i int) float64 { return c.training.PuzzleRating(list[i].ID, list[i].Grade).R },
		Solved: c.progress.Solved, Recent: s.book.recent, Rand: rng.IntN,
	})
}
