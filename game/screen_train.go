package game

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/i18n"
	"xiangqi/train"
)

// trainScreen is Training (issue 29): the player's puzzle rating and daily
// streak, and a button for each way to train: Review mistakes (the cards
// due today, package train's deck), Rush 3 min, Rush 5 min and Streak, each
// with its best score.
type trainScreen struct {
	press buttonPress
}

// openTraining opens Training over the screen on top.
func openTraining(c *ctx) *trainScreen {
	if c.game.Match() != nil {
		c.game.Match().Pause()
	}
	s := &trainScreen{}
	c.push(s)
	return s
}

// today is the local date the schedule and the streak count in.
func (c *ctx) today() train.Day { return train.DayOf(c.now()) }

// trainRows is where Training's rows begin and their step: under the
// title and its two lines, closer together on a low screen.
func trainRows(c *ctx, n int) (y, step float64) {
	dp, h := c.dp, float64(c.h)
	y, step = math.Max(h*0.24, 150*dp), (buttonDP+14)*dp
	if need := float64(n)*step - 14*dp; y+need > h-12*dp {
		step = math.Max((h-12*dp-y+14*dp)/float64(n), (buttonDP+4)*dp)
	}
	return y, step
}

func (s *trainScreen) buttons(c *ctx) []button {
	tr := &c.training
	due := tr.Deck.DueCount(c.today())
	reviewSub := fmt.Sprintf(c.text(i18n.MsgReviewDue), due)
	best := func(m train.Mode) string { return fmt.Sprintf(c.text(i18n.MsgBestScore), tr.Bests[m]) }
	type item struct {
		label, sub string
		act        func()
	}
	items := []item{
		{c.text(i18n.MsgReviewMistakes), reviewSub, func() { openReview(c) }},
		{c.text(i18n.MsgRush3), best(train.Rush3), func() { openRush(c, train.Rush3) }},
		{c.text(i18n.MsgRush5), best(train.Rush5), func() { openRush(c, train.Rush5) }},
		{c.text(i18n.MsgStreakMode), best(train.Endless), func() { openRush(c, train.Endless) }},
		{c.text(i18n.MsgBack), "", func() { c.pop() }},
	}
	col := c.column()
	y, step := trainRows(c, len(items))
	bs := make([]button, 0, len(items))
	for i, it := range items {
		bs = append(bs, button{r: rect{X: col.X, Y: y, W: col.W, H: buttonDP * c.dp}, label: it.label, sub: it.sub,
			primary: i == 0 && due > 0, act: it.act})
		y += step
	}
	return bs
}

func (s *trainScreen) pointer(c *ctx, ps pointerState) {
	if s.press.pointer(c, ps, s.buttons(c)) {
		c.dirty = true
	}
}

func (s *trainScreen) draw(c *ctx, dst *ebiten.Image) {
	dp := c.dp
	p := c.paint
	w := float64(c.w)
	bs := s.buttons(c)
	top := bs[0].r.Y
	title := c.text(i18n.MsgTraining)
	p.drawLine(dst, title, p.fitFace(title, 28*dp, w-24*dp), w/2, top-96*dp, alignCenter, colText)
	rating := fmt.Sprintf(c.text(i18n.MsgYourRating), int(math.Round(c.training.Player().R)))
	p.drawLine(dst, rating, p.fitFace(rating, 17*dp, w-24*dp), w/2, top-58*dp, alignCenter, colText)
	if n := c.training.Streak.Current(c.today()); n > 0 {
		streak := fmt.Sprintf(c.text(i18n.MsgDayStreak), n)
		p.drawLine(dst, streak, p.fitFace(streak, 16*dp, w-24*dp), w/2, top-30*dp, alignCenter, colStar)
	}
	p.drawButtons(dst, bs, &s.press)
}
