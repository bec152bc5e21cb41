package game

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"xiangqi/game/training"
)

// trainScreen is the view of Training (issue 29, training.Home): the
// player's puzzle rating and daily streak over a button for each way to
// train.
type trainScreen struct {
	m     *training.Home
	press buttonPress
}

// openTraining opens Training over the screen on top.
func openTraining(c *ctx) *trainScreen {
	if c.game.Match() != nil {
		c.game.Match().Pause()
	}
	s := &trainScreen{m: training.NewHome(c.env(), c.trainServices())}
	c.push(s)
	return s
}

// trainServices is what Training's models are lent: the progress the save
// holds, the engine, the built-in puzzles (shared with the puzzle screens)
// and the clock.
func (c *ctx) trainServices() training.Services {
	return training.Services{
		Progress: &c.training,
		Engine:   c.engine,
		Puzzles: func() training.Book {
			b := builtinPuzzles(c)
			return training.Book{List: b.List, Err: b.Err, Solver: b.Solver}
		},
		Now: func() time.Time { return c.now() },
	}
}

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
	items := s.m.Items()
	col := c.column()
	y, step := trainRows(c, len(items))
	bs := make([]button, 0, len(items))
	for _, it := range items {
		t := it.Target
		bs = append(bs, button{r: rect{X: col.X, Y: y, W: col.W, H: buttonDP * c.dp}, label: it.Label, sub: it.Sub,
			primary: it.Primary, act: func() { c.apply(s.m.Tap(t)) }})
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
	title, rating, streak := s.m.Heading()
	p.drawLine(dst, title, p.fitFace(title, 28*dp, w-24*dp), w/2, top-96*dp, alignCenter, colText)
	p.drawLine(dst, rating, p.fitFace(rating, 17*dp, w-24*dp), w/2, top-58*dp, alignCenter, colText)
	if streak != "" {
		p.drawLine(dst, streak, p.fitFace(streak, 16*dp, w-24*dp), w/2, top-30*dp, alignCenter, colStar)
	}
	p.drawButtons(dst, bs, &s.press)
}
