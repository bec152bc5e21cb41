package game

import (
	"fmt"
	"image/color"
	"math"
	"math/rand/v2"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/geom"
	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/puzzle"
	"xiangqi/rules"
	"xiangqi/train"
)

// Pauses between one rush puzzle and the next: a moment to see the mate,
// longer to see the refutation of a wrong move. The rush's clock runs on.
const (
	rushNextSolved = 700 * time.Millisecond
	rushNextFailed = 1500 * time.Millisecond
	// rushJitter is the noise added to the puzzles' ratings of a rush: less
	// than the 250 between two grades' starting ratings.
	rushJitter = 120
)

// reviewScreen plays the player's mistakes due today, one after another
// (session.MistakeRun judges each try). The first try at a card decides its
// schedule (train.Deck.Review); Retry and Hint are for learning and change
// nothing more.
type reviewScreen struct {
	ids      []string // the cards due when the screen opened
	at       int
	run      *session.MistakeRun
	board    boardWidget
	press    buttonPress
	recorded bool // the first try (or a hint) at this card has been counted
	hint     bool
}

// openReview opens the review of the cards due today.
func openReview(c *ctx) *reviewScreen {
	s := &reviewScreen{}
	for _, i := range c.training.Deck.Due(c.today()) {
		s.ids = append(s.ids, c.training.Deck.Cards[i].ID)
	}
	s.load(c)
	c.push(s)
	return s
}

// load starts the card at s.at, skipping any that no longer reads.
func (s *reviewScreen) load(c *ctx) {
	s.stop()
	s.run, s.recorded, s.hint = nil, false, false
	for ; s.at < len(s.ids); s.at++ {
		card, ok := c.training.Deck.Card(s.ids[s.at])
		if !ok {
			continue
		}
		run, err := session.NewMistakeRun(card, c.engine)
		if err != nil {
			continue
		}
		s.run = run
		pos := run.Start()
		s.board = newBoardWidget(pos.SideToMove() == rules.Black)
		break
	}
	c.dirty = true
}

func (s *reviewScreen) stop() {
	if s.run != nil {
		s.run.Stop()
	}
}

func (s *reviewScreen) close(*ctx)     { s.stop() }
func (s *reviewScreen) pause(*ctx)     { s.stop() }
func (s *reviewScreen) back(*ctx) bool { s.stop(); return false }
func (s *reviewScreen) animate() bool  { return s.board.animate() }

// resume judges again a try whose search the pause stopped.
func (s *reviewScreen) resume(c *ctx) {
	if s.run != nil && len(s.run.Moves()) > 0 && s.run.State() == puzzle.Continue && !s.run.Judging() {
		s.run.Retry()
		s.board.reset()
		c.dirty = true
	}
}

// record counts the first verdict on the card in the schedule and the streak.
func (s *reviewScreen) record(c *ctx, solved bool) {
	if s.recorded || s.run == nil {
		return
	}
	s.recorded = true
	_ = c.training.Deck.Review(s.run.Card().ID, solved, c.today())
	c.training.Streak.Trained(c.today())
	c.save()
}

func (s *reviewScreen) verdict(c *ctx) {
	switch s.run.State() {
	case puzzle.Solved:
		s.record(c, !s.hint)
		c.playSound(soundEnd)
	case puzzle.Failed:
		s.record(c, false)
		c.playSound(soundEnd)
	}
}

func (s *reviewScreen) poll(c *ctx) {
	if s.run != nil && s.run.Poll() {
		s.verdict(c)
		if ms := s.run.Moves(); s.run.State() == puzzle.Failed && len(ms) == 2 && c.settings.Animation {
			after := s.run.Position()
			s.board.startAnim(ms[1], after.At(ms[1].To()))
		}
		c.dirty = true
	}
}

func (s *reviewScreen) pointer(c *ctx, ps pointerState) {
	if s.press.pointer(c, ps, s.buttons(c)) || s.run == nil {
		return
	}
	if s.board.playPicked(c, ps, s.run.Position(), s.run.PlayersTurn(), s.run.Play) {
		s.verdict(c)
	}
}

