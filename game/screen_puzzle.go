package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/geom"
	"xiangqi/game/puzzles"
	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/rules"
)

// puzzleScreen is the view of an attempt at one puzzle (puzzles.Attempt):
// the board (whose widget picks the player's move), the goal and how the
// attempt stands, the buttons, and in landscape a panel with the
// puzzle's place, goal, hints and moves. The model's judge runs off the
// frame loop; poll brings its answers.
type puzzleScreen struct {
	m     *puzzles.Attempt
	board boardWidget
	press buttonPress
	// The moves played, shown in the landscape panel.
	moves     moveList
	moveTexts movesCache
}

// newPuzzleScreen is the view of attempt m, opened by the list
// (puzzles.List.Open, through viewOf).
func newPuzzleScreen(m *puzzles.Attempt) *puzzleScreen {
	s := &puzzleScreen{m: m}
	s.fresh()
	return s
}

// fresh sets the board and the list of moves for a new attempt.
func (s *puzzleScreen) fresh() {
	s.board = newBoardWidget(s.m.Flipped)
	s.moves = moveList{followed: -1}
}

func (s *puzzleScreen) close(*ctx) { s.m.Close() }

// back leaves for the list.
func (s *puzzleScreen) back(*ctx) bool {
	s.m.Close()
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
	s.board.playPicked(c, ps, s.m.Position(), s.m.PlayersTurn(), func(mv rules.Move) error {
		o, ok := s.m.Play(mv)
		if !ok {
			return session.ErrPuzzleBusy
		}
		c.apply(o)
		return nil
	})
}

// poll applies the judge's verdict and the defender's reply, animated.
func (s *puzzleScreen) poll(c *ctx) {
	o := s.m.Poll()
	if r, ro := s.m.TakeReply(); r != rules.NoMove {
		if c.settings.Animation {
			after := s.m.Position()
			s.board.startAnim(r, after.At(r.To()))
		}
		c.apply(ro)
	}
	c.apply(o)
}

func (s *puzzleScreen) buttons(c *ctx) []button {
	rs := s.layout(c).Keys
	m := s.m
	key := func(r rect, label i18n.Msg, t puzzles.AttemptTarget) button {
		return button{r: r, label: c.text(label), primary: m.Primary(t), disabled: !m.Enabled(t), act: func() {
			o := m.Tap(t)
			switch {
			case t == puzzles.AttemptNext && o.Changed:
				s.fresh()
			case t == puzzles.AttemptRetry && o.Changed:
				s.board.reset()
			case t == puzzles.AttemptFlip:
				s.board.flipped = m.Flipped
			}
			c.apply(o)
		}}
	}
	return c.paint.buttonRow([]button{
		key(rs[0], i18n.MsgHint, puzzles.AttemptHint),
		key(rs[1], i18n.MsgRetry, puzzles.AttemptRetry),
		key(rs[2], i18n.MsgNext, puzzles.AttemptNext),
		key(rs[3], i18n.MsgFlip, puzzles.AttemptFlip),
		key(rs[4], i18n.MsgPuzzleList, puzzles.AttemptList),
	})
}

// status is the puzzle screen's two lines (puzzles.Attempt.Status), the
// second saying why the rules refused the move the player tapped while
// the player is to move.
func (s *puzzleScreen) status(c *ctx) (string, string) {
	first, second, playing := s.m.Status()
	if why := refusalText(c, s.m.Position(), s.board.refused); playing && why != "" {
		second = why
	}
	return first, second
}

// shown are the moves played, for the panel's list.
func (s *puzzleScreen) shown(c *ctx) movesShown {
	g := s.m.Game()
	return movesShown{
		texts:      s.moveTexts.get(g, c.settings.MoveNotation(c.lang.Code())),
		blackFirst: s.m.Side() == rules.Black,
		firstMove:  1,
		ply:        len(g.Moves()),
		checks:     g.Checks(),
	}
}

func (s *puzzleScreen) draw(c *ctx, dst *ebiten.Image) {
	m := s.m
	pl := s.layout(c)
	v := s.board.view(m.Position())
	v.hint = m.Hint()
	if ms := m.Moves(); len(ms) > 0 {
		v.last = ms[len(ms)-1]
	}
	drawBoardView(c, dst, pl.Layout, v)
	first, second := s.status(c)
	col := colTextDim
	switch m.Ink() {
	case puzzles.InkGood:
		col = colGood
	case puzzles.InkProblem:
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

// drawPanel fills the landscape panel: panelTexts' lines, how the attempt
// stands (state, in ink), and the moves played.
func (s *puzzleScreen) drawPanel(c *ctx, dst *ebiten.Image, pl geom.PuzzleLayout, state string, ink color.RGBA) {
	dp := c.dp
	p := c.paint
	k := pl.Scale
	line := func(r rect, t string, px float64, col color.RGBA) {
		p.drawLine(dst, t, p.fitFace(t, px*k*dp, r.W), r.X, r.Y+r.H/2, alignLeft, col)
	}
	title, place, goal, hints := s.m.PanelTexts()
	line(pl.Title, title, 22, colText)
	line(pl.Place, place, 16, colTextDim)
	line(pl.Goal, goal, 18, colText)
	drawParagraph(c, dst, state, pl.State, 17*k, 12, ink, alignLeft)
	line(pl.Hints, hints, 16, colTextDim)
	moves := pl.Moves
	if t := s.m.Source(); t != "" {
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

// drawSource draws, in portrait, above the board (the room the play
// screen gives its move list, unused here): the heading ("Puzzle of the
// day") in the text's ink, then the source small and dim, wrapped. (In
// landscape the panel's place says the first, drawPanel puts the second
// under the hints.)
func (s *puzzleScreen) drawSource(c *ctx, dst *ebiten.Image, pl geom.PuzzleLayout) {
	r := pl.List
	if r.H < 16*c.dp {
		return
	}
	r = r.Inset(6 * c.dp)
	if h := s.m.Heading(); h != "" {
		hr := rect{X: r.X, Y: r.Y, W: r.W, H: math.Min(24*c.dp, r.H)}
		c.paint.drawLine(dst, h, c.paint.fitFace(h, 18*c.dp, hr.W), hr.X+hr.W/2, hr.Y+hr.H/2, alignCenter, colText)
		r.Y, r.H = r.Y+hr.H, r.H-hr.H
	}
	if t := s.m.Source(); t != "" && r.H >= 12*c.dp {
		drawParagraph(c, dst, t, r, 13, 10, colTextDim, alignCenter)
	}
}
