package game

import (
	"fmt"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/puzzles"
	"xiangqi/game/session"
	"xiangqi/i18n"
	"xiangqi/learn"
	"xiangqi/rules"
)

// menuScreen is the start screen, at the bottom of the stack: Continue
// (greyed when there is no game in progress, Last game after one), New
// game, Puzzles and the puzzle of the day, Learn, Games, Set up position,
// Settings.
type menuScreen struct {
	press buttonPress
	// What the screens opened from here keep between visits, made on
	// first use: the board editor's board, the built-in puzzles with
	// their solver and drawing cache, and the Games list's lines laid out.
	editor *session.Editor
	book   *puzzleBook
	games  *gamesCache
}

// startMenu is the start screen, always at the bottom of the stack.
func startMenu(c *ctx) *menuScreen { return c.stack[0].(*menuScreen) }

// menuLandscape reports whether the title goes left of the buttons: a
// landscape screen too low for them under it.
func menuLandscape(c *ctx, n int) bool {
	return float64(c.w) > float64(c.h)*1.1 && float64(c.h)*0.46+float64(n)*(buttonDP+14)*c.dp > float64(c.h)
}

func (m *menuScreen) buttons(c *ctx) []button {
	type item struct {
		label    string
		primary  bool
		act      func()
		disabled bool
	}
	// The first row is always there, so that the rows under it keep their
	// places from one visit to the next (a tap where Games was must not
	// open Learn): Continue, Last game once the game is over, else
	// Continue greyed.
	var first item
	switch m := c.game.Match(); {
	case c.game.CanContinue():
		first = item{label: c.text(i18n.MsgContinue), primary: true, act: func() {
			c.push(newPlayScreen(c))
			c.game.Match().Resume()
		}}
	case m != nil && len(m.Game().Moves()) > 0:
		first = item{label: c.text(i18n.MsgLastGame), act: func() {
			openRecord(c, nil, c.game.ID(), session.MatchRecord(c.game.Match(), c.game.Started()))
		}}
	default:
		first = item{label: c.text(i18n.MsgContinue), disabled: true}
	}
	items := []item{first,
		{label: c.text(i18n.MsgNewGame), primary: !c.game.CanContinue(), act: func() { c.push(newNewGameScreen(c, nil)) }},
		{label: c.text(i18n.MsgPuzzles), act: func() { openPuzzleList(c) }},
		{label: learnLabel(c), act: func() { openLessons(c) }},
		{label: c.text(i18n.MsgGames), act: func() { openGames(c) }},
		{label: c.text(i18n.MsgSetUp), act: func() { openEditor(c) }},
		{label: c.text(i18n.MsgSettings), act: func() { c.push(newSettingsScreen(c)) }},
	}
	col := c.column()
	dp := c.dp
	y, step := menuRows(c, len(items))
	if menuLandscape(c, len(items)) {
		col.X = float64(c.w)/2 + (float64(c.w)/2-col.W)/2
		y = (float64(c.h) - float64(len(items))*(buttonDP+14)*dp + 14*dp) / 2
		step = (buttonDP + 14) * dp
	}
	bs := make([]button, 0, len(items))
	for _, it := range items {
		bs = append(bs, button{r: rect{X: col.X, Y: y, W: col.W, H: buttonDP * dp}, label: it.label, primary: it.primary, act: it.act, disabled: it.disabled})
		y += step
	}
	return reviewButton(c, dailyPuzzleButton(c, bs))
}

// reviewButton shares the Learn row with the player's mistakes due today
// ("5 to review today", issue 29), while any is due; a tap opens the
// review. With none due the start screen is as before.
func reviewButton(c *ctx, bs []button) []button {
	due := c.training.Deck.DueCount(c.today())
	if due == 0 {
		return bs
	}
	for k := range bs {
		if bs[k].label != learnLabel(c) {
			continue
		}
		gap := 8 * c.dp
		r := bs[k].r
		bs[k].r.W = (r.W - gap) / 2
		sub := fmt.Sprintf(c.text(i18n.MsgReviewDue), due)
		if n := c.training.Streak.Current(c.today()); n > 0 {
			sub += " · " + fmt.Sprintf(c.text(i18n.MsgDayStreak), n)
		}
		review := button{r: rect{X: r.X + bs[k].r.W + gap, Y: r.Y, W: bs[k].r.W, H: r.H}, label: c.text(i18n.MsgReviewMistakes), sub: sub, act: func() {
			openTraining(c)
			openReview(c)
		}}
		return slices.Insert(bs, k+1, review)
	}
	return bs
}