func (s *reviewScreen) buttons(c *ctx) []button {
	rs := geom.Puzzle(c.w, c.h, c.dp).Keys
	if s.run == nil {
		return []button{{r: rs[len(rs)-1], label: c.text(i18n.MsgBack), primary: true, act: func() { c.pop() }}}
	}
	run := s.run
	st := run.State()
	return c.paint.buttonRow([]button{
		{r: rs[0], label: c.text(i18n.MsgHint), disabled: s.hint || !run.PlayersTurn(), act: func() {
			s.hint = true
			s.record(c, false)
			c.dirty = true
		}},
		{r: rs[1], label: c.text(i18n.MsgRetry), primary: st == puzzle.Failed, disabled: len(run.Moves()) == 0, act: func() {
			run.Retry()
			s.board.reset()
			c.dirty = true
		}},
		{r: rs[2], label: c.text(i18n.MsgNext), primary: st == puzzle.Solved, act: func() {
			if !s.recorded && len(run.Moves()) == 0 {
				s.record(c, false) // passed over: it comes back tomorrow
			}
			s.at++
			s.load(c)
		}},
		{r: rs[3], label: c.text(i18n.MsgFlip), act: func() { s.board.flipped = !s.board.flipped; c.dirty = true }},
		{r: rs[4], label: c.text(i18n.MsgBack), act: func() { s.stop(); c.pop() }},
	})
}

// status is the two lines: the goal with the cards left, then the verdict.
func (s *reviewScreen) status(c *ctx) (string, string, color.RGBA) {
	left := fmt.Sprintf(c.text(i18n.MsgReviewLeft), len(s.ids)-s.at)
	first := c.text(i18n.MsgReviewGoal) + " · " + left
	run := s.run
	n := c.settings.MoveNotation(c.lang.Code())
	start := run.Start()
	switch run.State() {
	case puzzle.Solved:
		return first, c.text(i18n.MsgPuzzleSolved), colGood
	case puzzle.Failed:
		ref := "—"
		if ms := run.Moves(); len(ms) == 2 {
			after := start
			after.MakeMove(ms[0])
			ref = after.Notate(ms[1], n)
		}
		return first, fmt.Sprintf(c.text(i18n.MsgReviewRefuted), ref, start.Notate(run.Best(), n)), colProblem
	case puzzle.Continue:
		if run.Judging() {
			return first, c.text(i18n.MsgReviewJudging), colTextDim
		}
	}
	if s.hint {
		return first, hintMoveText(c, start, run.Best(), n), colTextDim
	}
	if n := c.training.Streak.Current(c.today()); n > 0 {
		return first, fmt.Sprintf(c.text(i18n.MsgDayStreak), n), colTextDim
	}
	return first, "", colTextDim
}

func (s *reviewScreen) draw(c *ctx, dst *ebiten.Image) {
	pl := geom.Puzzle(c.w, c.h, c.dp)
	if s.run == nil {
		drawEmptyTraining(c, dst, c.text(i18n.MsgReviewNone))
		c.paint.drawButtons(dst, s.buttons(c), &s.press)
		return
	}
	v := s.board.view(s.run.Position())
	if s.hint && s.run.PlayersTurn() {
		v.hint = s.run.Best()
	}
	if ms := s.run.Moves(); len(ms) > 0 {
		v.last = ms[len(ms)-1]
	}
	drawBoardView(c, dst, pl.Layout, v)
	first, second, ink := s.status(c)
	drawTrainStatus(c, dst, pl, c.text(i18n.MsgReviewMistakes), first, second, "", ink)
	c.paint.drawButtons(dst, s.buttons(c), &s.press)
}

// drawEmptyTraining writes a paragraph where the board would be.
func drawEmptyTraining(c *ctx, dst *ebiten.Image, msg string) {
	dp := c.dp
	col := c.column()
	r := rect{X: col.X, Y: float64(c.h) * 0.3, W: col.W, H: 120 * dp}
	drawParagraph(c, dst, msg, r, 18, 12, colText, alignCenter)
}

// drawTrainStatus writes a training screen's lines: under the board in
// portrait (the first line, then the second), in the panel in landscape
// (title, place, the first line, the second and extra).
func drawTrainStatus(c *ctx, dst *ebiten.Image, pl geom.PuzzleLayout, title, first, second, extra string, ink color.RGBA) {
	if !pl.Landscape {
		drawStatus(c, dst, pl.Layout, first, second, 18, 17, ink)
		return
	}
	dp := c.dp
	p := c.paint
	k := pl.Scale
	line := func(r rect, t string, px float64, col color.RGBA) {
		p.drawLine(dst, t, p.fitFace(t, px*k*dp, r.W), r.X, r.Y+r.H/2, alignLeft, col)
	}
	line(pl.Title, title, 22, colText)
	line(pl.Place, extra, 16, colTextDim)
	drawParagraph(c, dst, first, pl.Goal, 17*k, 12, colText, alignLeft)
	drawParagraph(c, dst, second, pl.State, 17*k, 12, ink, alignLeft)
}

// rushScreen is a rush (3 or 5 minutes, three lives) or the streak mode (no
// clock, one life) through the built-in puzzles, easy to hard
// (train.Ladder over the puzzles' ratings); every answer rates the player
// and the puzzle. The clock stops while the app is paused; leaving ends the
// rush and keeps its score.
type rushScreen struct {
	mode   train.Mode
	book   *puzzleBook
	ladder *train.Ladder
	used   map[int]bool
	rush   *train.Rush
	index  int
	run    *session.PuzzleRun
	board  boardWidget
	press  buttonPress
	nextAt time.Time // when the next puzzle comes, after a verdict; zero: none due
	shown  int       // the clock's seconds last drawn
	over   bool
	best   bool // the score is a new best
}

// openRush starts a rush of mode m.
func openRush(c *ctx, m train.Mode) *rushScreen {
	s := &rushScreen{mode: m, book: builtinPuzzles(c)}
	s.begin(c)
	c.push(s)
	return s
}

// begin starts a new rush over the collection.
func (s *rushScreen) begin(c *ctx) {
	s.stop()
	if s.book.Err != nil {
		s.over = true
		return
	}
	// Puzzles of one grade start at one rating: a little noise, seeded by
	// what the player has done so far, gives each rush its own puzzles
	// among equals (and a fresh data folder the same ones, for the tests).
	pl := c.training.Player()
	rng := rand.New(rand.NewPCG(math.Float64bits(pl.R), uint64(len(c.training.Puzzles))))
	ratings := make([]float64, len(s.book.List))
	for i := range s.book.List {
		p := &s.book.List[i]
		ratings[i] = c.training.PuzzleRating(p.ID, p.Grade).R + rng.Float64()*rushJitter
		if p.Material {
			// A rush keeps to the puzzles judged at once: a material
			// puzzle's wrong try waits for the engine's search (its
			// refutation), so it comes last, after every other.
			ratings[i] = math.Inf(1)
		}
	}
	s.ladder = train.NewLadder(ratings)
	s.used = map[int]bool{}
	s.rush = train.NewRush(s.mode, c.now())
	s.over, s.best, s.nextAt = false, false, time.Time{}
	s.next(c)
}

// next puts up the next puzzle of the climb, or ends the rush when none is left.
func (s *rushScreen) next(c *ctx) {
	s.stop()
	s.nextAt = time.Time{}
	i := s.ladder.Nearest(train.Target(s.rush.Score+s.rush.Wrong), s.used)
	if i < 0 {
		s.finish(c)
		return
	}
	s.used[i] = true
	s.index = i
	p := s.book.List[i]
	s.run = session.NewPuzzleRun(p, s.book.Solver(), c.engine)
	s.board = newBoardWidget(p.Side() == rules.Black)
	c.dirty = true
}

func (s *rushScreen) stop() {
	if s.run != nil {
		s.run.Stop()
	}
}

// finish ends the rush: its score kept when it is a best, the day counted.
func (s *rushScreen) finish(c *ctx) {
	if s.over || s.rush == nil {
		return
	}
	s.stop()
	s.rush.End(c.now())
	s.over = true
	s.best = c.training.Bests.Record(s.rush)
	if s.rush.Score+s.rush.Wrong > 0 {
		c.training.Streak.Trained(c.today())
	}
	c.save()
	c.playSound(soundEnd)
	c.dirty = true
}

func (s *rushScreen) close(c *ctx) { s.finish(c) }

// back leaves the rush: it ends, its score kept.
func (s *rushScreen) back(c *ctx) bool {
	s.finish(c)
	return false
}