// menuRows is where the first button goes and the distance between rows:
// under the title, moved up and closer together (gaps down to 4 dp) when
// they do not all fit below it on a low portrait screen.
func menuRows(c *ctx, n int) (y, step float64) {
	dp, h := c.dp, float64(c.h)
	y, step = h*0.46, (buttonDP+14)*dp
	if need := float64(n)*step - 14*dp; y+need > h-8*dp {
		step = math.Max((h-8*dp-y+14*dp)/float64(n), (buttonDP+4)*dp)
		y = math.Min(y, h-8*dp-float64(n)*step+(step-buttonDP*dp))
	}
	return y, step
}

// learnLabel is the Learn button's label with the exercises solved:
// "Learn  5 / 37".
func learnLabel(c *ctx) string {
	return c.text(i18n.MsgLearn) + "  " + fmt.Sprintf("%d / %d", c.lessons.Count(), learn.Total())
}

// dailyPuzzleButton shares the Puzzles row with the puzzle of the day: one
// puzzle per local date, picked among the unsolved ones at the first look
// and kept all day (puzzle.Progress.OfTheDay), its theme or goal under the
// words, marked ✓ once solved; a tap opens it over the list.
func dailyPuzzleButton(c *ctx, bs []button) []button {
	d, ok := puzzles.DailyOf(c.env(), c.puzzleServices(), c.now())
	if !ok {
		return bs
	}
	for k := range bs {
		if bs[k].label != c.text(i18n.MsgPuzzles) {
			continue
		}
		gap := 8 * c.dp
		r := bs[k].r
		bs[k].r.W = (r.W - gap) / 2
		daily := button{r: rect{X: r.X + bs[k].r.W + gap, Y: r.Y, W: bs[k].r.W, H: r.H}, label: c.text(i18n.MsgDailyPuzzle), sub: d.Sub, done: d.Solved, act: func() {
			list := openPuzzleList(c)
			c.apply(list.m.Open(d.Index))
		}}
		return slices.Insert(bs, k+1, daily)
	}
	return bs
}

func (m *menuScreen) pointer(c *ctx, ps pointerState) {
	m.press.pointer(c, ps, m.buttons(c))
}

func (m *menuScreen) draw(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	p := c.paint
	w, h := float64(c.w), float64(c.h)
	bs := m.buttons(c)
	cx := w / 2
	cy, ty := h*0.18, h*0.32
	if top := bs[0].r.Y; !menuLandscape(c, len(bs)) && ty > top-36*dp {
		// Rows moved up on a low screen: the title and the generals too,
		// the title's foot clear of the first row.
		ty = top - 36*dp
		cy = math.Min(cy, ty-math.Min(w*0.12, 54*dp)-30*dp)
	}
	if menuLandscape(c, len(bs)) {
		w /= 2 // the title in the left half
		cx, cy, ty = w/2, h*0.36, h*0.58
	}
	// Two generals face each other above the title.
	r := math.Min(w*0.12, 54*dp)
	st := c.style()
	p.drawPiece(dst, cx-r*1.25, cy, r, rules.MakePiece(rules.Red, rules.General), st, false)
	p.drawPiece(dst, cx+r*1.25, cy, r, rules.MakePiece(rules.Black, rules.General), st, false)
	p.drawLine(dst, c.text(i18n.MsgTitle), p.fitFace(c.text(i18n.MsgTitle), 44*dp, w-32*dp), cx, ty, alignCenter, colText)
	p.drawButtons(dst, bs, &m.press)
	if n := c.startNotice(); n != "" {
		p.drawLine(dst, n, p.fitFace(n, 15*dp, w-24*dp), cx, h-28*dp, alignCenter, colTextDim)
	}
}