func (s *rushScreen) pause(c *ctx) {
	if s.rush != nil {
		s.rush.Pause(c.now())
	}
}

func (s *rushScreen) resume(c *ctx) {
	if s.rush != nil {
		s.rush.Resume(c.now())
	}
}

// animate moves the board, brings the next puzzle when due, ends the rush
// when its time is up, and redraws the clock each second.
func (s *rushScreen) animate() bool {
	return s.board.animate()
}

func (s *rushScreen) poll(c *ctx) {
	if s.over || s.rush == nil {
		return
	}
	now := c.now()
	if s.rush.Over(now) {
		s.finish(c)
		return
	}
	if !s.nextAt.IsZero() && !now.Before(s.nextAt) {
		s.next(c)
		return
	}
	if sec := int(s.rush.Used(now) / time.Second); sec != s.shown {
		s.shown = sec
		c.dirty = true
	}
	ev := s.run.Poll()
	if ev == (session.PuzzleEvent{}) {
		return
	}
	c.dirty = true
	if ev.Replied && c.settings.Animation {
		after := s.run.Position()
		s.board.startAnim(ev.Reply, after.At(ev.Reply.To()))
	}
	if ev.Judged && ev.Verdict != puzzle.Continue {
		s.answer(c, ev.Verdict == puzzle.Solved)
	}
}

// answer counts a verdict: the rush's score or a life, both ratings.
func (s *rushScreen) answer(c *ctx, solved bool) {
	now := c.now()
	if !s.rush.Answer(solved, now) {
		s.finish(c)
		return
	}
	p := &s.book.List[s.index]
	c.training.Rate(p.ID, p.Grade, solved)
	if s.rush.Over(now) {
		s.finish(c)
		return
	}
	wait := rushNextSolved
	if !solved {
		wait = rushNextFailed
	}
	s.nextAt = now.Add(wait)
}

func (s *rushScreen) pointer(c *ctx, ps pointerState) {
	if s.press.pointer(c, ps, s.buttons(c)) || s.over || !s.nextAt.IsZero() {
		return
	}
	s.board.playPicked(c, ps, s.run.Position(), s.run.PlayersTurn(), s.run.Play)
}

func (s *rushScreen) modeName(c *ctx) string {
	return c.text([train.NumModes]i18n.Msg{i18n.MsgRush3, i18n.MsgRush5, i18n.MsgStreakMode}[s.mode])
}

// resultRect is the result's panel over the board.
func resultRect(c *ctx) rect {
	r := bannerRect(c)
	r.H = 230 * c.dp
	l := c.playLayout()
	r.Y = l.Board.Y + (l.Board.H-r.H)/2
	return r
}

func (s *rushScreen) buttons(c *ctx) []button {
	if s.over {
		r := resultRect(c)
		dp := c.dp
		w := (r.W - 36*dp) / 2
		y := r.Y + r.H - (buttonDP+14)*dp
		return c.paint.buttonRow([]button{
			{r: rect{X: r.X + 12*dp, Y: y, W: w, H: buttonDP * dp}, label: c.text(i18n.MsgAgain), primary: true, disabled: s.book.Err != nil, act: func() { s.begin(c) }},
			{r: rect{X: r.X + 24*dp + w, Y: y, W: w, H: buttonDP * dp}, label: c.text(i18n.MsgBack), act: func() { c.pop() }},
		})
	}
	rs := trainKeys(c, 2)
	return c.paint.buttonRow([]button{
		{r: rs[0], label: c.text(i18n.MsgFlip), act: func() { s.board.flipped = !s.board.flipped; c.dirty = true }},
		{r: rs[1], label: c.text(i18n.MsgBack), act: func() { s.finish(c); c.pop() }},
	})
}

// trainKeys are n buttons where the puzzle screen has its five: a row under
// the board, the first n of the panel's in landscape.
func trainKeys(c *ctx, n int) []geom.Rect {
	pl := geom.Puzzle(c.w, c.h, c.dp)
	if pl.Landscape {
		return pl.Keys[:n]
	}
	return pl.Layout.ButtonRects(n)
}

// clockText is the time left (the time used for the streak mode).
func (s *rushScreen) clockText(c *ctx) string {
	// The time left rounds up (0:00 only when it is up), the time used
	// of the streak mode down.
	sec := int(math.Ceil(s.rush.Left(c.now()).Seconds()))
	if s.mode.Limit() == 0 {
		sec = int(s.rush.Used(c.now()) / time.Second)
	}
	return fmt.Sprintf(c.text(i18n.MsgRushTime), sec/60, sec%60)
}

func (s *rushScreen) draw(c *ctx, dst *ebiten.Image) {
	pl := geom.Puzzle(c.w, c.h, c.dp)
	if s.run != nil {
		v := s.board.view(s.run.Position())
		if ms := s.run.Moves(); len(ms) > 0 {
			v.last = ms[len(ms)-1]
		}
		drawBoardView(c, dst, pl.Layout, v)
	}
	if s.rush != nil {
		p := s.book.List[s.index]
		status := fmt.Sprintf(c.text(i18n.MsgRushStatus), s.rush.Score, s.rush.Wrong, s.mode.Lives())
		first := s.modeName(c) + " · " + s.clockText(c) + " · " + status
		goal := fmt.Sprintf(c.text(i18n.MsgPuzzleGoalRed), p.MateIn)
		if p.Side() == rules.Black {
			goal = fmt.Sprintf(c.text(i18n.MsgPuzzleGoalBlack), p.MateIn)
		}
		if p.MateIn == 0 {
			goal = c.text(i18n.MsgEndingGoalRed)
			if p.Side() == rules.Black {
				goal = c.text(i18n.MsgEndingGoalBlack)
			}
		}
		if p.Material {
			goal = c.text(i18n.MsgMaterialGoalRed)
			if p.Side() == rules.Black {
				goal = c.text(i18n.MsgMaterialGoalBlack)
			}
		}
		second, ink := goal, colTextDim
		switch s.run.State() {
		case puzzle.Solved:
			second, ink = c.text(i18n.MsgPuzzleSolved), colGood
		case puzzle.Failed:
			second, ink = c.text(i18n.MsgPuzzleRefuted), colProblem
		}
		ratings := fmt.Sprintf(c.text(i18n.MsgPuzzleRatings), int(math.Round(c.training.PuzzleRating(p.ID, p.Grade).R)), int(math.Round(c.training.Player().R)))
		if pl.Landscape {
			drawTrainStatus(c, dst, pl, s.modeName(c), s.clockText(c)+" · "+status, second, ratings, ink)
		} else {
			drawStatus(c, dst, pl.Layout, first, second, 18, 17, ink)
		}
	}
	if s.over {
		s.drawResult(c, dst)
	}
	c.paint.drawButtons(dst, s.buttons(c), &s.press)
}

// drawResult is the result over the board: the mode, the score, the best
// (or "New best!"), and the player's rating.
func (s *rushScreen) drawResult(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	pt := c.paint
	r := resultRect(c)
	pt.fillRoundRect(dst, r.Inset(-3*dp), 18*dp, colSelected)
	pt.fillRoundRect(dst, r, 16*dp, colPanel)
	score := 0
	if s.rush != nil {
		score = s.rush.Score
	}
	cx := r.X + r.W/2
	head := s.modeName(c)
	pt.drawLine(dst, head, pt.fitFace(head, 20*dp, r.W-24*dp), cx, r.Y+28*dp, alignCenter, colTextDim)
	sc := fmt.Sprintf(c.text(i18n.MsgRushResult), score)
	pt.drawLine(dst, sc, pt.fitFace(sc, 32*dp, r.W-24*dp), cx, r.Y+66*dp, alignCenter, colText)
	best := fmt.Sprintf(c.text(i18n.MsgBestScore), c.training.Bests[s.mode])
	ink := colTextDim
	if s.best {
		best, ink = c.text(i18n.MsgNewBest), colStar
	}
	pt.drawLine(dst, best, pt.fitFace(best, 18*dp, r.W-24*dp), cx, r.Y+102*dp, alignCenter, ink)
	rating := fmt.Sprintf(c.text(i18n.MsgYourRating), int(math.Round(c.training.Player().R)))
	pt.drawLine(dst, rating, pt.fitFace(rating, 16*dp, r.W-24*dp), cx, r.Y+134*dp, alignCenter, colTextDim)
}
